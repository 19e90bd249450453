import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminCatchUp } from '@telisik/contract';
import type { CompanyProfile, ScoringInput } from '../../scoring';
import type { MarketHistory } from '../point-in-time/market-history';
import { MarketAsOf, scoringInputAt } from '../point-in-time/point-in-time';
import {
  COMPANY_COLUMNS,
  loadMarketHistory,
  loadOwnHistory,
  loadPeerMarket,
  type OwnHistory,
  toProfile,
  type CompanyRow,
  type HistoryRequest,
} from './market-history-loader';

/** How many as-of dates' peer markets stay in memory (each a few MB). */
const PEER_MARKETS_KEPT = 4;

export interface CompanySuggestion {
  code: string;
  name: string;
  sector: string | null;
}

/**
 * Read side of the market data: what one analysis needs, cut at its as-of date, plus the
 * look-ups the API needs around it. Reads only; the importer writes.
 */
@Injectable()
export class MarketDataService {
  /**
   * The peer market (every company's peer figures, IHSG, the macro values) of the last few as-of
   * dates, by date and market data version. Immutable data derived from PostgreSQL and keyed by
   * its version, so every instance of the app may hold its own: a refresh or an import changes the
   * version and the next analysis reads afresh. A promise, so concurrent first analyses share one read.
   */
  private readonly peerMarkets = new Map<string, Promise<MarketAsOf>>();
  /** The last trading day the latest read found: latestScoringInput's guess, checked on every read. */
  private lastTradingDaySeen: string | null = null;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Everything the scoring core needs for `code` as known at `asOf` (YYYY-MM-DD), or null when the
   * code is unknown: the stock's own rows read for it alone (one round trip), its sector peers,
   * IHSG and the macro values from the shared peer market of that date, then the one
   * point-in-time cut. A test holds this to the whole-market loader's inputs.
   */
  async scoringInput(code: string, asOf: string): Promise<ScoringInput | null> {
    const normalised = code.trim().toUpperCase();
    return this.inputFrom(normalised, asOf, await loadOwnHistory(this.dataSource, normalised, asOf));
  }

  /**
   * The input of `code` as of the last trading day ("now" for the app; `asOf` null when there is no
   * market data at all), in one round trip on a normal day: the rows are read for the last trading
   * day this process saw, and the same round trip says whether that is still the last one; only
   * when it is not (a new day imported or refreshed) are they read again. The remembered day is a
   * guess checked every time, so instances on one database never disagree for longer than a read.
   */
  async latestScoringInput(code: string): Promise<{ asOf: string | null; input: ScoringInput | null }> {
    const normalised = code.trim().toUpperCase();
    const guess = this.lastTradingDaySeen ?? (await this.latestTradingDay());
    if (!guess) return { asOf: null, input: null };
    let own = await loadOwnHistory(this.dataSource, normalised, guess);
    let asOf = guess;
    if (own.latestTradingDay !== guess) {
      if (own.latestTradingDay === null) return { asOf: null, input: null };
      asOf = own.latestTradingDay;
      own = await loadOwnHistory(this.dataSource, normalised, asOf);
    }
    this.lastTradingDaySeen = asOf;
    return { asOf, input: await this.inputFrom(normalised, asOf, own) };
  }

  private async inputFrom(code: string, asOf: string, own: OwnHistory): Promise<ScoringInput | null> {
    if (!own.history.companies.has(code)) return null;
    const peers = await this.peerMarket(asOf, own.version);
    return scoringInputAt(own.history, code, asOf, peers);
  }

  private peerMarket(asOf: string, version: string): Promise<MarketAsOf> {
    const key = `${asOf}|${version}`;
    let market = this.peerMarkets.get(key);
    if (!market) {
      market = loadPeerMarket(this.dataSource, asOf).then((history) => new MarketAsOf(history, asOf));
      market.catch(() => this.peerMarkets.delete(key));
      this.peerMarkets.set(key, market);
      // A few dates (today's analyses, a comparison's or a test's other dates); the oldest goes first.
      while (this.peerMarkets.size > PEER_MARKETS_KEPT)
        this.peerMarkets.delete(this.peerMarkets.keys().next().value!);
    }
    return market;
  }

  /**
   * The market history behind many inputs: some codes at some dates, or (codes omitted) the whole
   * market over the span of the dates, read once; cut it with `MarketAsOf` or `scoringInputAt`.
   */
  marketHistory(request: HistoryRequest): Promise<MarketHistory> {
    return loadMarketHistory(this.dataSource, request);
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

  /** Whether any stock has a price on `date` (YYYY-MM-DD). */
  async isTradingDay(date: string): Promise<boolean> {
    const rows = await this.dataSource.query<{ traded: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM daily_prices WHERE date = $1::date) AS traded',
      [date],
    );
    return rows[0]!.traded;
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

  /** The IDX catch-up's newest runs, for the operators: days stored, rows written, where a failed one stopped. */
  async recentCatchUps(limit: number): Promise<AdminCatchUp[]> {
    return this.dataSource.query<AdminCatchUp[]>(
      `SELECT id, trigger, status, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt",
              to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "finishedAt",
              from_date::text AS "fromDate", to_date::text AS "toDate", days_stored AS "daysStored", holidays,
              rows_written AS "rowsWritten", failure
         FROM market_data_catch_ups ORDER BY started_at DESC LIMIT $1`,
      [limit],
    );
  }
}
