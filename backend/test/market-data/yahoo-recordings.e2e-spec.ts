import YahooFinance from 'yahoo-finance2';
import { WSKT_2021_DOWNLOAD, WSKT_2021_QUOTE } from './live-market-data-fixtures';
import { readRecording, RecordedYahoo } from './yahoo-recordings';

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

  it('answers with the 2021 quote of WSKT.JK when a test pins it, which yahoo-finance2 4.x validates', async () => {
    const yahoo = new RecordedYahoo().pinQuote('WSKT.JK', WSKT_2021_QUOTE);
    const errors: unknown[] = [];
    const client = new YahooFinance({
      fetch: yahoo.fetch,
      versionCheck: false,
      suppressNotices: ['yahooSurvey'],
      // Strict: a shape 4.x's schema refuses would throw (and be logged here).
      validation: { logErrors: true },
      logger: { ...console, debug: () => undefined, error: (...args: unknown[]) => errors.push(args) },
    });
    const quote = await client.quote('WSKT.JK');
    expect(errors).toEqual([]);
    // The older envelope (headers as arrays, no crumb in the URL) still reads as a current quote.
    expect(quote).toMatchObject({
      symbol: 'WSKT.JK',
      quoteType: 'EQUITY',
      currency: 'IDR',
      exchange: 'JKT',
      regularMarketTime: new Date('2021-02-16T08:14:55Z'),
      regularMarketPrice: 1605,
      fiftyTwoWeekRange: { low: 394, high: 2080 },
    });
    expect(yahoo.unmatched).toEqual([]);
  });

  it("cannot replay the 2021 CSV download (v7): yahoo-finance2 4.x's historical() asks the chart (v8)", async () => {
    const download = readRecording(WSKT_2021_DOWNLOAD);
    expect(new URL(download.request.url).pathname).toBe('/v7/finance/download/WSKT.JK');
    const [header, row] = download.response.body!.split('\n');
    expect(header).toBe('Date,Open,High,Low,Close,Adj Close,Volume');

    // The v7 recording is on offer, and never asked.
    const yahoo = new RecordedYahoo(['fixtures-2025-02', 'legacy-2021-02']);
    const warnings: string[] = [];
    const client = new YahooFinance({
      fetch: yahoo.fetch,
      versionCheck: false,
      suppressNotices: ['yahooSurvey'],
      logger: { ...console, debug: () => undefined, warn: (text: string) => warnings.push(text) },
    });
    const bars = await client.historical('WSKT.JK', { period1: '2020-01-01', period2: '2020-01-03' });
    expect(warnings).toEqual([
      expect.stringMatching(/^\[Deprecated\] historical\(\) relies on an API that Yahoo have removed/),
    ]);
    expect(yahoo.requests.map((url) => url.pathname)).toEqual(['/v8/finance/chart/WSKT.JK']);
    expect(yahoo.unmatched).toEqual([]);

    // The 2025 chart (of the fund record) still has the day, with the 2021 download's figures.
    const [date, open, high, low, close, adjClose, volume] = row!.split(',');
    expect(date).toBe('2020-01-02');
    expect(bars).toHaveLength(1);
    expect(bars[0]).toMatchObject({
      open: Number(open),
      high: Number(high),
      low: Number(low),
      close: Number(close),
      volume: Number(volume),
    });
    expect(bars[0]!.adjClose).toBeCloseTo(Number(adjClose), 5);
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
