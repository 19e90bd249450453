import type { Analysis as AnalysisBody } from '@telisik/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ANALYSIS_ENGINE, type AnalysisEngine, normalizeStoredAnalysisResult } from '../analyses';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { MarketDataService } from '../market-data';
import { ENGINE_VERSION } from '../scoring';
import { DemoAnalysis } from './entities/demo-analysis.entity';

/** The stock the landing page's 'Lihat Demo' shows. */
export const DEMO_TICKER = 'BBCA';

/**
 * A real analysis of BBCA on the latest data the app has, for anyone, signed out. It is computed
 * by the same engine as a user's analysis but owned by no one and counted against no quota; the
 * row in PostgreSQL is the cache every instance reads.
 */
@Injectable()
export class DemoService {
  /** The computation in flight in this instance, if any: a de-duplication, not state that matters. */
  private computing: Promise<DemoAnalysis> | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketData: MarketDataService,
    @Inject(ANALYSIS_ENGINE) private readonly engine: AnalysisEngine,
  ) {}

  async demo(): Promise<AnalysisBody> {
    const asOf = await this.marketData.latestTradingDay();
    if (!asOf) throw new DomainError('MARKET_DATA_UNAVAILABLE', messages.marketDataUnavailable);
    const cached = await this.find(asOf);
    if (cached) return toBody(cached);

    // Concurrent first requests of this instance share one computation. Across instances each may
    // compute it (tens of milliseconds); the upsert keeps one row. No lock is held while computing: the
    // engine reads through the pool, and on PGlite the pool is one connection that a held lock would
    // keep from it (the request would wait for itself forever).
    this.computing ??= this.compute().finally(() => {
      this.computing = undefined;
    });
    return toBody(await this.computing);
  }

  private find(asOf: string): Promise<DemoAnalysis | null> {
    return this.dataSource
      .getRepository(DemoAnalysis)
      .findOneBy({ ticker: DEMO_TICKER, dataAsOf: asOf, engineVersion: ENGINE_VERSION });
  }

  private async compute(): Promise<DemoAnalysis> {
    const draft = await this.engine.analyse(DEMO_TICKER);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(DemoAnalysis);
      await repository.upsert(
        {
          ticker: draft.ticker,
          dataAsOf: draft.dataAsOf,
          engineVersion: ENGINE_VERSION,
          companyName: draft.companyName,
          recommendation: draft.recommendation,
          totalScore: draft.totalScore,
          fundamentalScore: draft.fundamentalScore,
          technicalScore: draft.technicalScore,
          sentimentScore: draft.sentimentScore,
          currentPrice: draft.currentPrice.toFixed(2),
          targetPrice: draft.targetPrice?.toFixed(2) ?? null,
          upside: draft.upside?.toFixed(2) ?? null,
          analysisResult: draft.analysisResult,
        },
        ['ticker', 'dataAsOf', 'engineVersion'],
      );
      // Yesterday's demo is never read again.
      await manager.query(
        'DELETE FROM demo_analyses WHERE ticker = $1 AND (data_as_of < $2 OR engine_version <> $3)',
        [draft.ticker, draft.dataAsOf, ENGINE_VERSION],
      );
      return repository.findOneByOrFail({
        ticker: draft.ticker,
        dataAsOf: draft.dataAsOf,
        engineVersion: ENGINE_VERSION,
      });
    });
  }
}

function toBody(demo: DemoAnalysis): AnalysisBody {
  return {
    id: `demo-${demo.ticker}-${demo.dataAsOf}`,
    ticker: demo.ticker,
    companyName: demo.companyName,
    recommendation: demo.recommendation,
    totalScore: demo.totalScore,
    fundamentalScore: demo.fundamentalScore,
    technicalScore: demo.technicalScore,
    sentimentScore: demo.sentimentScore,
    currentPrice: demo.currentPrice,
    targetPrice: demo.targetPrice,
    upside: demo.upside,
    dataAsOf: demo.dataAsOf,
    createdAt: demo.createdAt.toISOString(),
    analysisResult: normalizeStoredAnalysisResult(demo.analysisResult),
  };
}
