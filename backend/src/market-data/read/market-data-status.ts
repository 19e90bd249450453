import type { MarketDataStatus } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { addDays, daysBetween, dateInZone, isWeekend } from '../../common/dates';
import { queryPrepared } from '../../database/prepared-statements';
import { lastTradingDayBefore } from '../live/idx-calendar';

/**
 * The last day with any stock price (null when there is none). Prepared: every page the server
 * serves asks it (the stale-data line), and planning max() over the index cost more than running it.
 */
export async function latestTradingDay(dataSource: DataSource): Promise<string | null> {
  const [row] = await queryPrepared<{ latest: string | null }>(dataSource, 'SELECT max(date)::text AS latest FROM daily_prices', []);
  return row?.latest ?? null;
}

/**
 * How current the stored market data is at `now`: its newest trading day against the last completed
 * session, stepping back over the weekdays the IDX catch-up found without trading (holidays). Two
 * index look-ups.
 */
export async function marketDataStatus(db: DataSource, now: Date): Promise<MarketDataStatus> {
  const latestDate = await latestTradingDay(db);
  let session = lastTradingDayBefore(now);
  if (latestDate !== null && latestDate < session) {
    const holidays = new Set(
      (
        await db.query<{ date: string }[]>(
          `SELECT date::text AS date FROM market_data_days WHERE status = 'holiday' AND date > $1 AND date <= $2`,
          [latestDate, session],
        )
      ).map((r) => r.date),
    );
    while (session > latestDate && holidays.has(session)) {
      do session = addDays(session, -1);
      while (isWeekend(session));
    }
  }
  return {
    latestDate,
    lastCompletedSession: session,
    behind: latestDate === null || latestDate < session,
    ageDays: latestDate === null ? null : daysBetween(latestDate, dateInZone(now, 'Asia/Jakarta')),
  };
}
