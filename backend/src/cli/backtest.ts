/**
 * `npm run backtest`: the walk-forward track record. Scores every liquid stock as of each month end
 * (default 2016-01 … 2025-12) on the database the app uses (DATABASE_URL, else the PGlite data
 * folder; an empty one is filled from the bundle first), then writes docs/track-record.md and the
 * JSON the app serves (backend/data/track-record.json).
 *
 *   npm run backtest -- [--from YYYY-MM] [--to YYYY-MM] [--dates d1,d2] [--json path] [--md path] [--cache path]
 *
 * `--cache` also writes every observation with its metric values, one JSON object a line, for
 * research without rescoring the market.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { ConfigError, loadAppConfig } from '../app-config';
import { MarketDataBundleError, MarketDataImporter, MarketDataModule } from '../market-data';
import { monthEnds, runBacktest, trackRecordMarkdown, TRACK_RECORD_PATH } from '../track-record';
import { withCliContext } from './cli-context';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function usage(message: string): never {
  console.error(message);
  console.error(
    'usage: npm run backtest -- [--from YYYY-MM] [--to YYYY-MM] [--dates YYYY-MM-DD,…] [--json path] [--md path] [--cache path]',
  );
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        from: { type: 'string', default: '2016-01' },
        to: { type: 'string', default: '2025-12' },
        dates: { type: 'string' },
        json: { type: 'string' },
        md: { type: 'string' },
        cache: { type: 'string' },
      },
    }));
  } catch (error) {
    usage((error as Error).message);
  }
  if (!MONTH.test(values.from) || !MONTH.test(values.to) || values.from > values.to)
    usage('--from and --to are months, YYYY-MM, from not after to');
  const dates = values.dates ? values.dates.split(',') : monthEnds(values.from, values.to);
  if (dates.some((d) => !DATE.test(d))) usage('--dates are YYYY-MM-DD, separated by commas');
  // npm runs workspace scripts inside backend/; a path typed by the user is relative to where they typed it.
  const here = (p: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), p);
  const jsonPath = values.json ? here(values.json) : TRACK_RECORD_PATH;
  const mdPath = values.md ? here(values.md) : resolve(__dirname, '../../../docs/track-record.md');

  const config = loadAppConfig();
  await withCliContext(config, [MarketDataModule], async (context) => {
    if (config.marketData.bundleDir) {
      const imported = await context.get(MarketDataImporter).importIfEmpty(config.marketData.bundleDir);
      if (imported) console.log(`Imported the bundle from ${imported.dir} first.`);
    }
    // The walk-forward batch reads the whole history once and scores it on a worker pool of its own.
    const { record } = await runBacktest(context.get(DataSource), {
      dates,
      cachePath: values.cache ? here(values.cache) : undefined,
      log: (line) => console.log(line),
    });
    writeFileSync(jsonPath, `${JSON.stringify(record)}\n`);
    writeFileSync(mdPath, trackRecordMarkdown(record));
    const three = record.horizons.find((h) => h.horizon === 3)!;
    const q = three.quintiles.all;
    console.log(
      `\n${record.observations} stock-dates at ${record.dateCount} dates in ${record.runSeconds.toFixed(0)} s.` +
        `\n3-month total IC ${three.ic.all.total.mean?.toFixed(3)} (t ${three.ic.all.total.t?.toFixed(2)}),` +
        ` Q5 − Q1 ${(((q[4]?.mean ?? 0) - (q[0]?.mean ?? 0)) * 100).toFixed(1)} pp.` +
        `\nWrote ${jsonPath} and ${mdPath}.`,
    );
  });
}

main().catch((error: unknown) => {
  if (error instanceof MarketDataBundleError || error instanceof ConfigError) {
    console.error(`\nBacktest failed: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
