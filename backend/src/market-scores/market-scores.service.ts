import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { MarketDataService, compareCodes } from '../market-data';
import { ScoringPool } from './scoring-pool';
import type { MarketScores, SkippedStock } from './market-scores.types';

export interface MarketScoringOptions {
  /** The stocks to score (any case); omitted: every company. */
  codes?: readonly string[];
}

/**
 * Many stocks scored at one or many dates from one set-based read: the whole market as of a date,
 * a stock's monthly score history, an after-close alerts run, a walk-forward backtest. Inputs come
 * from the same point-in-time cut as an analysis's, so every path scores the same numbers; the
 * scoring itself runs on the worker pool, one thread per core.
 */
@Injectable()
export class MarketScoresService implements OnModuleDestroy {
  constructor(
    private readonly marketData: MarketDataService,
    private readonly pool: ScoringPool,
  ) {}

  /** Every stock (or `codes`) as of `asOf`: scored when analysable, else skipped with the reason. */
  async scoreMarket(asOf: string, options: MarketScoringOptions = {}): Promise<MarketScores> {
    for await (const scores of this.scoreDates([asOf], options)) return scores;
    throw new Error(`no scores for ${asOf}`);
  }

  /**
   * The same at many dates (any order, repeats ignored), read from the database once and yielded
   * date by date in date order: a consumer that keeps only what it needs holds one date's results
   * at a time. Leaving the loop early stops the work.
   */
  async *scoreDates(
    dates: readonly string[],
    options: MarketScoringOptions = {},
  ): AsyncGenerator<MarketScores> {
    const history = await this.marketData.marketHistory({ dates, codes: options.codes });
    const unknown: SkippedStock[] = [
      ...new Set(options.codes?.map((code) => code.trim().toUpperCase()) ?? []),
    ]
      .filter((code) => !history.companies.has(code))
      .map((code) => ({ code, reason: 'unknown_code' }));
    for await (const scores of this.pool.score(history)) {
      yield unknown.length === 0
        ? scores
        : {
            ...scores,
            skipped: [...scores.skipped, ...unknown].sort((a, b) => compareCodes(a.code, b.code)),
          };
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}
