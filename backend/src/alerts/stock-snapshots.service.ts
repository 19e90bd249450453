import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MarketDataService } from '../market-data';
import { MarketScoresService } from '../market-scores';
import type { ScoringResult } from '../scoring';
import { StockSnapshot } from './entities/stock-snapshot.entity';

/**
 * Daily snapshots of watched stocks, scored by the same engine and point-in-time cut as an
 * analysis (MarketScoresService). One per (ticker, date): the first stored wins, so a re-run or a
 * second instance never changes what a user was already told.
 */
@Injectable()
export class StockSnapshotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly scores: MarketScoresService,
    private readonly marketData: MarketDataService,
  ) {}

  /**
   * The snapshots of `codes` as of `asOf`: those already stored, and the missing ones scored and
   * stored now. A stock the engine cannot score that day (too little data) has none.
   */
  async ensure(asOf: string, codes: readonly string[]): Promise<Map<string, StockSnapshot>> {
    const existing = await this.stored(asOf, codes);
    const missing = codes.filter((code) => !existing.has(code));
    if (missing.length > 0) {
      const market = await this.scores.scoreMarket(asOf, { codes: missing });
      // The close of the bar before each result's price date: the session's move.
      const previousCloses = await this.marketData.previousCloses(
        market.scored.map(({ result }) => ({ code: result.code, date: result.priceDate })),
      );
      const rows = market.scored.map(({ code, result }) => toSnapshotRow(code, asOf, result, previousCloses.get(code) ?? null));
      if (rows.length > 0) {
        await this.dataSource
          .createQueryBuilder()
          .insert()
          .into(StockSnapshot)
          .values(rows)
          .orIgnore()
          .execute();
      }
      for (const [code, snapshot] of await this.stored(asOf, missing)) existing.set(code, snapshot);
    }
    return existing;
  }

  /** For each code, its latest snapshot dated before `asOf`. */
  async latestBefore(asOf: string, codes: readonly string[]): Promise<Map<string, StockSnapshot>> {
    if (codes.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(StockSnapshot)
      .createQueryBuilder('s')
      .distinctOn(['s.ticker'])
      .where('s.ticker = ANY(:codes)', { codes })
      .andWhere('s.as_of < :asOf', { asOf })
      .orderBy('s.ticker')
      .addOrderBy('s.as_of', 'DESC')
      .getMany();
    return new Map(rows.map((row) => [row.ticker, row]));
  }

  /** The last trading day in the price data, or null when there is none. */
  latestTradingDay(): Promise<string | null> {
    return this.marketData.latestTradingDay();
  }

  /** The trading day before `asOf` in the price data, or null before the first. */
  tradingDayBefore(asOf: string): Promise<string | null> {
    return this.marketData.tradingDayBefore(asOf);
  }

  private async stored(asOf: string, codes: readonly string[]): Promise<Map<string, StockSnapshot>> {
    if (codes.length === 0) return new Map();
    const rows = await this.dataSource
      .getRepository(StockSnapshot)
      .createQueryBuilder('s')
      .where('s.ticker = ANY(:codes)', { codes })
      .andWhere('s.as_of = :asOf', { asOf })
      .getMany();
    return new Map(rows.map((row) => [row.ticker, row]));
  }
}

function toSnapshotRow(code: string, asOf: string, result: ScoringResult, previousClose: number | null) {
  return {
    ticker: code,
    asOf,
    priceDate: result.priceDate,
    totalScore: result.totalScore,
    fundamentalScore: result.fundamentalScore,
    technicalScore: result.technicalScore,
    sentimentScore: result.sentimentScore,
    recommendation: result.recommendation,
    targetPrice: result.targetPrice,
    recommendationNote: result.recommendationNote,
    currentPrice: result.currentPrice,
    previousClose,
    rules: Object.values(result.pillars).flatMap((pillar) =>
      pillar.rules.map((rule) => ({ id: rule.id, label: rule.label, points: rule.points })),
    ),
    redFlags: result.redFlags.flags.map((flag) => ({ id: flag.id, label: flag.label })),
    engineVersion: result.engineVersion,
  };
}
