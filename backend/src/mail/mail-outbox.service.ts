import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AccountExport } from '@telisik/contract';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { backoffSeconds, claimDue, OutboxDrain, outboxFigures, recordFailure } from '../common/outbox/outbox';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { MailConfig } from './mail-config';
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
  return backoffSeconds(attempts, 6 * 60 * 60);
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
  private readonly outbox = new OutboxDrain<DrainResult>(
    this.log,
    () => ({ sent: 0, failed: 0 }),
    async (tally) => {
      const batch = await this.claim();
      for (const message of batch) {
        if (await this.deliver(message)) tally.sent += 1;
        else tally.failed += 1;
      }
      return batch.length > 0;
    },
  );

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    @Inject(APP_CONFIG) private readonly config: CoreConfig & { mail: MailConfig },
  ) {}

  /** The mails written to the user, oldest first: their kind, subject and fate (their data export). */
  async mailsOf(userId: string): Promise<AccountExport['mails']> {
    const rows = await this.dataSource.query<
      { kind: string; subject: string; status: string; created_at: Date; sent_at: Date | null }[]
    >('SELECT kind, subject, status, created_at, sent_at FROM mail_outbox WHERE user_id = $1 ORDER BY created_at', [userId]);
    return rows.map((row) => ({
      kind: row.kind,
      subject: row.subject,
      status: row.status,
      createdAt: row.created_at.toISOString(),
      sentAt: row.sent_at?.toISOString() ?? null,
    }));
  }

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

  /** What the mail outbox holds now, across instances: the metrics' figures. */
  figures(): Promise<{ waiting: number; failed: number; oldestWaitingSeconds: number }> {
    return outboxFigures(this.dataSource, 'mail_outbox');
  }

  /** Sends what is due soon, without making the caller wait for the mail server. */
  kick(): void {
    this.outbox.kick();
  }

  /** Sends every due message (until none is left); one run at a time per process. */
  drain(): Promise<DrainResult> {
    return this.outbox.drain();
  }

  async onModuleDestroy(): Promise<void> {
    await this.outbox.stop();
    this.transport.close();
  }

  private async claim(): Promise<MailOutboxMessage[]> {
    const ids = await claimDue(this.dataSource, 'mail_outbox', BATCH_SIZE, CLAIM_SECONDS);
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
      await recordFailure(this.dataSource, 'mail_outbox', message.id, {
        giveUp,
        reason,
        delaySeconds: retryDelaySeconds(message.attempts),
      });
      this.log.warn(
        `${message.kind} to ${message.recipient} failed (attempt ${message.attempts}${giveUp ? ', giving up' : ''}): ${reason}`,
      );
      return false;
    }
  }
}
