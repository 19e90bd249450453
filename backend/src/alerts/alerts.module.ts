import { Module, type OnModuleInit } from '@nestjs/common';
import { ScheduledRunsModule } from '../common/scheduled-runs/scheduled-runs.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { MailModule } from '../mail';
import { MarketDataModule } from '../market-data';
import { MarketScoresModule } from '../market-scores';
import { PushModule, PushSubscriptionsService } from '../push';
import { alertsEntities } from './alerts.entities';
import { AlertsAccountDataService } from './alerts-account-data';
import { AlertsController } from './alerts.controller';
import { AlertDigestsService } from './alert-digests.service';
import { AlertsRunService } from './alerts-run.service';
import { AlertsService } from './alerts.service';
import { StockSnapshotsService } from './stock-snapshots.service';
import { WatchlistController } from './watchlist.controller';
import { UnsubscribeController } from './unsubscribe.controller';
import { WatchlistService } from './watchlist.service';

/** Watchlists, the after-close run's snapshots and alerts, and the bell's API. */
@Module({
  imports: [TypeOrmModule.forFeature(alertsEntities), AuthModule, MarketDataModule, MarketScoresModule, MailModule, PushModule, ScheduledRunsModule],
  controllers: [WatchlistController, AlertsController, UnsubscribeController],
  providers: [WatchlistService, AlertsService, StockSnapshotsService, AlertsRunService, AlertDigestsService, AlertsAccountDataService],
  exports: [AlertsRunService, AlertsAccountDataService],
})
export class AlertsModule implements OnModuleInit {
  constructor(
    private readonly pushSubscriptions: PushSubscriptionsService,
    private readonly alerts: AlertsService,
  ) {}

  /** A device subscribed to push turns the account's pushes on: the setting is this feature's, asked of it by push. */
  onModuleInit(): void {
    this.pushSubscriptions.whenSubscribed((manager, userId) => this.alerts.turnPushOn(manager, userId));
  }
}
