import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
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
      const previousCloses = await this.previousCloses(market.scored.map((s) => s.result));
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

  /** The trading day before `asOf` in the price data, or null before the first. */
  async tradingDayBefore(asOf: string): Promise<string | null> {
    const rows = await this.dataSource.query<{ date: string | null }[]>(
      'SELECT max(date)::text AS date FROM daily_prices WHERE date < $1::date',
      [asOf],
    );
    return rows[0]?.date ?? null;
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

  /** The close of the bar before each result's price date: the session's move. */
  private async previousCloses(results: ScoringResult[]): Promise<Map<string, number>> {
    if (results.length === 0) return new Map();
    const rows = await this.dataSource.query<{ code: string; close: number | null }[]>(
      `SELECT s.code,
              (SELECT d.close::float8 FROM daily_prices d
                WHERE d.code = s.code AND d.date < s.price_date::date
                ORDER BY d.date DESC LIMIT 1) AS close
         FROM unnest($1::text[], $2::text[]) AS s(code, price_date)`,
      [results.map((r) => r.code), results.map((r) => r.priceDate)],
    );
    return new Map(rows.filter((row) => row.close !== null).map((row) => [row.code, Number(row.close)]));
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
