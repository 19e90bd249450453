import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min } from 'class-validator';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError } from '../config/core-config';
import { emptyToUndefined, parseEnvironment } from '../config/environment-parsing';

export const DEFAULT_YAHOO_TIMEOUT_MS = 10_000;
export const DEFAULT_IDX_API_URL = 'https://www.idx.co.id';

/** The repository root: this file sits at backend/{src,dist}/market-data/. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

/** Where the IDX bundle lives in this workplace: `shared/` beside the repository. */
export const DEFAULT_MARKET_DATA_DIR = resolve(REPO_ROOT, '..', 'shared', 'data', 'idx-bundle');

const YAHOO_TIMEOUT_MESSAGE = 'YAHOO_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000';

/** The market data's own variables: the bundle, the live feeds (Yahoo, IDX) and their limits. */
class MarketDataEnvironment {
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  MARKET_DATA_DIR?: string;

  @IsOptional()
  @IsString()
  @Matches(/^\s*(off|idx|yahoo|idx\s*,\s*yahoo|yahoo\s*,\s*idx)?\s*$/i, {
    message: ({ value }) =>
      `MARKET_DATA_LIVE must be "off", "idx", "yahoo" or "idx,yahoo", got "${String(value)}"`,
  })
  MARKET_DATA_LIVE?: string;

  /** Base of the IDX trading-summary API (or a licensed vendor serving the same shape). */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] }, {
    message: 'IDX_API_URL must be an http(s) URL such as https://www.idx.co.id',
  })
  IDX_API_URL?: string;

  @Transform(({ value }) =>
    value === undefined || (typeof value === 'string' && value.trim() === '') ? DEFAULT_YAHOO_TIMEOUT_MS : Number(value),
  )
  @IsInt({ message: YAHOO_TIMEOUT_MESSAGE })
  @Min(1000, { message: YAHOO_TIMEOUT_MESSAGE })
  @Max(120_000, { message: YAHOO_TIMEOUT_MESSAGE })
  YAHOO_TIMEOUT_MS = DEFAULT_YAHOO_TIMEOUT_MS;
}

export interface MarketDataConfig {
  /** The IDX bundle imported into an empty database at boot (and the import command's default), or null. */
  bundleDir: string | null;
  /**
   * The live feed: `yahoo` keeps watched tickers fresh from Yahoo Finance; null (the default) keeps
   * the app on the stored data alone, so tests, CI and offline runs stay deterministic.
   */
  live: 'yahoo' | null;
  /** How long one HTTP request to Yahoo may take. */
  yahooTimeoutMs: number;
  /**
   * The whole market once a day from the IDX daily trading summaries (MARKET_DATA_LIVE contains
   * `idx`), from `apiUrl` (IDX_API_URL); null when off.
   */
  idx: { apiUrl: string } | null;
  /** IDX_API_URL (or its default) even when the feed is off: the catch-up command uses it. */
  idxApiUrl: string;
}

/** The feeds MARKET_DATA_LIVE turns on (`idx`, `yahoo`, `idx,yahoo`); `off` or empty: none. */
function liveFeeds(raw: string | undefined): Set<'idx' | 'yahoo'> {
  const names = (raw ?? '').toLowerCase().split(',').map((name) => name.trim());
  return new Set(names.filter((name): name is 'idx' | 'yahoo' => name === 'idx' || name === 'yahoo'));
}

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
      throw new ConfigError(`MARKET_DATA_DIR does not name a directory: ${dir}`);
    }
    return dir;
  }
  return existsSync(defaultDir) && statSync(defaultDir).isDirectory() ? defaultDir : null;
}

export function loadMarketDataConfig(rawEnv: NodeJS.ProcessEnv): MarketDataConfig {
  const env = parseEnvironment(MarketDataEnvironment, rawEnv);
  const feeds = liveFeeds(env.MARKET_DATA_LIVE);
  const idxApiUrl = (env.IDX_API_URL ?? DEFAULT_IDX_API_URL).replace(/\/+$/, '');
  return {
    bundleDir: resolveMarketDataDir({ MARKET_DATA_DIR: env.MARKET_DATA_DIR }),
    live: feeds.has('yahoo') ? 'yahoo' : null,
    yahooTimeoutMs: env.YAHOO_TIMEOUT_MS,
    idx: feeds.has('idx') ? { apiUrl: idxApiUrl } : null,
    idxApiUrl,
  };
}
