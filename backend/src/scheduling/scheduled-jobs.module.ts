import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AlertsModule } from '../alerts/alerts.module';
import { BillingModule } from '../billing/billing.module';
import { MailModule } from '../mail/mail.module';
import { MarketDataModule } from '../market-data/market-data.module';
import { PushModule } from '../push/push.module';
import { TrackRecordModule } from '../track-record/track-record.module';
import { ScheduledJobs } from './scheduled-jobs';
import { SchedulingModule } from './scheduling.module';

/** The app's one clock: every scheduled job is registered in ScheduledJobs. */
@Module({
  imports: [ScheduleModule.forRoot(), SchedulingModule, MarketDataModule, MailModule, PushModule, BillingModule, AlertsModule, TrackRecordModule],
  providers: [ScheduledJobs],
})
export class ScheduledJobsModule {}
