import YahooFinance from 'yahoo-finance2';
import { RecordedYahoo } from './yahoo-recordings';

/** The replay helper itself, through yahoo-finance2's whole request path, crumb included. */
describe('RecordedYahoo', () => {
  it("answers yahoo-finance2's cookie and crumb requests, then the quote, from the recordings", async () => {
    const yahoo = new RecordedYahoo();
    const client = new YahooFinance({
      fetch: yahoo.fetch,
      versionCheck: false,
      suppressNotices: ['yahooSurvey'],
    });
    const quote = await client.quote('WSKT.JK');
    // The 2025 recording of the suspended WSKT.JK: a fund record with a stale price.
    expect(quote).toMatchObject({
      symbol: 'WSKT.JK',
      quoteType: 'MUTUALFUND',
      currency: 'IDR',
      regularMarketPrice: 202,
    });
    expect(yahoo.requests.map((url) => `${url.host}${url.pathname}`)).toEqual([
      'finance.yahoo.com/quote/AAPL',
      'query1.finance.yahoo.com/v1/test/getcrumb',
      'query2.finance.yahoo.com/v7/finance/quote',
    ]);
    expect(yahoo.requests[2]!.searchParams.get('crumb')).toBe('FAKECRUMB00');
    expect(yahoo.unmatched).toEqual([]);
  });

  it('fails like a network error, and lists the URL, when nothing was recorded for a request', async () => {
    const yahoo = new RecordedYahoo();
    await expect(
      yahoo.fetch('https://query2.finance.yahoo.com/v8/finance/chart/BBCA.JK?interval=1d'),
    ).rejects.toThrow(TypeError);
    expect(yahoo.unmatched).toEqual([
      'https://query2.finance.yahoo.com/v8/finance/chart/BBCA.JK?interval=1d',
    ]);
  });
});
