import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { MailOutboxService } from '../mail';
import { PREMIUM_PRICE_IDR, RENEWAL_REMINDER_DAYS } from './billing.constants';
import { premiumEndedMail, renewalReminderMail } from './billing-mails';
import { EntitlementService } from '../entitlement';
import { UsersService } from '../users';

/** An ending older than this is history, not news (a first deploy must not mail everyone). */
const ENDED_NOTICE_WINDOW_DAYS = 7;
const JOB_LOCK = 'telisik.premium-reminders';

export interface ReminderRun {
  reminders: number;
  endings: number;
}

/**
 * Mails about the end of Premium: a reminder three days before, a notice once it has ended (the
 * user is Free again by then with nothing else to do: entitlement is read from the periods).
 * Runs on every instance; a transaction-scoped advisory lock lets one do the work, and each mail's
 * dedupe key (user + end time) makes a second run, or a lost lock, send nothing twice.
 */
@Injectable()
export class PremiumRemindersJob {
  private readonly log = new Logger('Billing');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: CoreConfig,
    private readonly outbox: MailOutboxService,
    private readonly entitlement: EntitlementService,
    private readonly users: UsersService,
  ) {}

  /** Returns null when another instance holds the job. */
  async run(now = new Date()): Promise<ReminderRun | null> {
    const result = await this.dataSource.transaction(async (manager) => {
      const [lock] = await manager.query<{ locked: boolean }[]>(
        'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
        [JOB_LOCK],
      );
      if (!lock?.locked) return null;
      const premiumEnds = await this.entitlement.endsAround(manager, now, ENDED_NOTICE_WINDOW_DAYS, RENEWAL_REMINDER_DAYS);
      const users = new Map(
        (await this.users.findByIds(premiumEnds.map((end) => end.userId), manager)).map((user) => [user.id, user]),
      );
      const ends = premiumEnds.flatMap(({ userId, until }) => {
        const user = users.get(userId);
        return user?.email ? [{ id: userId, email: user.email, first_name: user.firstName, until }] : [];
      });
      const settingsUrl = `${this.config.appUrl}/settings`;
      const run: ReminderRun = { reminders: 0, endings: 0 };
      for (const end of ends) {
        const until = new Date(end.until);
        if (until > now) {
          const mail = renewalReminderMail({
            name: end.first_name,
            premiumUntil: until,
            price: PREMIUM_PRICE_IDR,
            settingsUrl,
          });
          await this.outbox.enqueue(manager, {
            ...mail,
            kind: 'renewal_reminder',
            dedupeKey: `renewal_reminder:${end.id}:${until.toISOString()}`,
            to: end.email,
            userId: end.id,
          });
          run.reminders += 1;
        } else {
          const mail = premiumEndedMail({ name: end.first_name, endedAt: until, settingsUrl });
          await this.outbox.enqueue(manager, {
            ...mail,
            kind: 'premium_ended',
            dedupeKey: `premium_ended:${end.id}:${until.toISOString()}`,
            to: end.email,
            userId: end.id,
          });
          run.endings += 1;
        }
      }
      return run;
    });
    if (result && result.reminders + result.endings > 0) {
      this.log.log(
        `premium reminders: ${result.reminders} ending soon, ${result.endings} ended (already sent ones are skipped)`,
      );
      this.outbox.kick();
    }
    return result;
  }
}
