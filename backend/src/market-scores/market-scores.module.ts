import { Module } from '@nestjs/common';
import { MarketDataModule } from '../market-data';
import { MarketScoresService } from './market-scores.service';
import { ScoringPool } from './scoring-pool';

/**
 * Whole-market scoring over worker threads (one per core), for the features that score many stocks
 * or many dates: score history, alerts, the backtest. The workers start on first use.
 */
@Module({
  imports: [MarketDataModule],
  providers: [MarketScoresService, { provide: ScoringPool, useFactory: () => new ScoringPool() }],
  exports: [MarketScoresService],
})
export class MarketScoresModule {}
