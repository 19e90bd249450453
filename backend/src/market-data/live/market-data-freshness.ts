import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { RefreshOutcome, RefreshSubject } from '../entities/market-data-refresh.entity';
import { addDays, dateInZone } from '../../common/dates';
import { SCORING_CONFIG } from '../../scoring';
import { latestUsableQuarterEnd } from './live-statements';
import { lastTradingDayBefore } from './idx-calendar';
import {
  hasNewData,
  LIVE_MARKET_DATA_PROVIDER,
  MARKET_DATA_CLOCK,
  type Clock,
  type LiveMarketDataProvider,
  type RefreshResult,
  type StatementsRefreshResult,
} from './live-market-data-provider';
import { COMPOSITE_INDEX, HISTORY_YEARS } from '../market-data.constants';

export type FreshnessStatus =
  /** No live provider is configured: the stored data is all there is. */
  | 'live-off'
  /** The code is not a known company: nothing is fetched for it. */
  | 'unknown-code'
  /** The stored data already reaches the last completed trading day. */
  | 'fresh'
  /** The provider had newer bars and they are stored. */
  | 'refreshed'
  /** The provider had nothing newer (an exchange holiday, a suspended stock, a late feed). */
  | 'no-new-data'
  /** A recent attempt for the same trading day found nothing or failed: not asked again yet. */
  | 'cooling-down'
  /** The provider failed; the stored data is kept and used. */
  | 'failed';

export interface FreshnessResult {
  code: string;
  status: FreshnessStatus;
  /** The newest stored date after the check: what an analysis of the code is as of (null: none). */
  asOf: string | null;
  /** The last completed IDX trading day at the time of the check. */
  target: string;
  /** Why a refresh failed or is cooling down. */
  detail?: string;
  refresh?: RefreshResult;
}

export interface StockFreshness extends FreshnessResult {
  /** The composite index, checked alongside: relative strength needs it as fresh as the stock. */
  index: FreshnessResult;
}

export interface FreshnessOptions {
  /** Run the reads and writes on this connection (the refresh job's locked one). */
  manager?: EntityManager;
  /** Ask the provider even within the retry delays (the daily job). */
  ignoreRetryDelay?: boolean;
}

export interface StatementsFreshness {
  code: string;
  status: Exclude<FreshnessStatus, 'unknown-code'> | 'unknown-code' | 'unsupported';
  /** The newest stored period end after the check (null: none). */
  latest: string | null;
  /** The newest quarter end the point-in-time rule admits today: statements older than it are due. */
  target: string;
  detail?: string;
  refresh?: StatementsRefreshResult;
}

/** A company that has not filed yet is asked again only a day later: filings come weeks apart. */
export const FILINGS_RETRY_MS = 24 * 60 * 60 * 1000;

/** After an attempt found nothing new for a trading day, ask again for that day only after this. */
export const NO_NEW_DATA_RETRY_MS = 2 * 60 * 60 * 1000;
/** After a failed attempt (Yahoo down, a timeout), ask again only after this. */
export const FAILURE_RETRY_MS = 10 * 60 * 1000;
/**
 * A refresh starts at the 10th-newest stored bar, not after the newest: the days both sides have
 * show whether the provider's share basis still matches the stored one (a new split), and the
 * last days get the provider's final values.
 */
export const OVERLAP_BARS = 10;

const INDEX_CODE = COMPOSITE_INDEX;

/** How far back the daily dividends refresh asks: a year covers every payer's last interim and final. */
const DIVIDEND_LOOKBACK_DAYS = 400;

interface Subject {
  kind: RefreshSubject;
  code: string;
}

interface RecordRow {
  attemptedAt: Date;
  targetDate: string;
  outcome: RefreshOutcome;
  latestDate: string | null;
  detail: string | null;
}

/**
 * Keeps a stock's stored prices as fresh as the last completed IDX trading day when a live
 * provider is configured (MARKET_DATA_LIVE=yahoo). Never fails because of the provider: on any
 * failure the stored data stays and its as-of date is returned.
 */
@Injectable()
export class MarketDataFreshness {
  private readonly log = new Logger(MarketDataFreshness.name);
  /** One refresh per code at a time in this process; concurrent callers share its outcome. */
  private readonly inFlight = new Map<string, Promise<FreshnessResult>>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LIVE_MARKET_DATA_PROVIDER) private readonly provider: LiveMarketDataProvider | null,
    @Inject(MARKET_DATA_CLOCK) private readonly clock: Clock,
  ) {}

  get live(): boolean {
    return this.provider !== null;
  }

  /**
   * Refreshes `code` (and the composite index) from the live provider when its newest stored bar
   * is older than the last completed trading day at `now`, then reports the as-of date to use.
   * Call it with no transaction open: it writes through the pool.
   */
  async ensureFresh(code: string, now: Date = this.clock()): Promise<StockFreshness> {
    const normalised = code.trim().toUpperCase();
    const [stock, index] = await Promise.all([
      this.ensureStockFresh(normalised, now),
      this.ensureIndexFresh(now),
    ]);
    return { ...stock, index };
  }

  /** The stock alone; with a `manager`, entirely on that connection. */
  async ensureStockFresh(
    code: string,
    now: Date = this.clock(),
    options: FreshnessOptions = {},
  ): Promise<FreshnessResult> {
    const db = options.manager ?? this.dataSource.manager;
    if (this.provider) {
      const known = await db.query<unknown[]>('SELECT 1 FROM companies WHERE code = $1', [code]);
      if (known.length === 0) {
        return { code, status: 'unknown-code', asOf: null, target: lastTradingDayBefore(now) };
      }
    }
    return this.once({ kind: 'stock', code }, now, db, options);
  }

  /**
   * Refreshes a stock's quarterly statements from the live provider when the newest stored one is
   * older than the newest quarter the point-in-time rule admits today (period end + 90 days), at most
   * once a day per code while the company has not filed. Never fails because of the provider.
   */
  async ensureStatementsFresh(
    code: string,
    now: Date = this.clock(),
    options: FreshnessOptions = {},
  ): Promise<StatementsFreshness> {
    const db = options.manager ?? this.dataSource.manager;
    const today = dateInZone(now, 'Asia/Jakarta');
    const target = latestUsableQuarterEnd(today, SCORING_CONFIG.statementLagDays);
    const stored = await db.query<{ latest: string | null; december: boolean | null; known: boolean }[]>(
      `SELECT (SELECT max(period_end)::text FROM financial_statements WHERE code = $1) AS latest,
              (SELECT bool_and(to_char(period_end, 'MM-DD') = '12-31')
                 FROM financial_statements WHERE code = $1 AND period_type = 'annual') AS december,
              EXISTS (SELECT 1 FROM companies WHERE code = $1) AS known`,
      [code],
    );
    const { latest, december, known } = stored[0]!;
    if (!this.provider) return { code, status: 'live-off', latest, target };
    if (!known) return { code, status: 'unknown-code', latest, target };
    // Quarters are mapped to calendar fiscal years only (AMIN, HEXA and a few others end elsewhere).
    if (december === false)
      return { code, status: 'unsupported', latest, target, detail: 'non-December fiscal year' };
    if (latest !== null && latest >= target) return { code, status: 'fresh', latest, target };
    const subject: Subject = { kind: 'filings', code };
    if (!options.ignoreRetryDelay) {
      const last = await lastAttempt(db, subject);
      const delay = last?.outcome === 'failed' ? FAILURE_RETRY_MS : FILINGS_RETRY_MS;
      if (last && last.targetDate === target && now.getTime() - last.attemptedAt.getTime() < delay) {
        return { code, status: 'cooling-down', latest, target, detail: last.detail ?? last.outcome };
      }
    }
    try {
      const refresh = await this.provider.refreshStatements(code, { manager: db, now });
      const updated = refresh.latest !== null && (latest === null || refresh.latest > latest);
      await this.recordAttempt(
        db,
        subject,
        now,
        target,
        updated ? 'updated' : 'no-new-data',
        refresh.latest,
        null,
      );
      return { code, status: updated ? 'refreshed' : 'no-new-data', latest: refresh.latest, target, refresh };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.log.warn(
        `${code}: statements refresh failed, keeping the stored ones (to ${latest ?? 'none'}): ${detail}`,
      );
      await this.recordAttempt(db, subject, now, target, 'failed', latest, detail);
      return { code, status: 'failed', latest, target, detail };
    }
  }

  /**
   * A stock's cash dividends of about the last year from the live provider, nothing else (with the
   * IDX feed on, the prices are the exchange's). Returns the rows written, or null when the provider
   * is off or failed (logged; the stored dividends stay).
   */
  async refreshDividends(
    code: string,
    now: Date = this.clock(),
    options: FreshnessOptions = {},
  ): Promise<number | null> {
    if (!this.provider) return null;
    try {
      const since = addDays(lastTradingDayBefore(now), -DIVIDEND_LOOKBACK_DAYS);
      const refresh = await this.provider.refresh(code, since, {
        manager: options.manager,
        now,
        dividendsOnly: true,
      });
      return refresh.corporateActionsWritten;
    } catch (error) {
      this.log.warn(
        `${code}: dividends refresh failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  }

  /** The composite index alone; with a `manager`, entirely on that connection. */
  ensureIndexFresh(now: Date = this.clock(), options: FreshnessOptions = {}): Promise<FreshnessResult> {
    return this.once(
      { kind: 'index', code: INDEX_CODE },
      now,
      options.manager ?? this.dataSource.manager,
      options,
    );
  }

  private once(
    subject: Subject,
    now: Date,
    db: EntityManager,
    options: FreshnessOptions,
  ): Promise<FreshnessResult> {
    const key = `${subject.kind}:${subject.code}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const check = this.check(subject, now, db, options).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, check);
    return check;
  }

  private async check(
    subject: Subject,
    now: Date,
    db: EntityManager,
    options: FreshnessOptions,
  ): Promise<FreshnessResult> {
    const { code } = subject;
    const target = lastTradingDayBefore(now);
    const stored = await latestStoredDate(db, subject);
    if (!this.provider) return { code, status: 'live-off', asOf: stored, target };
    if (stored !== null && stored >= target) return { code, status: 'fresh', asOf: stored, target };

    if (!options.ignoreRetryDelay) {
      const last = await lastAttempt(db, subject);
      if (last && waitingToRetry(last, target, now)) {
        return { code, status: 'cooling-down', asOf: stored, target, detail: last.detail ?? last.outcome };
      }
    }

    const since = (await overlapStart(db, subject)) ?? addDays(target, -Math.ceil(HISTORY_YEARS * 365.25));
    const label = subject.kind === 'stock' ? code : `index ${code}`;
    try {
      const refresh =
        subject.kind === 'stock'
          ? await this.provider.refresh(code, since, { manager: db, now })
          : await this.provider.refreshIndex(since, { manager: db, now });
      const updated = hasNewData(refresh);
      if (!updated) {
        this.log.log(
          `${label}: ${this.provider.name} has nothing after ${stored ?? 'nothing'} for ${target}`,
        );
      }
      await this.recordAttempt(
        db,
        subject,
        now,
        target,
        updated ? 'updated' : 'no-new-data',
        refresh.latest,
        null,
      );
      return { code, status: updated ? 'refreshed' : 'no-new-data', asOf: refresh.latest, target, refresh };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      this.log.warn(
        `${label}: live refresh failed, keeping the stored data (as of ${stored ?? 'nothing'}): ${detail}`,
      );
      await this.recordAttempt(db, subject, now, target, 'failed', stored, detail);
      return { code, status: 'failed', asOf: stored, target, detail };
    }
  }

  /** The record only paces retries: failing to write it must not fail the caller. */
  private async recordAttempt(
    db: EntityManager,
    subject: Subject,
    now: Date,
    target: string,
    outcome: RefreshOutcome,
    latest: string | null,
    detail: string | null,
  ): Promise<void> {
    try {
      await db.query(
        `INSERT INTO market_data_refreshes (subject, code, attempted_at, target_date, outcome, latest_date, detail)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (subject, code) DO UPDATE
           SET attempted_at = excluded.attempted_at, target_date = excluded.target_date,
               outcome = excluded.outcome, latest_date = excluded.latest_date, detail = excluded.detail`,
        [subject.kind, subject.code, now, target, outcome, latest, detail?.slice(0, 500) ?? null],
      );
    } catch (error) {
      this.log.warn(`could not record the refresh of ${subject.kind} ${subject.code}: ${String(error)}`);
    }
  }
}

/** An attempt for the same trading day that did not reach it is not repeated within its delay. */
function waitingToRetry(last: RecordRow, target: string, now: Date): boolean {
  if (last.targetDate !== target) return false;
  if (last.latestDate !== null && last.latestDate >= target) return false;
  const delay = last.outcome === 'failed' ? FAILURE_RETRY_MS : NO_NEW_DATA_RETRY_MS;
  return now.getTime() - last.attemptedAt.getTime() < delay;
}

async function latestStoredDate(db: EntityManager, subject: Subject): Promise<string | null> {
  const rows = await db.query<{ latest: string | null }[]>(
    subject.kind === 'stock'
      ? 'SELECT max(date)::text AS latest FROM daily_prices WHERE code = $1'
      : 'SELECT max(date)::text AS latest FROM index_prices WHERE index_code = $1',
    [subject.code],
  );
  return rows[0]!.latest;
}

/** The date of the OVERLAP_BARS-th newest stored bar (or the oldest, when fewer); null when none. */
async function overlapStart(db: EntityManager, subject: Subject): Promise<string | null> {
  const rows = await db.query<{ since: string | null }[]>(
    subject.kind === 'stock'
      ? `SELECT min(date)::text AS since FROM
           (SELECT date FROM daily_prices WHERE code = $1 ORDER BY date DESC LIMIT $2) newest`
      : `SELECT min(date)::text AS since FROM
           (SELECT date FROM index_prices WHERE index_code = $1 ORDER BY date DESC LIMIT $2) newest`,
    [subject.code, OVERLAP_BARS],
  );
  return rows[0]!.since;
}

async function lastAttempt(db: EntityManager, subject: Subject): Promise<RecordRow | null> {
  const rows = await db.query<RecordRow[]>(
    `SELECT attempted_at AS "attemptedAt", target_date::text AS "targetDate", outcome,
            latest_date::text AS "latestDate", detail
       FROM market_data_refreshes WHERE subject = $1 AND code = $2`,
    [subject.kind, subject.code],
  );
  return rows[0] ?? null;
}
