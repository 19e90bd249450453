import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { generateRequestDetails } from 'web-push';
import { backoffSeconds, claimDue, OutboxDrain, outboxFigures, recordFailure } from '../common/outbox/outbox';
import { APP_CONFIG } from '../config/core-config';
import type { PushPayload } from './entities/push-outbox-message.entity';
import type { VapidDetails, PushConfig } from './push-config';
import { VAPID_DETAILS } from './vapid-details';
import { sendPushRequest } from './push-delivery';
import { PUSH_ENDPOINT_POLICY } from './push-endpoint-policy.provider';
import { PushEndpointRefused, type PushEndpointPolicy } from './push-endpoint';

/** Attempts before a push is left as failed: a notification hours late is worth little. */
export const MAX_PUSH_ATTEMPTS = 6;
/** Pushes claimed and sent together (in parallel: each to its own device's push service). */
const BATCH_SIZE = 20;
/** How long the push service keeps a push for a device that is off (seconds): a day. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** 30 s, 1 min, 2 min, 4 min, 8 min: six attempts span about a quarter of an hour. */
export function pushRetryDelaySeconds(attempts: number): number {
  return backoffSeconds(attempts, 60 * 60);
}

/** The push service's answers that no retry can change: the request itself is wrong (a redirect, 3xx, too). */
const PERMANENT_FAILURES = new Set([400, 401, 403, 413]);
/** The subscription has expired or was removed by the user in the browser (RFC 8030 §7.3). */
const SUBSCRIPTION_GONE = new Set([404, 410]);

export interface PushDrainResult {
  sent: number;
  failed: number;
  /** Subscriptions removed because the push service no longer knows them. */
  gone: number;
}

interface ClaimedPush {
  id: string;
  attempts: number;
  payload: PushPayload;
  subscription_id: string | null;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

type Outcome = 'sent' | 'failed' | 'gone';

/**
 * The push outbox, the mail outbox's twin: pushes are queued in the transaction of the event they
 * report and sent by whichever instance claims them first (FOR UPDATE SKIP LOCKED), so each goes
 * once; a failure is retried with backoff and, after the last attempt, recorded as failed. A 404
 * or 410 from the push service removes the device's subscription. The payload is encrypted
 * (RFC 8291, aes128gcm) and the request signed (VAPID, RFC 8292) by the web-push package; the
 * request itself is ours (push-delivery.ts): the endpoint checked again, public addresses only, no
 * redirects followed, a timeout of our own.
 */
@Injectable()
export class PushOutboxService implements OnModuleDestroy {
  private readonly log = new Logger('Push');
  private readonly outbox = new OutboxDrain<PushDrainResult>(
    this.log,
    () => ({ sent: 0, failed: 0, gone: 0 }),
    async (tally) => {
      const batch = await this.claim();
      const outcomes = await Promise.all(batch.map((push) => this.deliver(push)));
      for (const outcome of outcomes) tally[outcome] += 1;
      return batch.length > 0;
    },
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: { push: PushConfig },
    @Inject(VAPID_DETAILS) private readonly vapid: VapidDetails,
    @Inject(PUSH_ENDPOINT_POLICY) private readonly policy: PushEndpointPolicy,
  ) {}

  /**
   * Queues `payload` for every device of `userId`, inside the caller's transaction; one push per
   * device and `dedupeKey` (queuing it again does nothing). Whether the user wants it is the
   * caller's to know (alerts' settings). Returns how many were queued. Call `kick()` after the
   * transaction commits.
   */
  async enqueue(
    manager: EntityManager,
    userId: string,
    dedupeKey: string,
    payload: PushPayload,
  ): Promise<number> {
    const rows = await manager.query<{ id: string }[]>(
      `INSERT INTO push_outbox (dedupe_key, user_id, subscription_id, payload)
       SELECT $2 || ':' || p.id, p.user_id, p.id, $3::jsonb
         FROM push_subscriptions p
        WHERE p.user_id = $1
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [userId, dedupeKey, JSON.stringify(payload)],
    );
    return rows.length;
  }

  /** What the push outbox holds now, across instances: the metrics' figures. */
  figures(): Promise<{ waiting: number; failed: number; oldestWaitingSeconds: number }> {
    return outboxFigures(this.dataSource, 'push_outbox');
  }

  /** Sends what is due now, without making the caller wait for the push services. */
  kick(): void {
    this.outbox.kick();
  }

  /** Sends every due push (until none is left); one run at a time per process. */
  drain(): Promise<PushDrainResult> {
    return this.outbox.drain();
  }

  async onModuleDestroy(): Promise<void> {
    await this.outbox.stop();
  }

  private async claim(): Promise<ClaimedPush[]> {
    const ids = await claimDue(this.dataSource, 'push_outbox', BATCH_SIZE, this.claimSeconds());
    if (ids.length === 0) return [];
    return this.dataSource.query<ClaimedPush[]>(
      `SELECT o.id, o.attempts, o.payload, o.subscription_id, p.endpoint, p.p256dh, p.auth
         FROM push_outbox o LEFT JOIN push_subscriptions p ON p.id = o.subscription_id
        WHERE o.id = ANY($1::uuid[])`,
      [ids],
    );
  }

  /**
   * How long a claim lasts: past it, a worker that died mid-send lets the push go to another. It
   * outlasts a batch sent in parallel (one request timeout) with room for the database writes, so
   * a live worker's pushes are never claimed twice.
   */
  private claimSeconds(): number {
    return Math.ceil((2 * this.config.push.timeoutMs) / 1000) + 30;
  }

  private async deliver(push: ClaimedPush): Promise<Outcome> {
    if (!push.subscription_id || !push.endpoint || !push.p256dh || !push.auth) {
      // The user removed the device after the push was queued.
      await this.finish(push.id, 'gone', 'subscription removed before sending');
      return 'gone';
    }
    let status: number | null = null;
    let reason: string;
    let refused = false;
    try {
      const request = generateRequestDetails(
        { endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } },
        JSON.stringify(push.payload),
        {
          vapidDetails: this.vapid,
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'normal',
          // A newer push of the same stock replaces one the device has not fetched yet (RFC 8030 §5.4).
          topic: push.payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
        },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      const answer = await sendPushRequest(
        request.endpoint,
        { method: request.method, headers, body: request.body ? Buffer.from(request.body) : null },
        { policy: this.policy, timeoutMs: this.config.push.timeoutMs },
      );
      status = answer.status;
      reason = status >= 200 && status < 300 ? '' : `push service answered ${status}${answer.text ? `: ${answer.text}` : ''}`;
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
      refused = error instanceof PushEndpointRefused && error.permanent;
    }

    // Recorded outside the try: a database error after the service took the push must not pass
    // for a failed send and send it again.
    if (status !== null && status >= 200 && status < 300) {
      await this.dataSource.query('UPDATE push_subscriptions SET last_success_at = now() WHERE id = $1', [
        push.subscription_id,
      ]);
      await this.finish(push.id, 'sent', null);
      return 'sent';
    }

    // An endpoint that no longer passes (its name now points inside, say) is dropped like an expired one.
    if (refused || (status !== null && SUBSCRIPTION_GONE.has(status))) {
      // The row's subscription_id becomes null (ON DELETE SET NULL); its status says why.
      await this.finish(push.id, 'gone', reason);
      await this.dataSource.query('DELETE FROM push_subscriptions WHERE id = $1', [push.subscription_id]);
      this.log.log(`push subscription ${push.subscription_id} removed: ${reason}`);
      return 'gone';
    }
    const giveUp =
      push.attempts >= MAX_PUSH_ATTEMPTS ||
      (status !== null && (PERMANENT_FAILURES.has(status) || (status >= 300 && status < 400)));
    await recordFailure(this.dataSource, 'push_outbox', push.id, {
      giveUp,
      reason,
      delaySeconds: pushRetryDelaySeconds(push.attempts),
    });
    this.log.warn(
      `push ${push.id} failed (attempt ${push.attempts}${giveUp ? ', giving up' : ''}): ${reason}`,
    );
    return 'failed';
  }

  private async finish(id: string, status: 'sent' | 'gone', lastError: string | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE push_outbox SET status = $2::varchar, locked_until = NULL, last_error = $3,
              sent_at = CASE WHEN $2::varchar = 'sent' THEN now() ELSE sent_at END
        WHERE id = $1`,
      [id, status, lastError?.slice(0, 1000) ?? null],
    );
  }
}
