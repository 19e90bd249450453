/**
 * The live feed's settings from the environment, validated once at boot:
 * - `MARKET_DATA_LIVE`: `yahoo` turns the Yahoo Finance feed on; empty or `off` (the default) keeps
 *   the app on the stored data alone, so tests, CI and offline runs stay deterministic.
 * - `YAHOO_TIMEOUT_MS`: how long one HTTP request to Yahoo may take (default 10000).
 */
export interface LiveMarketDataConfig {
  provider: 'yahoo' | null;
  yahooTimeoutMs: number;
}

export const DEFAULT_YAHOO_TIMEOUT_MS = 10_000;

export class LiveMarketDataConfigError extends Error {
  override name = 'LiveMarketDataConfigError';
}

export function loadLiveMarketDataConfig(env: NodeJS.ProcessEnv = process.env): LiveMarketDataConfig {
  const live = (env.MARKET_DATA_LIVE ?? '').trim().toLowerCase();
  if (live !== '' && live !== 'off' && live !== 'yahoo') {
    throw new LiveMarketDataConfigError(
      `MARKET_DATA_LIVE must be "yahoo" or "off", got "${env.MARKET_DATA_LIVE}"`,
    );
  }
  const rawTimeout = (env.YAHOO_TIMEOUT_MS ?? '').trim();
  const timeout = rawTimeout === '' ? DEFAULT_YAHOO_TIMEOUT_MS : Number(rawTimeout);
  if (!Number.isInteger(timeout) || timeout < 1000 || timeout > 120_000) {
    throw new LiveMarketDataConfigError(
      `YAHOO_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000, got "${env.YAHOO_TIMEOUT_MS}"`,
    );
  }
  return { provider: live === 'yahoo' ? 'yahoo' : null, yahooTimeoutMs: timeout };
}
