import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';

export interface RunOnceOptions {
  /**
   * How long a claim stays valid without a heartbeat. The claimant beats every third of it, so only
   * a dead process lets it lapse; the next tick with the same run key then resumes the run.
   */
  leaseMs?: number;
}

export type RunOnceResult<T> = { ran: true; result: T } | { ran: false };

const DEFAULT_LEASE_MS = 5 * 60_000;
/** How long `runAfter` waits for the run it follows, and how often it looks. */
const DEFAULT_WAIT_MS = 60 * 60_000;
const DEFAULT_POLL_MS = 10_000;

export interface RunAfterOptions {
  waitMs?: number;
  pollMs?: number;
}
/** Finished runs are history for the operator for this long, then pruned. */
const KEEP_DAYS = 30;

/**
 * Exactly-once scheduled work on one PostgreSQL (or PGlite), for any number of app instances.
 *
 * `runOnce(job, runKey, fn)` claims the row (job, runKey) in `scheduled_runs` with one INSERT … ON
 * CONFLICT: of any number of concurrent callers exactly one gets it and runs `fn`; the rest return
 * `{ ran: false }`. While `fn` runs its heartbeat is refreshed; the row then records succeeded or
 * failed (with the error), start and finish. A claim whose heartbeat is older than the lease belongs
 * to a dead process and is taken over by the next caller with the same key. A failed run is final
 * for its key (the error is kept); the next period's key runs again.
 */
@Injectable()
export class ScheduledRunsService {
  private readonly log = new Logger('Scheduling');

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** How many runs each job has in each status, and when its last success finished (Unix seconds): the metrics' figures. */
  async figures(): Promise<Array<{ job: string; status: string; runs: number; lastSuccessAt: number | null }>> {
    const rows = await this.dataSource.query<{ job: string; status: string; runs: number; last_success: number | null }[]>(
      `SELECT job, status, count(*)::int AS runs,
              extract(epoch FROM max(finished_at) FILTER (WHERE status = 'succeeded'))::float8 AS last_success
         FROM scheduled_runs GROUP BY job, status`,
    );
    return rows.map((row) => ({ job: row.job, status: row.status, runs: row.runs, lastSuccessAt: row.last_success }));
  }

  async runOnce<T>(job: string, runKey: string, fn: () => Promise<T>, options: RunOnceOptions = {}): Promise<RunOnceResult<T>> {
    const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    const token = randomUUID();
    // A concurrent INSERT of the same key waits for the first one's commit, then re-checks the
    // WHERE against the committed row: a live claim is left alone, so nothing comes back.
    const claimed = await this.dataSource.query<{ attempts: number }[]>(
      `INSERT INTO scheduled_runs (job, run_key, status, claim_token, attempts, started_at, heartbeat_at)
       VALUES ($1, $2, 'running', $3, 1, clock_timestamp(), clock_timestamp())
       ON CONFLICT (job, run_key) DO UPDATE
          SET status = 'running', claim_token = EXCLUDED.claim_token, attempts = scheduled_runs.attempts + 1,
              started_at = EXCLUDED.started_at, heartbeat_at = EXCLUDED.heartbeat_at, finished_at = NULL, error = NULL
        WHERE scheduled_runs.status = 'running'
          AND scheduled_runs.heartbeat_at < clock_timestamp() - make_interval(secs => $4::float8 / 1000)
       RETURNING attempts`,
      [job, runKey, token, leaseMs],
    );
    const claim = claimed[0];
    if (!claim) return { ran: false };
    if (claim.attempts > 1) this.log.warn(`${job} ${runKey}: resuming a run whose instance stopped (attempt ${claim.attempts})`);

    const heartbeat = setInterval(() => {
      this.dataSource
        .query(`UPDATE scheduled_runs SET heartbeat_at = clock_timestamp() WHERE job = $1 AND run_key = $2 AND claim_token = $3`, [
          job,
          runKey,
          token,
        ])
        .catch((error: unknown) => this.log.error(`${job} ${runKey}: heartbeat failed: ${String(error)}`));
    }, Math.max(1, Math.floor(leaseMs / 3)));
    heartbeat.unref();
    try {
      const result = await fn();
      await this.finish(job, runKey, token, 'succeeded', null);
      return { ran: true, result };
    } catch (error) {
      await this.finish(job, runKey, token, 'failed', error instanceof Error ? (error.stack ?? error.message) : String(error));
      throw error;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Runs `fn` once the run (job, runKey) has finished on any instance, succeeded or failed: the
   * after-close jobs follow the day's market-data refresh this way, so they score that day's data.
   * A run not yet started counts as not finished. After `waitMs` (an hour) `fn` runs on the data
   * there is, with a warning: a refresh that hangs must not cost the day's alerts and ratings.
   */
  async runAfter<T>(job: string, runKey: string, fn: () => Promise<T>, options: RunAfterOptions = {}): Promise<T> {
    const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
    for (;;) {
      const rows = await this.dataSource.query<{ status: string }[]>(
        'SELECT status FROM scheduled_runs WHERE job = $1 AND run_key = $2',
        [job, runKey],
      );
      if (rows[0] && rows[0].status !== 'running') break;
      if (Date.now() >= deadline) {
        this.log.warn(`${job} ${runKey} has not finished in time; going on with the data there is`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? DEFAULT_POLL_MS));
    }
    return fn();
  }

  private async finish(job: string, runKey: string, token: string, status: 'succeeded' | 'failed', error: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE scheduled_runs SET status = $4, finished_at = clock_timestamp(), heartbeat_at = clock_timestamp(), error = $5
        WHERE job = $1 AND run_key = $2 AND claim_token = $3`,
      [job, runKey, token, status, error?.slice(0, 4000) ?? null],
    );
    await this.dataSource.query(
      `DELETE FROM scheduled_runs WHERE status <> 'running' AND finished_at < clock_timestamp() - make_interval(days => $1)`,
      [KEEP_DAYS],
    );
  }
}
