import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MarketDataModule } from '../market-data';
import { MarketScoresModule } from '../market-scores';
import { ScheduledRunsModule } from '../common/scheduled-runs/scheduled-runs.module';
import { EngineRating } from './engine-rating.entity';
import { RatingsRecorder } from './ratings-recorder.service';
import { TrackRecordController } from './track-record.controller';
import { TrackRecordLiveCache } from './track-record-live-cache.entity';
import { TrackRecordService } from './track-record.service';

/** The backtest's track record (served from its file) and the live record of daily ratings. */
@Module({
  imports: [TypeOrmModule.forFeature([EngineRating, TrackRecordLiveCache]), MarketDataModule, MarketScoresModule, ScheduledRunsModule],
  controllers: [TrackRecordController],
  providers: [
    { provide: TrackRecordService, useFactory: () => new TrackRecordService() },
    RatingsRecorder,
  ],
  exports: [TrackRecordService, RatingsRecorder],
})
export class TrackRecordModule {}
