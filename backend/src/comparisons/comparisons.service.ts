import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AnalysesService, type AnalysisRecord } from '../analyses';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { MarketDataService } from '../market-data';
import type { SignedInUser } from '../users';
import { Comparison } from './entities/comparison.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ComparisonWithAnalyses {
  comparison: Comparison;
  analyses: AnalysisRecord[];
}

/** Premium's comparison of 2–5 stocks, every one analysed on the same (latest) data date. */
@Injectable()
export class ComparisonsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysesService,
    private readonly marketData: MarketDataService,
  ) {}

  /**
   * Reuses the user's analyses of these stocks on the latest data date and makes the missing ones
   * (Premium analyses are unlimited). Every code is checked first, so an unknown one changes nothing.
   */
  async create(user: SignedInUser, tickers: string[]): Promise<ComparisonWithAnalyses> {
    if (!user.isPremium) throw new DomainError('PREMIUM_REQUIRED', messages.premiumRequired('Perbandingan saham'));
    const asOf = await this.marketData.latestTradingDay();
    if (!asOf) throw new DomainError('MARKET_DATA_UNAVAILABLE', messages.marketDataUnavailable);
    const known = await this.marketData.knownCodes(tickers);
    const unknown = tickers.find((ticker) => !known.includes(ticker));
    if (unknown) throw new DomainError('UNKNOWN_TICKER', messages.unknownTicker(unknown));

    const existing = await this.analyses.latestOnDate(user.id, tickers, asOf);
    const analyses: AnalysisRecord[] = [];
    // One at a time: each is a full analysis, and the machine serves other users meanwhile.
    for (const ticker of tickers) {
      const found = existing.find((analysis) => analysis.ticker === ticker);
      analyses.push(found ?? (await this.analyses.create(user, ticker)));
    }
    const comparison = await this.dataSource.getRepository(Comparison).save(
      this.dataSource.getRepository(Comparison).create({
        userId: user.id,
        analysisIds: analyses.map((analysis) => analysis.id),
        dataAsOf: asOf,
      }),
    );
    return { comparison, analyses };
  }

  /** The user's own comparison; another user's is not found. */
  async find(user: SignedInUser, id: string): Promise<ComparisonWithAnalyses> {
    if (!user.isPremium) throw new DomainError('PREMIUM_REQUIRED', messages.premiumRequired('Perbandingan saham'));
    const comparison = UUID_PATTERN.test(id)
      ? await this.dataSource.getRepository(Comparison).findOneBy({ id, userId: user.id })
      : null;
    if (!comparison) throw new DomainError('COMPARISON_NOT_FOUND', messages.comparisonNotFound);
    const analyses = await this.analyses.findManyForUser(user.id, comparison.analysisIds);
    const ordered = comparison.analysisIds
      .map((analysisId) => analyses.find((analysis) => analysis.id === analysisId))
      .filter((analysis): analysis is AnalysisRecord => analysis !== undefined);
    return { comparison, analyses: ordered };
  }
}
