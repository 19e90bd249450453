import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MARKET_DATA_CLOCK, type Clock } from './live-market-data-provider';
import { IDX_CATCH_UP, type IdxCatchUp } from './idx-catch-up';
import { MarketDataFreshness, type FreshnessResult, type StatementsFreshness } from './market-data-freshness';

export type RefreshJobResult =
  | { ran: false; reason: 'live-off' | 'locked' }
  | { ran: true; index: FreshnessResult; stocks: FreshnessResult[] };

export type StatementsJobResult =
  { ran: false; reason: 'live-off' | 'locked' } | { ran: true; stocks: StatementsFreshness[] };

/** Held for the whole run, so only one of several app instances refreshes (pg_try_advisory_lock). */
export const REFRESH_JOB_LOCK_KEY = 7_401_205_302;

/** Tickers analysed this recently are kept fresh by the daily job. */
export const WATCHED_DAYS = 14;

/** The tickers analysed since a moment, in any order: analyses' answer (see watchAnalysedTickers). */
export type AnalysedTickers = (since: Date) => Promise<string[]>;

/**
 * The daily refresh: brings every ticker analysed in the last 14 days, and the composite index, up
 * to the last completed trading day. Runs on one instance at a time and does nothing when no live
 * provider is configured. A ticker the provider fails on does not stop the others.
 */
@Injectable()
export class MarketDataRefreshJob {
  private readonly log = new Logger(MarketDataRefreshJob.name);
  /** None until analyses tells where to ask: then the job keeps nothing fresh but the index. */
  private analysedTickers: AnalysedTickers = () => Promise.resolve([]);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly freshness: MarketDataFreshness,
    @Inject(MARKET_DATA_CLOCK) private readonly clock: Clock,
    @Optional() @Inject(IDX_CATCH_UP) private readonly idx: IdxCatchUp | null = null,
  ) {}

  /**
   * The daily cron's work: the whole market from the IDX summaries (MARKET_DATA_LIVE=idx), then the
   * watched tickers' prices and statements from Yahoo (yahoo). A failure of one does not skip the
   * others; the run fails (and is recorded so) if any did. A day the IDX catch-up could not fetch is
   * left for the next run; the Yahoo refresh then still brings the watched tickers up where it can.
   */
  async runDaily(now: Date = this.clock()): Promise<void> {
    const failures: string[] = [];
    if (this.idx) {
      try {
        const caughtUp = await this.idx.run({ trigger: 'schedule', now });
        if (caughtUp.failure)
          failures.push(`the IDX catch-up stopped at ${caughtUp.failure.date}: ${caughtUp.failure.detail}`);
      } catch (error) {
        failures.push(`the IDX catch-up failed: ${String(error)}`);
      }
    }
    try {
      await this.run(now);
    } catch (error) {
      failures.push(`the daily market-data refresh failed: ${String(error)}`);
    }
    try {
      await this.runStatements(now);
    } catch (error) {
      failures.push(`the daily statements refresh failed: ${String(error)}`);
    }
    if (failures.length > 0) throw new Error(failures.join('; '));
  }

  /**
   * Where the job learns which tickers were analysed lately. analyses registers itself when the app
   * starts: it builds on market-data, so market-data may not import it (nor read its table).
   */
  watchAnalysedTickers(source: AnalysedTickers): void {
    this.analysedTickers = source;
  }

  async run(now: Date = this.clock()): Promise<RefreshJobResult> {
    return this.locked((db) => this.refreshWatched(now, db));
  }

  /**
   * The watched tickers' quarterly statements, where a newer quarter is already public: a separate
   * run after the prices', so a slow fundamentals answer never delays the day's bars.
   */
  async runStatements(now: Date = this.clock()): Promise<StatementsJobResult> {
    return this.locked(async (db) => {
      const watched = await this.tickersToKeepFresh(now, db);
      const stocks: StatementsFreshness[] = [];
      for (const { code } of watched) {
        stocks.push(await this.freshness.ensureStatementsFresh(code, now, { manager: db }));
      }
      const refreshed = stocks.filter((s) => s.status === 'refreshed').length;
      this.log.log(`statements: ${refreshed} of ${stocks.length} watched tickers had a newer quarter stored`);
      return { ran: true, stocks };
    });
  }

  /** Runs `work` on one instance at a time (pg_try_advisory_lock); nothing when live data is off. */
  private async locked<T>(
    work: (db: EntityManager) => Promise<T>,
  ): Promise<T | { ran: false; reason: 'live-off' | 'locked' }> {
    if (!this.freshness.live) return { ran: false, reason: 'live-off' };
    if (poolSize(this.dataSource) <= 1) {
      // PGlite: an embedded database has one app instance, so there is nobody to exclude, and a
      // connection set aside for the lock would be the pool's only one, held through every HTTP
      // request of the run while the app's requests wait. The run uses the pool instead.
      return work(this.dataSource.manager);
    }
    // A session-level advisory lock belongs to the connection that took it: a dedicated one, which
    // the run's reads and writes go through too.
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const db = runner.manager;
    try {
      const [lock] = await db.query<{ locked: boolean }[]>('SELECT pg_try_advisory_lock($1) AS locked', [
        REFRESH_JOB_LOCK_KEY,
      ]);
      if (!lock?.locked) {
        this.log.log('another instance is refreshing the market data; skipped');
        return { ran: false, reason: 'locked' };
      }
      try {
        return await work(db);
      } finally {
        await db.query('SELECT pg_advisory_unlock($1)', [REFRESH_JOB_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }

  /** The tickers analysed in the last WATCHED_DAYS that are companies of the market data, in code order. */
  async tickersToKeepFresh(now: Date, db: EntityManager = this.dataSource.manager): Promise<{ code: string }[]> {
    const analysed = await this.analysedTickers(new Date(now.getTime() - WATCHED_DAYS * 86_400_000));
    if (analysed.length === 0) return [];
    return db.query<{ code: string }[]>('SELECT code FROM companies WHERE code = ANY($1) ORDER BY code', [analysed]);
  }

  private async refreshWatched(now: Date, db: EntityManager): Promise<RefreshJobResult> {
    const watched = await this.tickersToKeepFresh(now, db);
    const options = { manager: db, ignoreRetryDelay: true };
    const index = await this.freshness.ensureIndexFresh(now, options);
    const stocks: FreshnessResult[] = [];
    for (const { code } of watched) stocks.push(await this.freshness.ensureStockFresh(code, now, options));
    if (this.idx) {
      // The IDX summaries bring prices and splits; cash dividends still come from Yahoo.
      let dividends = 0;
      for (const { code } of watched)
        dividends += (await this.freshness.refreshDividends(code, now, options)) ?? 0;
      this.log.log(`dividends: ${dividends} rows written for ${watched.length} watched tickers`);
    }
    const count = (status: FreshnessResult['status']) => stocks.filter((s) => s.status === status).length;
    this.log.log(
      `refreshed ${count('refreshed')} of ${stocks.length} watched tickers (fresh ${count('fresh')}, ` +
        `nothing new ${count('no-new-data')}, failed ${count('failed')}); index ${index.status}`,
    );
    return { ran: true, index, stocks };
  }
}

/** Connections the DataSource's pool may open (typeormOptions sets `extra.max`; pg's default is 10). */
function poolSize(dataSource: DataSource): number {
  const max = (dataSource.options as { extra?: { max?: unknown } }).extra?.max;
  return typeof max === 'number' ? max : 10;
}
