import type { Analysis as AnalysisBody } from '@telisik/contract';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ANALYSIS_ENGINE, type AnalysisEngine, AnalysisRows, toAnalysisResponse } from '../analyses';
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
  private readonly rows: AnalysisRows;
  /** Stores the day's demo, or replaces the engine's earlier one of that day; $1 is the engine version. */
  private readonly upsertSql: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketData: MarketDataService,
    @Inject(ANALYSIS_ENGINE) private readonly engine: AnalysisEngine,
  ) {
    this.rows = new AnalysisRows(dataSource, DemoAnalysis);
    const columns = this.rows.draftColumns.map((column) => `"${column.databaseName}"`);
    this.upsertSql = `INSERT INTO demo_analyses (engine_version, ${columns.join(', ')})
      VALUES ($1, ${this.rows.insertPlaceholders(2)})
      ON CONFLICT (ticker, data_as_of, engine_version)
      DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}
      RETURNING id, created_at`;
  }

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
      const [row] = await manager.query<Array<{ id: string; created_at: Date }>>(this.upsertSql, [
        ENGINE_VERSION,
        ...this.rows.insertValues(draft),
      ]);
      // Yesterday's demo is never read again.
      await manager.query(
        'DELETE FROM demo_analyses WHERE ticker = $1 AND (data_as_of < $2 OR engine_version <> $3)',
        [draft.ticker, draft.dataAsOf, ENGINE_VERSION],
      );
      return { ...draft, engineVersion: ENGINE_VERSION, id: row!.id, createdAt: row!.created_at };
    });
  }
}

/** The demo as an analysis's body, its id naming the stock and the day (it is no one's analysis). */
function toBody(demo: DemoAnalysis): AnalysisBody {
  return { ...toAnalysisResponse(demo), id: `demo-${demo.ticker}-${demo.dataAsOf}` };
}
