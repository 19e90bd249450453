import { loadAppConfig } from '../app-config';

/** The live feed's settings, read with the rest of the environment at boot. */
const liveConfig = (env: NodeJS.ProcessEnv) => {
  const { live, yahooTimeoutMs } = loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), ...env }).marketData;
  return { provider: live, yahooTimeoutMs };
};

const idxConfig = (env: NodeJS.ProcessEnv) => loadAppConfig({ SESSION_SECRET: 'x'.repeat(40), ...env }).marketData.idx;

describe('live market data settings (MARKET_DATA_LIVE, YAHOO_TIMEOUT_MS, IDX_API_URL)', () => {
  it('turns the IDX feed on alone or beside Yahoo, from IDX_API_URL or the exchange', () => {
    expect(idxConfig({})).toBeNull();
    expect(idxConfig({ MARKET_DATA_LIVE: 'yahoo' })).toBeNull();
    expect(idxConfig({ MARKET_DATA_LIVE: 'idx' })).toEqual({ apiUrl: 'https://www.idx.co.id' });
    expect(liveConfig({ MARKET_DATA_LIVE: 'idx' }).provider).toBeNull();
    expect(idxConfig({ MARKET_DATA_LIVE: ' IDX , yahoo ', IDX_API_URL: 'http://vendor.example:8080/idx/' })).toEqual({
      apiUrl: 'http://vendor.example:8080/idx',
    });
    expect(liveConfig({ MARKET_DATA_LIVE: 'idx,yahoo' }).provider).toBe('yahoo');
    expect(liveConfig({ MARKET_DATA_LIVE: 'yahoo,idx' }).provider).toBe('yahoo');
  });

  it('is off by default, so tests and offline runs never reach the network', () => {
    expect(liveConfig({})).toEqual({ provider: null, yahooTimeoutMs: 10_000 });
    expect(liveConfig({ MARKET_DATA_LIVE: 'off' }).provider).toBeNull();
    expect(liveConfig({ MARKET_DATA_LIVE: '' }).provider).toBeNull();
    expect(liveConfig({ YAHOO_TIMEOUT_MS: '' }).yahooTimeoutMs).toBe(10_000);
  });

  it('turns Yahoo on and reads its timeout', () => {
    expect(liveConfig({ MARKET_DATA_LIVE: 'yahoo', YAHOO_TIMEOUT_MS: '4000' })).toEqual({
      provider: 'yahoo',
      yahooTimeoutMs: 4000,
    });
    expect(liveConfig({ MARKET_DATA_LIVE: ' Yahoo ' }).provider).toBe('yahoo');
  });

  it('names the variable that is wrong', () => {
    expect(() => liveConfig({ MARKET_DATA_LIVE: 'google' })).toThrow(
      /MARKET_DATA_LIVE must be "off", "idx", "yahoo" or "idx,yahoo", got "google"/,
    );
    expect(() => liveConfig({ MARKET_DATA_LIVE: 'idx,google' })).toThrow(/MARKET_DATA_LIVE must be/);
    expect(() => idxConfig({ MARKET_DATA_LIVE: 'idx', IDX_API_URL: 'www.idx.co.id' })).toThrow(
      /IDX_API_URL must be an http\(s\) URL/,
    );
    expect(() => liveConfig({ YAHOO_TIMEOUT_MS: '10s' })).toThrow(/YAHOO_TIMEOUT_MS must be/);
    expect(() => liveConfig({ YAHOO_TIMEOUT_MS: '500' })).toThrow(/YAHOO_TIMEOUT_MS must be/);
    expect(() => liveConfig({ YAHOO_TIMEOUT_MS: '120001' })).toThrow(/YAHOO_TIMEOUT_MS must be/);
  });
});
