import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailOutboxMessage } from './entities/mail-outbox-message.entity';
import type { RenderedMail } from './mail-layout';
import { MAIL_TRANSPORT, type MailTransport } from './mail-transport';

export interface QueuedMail extends RenderedMail {
  kind: string;
  /** One message per event: queuing the same key again does nothing. */
  dedupeKey: string;
  to: string;
  replyTo?: string | null;
  /** The user it concerns, so their messages go with their account. */
  userId: string | null;
  /** Extra header fields, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** Attempts before a message is left as failed for an operator to look at. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A claim lasts this long; a worker that died mid-send lets the message go after it. */
const CLAIM_SECONDS = 120;
const BATCH_SIZE = 10;

/** 30 s, 1 min, 2 min … capped at 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60);
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/**
 * The mail outbox. Messages are queued in the transaction of the event they report and sent by
 * whichever instance claims them first (FOR UPDATE SKIP LOCKED): a message is sent once, and a
 * failed send is retried with exponential backoff. One gap remains, as with any SMTP client: a
 * crash after the server accepted a message but before it was marked sent means it goes again
 * (with the same Message-ID, which mail clients use to drop the duplicate).
 */
@Injectable()
export class MailOutboxService implements OnModuleDestroy {
  private readonly log = new Logger('Mail');
  private running: Promise<DrainResult> | null = null;
  private rerun = false;
  private stopped = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Queues a message inside the caller's transaction; call `kick()` after it commits. */
  async enqueue(manager: EntityManager, mail: QueuedMail): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(MailOutboxMessage)
      .values({
        kind: mail.kind,
        dedupeKey: mail.dedupeKey,
        userId: mail.userId,
        recipient: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? null,
        messageId: `<${randomUUID()}@${new URL(this.config.appUrl).hostname}>`,
      })
      .orIgnore()
      .execute();
  }

  /** Sends what is due soon, without making the caller wait for the mail server. */
  kick(): void {
    if (this.stopped) return;
    setImmediate(() => {
      this.drain().catch((error: unknown) => this.log.error(`mail outbox: ${String(error)}`));
    });
  }

  /** Sends every due message (until none is left); one run at a time per process. */
  async drain(): Promise<DrainResult> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      const total: DrainResult = { sent: 0, failed: 0 };
      do {
        this.rerun = false;
        for (;;) {
          if (this.stopped) return total;
          const batch = await this.claim();
          if (batch.length === 0) break;
          for (const message of batch) {
            if (await this.deliver(message)) total.sent += 1;
            else total.failed += 1;
          }
        }
      } while (this.rerun);
      return total;
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
    this.transport.close();
  }

  private async claim(): Promise<MailOutboxMessage[]> {
    // An UPDATE … RETURNING comes back from TypeORM as [rows, rowCount].
    const [rows] = await this.dataSource.query<[{ id: string }[], number]>(
      `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1,
              locked_until = now() + make_interval(secs => $2)
        WHERE id IN (
          SELECT id FROM mail_outbox
           WHERE (status = 'queued' AND next_attempt_at <= now())
              OR (status = 'sending' AND locked_until < now())
           ORDER BY next_attempt_at
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [BATCH_SIZE, CLAIM_SECONDS],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return this.dataSource.getRepository(MailOutboxMessage).createQueryBuilder('m').whereInIds(ids).getMany();
  }

  private async deliver(message: MailOutboxMessage): Promise<boolean> {
    try {
      const delivery = await this.transport.send({
        id: message.id,
        kind: message.kind,
        from: this.config.mail.from,
        to: message.recipient,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
        headers: message.headers,
      });
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL, delivery = $2
          WHERE id = $1`,
        [message.id, delivery.slice(0, 1000)],
      );
      return true;
    } catch (error) {
      const giveUp = message.attempts >= MAX_MAIL_ATTEMPTS;
      const reason = error instanceof Error ? error.message : String(error);
      await this.dataSource.query(
        `UPDATE mail_outbox SET status = $2, locked_until = NULL, last_error = $3,
                next_attempt_at = now() + make_interval(secs => $4)
          WHERE id = $1`,
        [
          message.id,
          giveUp ? 'failed' : 'queued',
          reason.slice(0, 1000),
          retryDelaySeconds(message.attempts),
        ],
      );
      this.log.warn(
        `${message.kind} to ${message.recipient} failed (attempt ${message.attempts}${giveUp ? ', giving up' : ''}): ${reason}`,
      );
      return false;
    }
  }
}
