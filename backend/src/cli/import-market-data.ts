/**
 * `npm run market-data:import -- [dir]`: imports an IDX bundle into the database the app uses
 * (DATABASE_URL, else the PGlite data folder), running migrations first. Without a directory it
 * takes MARKET_DATA_DIR or the bundle beside the repository.
 */
import 'reflect-metadata';
import { resolve } from 'node:path';
import { ConfigError, loadAppConfig } from '../app-config';
import { withDataSource } from './with-data-source';
import { importMarketDataBundle, MarketDataBundleError } from '../market-data';

async function main(): Promise<void> {
  const [dirArgument, ...rest] = process.argv.slice(2);
  if (rest.length > 0 || dirArgument === '--help' || dirArgument === '-h') {
    console.error('usage: npm run market-data:import -- [bundle directory]');
    process.exit(2);
  }
  const config = loadAppConfig();
  // npm runs workspace scripts inside backend/; a path typed by the user is relative to where they typed it.
  const dir = dirArgument ? resolve(process.env.INIT_CWD ?? process.cwd(), dirArgument) : config.marketData.bundleDir;
  if (!dir) {
    console.error('No bundle directory: pass one, or set MARKET_DATA_DIR.');
    process.exit(2);
  }
  await withDataSource(config, async (dataSource) => {
    const result = await importMarketDataBundle(dataSource, dir);
    console.log(
      `Imported bundle ${result.bundleSha256.slice(0, 12)} from ${result.dir} in ${(result.durationMs / 1000).toFixed(1)} s:`,
    );
    for (const { table, rows, written } of result.tables) {
      console.log(
        `  ${table.padEnd(22)} ${rows.toLocaleString('en-US').padStart(10)} rows, ${written.toLocaleString('en-US').padStart(10)} written`,
      );
    }
  });
}

main().catch((error: unknown) => {
  if (error instanceof MarketDataBundleError || error instanceof ConfigError) {
    console.error(`\nImport failed: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
