import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MarketDataModule } from '../market-data/market-data.module';
import { MarketScoresModule } from '../market-scores/market-scores.module';
import { ScoreHistoryCache } from './entities/score-history-cache.entity';
import { ScoreHistoryController } from './score-history.controller';
import { ScoreHistoryService } from './score-history.service';

@Module({
  imports: [TypeOrmModule.forFeature([ScoreHistoryCache]), AuthModule, MarketDataModule, MarketScoresModule],
  controllers: [ScoreHistoryController],
  providers: [ScoreHistoryService],
})
export class ScoreHistoryModule {}
