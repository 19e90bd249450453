import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { MarketDataConfig } from '../market-data-config';
import { addDays, isWeekend } from '../../common/dates';
import type { CatchUpTrigger } from '../entities/market-data-catch-up.entity';
import { lastTradingDayBefore } from './idx-calendar';
import { writeIdxDay, type DetectedAction } from './idx-day-writer';
import { IdxFeedError, IdxSummaryClient } from './idx-summary-client';

/** Injection token of the IDX catch-up, or null when MARKET_DATA_LIVE does not name `idx`. */
export const IDX_CATCH_UP = Symbol('IDX_CATCH_UP');

/** The configured catch-up (IDX_API_URL), or null when the IDX feed is off. */
export function idxCatchUpFor(
  dataSource: DataSource,
  config: Pick<MarketDataConfig, 'idx'>,
  clock: () => Date = () => new Date(),
): IdxCatchUp | null {
  if (!config.idx) return null;
  new Logger('IdxCatchUp').log(`live market data from the IDX daily summaries at ${config.idx.apiUrl}`);
  return new IdxCatchUp(dataSource, new IdxSummaryClient({ baseUrl: config.idx.apiUrl }), clock);
}

/** Held by the run that catches up, so two instances (or a command and the daily job) never fetch one day twice. */
export const CATCH_UP_LOCK_KEY = 7_401_205_303;

export interface CatchUpProgress {
  /** Called once the days due are known. */
  begin(days: number, from: string | null, to: string): void;
  /** After each day, stored or found without trading. */
  day(state: { date: string; done: number; total: number; status: 'stored' | 'holiday'; rows: number }): void;
  end(message: string): void;
}

export const silentCatchUpProgress: CatchUpProgress = {
  begin: () => undefined,
  day: () => undefined,
  end: () => undefined,
};

export interface CatchUpOptions {
  /** The last day to fetch (YYYY-MM-DD); default the last completed session. */
  to?: string;
  trigger: CatchUpTrigger;
  progress?: CatchUpProgress;
  now?: Date;
}

export interface CatchUpResult {
  id: string;
  /** The first day that was due (null: the data already reached `to`). */
  from: string | null;
  to: string;
  daysStored: number;
  holidays: number;
  rowsWritten: number;
  actions: (DetectedAction & { date: string })[];
  newCompanies: string[];
  /** The day the run stopped at and why; that day and the later ones are left for the next run. */
  failure: { date: string; reason: string; detail: string } | null;
  /** The newest day stored after the run. */
  latest: string | null;
  durationMs: number;
}

/**
 * Brings the whole market up to a day from the IDX daily summaries: every weekday after the newest
 * stored one, in order, each fetched whole and written in its own transaction. A day that cannot be
 * fetched (the site down, refusing, an incomplete or malformed answer, after the client's retries)
 * stops the run there: the later days wait too, since a corporate action is detected against the
 * day before. The next run resumes at that day. Each run is recorded in `market_data_catch_ups`.
 */
export class IdxCatchUp {
  private readonly log = new Logger('IdxCatchUp');

  constructor(
    private readonly dataSource: DataSource,
    private readonly client: IdxSummaryClient,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  get source(): string {
    return this.client.baseUrl;
  }

  async run(options: CatchUpOptions): Promise<CatchUpResult> {
    const started = Date.now();
    const now = options.now ?? this.clock();
    const to = options.to ?? lastTradingDayBefore(now);
    const progress = options.progress ?? silentCatchUpProgress;
    return this.locked(async (db) => {
      const id = randomUUID();
      const latestBefore = await latestStoredDay(db);
      const from = latestBefore === null ? to : addDays(latestBefore, 1);
      const days = weekdays(from, to);
      await db.query(
        `INSERT INTO market_data_catch_ups (id, trigger, status, started_at, from_date, to_date)
         VALUES ($1, $2, 'running', now(), $3, $4)`,
        [id, options.trigger, days[0] ?? null, to],
      );
      const result: CatchUpResult = {
        id,
        from: days[0] ?? null,
        to,
        daysStored: 0,
        holidays: 0,
        rowsWritten: 0,
        actions: [],
        newCompanies: [],
        failure: null,
        latest: latestBefore,
        durationMs: 0,
      };
      progress.begin(days.length, result.from, to);
      // A weekday without trading is a holiday only once a later day has trades: the newest days may
      // be empty because the exchange has not published them yet, and are asked again next run.
      let emptyDays: string[] = [];
      for (const [index, date] of days.entries()) {
        try {
          const day = await this.client.fetchDay(date);
          const holiday = day.stocks.length === 0;
          if (holiday) {
            emptyDays.push(date);
            progress.day({ date, done: index + 1, total: days.length, status: 'holiday', rows: 0 });
            continue;
          }
          const holidays = emptyDays;
          const outcome = await db.transaction(async (tx) => {
            for (const empty of holidays) await writeIdxDay(tx, { date: empty, stocks: [], indices: [] }, id);
            return writeIdxDay(tx, day, id);
          });
          emptyDays = [];
          if (outcome.written) {
            result.holidays += holidays.length;
            result.daysStored += 1;
            result.rowsWritten += outcome.rowsWritten;
            result.actions.push(...outcome.actions.map((action) => ({ ...action, date })));
            result.newCompanies.push(...outcome.newCompanies);
          }
          result.latest = date;
          for (const action of outcome.actions) {
            this.log.log(
              `${date} ${action.code}: corporate action, earlier history × ${action.factor.toPrecision(6)}`,
            );
          }
          progress.day({
            date,
            done: index + 1,
            total: days.length,
            status: 'stored',
            rows: outcome.rowsWritten,
          });
        } catch (error) {
          const reason = error instanceof IdxFeedError ? error.reason : 'write-failed';
          const detail = error instanceof Error ? error.message : String(error);
          result.failure = { date, reason, detail };
          this.log.warn(
            `catch-up stopped at ${date} (${reason}); it and the later days are left for the next run: ${detail}`,
          );
          break;
        }
      }
      if (emptyDays.length > 0 && !result.failure) {
        this.log.log(`no trading reported for ${emptyDays.join(', ')} yet: asked again on the next run`);
      }
      result.durationMs = Date.now() - started;
      await db.query(
        `UPDATE market_data_catch_ups
            SET status = $2, finished_at = now(), days_stored = $3, holidays = $4, rows_written = $5, failure = $6
          WHERE id = $1`,
        [
          id,
          result.failure ? 'failed' : 'succeeded',
          result.daysStored,
          result.holidays,
          result.rowsWritten,
          result.failure ? `${result.failure.date}: ${result.failure.detail}`.slice(0, 1000) : null,
        ],
      );
      progress.end(
        result.failure
          ? `stopped at ${result.failure.date}: ${result.failure.detail}`
          : `${result.daysStored} trading days stored, ${result.holidays} without trading, ${result.rowsWritten} rows written`,
      );
      return result;
    });
  }

  /**
   * Runs `work` while holding the catch-up lock on a dedicated connection; a second instance waits
   * for it and then finds the days already stored. PGlite (one connection, one process) needs none.
   */
  private async locked<T>(work: (db: EntityManager) => Promise<T>): Promise<T> {
    if (poolSize(this.dataSource) <= 1) return work(this.dataSource.manager);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('SELECT pg_advisory_lock($1)', [CATCH_UP_LOCK_KEY]);
      try {
        return await work(runner.manager);
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [CATCH_UP_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}

/**
 * The newest day the market is stored for: the catch-up's own record, or the bundle's foreign flow
 * (written only by the bundle and this feed; Yahoo's refresh of single stocks does not count).
 */
export async function latestStoredDay(db: EntityManager): Promise<string | null> {
  const rows = await db.query<{ latest: string | null }[]>(
    `SELECT greatest((SELECT max(date) FROM market_data_days),
                     (SELECT max(date) FROM foreign_flow))::text AS latest`,
  );
  return rows[0]!.latest;
}

/** Weekdays from `from` to `to`, inclusive: the exchange never trades on a weekend. */
function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!isWeekend(day)) days.push(day);
  return days;
}

function poolSize(dataSource: DataSource): number {
  const max = (dataSource.options as { extra?: { max?: unknown } }).extra?.max;
  return typeof max === 'number' ? max : 10;
}
