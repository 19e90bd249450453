import type { MarketDataStatus } from '@telisik/contract';
import type { EntityManager } from 'typeorm';
import { addDays, daysBetween, dateInZone, isWeekend } from '../../common/dates';
import { lastTradingDayBefore } from '../live/idx-calendar';

/**
 * How current the stored market data is at `now`: its newest trading day against the last completed
 * session, stepping back over the weekdays the IDX catch-up found without trading (holidays). Two
 * index look-ups.
 */
export async function marketDataStatus(db: EntityManager, now: Date): Promise<MarketDataStatus> {
  const [row] = await db.query<{ latest: string | null }[]>('SELECT max(date)::text AS latest FROM daily_prices');
  const latestDate = row?.latest ?? null;
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
