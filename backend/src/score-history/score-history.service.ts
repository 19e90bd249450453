import type { ScoreHistory } from '@telisik/contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { AnalysesService } from '../analyses';
import { MarketDataService } from '../market-data';
import { MarketScoresService } from '../market-scores';
import { ENGINE_VERSION } from '../scoring';
import type { SignedInUser } from '../users';
import { ScoreHistoryCache } from './entities/score-history-cache.entity';
import { HISTORY_START, MIN_HISTORY_DAYS, monthEnds, recommendationChanges, toScoredMonth, type ScoredMonth } from './score-history';

/**
 * Premium's score history: the engine's score of a stock at every month end since 2016 (or
 * listing), each from the data known that day (the point-in-time cut the whole-market scoring
 * uses). Computed once per engine version and data version and kept in PostgreSQL, so every
 * instance answers from the one row until the data or the engine changes.
 */
@Injectable()
export class ScoreHistoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketData: MarketDataService,
    private readonly marketScores: MarketScoresService,
    private readonly analyses: AnalysesService,
  ) {}

  async history(user: SignedInUser, ticker: string): Promise<ScoreHistory> {
    if (!user.isPremium) throw new DomainError('PREMIUM_REQUIRED', messages.premiumRequired('Riwayat skor'));
    const company = await this.marketData.company(ticker);
    if (!company) throw new DomainError('UNKNOWN_TICKER', messages.unknownTicker(ticker));
    const span = await this.marketData.priceSpan(ticker);
    const asOf = await this.marketData.latestTradingDay();
    if (!span || !asOf) throw new DomainError('INSUFFICIENT_DATA', messages.historyTooShort(ticker));
    const days = (Date.parse(span.last) - Date.parse(span.first)) / 86_400_000;
    if (days < MIN_HISTORY_DAYS) throw new DomainError('INSUFFICIENT_DATA', messages.historyTooShort(ticker));

    const dataVersion = await this.dataVersion(ticker, asOf);
    const repository = this.dataSource.getRepository(ScoreHistoryCache);
    let cached = await repository.findOneBy({ ticker, engineVersion: ENGINE_VERSION, dataVersion });
    if (!cached) {
      const start = span.first > HISTORY_START ? span.first : HISTORY_START;
      const months: ScoredMonth[] = [];
      for await (const scores of this.marketScores.scoreDates(monthEnds(start, asOf), { codes: [ticker] })) {
        const scored = scores.scored.find((stock) => stock.code === ticker);
        if (scored) months.push(toScoredMonth(scores.asOf, scored.result));
      }
      if (months.length < 12) throw new DomainError('INSUFFICIENT_DATA', messages.historyTooShort(ticker));
      await repository.upsert(
        {
          ticker,
          engineVersion: ENGINE_VERSION,
          dataVersion,
          points: months.map((month) => month.point),
          changes: recommendationChanges(months),
          computedAt: new Date(),
        },
        ['ticker'],
      );
      cached = await repository.findOneByOrFail({ ticker });
    }

    const analyses = await this.analyses.scoresOf(user.id, ticker);
    return {
      ticker,
      companyName: company.name,
      engineVersion: cached.engineVersion,
      points: cached.points,
      changes: cached.changes,
      analyses,
    };
  }

  /**
   * What the history's numbers depend on besides the engine: the last bundle import (which may
   * rewrite any past row), the stock's last live refresh and the last trading day. Any change to
   * these makes the cached row a miss.
   */
  private async dataVersion(ticker: string, asOf: string): Promise<string> {
    const changed = await this.marketData.changedAt(ticker);
    return [changed.imported ?? '-', changed.refreshed ?? '-', asOf].join('|');
  }
}
