import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Recommendation, TrackRecordLive } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { COMPOSITE_INDEX } from '../market-data/market-data.constants';
import { MarketDataService } from '../market-data/read/market-data.service';
import { MarketScoresService } from '../market-scores/market-scores.service';
import { MIN_TRADED_VALUE } from './backtest';

export interface RecordedDay {
  asOf: string;
  /** Liquid stocks rated that day. */
  liquid: number;
  /** Rows this call wrote; 0 when the day was already recorded. */
  inserted: number;
}

/** A rating counts only when the stock traded within this many days of the date (not suspended). */
const MAX_PRICE_AGE_DAYS = 7;
const BATCH = 200;

/**
 * Records the engine's rating of every liquid stock (the backtest's universe: median daily value
 * ≥ Rp1 bn) for one trading day. Idempotent per day: the primary key (as_of, code) and ON CONFLICT
 * DO NOTHING make a second call, from this instance or another, write nothing.
 */
@Injectable()
export class RatingsRecorder {
  private readonly log = new Logger(RatingsRecorder.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly marketData: MarketDataService,
    private readonly scores: MarketScoresService,
  ) {}

  /** `asOf` omitted: the latest trading day in the database. Null when there is no market data. */
  async record(asOf?: string): Promise<RecordedDay | null> {
    const day = asOf ?? (await this.marketData.latestTradingDay());
    if (!day) return null;
    const { scored } = await this.scores.scoreMarket(day);
    const cutoff = new Date(Date.parse(day) - MAX_PRICE_AGE_DAYS * 86_400_000).toISOString().slice(0, 10);
    const liquid = scored.filter(
      ({ result }) =>
        result.priceDate >= cutoff && (result.metrics.median_traded_value_60d ?? 0) >= MIN_TRADED_VALUE,
    );
    let inserted = 0;
    for (let i = 0; i < liquid.length; i += BATCH) {
      const rows = liquid.slice(i, i + BATCH);
      const params: unknown[] = [];
      const values = rows.map(({ code, result: r }) => {
        const at = params.length;
        params.push(
          day,
          code,
          r.engineVersion,
          r.currentPrice,
          r.priceDate,
          r.totalScore,
          r.fundamentalScore,
          r.technicalScore,
          r.sentimentScore,
          r.recommendation,
          r.recommendationFromScore,
          r.conviction,
        );
        return `(${Array.from({ length: 12 }, (_, k) => `$${at + k + 1}`).join(', ')})`;
      });
      const result = await this.dataSource.query<unknown[]>(
        `INSERT INTO engine_ratings (as_of, code, engine_version, close, price_date, total_score, fundamental_score,
           technical_score, sentiment_score, recommendation, recommendation_from_score, conviction)
         VALUES ${values.join(', ')}
         ON CONFLICT (as_of, code) DO NOTHING
         RETURNING code`,
        params,
      );
      inserted += result.length;
    }
    this.log.log(`ratings of ${day}: ${liquid.length} liquid stocks, ${inserted} new rows`);
    return { asOf: day, liquid: liquid.length, inserted };
  }

  /** What the live record holds, and how its 3-month-old ratings did against IHSG (prices only). */
  async live(): Promise<TrackRecordLive> {
    const [summary] = await this.dataSource.query<
      Array<{ days: number; first: string | null; last: string | null; ratings: number }>
    >(
      `SELECT count(DISTINCT as_of)::int AS days, min(as_of)::text AS first, max(as_of)::text AS last,
              count(*)::int AS ratings
         FROM engine_ratings`,
    );
    const matured = await this.dataSource.query<
      Array<{ recommendation: Recommendation; n: number; mean: number; hit: number }>
    >(
      `WITH latest AS (SELECT max(date) AS d FROM daily_prices),
       r AS (SELECT e.* FROM engine_ratings e, latest WHERE e.as_of + interval '3 months' <= latest.d),
       m AS (
         SELECT r.recommendation,
                r.close::float8 AS p0,
                (SELECT close FROM daily_prices p WHERE p.code = r.code AND p.date <= r.as_of + interval '3 months'
                  ORDER BY p.date DESC LIMIT 1)::float8 AS p1,
                (SELECT close FROM index_prices i WHERE i.index_code = $1 AND i.date <= r.as_of
                  ORDER BY i.date DESC LIMIT 1)::float8 AS i0,
                (SELECT close FROM index_prices i WHERE i.index_code = $1 AND i.date <= r.as_of + interval '3 months'
                  ORDER BY i.date DESC LIMIT 1)::float8 AS i1
           FROM r)
       SELECT recommendation, count(*)::int AS n, avg(p1 / p0 - i1 / i0)::float8 AS mean,
              avg(CASE WHEN p1 / p0 > i1 / i0 THEN 1 ELSE 0 END)::float8 AS hit
         FROM m WHERE p1 IS NOT NULL AND i0 IS NOT NULL AND i1 IS NOT NULL
        GROUP BY recommendation`,
      [COMPOSITE_INDEX],
    );
    const order: Recommendation[] = ['STRONG BUY', 'BUY', 'HOLD', 'REDUCE', 'SELL'];
    return {
      days: summary?.days ?? 0,
      firstDate: summary?.first ?? null,
      lastDate: summary?.last ?? null,
      ratings: summary?.ratings ?? 0,
      matured: matured
        .sort((a, b) => order.indexOf(a.recommendation) - order.indexOf(b.recommendation))
        .map((m) => ({ recommendation: m.recommendation, n: m.n, meanExcess: m.mean, hitRate: m.hit })),
    };
  }
}
