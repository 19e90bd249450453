/**
 * `npm run market-data:catch-up -- [--to YYYY-MM-DD]`: fetches every IDX trading day after the
 * newest stored one up to `--to` (default: the last completed session) from the daily summaries at
 * IDX_API_URL, into the database the app uses (DATABASE_URL, else the PGlite data folder). A re-run
 * adds nothing; an interrupted run resumes where it stopped; a second copy waits for the first.
 * Exit code 1 when a day could not be fetched (it is left for the next run), 2 on a usage error.
 */
import { ConfigError, loadAppConfig } from '../app-config';
import { isIsoDate } from '../common/dates';
import { withCliContext } from './cli-context';
import { IDX_CATCH_UP, type IdxCatchUp, MarketDataModule, type CatchUpProgress } from '../market-data';

const USAGE = 'usage: npm run market-data:catch-up -- [--to YYYY-MM-DD]';

function parseArguments(argv: string[]): { to?: string } {
  if (argv.length === 0) return {};
  const [flag, value, ...rest] = argv;
  const inline = flag?.startsWith('--to=') ? flag.slice('--to='.length) : undefined;
  const to = inline ?? (flag === '--to' ? value : undefined);
  if (to === undefined || !isIsoDate(to) || rest.length > 0 || (inline !== undefined && value !== undefined)) {
    console.error(USAGE);
    process.exit(2);
  }
  return { to };
}

/** A redrawn bar on a terminal; a line per day in a log. */
function terminalProgress(stream: NodeJS.WriteStream = process.stderr): CatchUpProgress {
  const startedAt = Date.now();
  const elapsed = (): string => `${((Date.now() - startedAt) / 1000).toFixed(1)} s`;
  return {
    begin(days, from, to) {
      stream.write(
        days === 0 ? `market data already reaches ${to}: nothing to fetch\n` : `catching up ${days} weekdays, ${from} → ${to}\n`,
      );
    },
    day({ date, done, total, status, rows }) {
      const note = status === 'holiday' ? 'no trading' : `${rows.toLocaleString('en-US')} rows`;
      if (stream.isTTY) {
        const width = 30;
        const filled = Math.round((done / Math.max(1, total)) * width);
        stream.write(`\r\x1b[2K[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}  ${date}  ${note}  ${elapsed()}`);
        if (done === total) stream.write('\n');
      } else {
        stream.write(`catch-up ${done}/${total}: ${date} ${note} (${elapsed()})\n`);
      }
    },
    end(message) {
      if (stream.isTTY) stream.write('\r\x1b[2K');
      stream.write(`${message} (${elapsed()})\n`);
    },
  };
}

async function main(): Promise<void> {
  const { to } = parseArguments(process.argv.slice(2));
  const config = loadAppConfig();
  // Asked for by name, the IDX feed is on for this run whatever MARKET_DATA_LIVE says.
  const withIdx = { ...config, marketData: { ...config.marketData, idx: { apiUrl: config.marketData.idxApiUrl } } };
  const failed = await withCliContext(withIdx, [MarketDataModule], async (context) => {
    const catchUp: IdxCatchUp = context.get(IDX_CATCH_UP);
    const result = await catchUp.run({ to, trigger: 'command', progress: terminalProgress() });
    for (const action of result.actions) {
      console.log(`  ${action.date} ${action.code}: corporate action, earlier prices × ${action.factor.toPrecision(6)}`);
    }
    if (result.newCompanies.length > 0) console.log(`  new listings: ${result.newCompanies.join(', ')}`);
    console.log(`Market data now reaches ${result.latest ?? 'nothing'}.`);
    if (result.failure) {
      console.error(`Stopped at ${result.failure.date}; it and the later days are left for the next run.`);
    }
    return result.failure !== null;
  });
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `\nCatch-up failed: ${error.message}` : error);
  process.exit(1);
});
