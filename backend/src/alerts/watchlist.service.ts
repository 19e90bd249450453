import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WatchlistItem, WatchlistResponse } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { MarketDataService } from '../market-data';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import type { SignedInUser } from '../users';
import { WATCHLIST_LIMIT } from './alerts.constants';
import { StockSnapshotsService } from './stock-snapshots.service';

interface WatchlistRow {
  ticker: string;
  watched_at: Date;
  as_of: string | null;
  total_score: number | null;
  recommendation: WatchlistItem['recommendation'];
  current_price: number | null;
  previous_close: number | null;
}

/**
 * Each user's watched stocks (Premium to add; the list is kept when Premium lapses). Adding a stock
 * stores its snapshot as of the latest trading day, so the dashboard shows its score at once and
 * the next after-close run has a day to compare with.
 */
@Injectable()
export class WatchlistService {
  private readonly log = new Logger('Watchlist');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly snapshots: StockSnapshotsService,
    private readonly marketData: MarketDataService,
  ) {}

  async list(user: SignedInUser): Promise<WatchlistResponse> {
    return { items: await this.items(user.id), limit: WATCHLIST_LIMIT, alertsActive: user.isPremium };
  }

  async watch(user: SignedInUser, ticker: string): Promise<WatchlistItem> {
    if (!user.isPremium) throw new DomainError('PREMIUM_REQUIRED', messages.watchlistPremiumRequired);
    const known = await this.marketData.knownCodes([ticker]);
    if (known.length === 0) throw new DomainError('UNKNOWN_TICKER', messages.unknownTicker(ticker));
    await this.dataSource.transaction(async (manager) => {
      // A lock on the user's watchlist (to the transaction's end) orders two concurrent adds, so the
      // limit holds. An advisory lock, keyed by the user: the users table is not this feature's.
      await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('watched_stocks:' || $1, 0))", [user.id]);
      const [{ count, watching }] = await manager.query<{ count: number; watching: boolean }[]>(
        `SELECT count(*)::int AS count, bool_or(ticker = $2) AS watching FROM watched_stocks WHERE user_id = $1`,
        [user.id, ticker],
      );
      if (watching) return;
      if (count >= WATCHLIST_LIMIT) throw new DomainError('WATCHLIST_FULL', messages.watchlistFull(WATCHLIST_LIMIT));
      await manager.query('INSERT INTO watched_stocks (user_id, ticker) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        user.id,
        ticker,
      ]);
    });
    const latest = await this.marketData.latestTradingDay();
    if (latest) {
      try {
        await this.snapshots.ensure(latest, [ticker]);
      } catch (error) {
        // The watch stands; the after-close run scores the stock again.
        this.log.warn(`baseline snapshot of ${ticker} failed: ${String(error)}`);
      }
    }
    const item = (await this.items(user.id)).find((row) => row.ticker === ticker);
    if (!item) throw new Error(`watched ${ticker} is missing`);
    return item;
  }

  async unwatch(user: SignedInUser, ticker: string): Promise<void> {
    const removed = await this.dataSource.query<unknown[]>(
      'DELETE FROM watched_stocks WHERE user_id = $1 AND ticker = $2 RETURNING id',
      [user.id, ticker],
    );
    // pg answers a DELETE … RETURNING with [rows, count] through TypeORM.
    const rows = Array.isArray(removed[0]) ? (removed[0] as unknown[]) : removed;
    if (rows.length === 0) throw new DomainError('NOT_WATCHED', messages.notWatched(ticker));
  }

  private async items(userId: string): Promise<WatchlistItem[]> {
    const rows = await this.dataSource.query<WatchlistRow[]>(
      `SELECT w.ticker, w.created_at AS watched_at, s.as_of::text AS as_of,
              s.total_score, s.recommendation, s.current_price, s.previous_close
         FROM watched_stocks w
         LEFT JOIN LATERAL (
           SELECT * FROM stock_snapshots s WHERE s.ticker = w.ticker ORDER BY s.as_of DESC LIMIT 1
         ) s ON true
        WHERE w.user_id = $1
        ORDER BY w.created_at, w.ticker`,
      [userId],
    );
    const names = await this.marketData.companyNames(rows.map((row) => row.ticker));
    // Only stocks the market data knows are listed (a code is checked when it is watched).
    return rows.flatMap((row) => {
      const companyName = names.get(row.ticker);
      if (companyName === undefined) return [];
      return [
        {
          ticker: row.ticker,
          companyName,
          watchedAt: row.watched_at.toISOString(),
          asOf: row.as_of,
          totalScore: row.total_score,
          recommendation: row.recommendation,
          currentPrice: row.current_price === null ? null : row.current_price.toFixed(2),
          changePercent:
            row.current_price === null || row.previous_close === null || row.previous_close <= 0
              ? null
              : ((row.current_price / row.previous_close - 1) * 100).toFixed(2),
        },
      ];
    });
  }
}
