import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Recommendation, TrackRecordLive } from '@telisik/contract';
import { RECOMMENDATIONS } from '@telisik/contract/constants';
import type { DataSource } from 'typeorm';
import { COMPOSITE_INDEX, lastTradingDayBefore, MarketDataService } from '../market-data';
import { MarketScoresService } from '../market-scores';
import { ScheduledRunsService } from '../common/scheduled-runs/scheduled-runs.service';
import { ENGINE_VERSION } from '../scoring';
import { MIN_TRADED_VALUE } from './backtest';
import { TrackRecordLiveCache } from './track-record-live-cache.entity';

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
/** IHSG's close on a day is its last close within this many days before it (holidays, long weekends). */
const INDEX_LOOKBACK_DAYS = 14;

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
    private readonly runs: ScheduledRunsService,
  ) {}

  /**
   * The scheduled run for WIB day `day`: nothing on a day IDX does not trade; else, once the day's
   * market-data refresh (`refreshJob`'s run for that day, on any instance) has finished, records
   * the latest trading day in the data, so the day's ratings are made on the day's closes.
   */
  async recordAfterClose(day: string, refreshJob: string, now = new Date()): Promise<RecordedDay | null> {
    if (lastTradingDayBefore(now) !== day) return null;
    return this.runs.runAfter(refreshJob, day, () => this.record());
  }

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
    // New ratings are a new data version: compute the live record now, not in a visitor's request.
    if (inserted > 0) await this.live();
    return { asOf: day, liquid: liquid.length, inserted };
  }

  /**
   * What the live record holds, and how its 3-month-old ratings did against IHSG (prices only).
   * Public and asked on every visit of /rekam-jejak, while its numbers change at most once a day:
   * answered from track_record_live_cache while the data it depends on is unchanged.
   */
  async live(): Promise<TrackRecordLive> {
    const dataVersion = await this.liveDataVersion();
    const cache = this.dataSource.getRepository(TrackRecordLiveCache);
    const cached = await cache.findOneBy({ engineVersion: ENGINE_VERSION, dataVersion });
    if (cached) return cached.body;
    const body = await this.computeLive();
    await cache.upsert({ engineVersion: ENGINE_VERSION, dataVersion, body, computedAt: new Date() }, ['engineVersion']);
    return body;
  }

  /**
   * What the live record depends on besides the engine: the trading day (IHSG's latest close, a
   * primary-key lookup rather than a scan of daily_prices), the last bundle import (which may
   * rewrite any past price) and the number of ratings (rows are only ever added, a backfilled past
   * day included). A live refresh of one stock's latest bars is not in it: ratings mature 3 months
   * on, so such a refresh matters at most for ratings maturing that very day, and it would
   * otherwise make every analysis of a stale stock a miss.
   */
  private async liveDataVersion(): Promise<string> {
    const [day, changed, [row]] = await Promise.all([
      this.marketData.latestIndexDay(COMPOSITE_INDEX),
      this.marketData.changedAt(),
      this.dataSource.query<Array<{ ratings: number }>>('SELECT count(*)::int AS ratings FROM engine_ratings'),
    ]);
    return [day ?? '-', changed.imported ?? '-', row?.ratings ?? 0].join('|');
  }

  /**
   * The matured ratings (3 months old by the latest IHSG day), each against its stock's last close up
   * to 3 months on (at or after the rating's own price date; none since: the rated close, a suspended
   * stock) and IHSG on the rating day and 3 months on, looked up once per rating day rather than
   * once per rating. The ratings are this feature's; the closes are market-data's, asked in two
   * set-based reads.
   */
  private async computeLive(): Promise<TrackRecordLive> {
    const [summary] = await this.dataSource.query<
      Array<{ days: number; first: string | null; last: string | null; ratings: number }>
    >(
      `SELECT count(DISTINCT as_of)::int AS days, min(as_of)::text AS first, max(as_of)::text AS last,
              count(*)::int AS ratings
         FROM engine_ratings`,
    );
    const latest = await this.marketData.latestIndexDay(COMPOSITE_INDEX);
    const ratings = latest
      ? await this.dataSource.query<
          Array<{ as_of: string; target: string; code: string; price_date: string; close: number; recommendation: Recommendation }>
        >(
          `SELECT as_of::text, (as_of + interval '3 months')::date::text AS target, code, price_date::text,
                  close::float8 AS close, recommendation
             FROM engine_ratings WHERE as_of + interval '3 months' <= $1::date`,
          [latest],
        )
      : [];
    const spans = [...new Map(ratings.map((r) => [r.as_of, { day: r.as_of, target: r.target }])).values()];
    const index = await this.marketData.indexClosesOver(COMPOSITE_INDEX, spans, INDEX_LOOKBACK_DAYS);
    const later = await this.marketData.lastClosesWithin(ratings.map((r) => ({ code: r.code, from: r.price_date, to: r.target })));
    const byRecommendation = new Map<Recommendation, { n: number; excess: number; hits: number }>();
    ratings.forEach((rating, i) => {
      const ihsg = index.get(rating.as_of);
      if (!ihsg || ihsg.onDay === null || ihsg.onTarget === null) return;
      const stockReturn = (later[i] ?? rating.close) / rating.close;
      const indexReturn = ihsg.onTarget / ihsg.onDay;
      const tally = byRecommendation.get(rating.recommendation) ?? { n: 0, excess: 0, hits: 0 };
      tally.n += 1;
      tally.excess += stockReturn - indexReturn;
      if (stockReturn > indexReturn) tally.hits += 1;
      byRecommendation.set(rating.recommendation, tally);
    });
    const matured = [...byRecommendation].map(([recommendation, t]) => ({
      recommendation,
      n: t.n,
      mean: t.excess / t.n,
      hit: t.hits / t.n,
    }));
    return {
      days: summary?.days ?? 0,
      firstDate: summary?.first ?? null,
      lastDate: summary?.last ?? null,
      ratings: summary?.ratings ?? 0,
      matured: matured
        .sort((a, b) => RECOMMENDATIONS.indexOf(a.recommendation) - RECOMMENDATIONS.indexOf(b.recommendation))
        .map((m) => ({ recommendation: m.recommendation, n: m.n, meanExcess: m.mean, hitRate: m.hit })),
    };
  }
}
