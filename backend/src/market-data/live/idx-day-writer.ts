import type { EntityManager } from 'typeorm';
import { addDays } from '../../common/dates';
import { COMPOSITE_INDEX } from '../market-data.constants';
import type { IdxDay, IdxStockRow } from './idx-summary-client';

/** A split, reverse split or rights issue found on a day: earlier history was multiplied by `factor`. */
export interface DetectedAction {
  code: string;
  /** `Previous / prior close`: 0.2 for a 1:5 split. Earlier prices × factor, earlier volumes ÷ factor. */
  factor: number;
  priorClose: string;
  previous: string;
}

export interface DayWriteOutcome {
  /** False when another run had already stored the day: nothing was written. */
  written: boolean;
  rowsWritten: number;
  actions: DetectedAction[];
  newCompanies: string[];
}

/**
 * A code that has not appeared in the summaries (or not traded) for this long is marked delisted (or
 * suspended): "absent for weeks", and long past any holiday run (Lebaran closes about a week).
 */
export const ABSENCE_DAYS = 21;

/** IDX price fractions (ticks) by price band: a smaller difference from the prior close is rounding. */
export function tickSize(price: number): number {
  if (price < 200) return 1;
  if (price < 500) return 2;
  if (price < 2000) return 5;
  if (price < 5000) return 10;
  return 25;
}

/**
 * The day's corporate action of one stock, if its reference price says there was one: `Previous`
 * differs from the stored prior close by more than a tick (FEEDS.md, "Keeping history continuous").
 */
export function actionFactor(previous: number, priorClose: number): number | null {
  if (!(previous > 0) || !(priorClose > 0)) return null;
  if (Math.abs(previous - priorClose) <= tickSize(Math.max(previous, priorClose))) return null;
  return previous / priorClose;
}

/**
 * Writes one summary day in the caller's transaction: claims the day in `market_data_days` first
 * (a day already there is left alone), adjusts the history of stocks with a corporate action, then
 * upserts prices, foreign flow, companies and index levels. Re-running a stored day writes nothing.
 */
export async function writeIdxDay(
  tx: EntityManager,
  day: IdxDay,
  catchUpId: string | null,
): Promise<DayWriteOutcome> {
  const holiday = day.stocks.length === 0 && day.indices.length === 0;
  const claimed = await tx.query<unknown[]>(
    `INSERT INTO market_data_days (date, status, stock_rows, index_rows, actions, catch_up_id, fetched_at)
     VALUES ($1, $2, $3, $4, 0, $5, now())
     ON CONFLICT (date) DO NOTHING RETURNING 1`,
    [day.date, holiday ? 'holiday' : 'stored', day.stocks.length, day.indices.length, catchUpId],
  );
  if (claimed.length === 0) return { written: false, rowsWritten: 0, actions: [], newCompanies: [] };
  if (holiday) return { written: true, rowsWritten: 0, actions: [], newCompanies: [] };

  // Before the companies are updated: the stored share count is the day before's.
  const actions = await adjustForActions(tx, day);
  const newCompanies = await upsertCompanies(tx, day);
  let rowsWritten = newCompanies.length + actions.length;
  rowsWritten += await upsertPrices(tx, day);
  rowsWritten += await upsertFlows(tx, day);
  rowsWritten += await upsertIndices(tx, day);
  await markAbsentCodes(tx, day.date);
  if (actions.length > 0) {
    await tx.query('UPDATE market_data_days SET actions = $2 WHERE date = $1', [day.date, actions.length]);
  }
  return { written: true, rowsWritten, actions, newCompanies };
}

/**
 * Finds the stocks whose `Previous` is the prior close adjusted by an action (FEEDS.md), multiplies
 * their earlier prices (and split-adjusted dividends) by the factor and divides earlier volumes by
 * it, as the bundle's history is adjusted, and records the action. Where the stored history misses
 * traded days (the bundle has a few gaps), its last close is not the day before's: there only a
 * changed listed-share count confirms an action.
 */
async function adjustForActions(tx: EntityManager, day: IdxDay): Promise<DetectedAction[]> {
  const priors = await tx.query<
    { code: string; close: string; listed_shares: string | null; gap: boolean }[]
  >(
    `SELECT c.code, p.close::text AS close, co.listed_shares::text AS listed_shares,
            EXISTS (SELECT 1 FROM foreign_flow f
                     WHERE f.code = c.code AND f.date > p.date AND f.date < $2 AND f.volume > 0) AS gap
       FROM unnest($1::varchar[]) AS c(code)
       JOIN LATERAL (SELECT date, close FROM daily_prices d WHERE d.code = c.code AND d.date < $2
                      ORDER BY d.date DESC LIMIT 1) p ON true
       LEFT JOIN companies co ON co.code = c.code`,
    [day.stocks.map((s) => s.code), day.date],
  );
  const byCode = new Map(day.stocks.map((s) => [s.code, s]));
  const actions: DetectedAction[] = [];
  for (const prior of priors) {
    const row = byCode.get(prior.code)!;
    const factor = actionFactor(Number(row.previous), Number(prior.close));
    if (factor === null) continue;
    // The stored close is the day before's unless the stored history misses days the stock traded
    // (a gap in the bundle's prices): then only a changed share count says the difference is an action.
    const sharesChanged =
      prior.listed_shares === null || row.listedShares === null || prior.listed_shares !== row.listedShares;
    if (prior.gap && !sharesChanged) continue;
    actions.push({ code: prior.code, factor, priorClose: prior.close, previous: row.previous });
  }
  if (actions.length === 0) return actions;
  const codes = actions.map((a) => a.code);
  // Twelve significant digits: exact for every ratio of two prices in whole rupiah that matters here.
  const factors = actions.map((a) => a.factor.toPrecision(12));
  await tx.query(
    `UPDATE daily_prices d
        SET open = round(d.open * a.f, 4), high = round(d.high * a.f, 4), low = round(d.low * a.f, 4),
            close = round(d.close * a.f, 4), volume = round(d.volume / a.f)
       FROM unnest($1::varchar[], $2::numeric[]) AS a(code, f)
      WHERE d.code = a.code AND d.date < $3`,
    [codes, factors, day.date],
  );
  await tx.query(
    `UPDATE corporate_actions c SET value = round(c.value * a.f, 8)
       FROM unnest($1::varchar[], $2::numeric[]) AS a(code, f)
      WHERE c.code = a.code AND c.action = 'dividend' AND c.ex_date < $3`,
    [codes, factors, day.date],
  );
  // Recorded as the bundle records splits: new shares per old share (5 for a 1:5 split).
  await tx.query(
    `INSERT INTO corporate_actions (code, ex_date, action, value)
     SELECT a.code, $3::date, 'split', round(1 / a.f, 6) FROM unnest($1::varchar[], $2::numeric[]) AS a(code, f)
     ON CONFLICT (code, ex_date, action) DO UPDATE SET value = excluded.value`,
    [codes, factors, day.date],
  );
  return actions;
}

function traded(row: IdxStockRow): boolean {
  return row.volume !== '0' && Number(row.close) > 0;
}

/** A bar for every stock that traded; a stock without a trade has no bar (as in the bundle). */
async function upsertPrices(tx: EntityManager, day: IdxDay): Promise<number> {
  const rows = day.stocks.filter(traded);
  const result = await tx.query<{ written: number }[]>(
    `WITH written AS (
       INSERT INTO daily_prices AS t (code, date, open, high, low, close, volume)
       SELECT u.code, $1::date, u.open, u.high, u.low, u.close, u.volume
         FROM unnest($2::varchar[], $3::numeric[], $4::numeric[], $5::numeric[], $6::numeric[], $7::bigint[])
              AS u(code, open, high, low, close, volume)
       ON CONFLICT (code, date) DO UPDATE
         SET open = excluded.open, high = excluded.high, low = excluded.low, close = excluded.close,
             volume = excluded.volume
         WHERE (t.open, t.high, t.low, t.close, t.volume)
               IS DISTINCT FROM (excluded.open, excluded.high, excluded.low, excluded.close, excluded.volume)
       RETURNING 1
     ) SELECT count(*)::int AS written FROM written`,
    [
      day.date,
      rows.map((r) => r.code),
      rows.map((r) => r.open),
      rows.map((r) => r.high),
      rows.map((r) => r.low),
      rows.map((r) => r.close),
      rows.map((r) => r.volume),
    ],
  );
  return result[0]!.written;
}

/** Regular-market foreign flow of every listed stock, traded or not (as the bundle keeps it). */
async function upsertFlows(tx: EntityManager, day: IdxDay): Promise<number> {
  const rows = day.stocks;
  const result = await tx.query<{ written: number }[]>(
    `WITH written AS (
       INSERT INTO foreign_flow AS t (code, date, foreign_buy_shares, foreign_sell_shares, volume, value, frequency)
       SELECT u.code, $1::date, u.buy, u.sell, u.volume, u.value, u.frequency
         FROM unnest($2::varchar[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::int[])
              AS u(code, buy, sell, volume, value, frequency)
       ON CONFLICT (code, date) DO UPDATE
         SET foreign_buy_shares = excluded.foreign_buy_shares, foreign_sell_shares = excluded.foreign_sell_shares,
             volume = excluded.volume, value = excluded.value, frequency = excluded.frequency
         WHERE (t.foreign_buy_shares, t.foreign_sell_shares, t.volume, t.value, t.frequency)
               IS DISTINCT FROM (excluded.foreign_buy_shares, excluded.foreign_sell_shares, excluded.volume,
                                 excluded.value, excluded.frequency)
       RETURNING 1
     ) SELECT count(*)::int AS written FROM written`,
    [
      day.date,
      rows.map((r) => r.code),
      rows.map((r) => r.foreignBuy),
      rows.map((r) => r.foreignSell),
      rows.map((r) => r.volume),
      rows.map((r) => r.value),
      rows.map((r) => r.frequency),
    ],
  );
  return result[0]!.written;
}

/**
 * A new code becomes a company (its listed name; sector unknown until known); every code's listed
 * shares, last appearance and last trade are brought to the day, and a code that trades is active.
 * Returns the codes that were new.
 */
/** The day's share count replaces the stored one unless that one is of a later date (a re-run of an old day). */
const NEWER_COUNT =
  'u.shares IS NOT NULL AND (c.listed_shares_date IS NULL OR c.listed_shares_date <= $1::date)';

async function upsertCompanies(tx: EntityManager, day: IdxDay): Promise<string[]> {
  const rows = day.stocks;
  const inserted = await tx.query<{ code: string }[]>(
    `INSERT INTO companies (code, name, listing_date, listed_shares, listed_shares_date, is_bank,
                            trading_status, last_listed_date, last_traded_date)
     SELECT u.code, u.name, $1::date, u.shares, CASE WHEN u.shares IS NULL THEN NULL ELSE $1::date END, false,
            'active', $1::date, CASE WHEN u.traded THEN $1::date END
       FROM unnest($2::varchar[], $3::varchar[], $4::bigint[], $5::boolean[]) AS u(code, name, shares, traded)
     ON CONFLICT (code) DO NOTHING
     RETURNING code`,
    [
      day.date,
      rows.map((r) => r.code),
      rows.map((r) => r.name.slice(0, 300)),
      rows.map((r) => r.listedShares),
      rows.map(traded),
    ],
  );
  await tx.query(
    `UPDATE companies c
        SET listed_shares = CASE WHEN ${NEWER_COUNT} THEN u.shares ELSE c.listed_shares END,
            listed_shares_date = CASE WHEN ${NEWER_COUNT} THEN $1::date ELSE c.listed_shares_date END,
            last_listed_date = greatest(c.last_listed_date, $1::date),
            last_traded_date = CASE WHEN u.traded THEN greatest(c.last_traded_date, $1::date) ELSE c.last_traded_date END,
            trading_status = CASE WHEN u.traded THEN 'active'
                                  WHEN c.trading_status = 'delisted' THEN 'suspended'
                                  ELSE coalesce(c.trading_status, 'active') END
       FROM unnest($2::varchar[], $3::bigint[], $4::boolean[]) AS u(code, shares, traded)
      WHERE c.code = u.code`,
    [day.date, rows.map((r) => r.code), rows.map((r) => r.listedShares), rows.map(traded)],
  );
  return inserted.map((r) => r.code);
}

/**
 * Codes listed but without a trade for ABSENCE_DAYS become suspended; codes missing from the
 * summaries that long become delisted. A code the feed has never seen counts from its last stored
 * foreign-flow day (the bundle's last trace of it).
 */
async function markAbsentCodes(tx: EntityManager, date: string): Promise<void> {
  const cutoff = addDays(date, -ABSENCE_DAYS);
  await tx.query(
    `UPDATE companies c
        SET last_listed_date = f.last_date,
            last_traded_date = coalesce(c.last_traded_date, f.last_traded)
       FROM (SELECT co.code,
                    (SELECT max(date) FROM foreign_flow ff WHERE ff.code = co.code) AS last_date,
                    (SELECT max(date) FROM foreign_flow ff WHERE ff.code = co.code AND ff.volume > 0) AS last_traded
               FROM companies co WHERE co.last_listed_date IS NULL) f
      WHERE c.code = f.code AND f.last_date IS NOT NULL`,
  );
  await tx.query(
    `UPDATE companies SET trading_status = 'delisted'
      WHERE last_listed_date < $1::date AND trading_status IS DISTINCT FROM 'delisted'`,
    [cutoff],
  );
  await tx.query(
    `UPDATE companies SET trading_status = 'suspended'
      WHERE last_listed_date >= $1::date AND (last_traded_date IS NULL OR last_traded_date < $1::date)
        AND trading_status IS DISTINCT FROM 'suspended'`,
    [cutoff],
  );
}

/**
 * Index levels of the day. The summary has no opening level. The composite's volume is stored as
 * the bundle's is, the day's regular-market volume of all stocks; other indices keep the summary's.
 */
async function upsertIndices(tx: EntityManager, day: IdxDay): Promise<number> {
  const regularVolume = day.stocks.reduce((sum, row) => sum + BigInt(row.volume), 0n).toString();
  const rows = day.indices;
  const result = await tx.query<{ written: number }[]>(
    `WITH written AS (
       INSERT INTO index_prices AS t (index_code, date, open, high, low, close, volume)
       SELECT u.code, $1::date, NULL, u.high, u.low, u.close, u.volume
         FROM unnest($2::varchar[], $3::numeric[], $4::numeric[], $5::numeric[], $6::bigint[])
              AS u(code, high, low, close, volume)
       ON CONFLICT (index_code, date) DO UPDATE
         SET high = excluded.high, low = excluded.low, close = excluded.close, volume = excluded.volume
         WHERE (t.high, t.low, t.close, t.volume)
               IS DISTINCT FROM (excluded.high, excluded.low, excluded.close, excluded.volume)
       RETURNING 1
     ) SELECT count(*)::int AS written FROM written`,
    [
      day.date,
      rows.map((r) => r.code),
      rows.map((r) => r.high),
      rows.map((r) => r.low),
      rows.map((r) => r.close),
      rows.map((r) => (r.code === COMPOSITE_INDEX ? regularVolume : r.volume)),
    ],
  );
  return result[0]!.written;
}
