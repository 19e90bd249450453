import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MarketScoresModule } from '../market-scores/market-scores.module';
import { alertsEntities } from './alerts.entities';
import { AlertsController } from './alerts.controller';
import { AlertsRunService } from './alerts-run.service';
import { AlertsService } from './alerts.service';
import { StockSnapshotsService } from './stock-snapshots.service';
import { WatchlistController } from './watchlist.controller';
import { WatchlistService } from './watchlist.service';

/** Watchlists, the after-close run's snapshots and alerts, and the bell's API. */
@Module({
  imports: [TypeOrmModule.forFeature(alertsEntities), AuthModule, MarketScoresModule],
  controllers: [WatchlistController, AlertsController],
  providers: [WatchlistService, AlertsService, StockSnapshotsService, AlertsRunService],
  exports: [AlertsRunService],
})
export class AlertsModule {}
