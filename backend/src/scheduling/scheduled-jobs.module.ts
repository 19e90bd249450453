import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { AlertsModule } from '../alerts';
import { BillingModule } from '../billing';
import { MailModule } from '../mail';
import { MarketDataModule } from '../market-data';
import { PushModule } from '../push';
import { TrackRecordModule } from '../track-record';
import { ScheduledJobs } from './scheduled-jobs';
import { ScheduledRunsModule } from '../common/scheduled-runs/scheduled-runs.module';

/** The app's one clock: every scheduled job is registered in ScheduledJobs. */
@Module({
  imports: [ScheduleModule.forRoot(), ScheduledRunsModule, MarketDataModule, MailModule, PushModule, BillingModule, AlertsModule, TrackRecordModule],
  providers: [ScheduledJobs],
})
export class ScheduledJobsModule {}
