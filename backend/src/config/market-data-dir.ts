import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { MarketDataBundleError } from '../market-data/market-data.errors';

/** The repository root: this file sits at backend/{src,dist}/market-data/. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Where the bundle lives in this workplace: `shared/` beside the repository. */
export const DEFAULT_MARKET_DATA_DIR = resolve(REPO_ROOT, '..', 'shared', 'data', 'idx-bundle');

/**
 * The bundle directory to import at boot: MARKET_DATA_DIR when set (relative paths against the
 * working directory), else the default bundle beside the repository when it exists, else null.
 * A MARKET_DATA_DIR that points nowhere fails loudly: a typo must not silently start an empty app.
 */
export function resolveMarketDataDir(
  env: NodeJS.ProcessEnv = process.env,
  defaultDir: string = DEFAULT_MARKET_DATA_DIR,
): string | null {
  const configured = env.MARKET_DATA_DIR?.trim();
  if (configured) {
    const dir = resolve(configured);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) {
      throw new MarketDataBundleError(dir, 'MARKET_DATA_DIR does not name a directory');
    }
    return dir;
  }
  return existsSync(defaultDir) && statSync(defaultDir).isDirectory() ? defaultDir : null;
}
