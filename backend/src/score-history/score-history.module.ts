import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses';
import { AuthModule } from '../auth';
import { MarketDataModule } from '../market-data';
import { MarketScoresModule } from '../market-scores';
import { ScoreHistoryCache } from './entities/score-history-cache.entity';
import { ScoreHistoryController } from './score-history.controller';
import { ScoreHistoryService } from './score-history.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScoreHistoryCache]), AuthModule, AnalysesModule, MarketDataModule, MarketScoresModule],
  controllers: [ScoreHistoryController],
  providers: [ScoreHistoryService],
})
export class ScoreHistoryModule {}
