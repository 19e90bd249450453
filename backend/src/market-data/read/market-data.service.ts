import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { isIsoDate, yearsBefore } from '../../common/dates';
import { COMPOSITE_INDEX, HISTORY_YEARS } from '../market-data.constants';
import {
  SCORING_CONFIG,
  sectorPeerMultiples,
  type CompanyProfile,
  type CorporateAction,
  type FinancialStatement,
  type ForeignFlowDay,
  type IndexBar,
  type MacroAsOf,
  type OwnershipMonth,
  type PeerQuote,
  type PeerStatement,
  type PriceBar,
  type ScoringInput,
} from '../../scoring';

/**
 * A statement is used only once the latest OJK filing deadline has passed (METHOD.md: 90 days);
 * the scoring core's own setting, so the data cut and the core's checks never disagree.
 */
export const STATEMENT_LAG_DAYS = SCORING_CONFIG.statementLagDays;

/**
 * A peer is compared only while it trades: its last close must be within this many days of the
 * analysis date (suspended and delisted stocks drop out).
 */
const PEER_MAX_CLOSE_AGE_DAYS = 90;

/**
 * Peers' statements are read this far back from the newest usable period end: enough for a
 * trailing twelve months (the last annual, the quarters after it and the same quarters a year
 * before) even when the last annual is two years old; a peer with nothing that recent drops out.
 */
const PEER_STATEMENT_WINDOW_DAYS = 3 * 366;

export interface CompanySuggestion {
  code: string;
  name: string;
  sector: string | null;
}

interface CompanyRow {
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
const COMPANY_COLUMNS = `code, name, sector, subsector, industry, listing_board,
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

/**
 * Who a company is compared with: banks with the other banks, other companies with the non-banks
 * of their IDX-IC sector. `$1` is the company's code.
 */
const PEER_COMPANIES = `SELECT c.code, c.listed_shares FROM companies c
  JOIN companies subject ON subject.code = $1
 WHERE c.code <> subject.code
   AND c.is_bank = subject.is_bank
   AND (subject.is_bank OR c.sector = subject.sector)`;

/**
 * Read side of the market data: what one analysis needs, cut at its as-of date, plus the
 * look-ups the API needs around it. Reads only; the importer writes.
 */
@Injectable()
export class MarketDataService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Everything the scoring core needs for `code` as known at `asOf` (YYYY-MM-DD), or null when the
   * code is unknown. The reads run in parallel on the pool, so not in one transaction; an import
   * commits as one transaction, so they never see a half-imported bundle.
   */
  async scoringInput(code: string, asOf: string): Promise<ScoringInput | null> {
    assertIsoDate(asOf);
    const company = await this.company(code);
    if (!company) return null;
    // Bars after this date and on or before asOf: the history window.
    const params = [company.code, yearsBefore(asOf, HISTORY_YEARS), asOf];
    const [
      prices,
      composite,
      foreignFlow,
      statements,
      corporateActions,
      ownership,
      peerMarket,
      peerStatements,
      macro,
    ] = await Promise.all([
      this.dataSource.query<PriceBar[]>(
        `SELECT date::text AS date, open::float8 AS open, high::float8 AS high, low::float8 AS low,
                  close::float8 AS close, volume::float8 AS volume
             FROM daily_prices WHERE code = $1 AND date > $2 AND date <= $3 ORDER BY date`,
        params,
      ),
      this.dataSource.query<IndexBar[]>(
        `SELECT date::text AS date, close::float8 AS close
             FROM index_prices WHERE index_code = $1 AND date > $2 AND date <= $3 ORDER BY date`,
        [COMPOSITE_INDEX, params[1], asOf],
      ),
      this.dataSource.query<ForeignFlowDay[]>(
        `SELECT date::text AS date, foreign_buy_shares::float8 AS "foreignBuyShares",
                  foreign_sell_shares::float8 AS "foreignSellShares", volume::float8 AS volume,
                  value::float8 AS value
             FROM foreign_flow WHERE code = $1 AND date > $2 AND date <= $3 ORDER BY date`,
        params,
      ),
      this.statements(company.code, asOf),
      this.dataSource.query<CorporateAction[]>(
        `SELECT ex_date::text AS "exDate", action, value::float8 AS value
             FROM corporate_actions WHERE code = $1 AND ex_date <= $2 ORDER BY ex_date, action`,
        [company.code, asOf],
      ),
      this.dataSource.query<OwnershipMonth[]>(
        `SELECT month_end::text AS "monthEnd", listed_shares::float8 AS "listedShares",
                  foreign_total_shares::float8 AS "foreignTotalShares",
                  local_total_shares::float8 AS "localTotalShares"
             FROM ownership_monthly WHERE code = $1 AND month_end > $2 AND month_end <= $3
            ORDER BY month_end`,
        params,
      ),
      this.peerMarket(company.code, asOf),
      this.peerStatements(company.code, asOf),
      this.macroAsOf(asOf),
    ]);
    // Market data reads the peers' raw rows; how they become multiples is scoring's business.
    const sectorPeers = sectorPeerMultiples(asOf, peerMarket, peerStatements, macro.usdIdr);
    return {
      code: company.code,
      asOf,
      company,
      prices,
      composite,
      foreignFlow,
      statements,
      corporateActions,
      ownership,
      sectorPeers,
      macro,
    };
  }

  /** The profile of one code (case-insensitive), or null when the bundle does not know it. */
  async company(code: string): Promise<CompanyProfile | null> {
    const rows = await this.dataSource.query<CompanyRow[]>(
      `SELECT ${COMPANY_COLUMNS} FROM companies WHERE code = $1`,
      [code.trim().toUpperCase()],
    );
    return rows[0] ? toProfile(rows[0]) : null;
  }

  /** The last day with any stock price: the as-of date of "now" for the app. Null when empty. */
  async latestTradingDay(): Promise<string | null> {
    const rows = await this.dataSource.query<{ date: string | null }[]>(
      'SELECT max(date)::text AS date FROM daily_prices',
    );
    return rows[0]?.date ?? null;
  }

  async isEmpty(): Promise<boolean> {
    const rows = await this.dataSource.query<{ empty: boolean }[]>(
      'SELECT NOT EXISTS (SELECT 1 FROM companies) AS empty',
    );
    return rows[0]!.empty;
  }

  /**
   * Ticker suggestions for what the user typed: the exact code first, then codes starting with it,
   * then names with a word starting with it, then names containing it. Within each, stocks still
   * trading come before suspended or delisted ones. Only stocks with prices (analysable) appear.
   */
  async searchCompanies(query: string, limit = 10): Promise<CompanySuggestion[]> {
    const text = query.trim();
    if (text === '') return [];
    const count = Math.max(1, Math.min(50, Math.floor(limit)));
    const like = text.replace(/[\\%_]/g, (c) => `\\${c}`);
    return this.dataSource.query<CompanySuggestion[]>(
      `WITH latest AS (SELECT max(date) AS date FROM daily_prices)
       SELECT c.code, c.name, c.sector
         FROM companies c
        CROSS JOIN LATERAL (SELECT p.date FROM daily_prices p WHERE p.code = c.code ORDER BY p.date DESC LIMIT 1) last
        CROSS JOIN latest
        WHERE c.code LIKE $2 || '%' OR c.name ILIKE '%' || $3 || '%'
        ORDER BY CASE
                   WHEN c.code = $2 THEN 0
                   WHEN c.code LIKE $2 || '%' THEN 1
                   WHEN c.name ILIKE $3 || '%' OR c.name ILIKE '% ' || $3 || '%' THEN 2
                   ELSE 3
                 END,
                 last.date >= latest.date - 30 DESC,
                 c.code
        LIMIT $1`,
      [count, like.toUpperCase(), like],
    );
  }

  private statements(code: string, asOf: string): Promise<FinancialStatement[]> {
    return this.dataSource.query<FinancialStatement[]>(
      `SELECT ${STATEMENT_COLUMNS} FROM financial_statements
        WHERE code = $1 AND period_end <= $2::date - $3::int
        ORDER BY period_end, period_type`,
      [code, asOf, STATEMENT_LAG_DAYS],
    );
  }

  /**
   * Each peer's last close on or before asOf (peers without a recent one drop out) and its share
   * count on the close's basis: prices are adjusted on the 2025-12-31 share basis and
   * `companies.listed_shares` is the 2025-12-30 count, so splits cancel out; the latest KSEI count
   * stands in where it is missing. Issuance after asOf (rights, placements) still inflates a past
   * market cap somewhat.
   */
  private peerMarket(code: string, asOf: string): Promise<PeerQuote[]> {
    return this.dataSource.query<PeerQuote[]>(
      `SELECT peer.code, price.close::float8 AS close,
              COALESCE(NULLIF(peer.listed_shares, 0), ksei.listed_shares)::float8 AS shares
         FROM (${PEER_COMPANIES}) peer
        CROSS JOIN LATERAL (
          SELECT p.close FROM daily_prices p
           WHERE p.code = peer.code AND p.date <= $2 AND p.date > $2::date - $3::int
           ORDER BY p.date DESC LIMIT 1) price
         LEFT JOIN LATERAL (
          SELECT o.listed_shares FROM ownership_monthly o
           WHERE o.code = peer.code AND o.month_end <= $2
           ORDER BY o.month_end DESC LIMIT 1) ksei ON true
        ORDER BY peer.code`,
      [code, asOf, PEER_MAX_CLOSE_AGE_DAYS],
    );
  }

  /** The peers' statements usable at asOf, recent enough for their current multiples. */
  private peerStatements(code: string, asOf: string): Promise<PeerStatement[]> {
    return this.dataSource.query<PeerStatement[]>(
      `SELECT s.code, ${STATEMENT_COLUMNS}
         FROM (${PEER_COMPANIES}) peer
         JOIN financial_statements s ON s.code = peer.code
        WHERE s.period_end <= $2::date - $3::int AND s.period_end > $2::date - $3::int - $4::int
        ORDER BY s.code, s.period_end, s.period_type`,
      [code, asOf, STATEMENT_LAG_DAYS, PEER_STATEMENT_WINDOW_DAYS],
    );
  }

  private async macroAsOf(asOf: string): Promise<MacroAsOf> {
    const rows = await this.dataSource.query<MacroAsOf[]>(
      `SELECT (SELECT value::float8 FROM macro_series WHERE series = 'id_bond_10y' AND date <= $1
                ORDER BY date DESC LIMIT 1) AS "bondYield10y",
              (SELECT value::float8 FROM macro_series WHERE series = 'usd_idr' AND date <= $1
                ORDER BY date DESC LIMIT 1) AS "usdIdr",
              (SELECT value::float8 FROM macro_series WHERE series = 'bi_rate' AND date <= $1
                ORDER BY date DESC LIMIT 1) AS "biRate"`,
      [asOf],
    );
    return rows[0]!;
  }
}

function toProfile(row: CompanyRow): CompanyProfile {
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

function assertIsoDate(value: string): void {
  if (!isIsoDate(value)) {
    throw new RangeError(`asOf must be a date YYYY-MM-DD, got "${value}"`);
  }
}
