import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AFTER_MARKET_DATA_REFRESH } from '../market-data/live/market-data.cron';
import { MarketDataModule } from '../market-data/market-data.module';
import { MarketScoresModule } from '../market-scores/market-scores.module';
import { EngineRating } from './engine-rating.entity';
import { RatingsRecorder } from './ratings-recorder.service';
import { TrackRecordController } from './track-record.controller';
import { TrackRecordService } from './track-record.service';

/** The backtest's track record (served from its file) and the live record of daily ratings. */
@Module({
  imports: [TypeOrmModule.forFeature([EngineRating]), MarketDataModule, MarketScoresModule],
  controllers: [TrackRecordController],
  providers: [
    { provide: TrackRecordService, useFactory: () => new TrackRecordService() },
    RatingsRecorder,
    // The market-data cron calls this after the 16:20 WIB refresh.
    { provide: AFTER_MARKET_DATA_REFRESH, useExisting: RatingsRecorder },
  ],
  exports: [TrackRecordService, RatingsRecorder],
})
export class TrackRecordModule {}
