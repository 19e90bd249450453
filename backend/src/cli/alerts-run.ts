/**
 * `npm run alerts:run -- [--as-of YYYY-MM-DD]`: the after-close alerts run on demand, as of a
 * trading day (default: the latest in the data). The same service the 16:25 WIB cron calls, and as
 * idempotent: a day already run tells nobody anything new.
 */
import { parseArgs } from 'node:util';
import { AlertDigestsService, AlertsRunService, type AlertsRunResult, StockSnapshotsService } from '../alerts';
import { ScheduledRunsService } from '../common/scheduled-runs/scheduled-runs.service';
import { loadAppConfig, type AppConfig } from '../app-config';
import { MailOutboxService, createMailTransport } from '../mail';
import { MarketDataService } from '../market-data';
import { MarketScoresService, ScoringPool } from '../market-scores';
import { resolveVapidDetails, pushEndpointPolicy, PushOutboxService } from '../push';
import { withDataSource } from './with-data-source';

/** Null when the data has no trading day on or before `asOf` (or no data at all). */
export async function runAlerts(config: AppConfig, asOf?: string): Promise<AlertsRunResult | null> {
  return withDataSource(config, async (dataSource) => {
    const [row] = await dataSource.query<{ date: string | null }[]>(
      asOf
        ? 'SELECT max(date)::text AS date FROM daily_prices WHERE date = $1::date'
        : 'SELECT max(date)::text AS date FROM daily_prices',
      asOf ? [asOf] : [],
    );
    if (!row?.date) return null;
    const pool = new ScoringPool();
    const outbox = new MailOutboxService(dataSource, createMailTransport(config.mail, (line) => console.log(line)), config);
    const pushes = new PushOutboxService(dataSource, config, resolveVapidDetails(config.push), pushEndpointPolicy(config.push));
    try {
      const marketData = new MarketDataService(dataSource);
      const scores = new MarketScoresService(marketData, pool);
      const digests = new AlertDigestsService(outbox, config);
      const snapshots = new StockSnapshotsService(dataSource, scores, marketData);
      const runs = new ScheduledRunsService(dataSource);
      const result = await new AlertsRunService(dataSource, snapshots, digests, pushes, runs).run(row.date);
      // The digests and pushes go now; what a server refuses stays queued for the app's outboxes to retry.
      await outbox.drain();
      await pushes.drain();
      return result;
    } finally {
      await outbox.onModuleDestroy();
      await pushes.onModuleDestroy();
      await pool.close();
    }
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
