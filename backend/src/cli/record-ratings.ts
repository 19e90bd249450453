/**
 * `npm run ratings:record -- [YYYY-MM-DD]`: records the engine's rating of every liquid stock for one
 * trading day (default: the latest in the database), as the 16:20 WIB cron does. Safe to repeat: a
 * day already recorded writes nothing.
 */
import { isIsoDate } from '../common/dates';
import { loadAppConfig } from '../app-config';
import { RatingsRecorder, TrackRecordModule } from '../track-record';
import { withCliContext } from './cli-context';

async function main(): Promise<void> {
  const [date, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || (date !== undefined && !isIsoDate(date))) {
    console.error('usage: npm run ratings:record -- [YYYY-MM-DD]');
    process.exit(2);
  }
  const config = loadAppConfig();
  await withCliContext(config, [TrackRecordModule], async (context) => {
    const day = await context.get(RatingsRecorder).record(date);
    if (!day) console.log('No market data in the database: nothing recorded.');
    else console.log(`${day.asOf}: ${day.liquid} liquid stocks rated, ${day.inserted} new rows.`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
