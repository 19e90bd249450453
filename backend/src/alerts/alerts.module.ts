import { Module } from '@nestjs/common';
import { SchedulingModule } from '../scheduling/scheduling.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { MarketScoresModule } from '../market-scores/market-scores.module';
import { PushModule } from '../push/push.module';
import { alertsEntities } from './alerts.entities';
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
  imports: [TypeOrmModule.forFeature(alertsEntities), AuthModule, MarketScoresModule, MailModule, PushModule, SchedulingModule],
  controllers: [WatchlistController, AlertsController, UnsubscribeController],
  providers: [WatchlistService, AlertsService, StockSnapshotsService, AlertsRunService, AlertDigestsService],
  exports: [AlertsRunService],
})
export class AlertsModule {}
