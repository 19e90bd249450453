import type { EntityManager } from 'typeorm';

/** Injection token of the configured live provider, or null when the live feed is off. */
export const LIVE_MARKET_DATA_PROVIDER = Symbol('LIVE_MARKET_DATA_PROVIDER');

/** Injection token of the clock (`() => Date`) the freshness policy and the refresh job read. */
export const MARKET_DATA_CLOCK = Symbol('MARKET_DATA_CLOCK');
export type Clock = () => Date;

export interface RefreshOptions {
  /**
   * Where to write. Defaults to the DataSource's pool; the refresh job passes the connection it
   * holds its advisory lock on, since PGlite's pool has only that one connection.
   */
  manager?: EntityManager;
  /** The instant the refresh is for: bars of sessions not yet complete at it are left out. */
  now?: Date;
  /**
   * Store only the cash dividends (MARKET_DATA_LIVE=idx,yahoo): prices, volumes and splits come from
   * the IDX daily summaries then, and Yahoo must not rewrite them.
   */
  dividendsOnly?: boolean;
}

export interface RefreshResult {
  /** The stock code, or the index code (COMPOSITE). */
  code: string;
  /** The provider's symbol (BBCA.JK, ^JKSE). */
  symbol: string;
  /** The dates asked for, inclusive; `from` after `to` means nothing was asked. */
  from: string;
  to: string;
  /** Usable bars the provider returned (empty and placeholder bars left out). */
  bars: number;
  /** Rows this refresh inserted or changed (0 on an identical re-run). */
  pricesWritten: number;
  corporateActionsWritten: number;
  /** The newest stored date before and after the refresh. */
  previousLatest: string | null;
  latest: string | null;
  /**
   * The split factor the stored history was divided by because the provider reported a split
   * after it (its prices are always on today's share basis), or null.
   */
  rebasedBy: number | null;
  /**
   * The date of the session stored from the provider's quote because its chart had no bar for it
   * yet (right after the close), or null.
   */
  sessionStored: string | null;
}

/** What a statements refresh asked and stored. */
export interface StatementsRefreshResult {
  code: string;
  symbol: string;
  /** Quarters the provider reported (single quarters, three months each). */
  quarters: number;
  /** Rows of financial_statements this refresh inserted or changed (0 on an identical re-run). */
  rowsWritten: number;
  /** The newest stored period end before and after the refresh. */
  previousLatest: string | null;
  latest: string | null;
}

/**
 * A live source of daily market data (the Yahoo Finance adapter). Each call fetches, then writes
 * one short transaction: all of the series or, on any failure, nothing. Failures are
 * `LiveDataUnavailable` errors with a reason.
 */
export interface LiveMarketDataProvider {
  readonly name: string;
  /** Daily bars, dividends and splits of one stock from `since` (YYYY-MM-DD) to the last completed session. */
  refresh(code: string, since: string, options?: RefreshOptions): Promise<RefreshResult>;
  /** Daily levels of the composite index (IHSG) from `since`. */
  refreshIndex(since: string, options?: RefreshOptions): Promise<RefreshResult>;
  /**
   * One stock's quarterly statements of about the last two years, stored as the bundle stores them
   * (year-to-date quarters, the FY from four quarters when none is filed); filed rows are never replaced.
   */
  refreshStatements(code: string, options?: RefreshOptions): Promise<StatementsRefreshResult>;
}

export function hasNewData(result: RefreshResult): boolean {
  return result.latest !== null && (result.previousLatest === null || result.latest > result.previousLatest);
}
