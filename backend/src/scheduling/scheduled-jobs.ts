import { Injectable, Logger } from '@nestjs/common';
import { Cron, Interval } from '@nestjs/schedule';
import { AlertsRunService } from '../alerts';
import { PaymentReconciliationJob, PremiumRemindersJob } from '../billing';
import { MailOutboxService } from '../mail';
import { MarketDataRefreshJob } from '../market-data';
import { PushOutboxService } from '../push';
import { wibDayKey, wibHourKey, wibTenMinuteKey } from '../common/scheduled-runs/run-keys';
import { ScheduledRunsService } from '../common/scheduled-runs/scheduled-runs.service';
import { RatingsRecorder } from '../track-record';

export const MARKET_DATA_REFRESH_CRON = 'market-data-refresh';
export const PREMIUM_REMINDERS_CRON = 'premium-reminders';
export const MAIL_OUTBOX_INTERVAL = 'mail-outbox';
export const PUSH_OUTBOX_INTERVAL = 'push-outbox';
export const ALERTS_RUN_CRON = 'alerts-after-close';
export const ENGINE_RATINGS_CRON = 'engine-ratings';
export const PAYMENT_RECONCILIATION_CRON = 'payment-reconciliation';

/**
 * A job's cron expression; SCHEDULE_<JOB> (e.g. SCHEDULE_PREMIUM_REMINDERS) replaces it, so an
 * operator can move a job and the two-process test can make one fire every second. Read when this
 * file loads, before Nest registers the decorators.
 */
function schedule(job: string, cron: string): string {
  return process.env[`SCHEDULE_${job.toUpperCase().replace(/-/g, '_')}`]?.trim() || cron;
}

/**
 * Every scheduled job of the app, and nothing else. Each fires on every instance; `once` lets one
 * instance per period do the work (ScheduledRunsService.runOnce: a claimed row per job and run
 * key, resumed by a later tick if its instance died). To add a job: inject its service, and write
 * one decorated method whose body is
 *
 *     return this.once('job-name', wibDayKey(new Date()), () => this.service.run());
 *
 * choosing the run key for how often it must run (a day, an hour). Work that is itself safe on
 * every instance at once (the mail and push outboxes claim their rows with SKIP LOCKED) calls the service
 * directly. The jobs' services hold the logic and are what tests call.
 */
@Injectable()
export class ScheduledJobs {
  private readonly log = new Logger('ScheduledJobs');

  constructor(
    private readonly runs: ScheduledRunsService,
    private readonly marketData: MarketDataRefreshJob,
    private readonly reminders: PremiumRemindersJob,
    private readonly outbox: MailOutboxService,
    private readonly pushOutbox: PushOutboxService,
    private readonly alerts: AlertsRunService,
    private readonly ratings: RatingsRecorder,
    private readonly payments: PaymentReconciliationJob,
  ) {}

  /** 16:20 WIB on weekdays: IDX's post-trading session ends at 16:15, so the day's bars are final. */
  @Cron(schedule(MARKET_DATA_REFRESH_CRON, '0 20 16 * * 1-5'), { name: MARKET_DATA_REFRESH_CRON, timeZone: 'Asia/Jakarta', waitForCompletion: true })
  refreshMarketData(): Promise<void> {
    return this.once(MARKET_DATA_REFRESH_CRON, wibDayKey(new Date()), () => this.marketData.runDaily());
  }

  /**
   * 16:25 WIB on weekdays: the watchlists' after-close alerts. Keyed by the WIB day like the refresh;
   * the run first waits for that day's refresh run (on any instance) to finish, then scores the
   * latest data. Not an IDX trading day: nothing.
   */
  @Cron(schedule(ALERTS_RUN_CRON, '0 25 16 * * 1-5'), { name: ALERTS_RUN_CRON, timeZone: 'Asia/Jakarta', waitForCompletion: true })
  runAfterCloseAlerts(): Promise<void> {
    const day = wibDayKey(new Date());
    return this.once(ALERTS_RUN_CRON, day, () => this.alerts.runAfterClose(day, MARKET_DATA_REFRESH_CRON));
  }

  /**
   * 16:30 WIB on weekdays: the engine's rating of every liquid stock on the latest trading day in the
   * database, for the live track record. Like the alerts, it first waits for that day's market-data
   * refresh to finish. The recorder is itself idempotent per day (primary key (as_of, code)), so a
   * day the refresh added nothing writes nothing.
   */
  @Cron(schedule(ENGINE_RATINGS_CRON, '0 30 16 * * 1-5'), { name: ENGINE_RATINGS_CRON, timeZone: 'Asia/Jakarta', waitForCompletion: true })
  recordEngineRatings(): Promise<void> {
    const day = wibDayKey(new Date());
    return this.once(ENGINE_RATINGS_CRON, day, () => this.ratings.recordAfterClose(day, MARKET_DATA_REFRESH_CRON));
  }

  /** Hourly: a reminder goes out within the hour it becomes due, an end notice within the hour after. */
  @Cron(schedule(PREMIUM_REMINDERS_CRON, '0 5 * * * *'), { name: PREMIUM_REMINDERS_CRON, waitForCompletion: true })
  mailPremiumReminders(): Promise<void> {
    return this.once(PREMIUM_REMINDERS_CRON, wibHourKey(new Date()), () => this.reminders.run());
  }

  /**
   * Every ten minutes: the gateway is asked about orders still open, so a payment whose
   * notification was lost still grants its period, and abandoned orders close.
   */
  @Cron(schedule(PAYMENT_RECONCILIATION_CRON, '0 */10 * * * *'), { name: PAYMENT_RECONCILIATION_CRON, waitForCompletion: true })
  reconcilePayments(): Promise<void> {
    const now = new Date();
    return this.once(PAYMENT_RECONCILIATION_CRON, wibTenMinuteKey(now), () => this.payments.run(now));
  }

  /** The outbox's clock: retries and anything queued while no worker ran. Every instance runs it. */
  @Interval(MAIL_OUTBOX_INTERVAL, 30_000)
  async sendDueMail(): Promise<void> {
    try {
      await this.outbox.drain();
    } catch (error) {
      this.log.error(`mail outbox run failed: ${String(error)}`);
    }
  }

  /**
   * The push outbox's clock, like the mail's: retries and pushes queued while no worker ran. Every
   * instance runs it; each push is claimed by one (SKIP LOCKED), so it goes once across instances.
   */
  @Interval(PUSH_OUTBOX_INTERVAL, 30_000)
  async sendDuePushes(): Promise<void> {
    try {
      await this.pushOutbox.drain();
    } catch (error) {
      this.log.error(`push outbox run failed: ${String(error)}`);
    }
  }

  /** Runs `fn` once for (job, runKey) across instances; a failure is logged here and recorded on the run. */
  private async once(job: string, runKey: string, fn: () => Promise<unknown>): Promise<void> {
    try {
      const outcome = await this.runs.runOnce(job, runKey, fn);
      if (!outcome.ran) this.log.log(`${job} ${runKey}: already run or running on another instance; skipped`);
    } catch (error) {
      this.log.error(`${job} ${runKey} failed: ${String(error)}`);
    }
  }
}
