import type { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/**
 * What the mail and push outboxes share. Each is a table of messages queued in the transaction of
 * the event they report (status queued → sending → sent | failed, attempts, next_attempt_at,
 * locked_until, last_error) and sent by whichever instance claims them first: a message goes once
 * across instances, and a failed send is retried with exponential backoff until its last attempt.
 */
export type OutboxTable = 'mail_outbox' | 'push_outbox';

/** 30 s, 1 min, 2 min … doubling from the first retry, capped at `capSeconds`. */
export function backoffSeconds(attempts: number, capSeconds: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), capSeconds);
}

/**
 * Claims up to `limit` due messages of `table` for this worker (FOR UPDATE SKIP LOCKED: two
 * instances never claim one message) and counts the attempt. A claim lasts `claimSeconds`: a
 * worker that died mid-send lets its messages go to another after it. Returns the claimed ids.
 */
export async function claimDue(
  dataSource: DataSource,
  table: OutboxTable,
  limit: number,
  claimSeconds: number,
): Promise<string[]> {
  // An UPDATE … RETURNING comes back from TypeORM as [rows, rowCount].
  const [rows] = await dataSource.query<[{ id: string }[], number]>(
    `UPDATE ${table} SET status = 'sending', attempts = attempts + 1,
            locked_until = now() + make_interval(secs => $2)
      WHERE id IN (
        SELECT id FROM ${table}
         WHERE (status = 'queued' AND next_attempt_at <= now())
            OR (status = 'sending' AND locked_until < now())
         ORDER BY next_attempt_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [limit, claimSeconds],
  );
  return rows.map((row) => row.id);
}

/** What `table` holds now, across instances: waiting (queued or being sent), failed, and the oldest wait. */
export async function outboxFigures(
  dataSource: DataSource,
  table: OutboxTable,
): Promise<{ waiting: number; failed: number; oldestWaitingSeconds: number }> {
  const [row] = await dataSource.query<{ waiting: number; failed: number; oldest: number | null }[]>(
    `SELECT count(*) FILTER (WHERE status IN ('queued', 'sending'))::int AS waiting,
            count(*) FILTER (WHERE status = 'failed')::int AS failed,
            extract(epoch FROM now() - min(created_at) FILTER (WHERE status IN ('queued', 'sending')))::float8 AS oldest
       FROM ${table}`,
  );
  return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0, oldestWaitingSeconds: row?.oldest ?? 0 };
}

/** After a failed send: queued again after `delaySeconds`, or left failed for an operator. */
export async function recordFailure(
  dataSource: DataSource,
  table: OutboxTable,
  id: string,
  failure: { giveUp: boolean; reason: string; delaySeconds: number },
): Promise<void> {
  await dataSource.query(
    `UPDATE ${table} SET status = $2, locked_until = NULL, last_error = $3,
            next_attempt_at = now() + make_interval(secs => $4)
      WHERE id = $1`,
    [id, failure.giveUp ? 'failed' : 'queued', failure.reason.slice(0, 1000), failure.delaySeconds],
  );
}

/**
 * Drains an outbox in this process: one run at a time (a drain asked for during a run makes that
 * run look again when it is done), until a batch comes back empty; stops between batches once
 * `stop()` is called. `sendBatch` claims and sends one batch, adds its outcomes to the run's
 * tally and says whether it found anything.
 */
export class OutboxDrain<Tally extends object> {
  private running: Promise<Tally> | null = null;
  private rerun = false;
  private stopped = false;

  constructor(
    private readonly log: Logger,
    private readonly emptyTally: () => Tally,
    private readonly sendBatch: (tally: Tally) => Promise<boolean>,
  ) {}

  /** Sends what is due, without making the caller wait for the remote server. */
  kick(): void {
    if (this.stopped) return;
    setImmediate(() => {
      this.drain().catch((error: unknown) => this.log.error(`outbox: ${String(error)}`));
    });
  }

  /** Sends every due message (until none is left) and returns this run's tally. */
  drain(): Promise<Tally> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      const tally = this.emptyTally();
      do {
        this.rerun = false;
        while (!this.stopped && (await this.sendBatch(tally)));
      } while (this.rerun && !this.stopped);
      return tally;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** No new batch starts; waits for the one in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }
}
