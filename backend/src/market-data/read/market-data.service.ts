import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminCatchUp, MarketDataStatus } from '@telisik/contract';
import { latestTradingDay, marketDataStatus } from './market-data-status';
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
  async latestScoringInput(
    code: string,
  ): Promise<{ asOf: string | null; input: ScoringInput | null; version: string }> {
    const normalised = code.trim().toUpperCase();
    const guess = this.lastTradingDaySeen ?? (await this.latestTradingDay());
    if (!guess) return { asOf: null, input: null, version: '' };
    let own = await loadOwnHistory(this.dataSource, normalised, guess);
    let asOf = guess;
    if (own.latestTradingDay !== guess) {
      if (own.latestTradingDay === null) return { asOf: null, input: null, version: own.version };
      asOf = own.latestTradingDay;
      own = await loadOwnHistory(this.dataSource, normalised, asOf);
    }
    this.lastTradingDaySeen = asOf;
    return { asOf, input: await this.inputFrom(normalised, asOf, own), version: own.version };
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
  latestTradingDay(): Promise<string | null> {
    return latestTradingDay(this.dataSource);
  }

  /** The codes among `codes` the market data knows (a company row), in no particular order. */
  async knownCodes(codes: readonly string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const rows = await this.dataSource.query<Array<{ code: string }>>('SELECT code FROM companies WHERE code = ANY($1)', [
      codes,
    ]);
    return rows.map((row) => row.code);
  }

  /** The company name of each known code among `codes`. */
  async companyNames(codes: readonly string[]): Promise<Map<string, string>> {
    if (codes.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ code: string; name: string }>>(
      'SELECT code, name FROM companies WHERE code = ANY($1)',
      [codes],
    );
    return new Map(rows.map((row) => [row.code, row.name]));
  }

  /** The first and the last day with a price of `code`, or null when it has none. */
  async priceSpan(code: string): Promise<{ first: string; last: string } | null> {
    const [span] = await this.dataSource.query<Array<{ first: string | null; last: string | null }>>(
      'SELECT min(date)::text AS first, max(date)::text AS last FROM daily_prices WHERE code = $1',
      [code],
    );
    return span?.first && span.last ? { first: span.first, last: span.last } : null;
  }

  /** The last trading day before `date` (any stock's price), or null before the first. */
  async tradingDayBefore(date: string): Promise<string | null> {
    const rows = await this.dataSource.query<{ date: string | null }[]>(
      'SELECT max(date)::text AS date FROM daily_prices WHERE date < $1::date',
      [date],
    );
    return rows[0]?.date ?? null;
  }

  /** For each bar (a code and its price date), the close of the code's bar before it, where there is one. */
  async previousCloses(bars: ReadonlyArray<{ code: string; date: string }>): Promise<Map<string, number>> {
    if (bars.length === 0) return new Map();
    const rows = await this.dataSource.query<{ code: string; close: number | null }[]>(
      `SELECT s.code,
              (SELECT d.close::float8 FROM daily_prices d
                WHERE d.code = s.code AND d.date < s.price_date::date
                ORDER BY d.date DESC LIMIT 1) AS close
         FROM unnest($1::text[], $2::text[]) AS s(code, price_date)`,
      [bars.map((bar) => bar.code), bars.map((bar) => bar.date)],
    );
    return new Map(rows.filter((row) => row.close !== null).map((row) => [row.code, Number(row.close)]));
  }

  /**
   * When the stored data last changed, for caches keyed on it: the end of the last bundle import
   * (which may rewrite any past row) and, for `code`, its last live refresh attempt (null: none).
   */
  async changedAt(code?: string): Promise<{ imported: string | null; refreshed: string | null }> {
    const [row] = await this.dataSource.query<Array<{ imported: string | null; refreshed: string | null }>>(
      `SELECT (SELECT max(finished_at)::text FROM market_data_imports) AS imported,
              (SELECT max(attempted_at)::text FROM market_data_refreshes WHERE code = $1) AS refreshed`,
      [code ?? null],
    );
    return { imported: row?.imported ?? null, refreshed: row?.refreshed ?? null };
  }

  /** The last day with a close of index `indexCode` (a primary-key lookup), or null when none. */
  async latestIndexDay(indexCode: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ day: string | null }[]>(
      'SELECT max(date)::text AS day FROM index_prices WHERE index_code = $1',
      [indexCode],
    );
    return row?.day ?? null;
  }

  /**
   * For each span (a day and a later target day), the index's close on the day and on the target:
   * each the last close on or before it, looked back no further than `lookbackDays` before the day
   * (holidays, long weekends). A span without a close on the day, or at all, has null there.
   */
  async indexClosesOver(
    indexCode: string,
    spans: ReadonlyArray<{ day: string; target: string }>,
    lookbackDays: number,
  ): Promise<Map<string, { onDay: number | null; onTarget: number | null }>> {
    if (spans.length === 0) return new Map();
    const rows = await this.dataSource.query<{ day: string; on_day: number | null; on_target: number | null }[]>(
      `SELECT d.day::text AS day,
              (array_agg(i.close ORDER BY i.date DESC) FILTER (WHERE i.date <= d.day))[1]::float8 AS on_day,
              (array_agg(i.close ORDER BY i.date DESC))[1]::float8 AS on_target
         FROM unnest($2::date[], $3::date[]) AS d(day, target)
         JOIN index_prices i ON i.index_code = $1 AND i.date > d.day - $4::int AND i.date <= d.target
        GROUP BY d.day`,
      [indexCode, spans.map((span) => span.day), spans.map((span) => span.target), lookbackDays],
    );
    return new Map(rows.map((row) => [row.day, { onDay: row.on_day, onTarget: row.on_target }]));
  }

  /**
   * For each request (a code and a span of days), the code's last close within the span, or null
   * when it has no bar there (a suspended stock), in the requests' order.
   */
  async lastClosesWithin(requests: ReadonlyArray<{ code: string; from: string; to: string }>): Promise<Array<number | null>> {
    if (requests.length === 0) return [];
    const rows = await this.dataSource.query<{ n: number; close: number | null }[]>(
      `SELECT r.n::int AS n,
              (SELECT p.close::float8 FROM daily_prices p
                WHERE p.code = r.code AND p.date >= r.from_day AND p.date <= r.to_day
                ORDER BY p.date DESC LIMIT 1) AS close
         FROM unnest($1::text[], $2::date[], $3::date[]) WITH ORDINALITY AS r(code, from_day, to_day, n)`,
      [requests.map((r) => r.code), requests.map((r) => r.from), requests.map((r) => r.to)],
    );
    const closes = new Array<number | null>(requests.length).fill(null);
    for (const row of rows) closes[row.n - 1] = row.close;
    return closes;
  }

  /** How current the data is at `now`: its newest day against the last completed session. */
  status(now: Date): Promise<MarketDataStatus> {
    return marketDataStatus(this.dataSource, now);
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
