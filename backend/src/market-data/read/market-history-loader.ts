/**
 * Loads a MarketHistory from the database, set-based, for the point-in-time cut
 * (../point-in-time/point-in-time.ts). Two granularities share every query:
 *
 * - some codes at some dates (`codes` given): an analysis (one code, one date) or a stock's score
 *   history. Their own rows in full; of their sector peers only the last close before each date,
 *   the KSEI count then and the statements of the peer window.
 * - the whole market over a span (`codes` omitted): every company's rows from six years before the
 *   first date to the last, read once and then cut at any date inside (whole-market scores,
 *   alerts, the backtest).
 *
 * The big daily series travel through COPY into typed arrays (copy-columns.ts); the rest are
 * ordinary queries. Reads run in parallel on the pool, so not in one transaction; an import
 * commits as one transaction, so they never see a half-imported bundle.
 */
import type { PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { addDays, isIsoDate, yearsBefore } from '../../common/dates';
import type { CompanyProfile, CorporateAction, FinancialStatement, MacroAsOf, OwnershipMonth } from '../../scoring';
import { COMPOSITE_INDEX } from '../market-data.constants';
import {
  FLOW_FIELDS,
  MACRO_SERIES,
  PRICE_FIELDS,
  type DailySeries,
  type DatedValues,
  type HistoryScope,
  type MacroSeriesName,
  type MarketHistory,
} from '../point-in-time/market-history';
import { compareCodes, POINT_IN_TIME } from '../point-in-time/point-in-time';
import { queryPrepared } from '../../database/prepared-statements';
import { unboundedSession } from '../../database/typeorm-options';
import { copyDailySeries, parseCopyText } from './copy-columns';

export interface HistoryRequest {
  /** The as-of dates to serve (YYYY-MM-DD, any order, at least one). */
  dates: readonly string[];
  /** The stocks to build inputs for (any case); omitted: the whole market. */
  codes?: readonly string[];
}

const CODE = /^[A-Z0-9]{1,12}$/;
const EPOCH = `DATE '1970-01-01'`;
const MACRO_SERIES_NAMES: Record<MacroSeriesName, string> = {
  bondYield10y: 'id_bond_10y',
  usdIdr: 'usd_idr',
  biRate: 'bi_rate',
};

export interface CompanyRow {
  code: string;
  name: string;
  sector: string | null;
  subsector: string | null;
  industry: string | null;
  listing_board: string | null;
  listing_date: string | null;
  listed_shares: number | null;
  currency_reporting: 'IDR' | 'USD' | null;
  is_bank: boolean;
}

/**
 * Every select casts: dates to text (node-pg would turn them into local-midnight Date objects) and
 * numeric/bigint to float8, which node-pg parses into numbers, the form the scoring core takes.
 */
export const COMPANY_COLUMNS = `code, name, sector, subsector, industry, listing_board,
  listing_date::text AS listing_date, listed_shares::float8 AS listed_shares,
  currency_reporting, is_bank`;

const STATEMENT_COLUMNS = `period_type AS "periodType", fiscal_year AS "fiscalYear",
  fiscal_period AS "fiscalPeriod", period_end::text AS "periodEnd", is_cumulative AS "isCumulative", currency,
  revenue::float8 AS revenue, revenue_kind AS "revenueKind", gross_profit::float8 AS "grossProfit",
  operating_income::float8 AS "operatingIncome", net_income::float8 AS "netIncome", eps::float8 AS eps,
  total_assets::float8 AS "totalAssets", total_liabilities::float8 AS "totalLiabilities",
  equity::float8 AS equity, cash::float8 AS cash, total_debt::float8 AS "totalDebt",
  operating_cf::float8 AS "operatingCf", investing_cf::float8 AS "investingCf",
  financing_cf::float8 AS "financingCf", free_cf::float8 AS "freeCf", dividends_paid::float8 AS "dividendsPaid"`;

const OWNERSHIP_COLUMNS = `month_end::text AS "monthEnd", listed_shares::float8 AS "listedShares",
  foreign_total_shares::float8 AS "foreignTotalShares", local_total_shares::float8 AS "localTotalShares"`;

export function toProfile(row: CompanyRow): CompanyProfile {
  return {
    code: row.code,
    name: row.name,
    sector: row.sector,
    subsector: row.subsector,
    industry: row.industry,
    listingBoard: row.listing_board,
    listingDate: row.listing_date,
    listedShares: row.listed_shares,
    currencyReporting: row.currency_reporting,
    isBank: row.is_bank,
  };
}

/** Reads what the point-in-time cut needs to answer `request` (see the file comment). */
export async function loadMarketHistory(
  dataSource: DataSource,
  request: HistoryRequest,
): Promise<MarketHistory> {
  const dates = [...new Set(request.dates)].sort();
  if (dates.length === 0) throw new RangeError('a market history needs at least one date');
  for (const date of dates) {
    if (!isIsoDate(date)) throw new RangeError(`asOf must be a date YYYY-MM-DD, got "${date}"`);
  }
  // Codes as typed (any case); one that cannot be a code is simply unknown.
  const wanted =
    request.codes === undefined
      ? null
      : [...new Set(request.codes.map((code) => code.trim().toUpperCase()))]
          .filter((code) => CODE.test(code))
          .sort(compareCodes);
  if (wanted !== null && wanted.length === 0) return emptyHistory({ dates, codes: [] }, []);

  const window = historyWindow(dates);
  const reads = wanted === null ? wholeMarketReads(window) : someCodesReads(window, wanted, dates);
  const history = await readHistory(dataSource, reads, { dates, codes: [] });
  const known = history.companies;
  const subjects = wanted === null ? null : wanted.filter((code) => known.has(code));
  return { ...history, scope: { dates, codes: subjects } };
}

/**
 * The sector-peer side of every analysis at `asOf`: each company's last close in the peer window,
 * its latest KSEI month and its statements of the peer window, plus IHSG and the macro values. The
 * same for every stock analysed on that date, so it is read once and shared (MarketDataService):
 * a cut of it answers `sectorPeers`, the composite and the macro values of any stock's input
 * (MarketAsOf's `shared`). Inputs for no stock of its own: its scope's codes are empty.
 */
export async function loadPeerMarket(dataSource: DataSource, asOf: string): Promise<MarketHistory> {
  if (!isIsoDate(asOf)) throw new RangeError(`asOf must be a date YYYY-MM-DD, got "${asOf}"`);
  return readHistory(dataSource, peerMarketReads(historyWindow([asOf]), [asOf]), {
    dates: [asOf],
    codes: [],
  });
}

/**
 * One stock's own rows as known at `asOf` (no peers, no IHSG, no macro: those come from the shared
 * peer market), and the market data version they belong to, in ONE prepared statement: a row whose
 * columns are the version, the daily series in COPY's text format (the parser the COPY path uses)
 * and the rest as JSON. Prepared, because planning the reads cost more than running them (about
 * 1 ms per analysis on PostgreSQL, 0.5 ms of it for `max(date)` alone, and several on PGlite); one
 * statement, because each round trip is a syscall and a wake-up on both sides.
 */
export async function loadOwnHistory(
  dataSource: DataSource,
  code: string,
  asOf: string,
): Promise<OwnHistory> {
  if (!isIsoDate(asOf)) throw new RangeError(`asOf must be a date YYYY-MM-DD, got "${asOf}"`);
  const normalised = code.trim().toUpperCase();
  const w = historyWindow([asOf]);
  const scope = { dates: [asOf], codes: [] as string[] };
  // A text that cannot be a code reads nothing: unknown, whatever the day (the caller's stands).
  if (!CODE.test(normalised))
    return { history: emptyHistory(scope, []), version: '', latestTradingDay: asOf };
  const [row] = await queryPrepared<OwnHistoryRow>(dataSource, OWN_HISTORY_SQL, [
    normalised,
    w.historyFrom,
    w.flowFrom,
    w.to,
    w.statementsTo,
  ]);
  const companies = (row?.companies ?? []).map(toProfile);
  const copyText = (text: string | null | undefined): Buffer => Buffer.from(text ?? '');
  const noDays = (): DatedValues => ({ day: new Int32Array(0), value: new Float64Array(0) });
  return {
    version: row?.version ?? '',
    latestTradingDay: row?.latest ?? null,
    history: {
      scope: { dates: [asOf], codes: companies.map((company) => company.code) },
      companies: new Map(companies.map((company) => [company.code, company])),
      prices: parseCopyText(copyText(row?.prices), PRICE_FIELDS),
      foreignFlow: parseCopyText(copyText(row?.flow), FLOW_FIELDS),
      composite: noDays(),
      statements: byCode(row?.statements ?? []),
      corporateActions: byCode(row?.corporate_actions ?? []),
      ownership: byCode(row?.ownership ?? []),
      macro: { bondYield10y: noDays(), usdIdr: noDays(), biRate: noDays() },
    },
  };
}

/** loadOwnHistory's one row (a JSON aggregate of no rows is null). */
interface OwnHistoryRow {
  version: string;
  latest: string | null;
  companies: CompanyRow[] | null;
  prices: string | null;
  flow: string | null;
  statements: (FinancialStatement & { code: string })[] | null;
  corporate_actions: (CorporateAction & { code: string })[] | null;
  ownership: (OwnershipMonth & { code: string })[] | null;
}

export interface OwnHistory {
  history: MarketHistory;
  /** The market data version the rows belong to (MARKET_DATA_VERSION_SQL). */
  version: string;
  /** The last day with any stock price when the rows were read; null when there is none. */
  latestTradingDay: string | null;
}

/**
 * What every market read depends on besides the as-of date: the last bundle import (which may
 * rewrite any past row), the live refreshes (each writes one stock's prices or statements) and the
 * days of the exchange's daily summary (each writes the whole market's day and may adjust a stock's
 * history for a corporate action; a day is written once, so their count moves with every one).
 * Anything derived from the market data and kept, in memory or in a table, is keyed by it; an
 * analysis stored under it is handed to the next reader (analyses' source key).
 */
export const MARKET_DATA_VERSION_SQL = `concat_ws('|',
    (SELECT max(finished_at)::text FROM market_data_imports),
    (SELECT max(attempted_at)::text || '/' || count(*) FROM market_data_refreshes),
    (SELECT max(fetched_at)::text || '/' || count(*) FROM market_data_days))`;

/**
 * A SELECT's rows (ordered by code and day) as one text value in COPY's text format (tab-separated,
 * a newline after each row): what `copyDailySeries` reads from COPY, but as a value that can share a
 * round trip with other statements. Only for NOT NULL columns (those of daily_prices and
 * foreign_flow): concat_ws leaves a null out instead of writing `\N`. The rows keep the SELECT's
 * order (the primary key's index) rather than being sorted again by the aggregate's own ORDER BY,
 * and concat_ws joins a row in one call: one stock's six years of bars took 2.3 ms inside
 * PostgreSQL as a chain of `||` sorted in the aggregate, 1.4 ms this way.
 */
function copyTextOf(select: string, columns: readonly string[]): string {
  const row = `concat_ws(E'\\t', ${columns.map((column) => `r.${column}`).join(', ')})`;
  return `SELECT string_agg(${row}, E'\\n') || E'\\n' AS text FROM (${select}) r`;
}

/**
 * loadOwnHistory's statement: $1 the code, $2 the history's first day (exclusive), $3 the foreign
 * flow's, $4 the as-of date, $5 the last period end whose statements are public by then. The JSON
 * columns keep the orders and the names the separate reads had (float8 and text survive JSON as
 * node-pg would have parsed them).
 */
const OWN_HISTORY_SQL = `SELECT ${MARKET_DATA_VERSION_SQL} AS version,
    (SELECT max(date)::text FROM daily_prices) AS latest,
    (SELECT json_agg(c) FROM (SELECT ${COMPANY_COLUMNS} FROM companies WHERE code = $1) c) AS companies,
    (${copyTextOf(
      `SELECT code, date - ${EPOCH} AS day, open, high, low, close, volume FROM daily_prices
        WHERE code = $1 AND date > $2::date AND date <= $4::date ORDER BY code, date`,
      ['code', 'day', 'open', 'high', 'low', 'close', 'volume'],
    )}) AS prices,
    (${copyTextOf(
      `SELECT code, date - ${EPOCH} AS day, foreign_buy_shares, foreign_sell_shares, volume, value FROM foreign_flow
        WHERE code = $1 AND date > $3::date AND date <= $4::date ORDER BY code, date`,
      ['code', 'day', 'foreign_buy_shares', 'foreign_sell_shares', 'volume', 'value'],
    )}) AS flow,
    (SELECT json_agg(s ORDER BY s."periodEnd", s."periodType") FROM (
       SELECT code, ${STATEMENT_COLUMNS} FROM financial_statements WHERE code = $1 AND period_end <= $5::date) s
    ) AS statements,
    (SELECT json_agg(a ORDER BY a."exDate", a.action) FROM (
       SELECT code, ex_date::text AS "exDate", action, value::float8 AS value
         FROM corporate_actions WHERE code = $1 AND ex_date <= $4::date) a
    ) AS corporate_actions,
    (SELECT json_agg(o ORDER BY o."monthEnd") FROM (
       SELECT code, ${OWNERSHIP_COLUMNS} FROM ownership_monthly WHERE code = $1 AND month_end <= $4::date) o
    ) AS ownership`;

function historyWindow(dates: readonly string[]): HistoryWindow {
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;
  return {
    historyFrom: yearsBefore(first, POINT_IN_TIME.historyYears),
    flowFrom: yearsBefore(first, POINT_IN_TIME.foreignFlowYears),
    statementsTo: addDays(last, -POINT_IN_TIME.statementLagDays),
    peerStatementsFrom: addDays(
      first,
      -POINT_IN_TIME.statementLagDays - POINT_IN_TIME.peerStatementWindowDays,
    ),
    to: last,
  };
}

/** Runs the reads, every one at once: on PostgreSQL each takes its own connection (and core). */
async function readHistory(
  dataSource: DataSource,
  reads: HistoryReads,
  scope: HistoryScope,
): Promise<MarketHistory> {
  const [companyRows, prices, foreignFlow, composite, statements, corporateActions, ownership, macro] =
    await Promise.all([
      dataSource.query<CompanyRow[]>(reads.companies),
      withClient(dataSource, (client) => copyDailySeries(client, reads.prices, PRICE_FIELDS)),
      withClient(dataSource, (client) => copyDailySeries(client, reads.foreignFlow, FLOW_FIELDS)),
      withClient(dataSource, (client) => copyDailySeries(client, reads.composite, ['close'] as const)),
      dataSource.query<(FinancialStatement & { code: string })[]>(reads.statements),
      dataSource.query<(CorporateAction & { code: string })[]>(reads.corporateActions),
      dataSource.query<(OwnershipMonth & { code: string })[]>(reads.ownership),
      dataSource.query<{ series: string; day: number; value: number }[]>(reads.macro),
    ]);
  const companies = companyRows.map(toProfile);
  return {
    scope,
    companies: new Map(companies.map((company) => [company.code, company])),
    prices,
    foreignFlow,
    composite: onlySeries(composite),
    statements: byCode(statements),
    corporateActions: byCode(corporateActions),
    ownership: byCode(ownership),
    macro: macroSeries(macro),
  };
}

interface HistoryWindow {
  historyFrom: string;
  flowFrom: string;
  statementsTo: string;
  peerStatementsFrom: string;
  to: string;
}

interface HistoryReads {
  companies: string;
  prices: string;
  foreignFlow: string;
  composite: string;
  statements: string;
  corporateActions: string;
  ownership: string;
  macro: string;
}

// COPY takes no bind parameters: every value below is a checked date (isIsoDate) or code (CODE).
const date = (iso: string): string => `DATE '${iso}'`;
function codeList(codes: readonly string[]): string {
  for (const code of codes) if (!CODE.test(code)) throw new RangeError(`not a stock code: "${code}"`);
  // IN (…) rather than = ANY(ARRAY[…]): one code plans as a plain equality.
  return codes.length === 0 ? '(NULL)' : `(${codes.map((code) => `'${code}'`).join(',')})`;
}

function compositeRead(w: HistoryWindow): string {
  return `SELECT index_code, date - ${EPOCH}, close FROM index_prices
           WHERE index_code = '${COMPOSITE_INDEX}' AND date > ${date(w.historyFrom)} AND date <= ${date(w.to)}
           ORDER BY date`;
}

function wholeMarketReads(w: HistoryWindow): HistoryReads {
  const macroNames = Object.values(MACRO_SERIES_NAMES)
    .map((name) => `'${name}'`)
    .join(',');
  return {
    companies: `SELECT ${COMPANY_COLUMNS} FROM companies`,
    prices: `SELECT code, date - ${EPOCH}, open, high, low, close, volume FROM daily_prices
              WHERE date > ${date(w.historyFrom)} AND date <= ${date(w.to)} ORDER BY code, date`,
    foreignFlow: `SELECT code, date - ${EPOCH}, foreign_buy_shares, foreign_sell_shares, volume, value
                    FROM foreign_flow WHERE date > ${date(w.flowFrom)} AND date <= ${date(w.to)}
                   ORDER BY code, date`,
    composite: compositeRead(w),
    statements: `SELECT code, ${STATEMENT_COLUMNS} FROM financial_statements
                  WHERE period_end <= ${date(w.statementsTo)} ORDER BY code, period_end, period_type`,
    corporateActions: `SELECT code, ex_date::text AS "exDate", action, value::float8 AS value
                         FROM corporate_actions WHERE ex_date <= ${date(w.to)} ORDER BY code, ex_date, action`,
    // Every month up to the end, not only the input's six years: a peer's share count falls back
    // on its latest KSEI month, however old.
    ownership: `SELECT code, ${OWNERSHIP_COLUMNS} FROM ownership_monthly
                 WHERE month_end <= ${date(w.to)} ORDER BY code, month_end`,
    macro: `SELECT series, date - ${EPOCH} AS day, value::float8 AS value FROM macro_series
             WHERE series IN (${macroNames}) AND date <= ${date(w.to)} ORDER BY series, date`,
  };
}

function someCodesReads(
  w: HistoryWindow,
  subjects: readonly string[],
  dates: readonly string[],
  peerCodes?: string,
): HistoryReads {
  const own = codeList(subjects);
  // The other members of the stocks' peer groups: the SQL twin of point-in-time.ts peerGroupOf (a
  // test holds this path and the whole-market one, which groups in TypeScript, to the same inputs).
  const others =
    peerCodes ??
    `(SELECT c.code FROM companies c
                    WHERE c.code NOT IN ${own}
                      AND EXISTS (SELECT 1 FROM companies s
                                   WHERE s.code IN ${own} AND c.is_bank = s.is_bank
                                     AND (s.is_bank OR c.sector = s.sector)))`;
  const asOfDates = `unnest(ARRAY[${dates.map((d) => `'${d}'`).join(',')}]::date[]) AS d(day)`;
  const macroNames = Object.values(MACRO_SERIES_NAMES)
    .map((name) => `('${name}')`)
    .join(',');
  return {
    companies: `SELECT ${COMPANY_COLUMNS} FROM companies WHERE code IN ${own} OR code IN ${others}`,
    // The stocks' own bars; of each peer, its last bar within the peer window of each date.
    prices: `SELECT code, day, open, high, low, close, volume FROM (
               SELECT code, date - ${EPOCH} AS day, open, high, low, close, volume FROM daily_prices
                WHERE code IN ${own} AND date > ${date(w.historyFrom)} AND date <= ${date(w.to)}
               UNION
               SELECT p.code, p.date - ${EPOCH}, p.open, p.high, p.low, p.close, p.volume
                 FROM ${others} AS peer CROSS JOIN ${asOfDates}
                CROSS JOIN LATERAL (
                  SELECT * FROM daily_prices p
                   WHERE p.code = peer.code AND p.date <= d.day
                     AND p.date >= d.day - ${POINT_IN_TIME.peerMaxCloseAgeDays}
                   ORDER BY p.date DESC LIMIT 1) p
             ) bars ORDER BY code, day`,
    foreignFlow: `SELECT code, date - ${EPOCH}, foreign_buy_shares, foreign_sell_shares, volume, value
                    FROM foreign_flow
                   WHERE code IN ${own} AND date > ${date(w.flowFrom)} AND date <= ${date(w.to)}
                   ORDER BY code, date`,
    composite: compositeRead(w),
    // Two selects rather than one with OR: each reads the primary key by code.
    statements: `SELECT code, ${STATEMENT_COLUMNS} FROM financial_statements
                  WHERE code IN ${own} AND period_end <= ${date(w.statementsTo)}
                 UNION ALL
                 SELECT code, ${STATEMENT_COLUMNS} FROM financial_statements
                  WHERE code IN ${others}
                    AND period_end > ${date(w.peerStatementsFrom)} AND period_end <= ${date(w.statementsTo)}
                 ORDER BY code, "periodEnd", "periodType"`,
    corporateActions: `SELECT code, ex_date::text AS "exDate", action, value::float8 AS value
                         FROM corporate_actions WHERE code IN ${own} AND ex_date <= ${date(w.to)}
                        ORDER BY code, ex_date, action`,
    // The stocks' own months; of each peer, its latest month at each date (its share count's fallback).
    ownership: `SELECT code, ${OWNERSHIP_COLUMNS} FROM (
                  SELECT * FROM ownership_monthly WHERE code IN ${own} AND month_end <= ${date(w.to)}
                  UNION
                  SELECT o.* FROM ${others} AS peer CROSS JOIN ${asOfDates}
                   CROSS JOIN LATERAL (
                     SELECT * FROM ownership_monthly o WHERE o.code = peer.code AND o.month_end <= d.day
                      ORDER BY o.month_end DESC LIMIT 1) o
                ) months ORDER BY code, month_end`,
    // Each series' last value at each date.
    macro: `SELECT DISTINCT m.series, m.date - ${EPOCH} AS day, m.value::float8 AS value
              FROM (VALUES ${macroNames}) AS s(series) CROSS JOIN ${asOfDates}
             CROSS JOIN LATERAL (
               SELECT * FROM macro_series m WHERE m.series = s.series AND m.date <= d.day
                ORDER BY m.date DESC LIMIT 1) m
             ORDER BY 1, 2`,
  };
}

/**
 * Every company as someone's sector peer at the dates: the peer half of `someCodesReads` with every
 * company a peer (its last bar in the peer window, its latest KSEI month, its statements of the
 * peer window), IHSG and the macro values; no stock's own history.
 */
function peerMarketReads(w: HistoryWindow, dates: readonly string[]): HistoryReads {
  const peers = someCodesReads(w, [], dates, '(SELECT code FROM companies)');
  return {
    ...peers,
    companies: `SELECT ${COMPANY_COLUMNS} FROM companies`,
    foreignFlow: `SELECT code, date - ${EPOCH}, foreign_buy_shares, foreign_sell_shares, volume, value
                    FROM foreign_flow WHERE false`,
    corporateActions: `SELECT code, ex_date::text AS "exDate", action, value::float8 AS value
                         FROM corporate_actions WHERE false`,
  };
}

/** One pooled session for a whole-market read: seconds of COPY out, so the pool's timeouts are lifted for it. */
async function withClient<T>(dataSource: DataSource, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    return await unboundedSession(
      (sql) => client.query(sql),
      () => fn(client),
    );
  } finally {
    await runner.release();
  }
}

function byCode<T extends { code: string }>(rows: readonly T[]): Map<string, Omit<T, 'code'>[]> {
  const out = new Map<string, Omit<T, 'code'>[]>();
  for (const { code, ...row } of rows) {
    let list = out.get(code);
    if (!list) out.set(code, (list = []));
    list.push(row);
  }
  return out;
}

function onlySeries(series: DailySeries<'close'>): DatedValues {
  const range = series.rows.values().next().value;
  const start = range?.start ?? 0;
  const end = range?.end ?? 0;
  return { day: series.day.subarray(start, end), value: series.values.close.subarray(start, end) };
}

function macroSeries(
  rows: readonly { series: string; day: number; value: number }[],
): MarketHistory['macro'] {
  const out = {} as MarketHistory['macro'];
  for (const name of MACRO_SERIES) {
    const own = rows.filter((row) => row.series === MACRO_SERIES_NAMES[name]);
    out[name] = {
      day: Int32Array.from(own, (row) => row.day),
      value: Float64Array.from(own, (row) => row.value),
    };
  }
  return out;
}

function emptyHistory(scope: HistoryScope, companies: readonly CompanyProfile[]): MarketHistory {
  const noDays = (): DatedValues => ({ day: new Int32Array(0), value: new Float64Array(0) });
  const noSeries = <F extends string>(fields: readonly F[]): DailySeries<F> => ({
    day: new Int32Array(0),
    values: Object.fromEntries(fields.map((field) => [field, new Float64Array(0)])) as Record<
      F,
      Float64Array
    >,
    rows: new Map(),
  });
  return {
    scope,
    companies: new Map(companies.map((company) => [company.code, company])),
    prices: noSeries(PRICE_FIELDS),
    foreignFlow: noSeries(FLOW_FIELDS),
    composite: noDays(),
    statements: new Map(),
    corporateActions: new Map(),
    ownership: new Map(),
    macro: { bondYield10y: noDays(), usdIdr: noDays(), biRate: noDays() } satisfies Record<
      keyof MacroAsOf,
      DatedValues
    >,
  };
}
