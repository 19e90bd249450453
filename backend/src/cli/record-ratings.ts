/**
 * `npm run ratings:record -- [YYYY-MM-DD]`: records the engine's rating of every liquid stock for one
 * trading day (default: the latest in the database), as the 16:20 WIB cron does. Safe to repeat: a
 * day already recorded writes nothing.
 */
import 'reflect-metadata';
import { isIsoDate } from '../common/dates';
import { loadAppConfig } from '../app-config';
import { MarketDataService } from '../market-data';
import { MarketScoresService, ScoringPool } from '../market-scores';
import { ScheduledRunsService } from '../common/scheduled-runs/scheduled-runs.service';
import { RatingsRecorder } from '../track-record';
import { withDataSource } from './with-data-source';

async function main(): Promise<void> {
  const [date, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || (date !== undefined && !isIsoDate(date))) {
    console.error('usage: npm run ratings:record -- [YYYY-MM-DD]');
    process.exit(2);
  }
  const config = loadAppConfig();
  await withDataSource(config, async (dataSource) => {
    const pool = new ScoringPool();
    try {
      const marketData = new MarketDataService(dataSource);
      const recorder = new RatingsRecorder(dataSource, marketData, new MarketScoresService(marketData, pool), new ScheduledRunsService(dataSource));
      const day = await recorder.record(date);
      if (!day) console.log('No market data in the database: nothing recorded.');
      else console.log(`${day.asOf}: ${day.liquid} liquid stocks rated, ${day.inserted} new rows.`);
    } finally {
      await pool.close();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
