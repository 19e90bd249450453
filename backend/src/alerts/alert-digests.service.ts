import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { MailOutboxService } from '../mail';
import { mailContactsOf, userExists } from '../users';
import { alertDigestMail, type DigestAlert } from './alert-digest-mail';
import { unsubscribeUrl } from './unsubscribe-token';

export interface NewAlert extends DigestAlert {
  userId: string;
}

/**
 * The daily mail: one digest per user per trading day, only when the run found something new,
 * through the mail outbox (retried with backoff, sent once: its dedupe key is the user and day).
 * Users who left the mail get none.
 */
@Injectable()
export class AlertDigestsService {
  constructor(
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: Pick<CoreConfig, 'appUrl' | 'sessionSecret'>,
  ) {}

  /**
   * Queues the digests of `alerts` (this run's new ones) in the run's transaction and returns how
   * many; call `send()` after it commits.
   */
  async queue(manager: EntityManager, asOf: string, alerts: readonly NewAlert[]): Promise<number> {
    const byUser = new Map<string, DigestAlert[]>();
    for (const alert of alerts) byUser.set(alert.userId, [...(byUser.get(alert.userId) ?? []), alert]);
    if (byUser.size === 0) return 0;
    const left = await manager.query<{ user_id: string }[]>(
      'SELECT user_id FROM alert_settings WHERE user_id = ANY($1::uuid[]) AND NOT mail_enabled',
      [[...byUser.keys()]],
    );
    const unsubscribed = new Set(left.map((row) => row.user_id));
    const recipients = (await mailContactsOf(manager, [...byUser.keys()])).filter((user) => !unsubscribed.has(user.id));
    for (const user of recipients) {
        const link = unsubscribeUrl(this.config.appUrl, this.config.sessionSecret, user.id);
        const mail = alertDigestMail({
          firstName: user.firstName,
          asOf,
          alerts: byUser.get(user.id) ?? [],
          appUrl: this.config.appUrl,
          unsubscribeUrl: link,
        });
        await this.outbox.enqueue(manager, {
          ...mail,
          kind: 'alerts-digest',
          dedupeKey: `alerts-digest:${user.id}:${asOf}`,
          to: user.email,
          userId: user.id,
          // RFC 8058: a mail client may unsubscribe with one POST to the https link, no page.
          headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
    }
    return recipients.length;
  }

  /** Sends the queued mail now rather than at the outbox's next tick. */
  send(): void {
    this.outbox.kick();
  }

  /** Leaves the daily mail; true when this call changed it (a reused link changes nothing). */
  async unsubscribe(manager: EntityManager, userId: string): Promise<boolean> {
    // A deleted account has nothing to leave (and no row to point at).
    if (!(await userExists(manager, userId))) return false;
    const rows = await manager.query<{ user_id: string }[]>(
      `INSERT INTO alert_settings (user_id, mail_enabled, mail_unsubscribed_at)
       VALUES ($1, false, now())
       ON CONFLICT (user_id) DO UPDATE SET mail_enabled = false, mail_unsubscribed_at = now(), updated_at = now()
        WHERE alert_settings.mail_enabled
       RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }
}
