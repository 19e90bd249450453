import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { PremiumRemindersJob } from './premium-reminders.job';

/** Every scheduled task of billing, and nothing else: each calls a service tests call directly. */
@Injectable()
export class BillingCron {
  private readonly log = new Logger(BillingCron.name);

  constructor(private readonly reminders: PremiumRemindersJob) {}

  /** Hourly: a reminder goes out within the hour it becomes due, an end notice within the hour after. */
  @Cron('0 5 * * * *', { name: 'premium-reminders', waitForCompletion: true })
  async mailPremiumReminders(): Promise<void> {
    try {
      await this.reminders.run();
    } catch (error) {
      this.log.error(`premium reminders failed: ${String(error)}`);
    }
  }
}
