import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadAppConfig } from './app-config';
import { streamProgress, MarketDataBundleError, MarketDataImporter } from './market-data';
import { AppLogger } from './observability';

async function main(): Promise<void> {
  const config = loadAppConfig();
  const logger = new AppLogger(config.observability.logFormat);
  Logger.overrideLogger(logger);
  const log = new Logger('Telisik');
  const bundleDir = config.marketData.bundleDir;
  log.log(
    config.database.kind === 'pglite'
      ? `Database: PGlite in ${config.database.dataDir} (set DATABASE_URL for PostgreSQL)`
      : 'Database: PostgreSQL (DATABASE_URL)',
  );
  const app = await createApp(config, {
    // JSON lines in production, readable ones in development (LOG_FORMAT); one line per request.
    logger,
  });
  if (bundleDir) {
    // Before listening: an import holds the database (PGlite's only session) until it commits, and
    // an app without market data could only answer that analyses are unavailable.
    const imported = await app
      .get(MarketDataImporter)
      .importIfEmpty(bundleDir, { progress: streamProgress(process.stderr) });
    if (imported) log.log(`Market data imported from ${bundleDir}.`);
  } else {
    log.warn('No market data: set MARKET_DATA_DIR to an IDX bundle to enable analyses.');
  }
  await app.listen(config.port);
  log.log(`Telisik is running at ${config.appUrl}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MarketDataBundleError) {
    console.error(`Telisik cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
