import { Module, type OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { QuotaModule } from '../quota';
import { AnalysesController } from './analyses.controller';
import { AnalysesService } from './analyses.service';
import { AnalysisRateLimit } from './analysis-rate-limit';
import { Analysis } from './entities/analysis.entity';
import { MarketDataModule, MarketDataRefreshJob } from '../market-data';
import { NarrativeModule } from '../narrative';
import { ANALYSIS_ENGINE } from './analysis-engine';
import { AnalysisPipeline } from './analysis-pipeline';

@Module({
  imports: [TypeOrmModule.forFeature([Analysis]), AuthModule, QuotaModule, MarketDataModule, NarrativeModule],
  controllers: [AnalysesController],
  providers: [AnalysesService, AnalysisRateLimit, AnalysisPipeline, { provide: ANALYSIS_ENGINE, useExisting: AnalysisPipeline }],
  exports: [AnalysesService, ANALYSIS_ENGINE, AnalysisRateLimit],
})
export class AnalysesModule implements OnModuleInit {
  constructor(
    private readonly refreshJob: MarketDataRefreshJob,
    private readonly analyses: AnalysesService,
  ) {}

  /** The daily market-data refresh keeps the tickers analysed lately fresh: it asks this service which. */
  onModuleInit(): void {
    this.refreshJob.watchAnalysedTickers((since) => this.analyses.tickersAnalysedSince(since));
  }
}
