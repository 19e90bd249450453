/**
 * `npm run alerts:run -- [--as-of YYYY-MM-DD]`: the after-close alerts run on demand, as of a
 * trading day (default: the latest in the data). The same service the 16:25 WIB cron calls, and as
 * idempotent: a day already run tells nobody anything new.
 */
import { parseArgs } from 'node:util';
import { AlertsModule, AlertsRunService, type AlertsRunResult } from '../alerts';
import { loadAppConfig, type AppConfig } from '../app-config';
import { MailOutboxService } from '../mail';
import { MarketDataService } from '../market-data';
import { PushOutboxService } from '../push';
import { withCliContext } from './cli-context';

/** Null when `asOf` is not a trading day in the data (or, without it, when there is no data at all). */
export async function runAlerts(config: AppConfig, asOf?: string): Promise<AlertsRunResult | null> {
  return withCliContext(config, [AlertsModule], async (context) => {
    const marketData = context.get(MarketDataService);
    const day = asOf ? ((await marketData.isTradingDay(asOf)) ? asOf : null) : await marketData.latestTradingDay();
    if (!day) return null;
    const result = await context.get(AlertsRunService).run(day);
    // The digests and pushes go now; what a server refuses stays queued for the app's outboxes to retry.
    await context.get(MailOutboxService).drain();
    await context.get(PushOutboxService).drain();
    return result;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'as-of': { type: 'string' } } });
  const asOf = values['as-of'];
  if (asOf !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))) {
    console.error('usage: npm run alerts:run -- [--as-of YYYY-MM-DD]');
    process.exit(2);
  }
  const started = Date.now();
  const result = await runAlerts(loadAppConfig(), asOf);
  if (!result) {
    console.error(asOf ? `${asOf} is not a trading day in the market data.` : 'The market data is empty.');
    process.exit(1);
  }
  console.log(
    `alerts ${result.asOf}: ${result.snapshots} of ${result.tickers} watched tickers scored, ` +
      `${result.alertsCreated} new alerts, ${result.digests} mails, ${result.pushes} pushes, ${result.pausedUsers} users paused (no Premium), ${Date.now() - started} ms`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
