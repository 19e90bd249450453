import { loadLiveMarketDataConfig } from './live-market-data-config';

describe('loadLiveMarketDataConfig', () => {
  it('is off by default, so tests and offline runs never reach the network', () => {
    expect(loadLiveMarketDataConfig({})).toEqual({ provider: null, yahooTimeoutMs: 10_000 });
    expect(loadLiveMarketDataConfig({ MARKET_DATA_LIVE: 'off' }).provider).toBeNull();
    expect(loadLiveMarketDataConfig({ MARKET_DATA_LIVE: '' }).provider).toBeNull();
  });

  it('turns Yahoo on and reads its timeout', () => {
    expect(loadLiveMarketDataConfig({ MARKET_DATA_LIVE: 'yahoo', YAHOO_TIMEOUT_MS: '4000' })).toEqual({
      provider: 'yahoo',
      yahooTimeoutMs: 4000,
    });
    expect(loadLiveMarketDataConfig({ MARKET_DATA_LIVE: ' Yahoo ' }).provider).toBe('yahoo');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadLiveMarketDataConfig({ MARKET_DATA_LIVE: 'google' })).toThrow(
      /^MARKET_DATA_LIVE must be/,
    );
    expect(() => loadLiveMarketDataConfig({ YAHOO_TIMEOUT_MS: '10s' })).toThrow(/^YAHOO_TIMEOUT_MS must be/);
    expect(() => loadLiveMarketDataConfig({ YAHOO_TIMEOUT_MS: '500' })).toThrow(/^YAHOO_TIMEOUT_MS must be/);
  });
});
