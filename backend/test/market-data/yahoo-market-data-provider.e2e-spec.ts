import { LiveDataUnavailable } from '../../src/market-data/market-data.errors';
import { IDX_LISTING, YahooMarketDataProvider } from '../../src/market-data/live/yahoo-market-data-provider';
import { openTestDataSource, tableDigest, type MigratedDatabase } from './fixture-bundle';
import {
  AAPL_2020,
  AAPL_2025_QUOTE,
  AFRAF_2020_JAN,
  MSFT_2021,
  NVDA_2021,
  QQQ_2020_JAN,
  recordedBars,
  seedPrices,
  storedActions,
  storedPrices,
  US_LISTING,
  US_QUOTED_LISTING,
  WSKT_2021_QUOTE,
  WSKT_2025,
  WSKT_2025_QUOTE,
  WSKT_NOT_FOUND,
  yahooPrice,
} from './live-market-data-fixtures';
import {
  chartWithoutBars,
  readRecording,
  RecordedYahoo,
  recordedAt,
  recordedChart,
  recordedQuote,
} from './yahoo-recordings';

/** The IDX listing without its quote check: only the chart is read. */
const IDX_CHART_ONLY = { ...IDX_LISTING, quote: undefined };

/**
 * The Yahoo adapter against recorded Yahoo answers (served through yahoo-finance2's `fetch`
 * option) and a real PostgreSQL database. Each recording was made with period2 at 00:00 UTC, so
 * the clock is set there: the adapter asks up to "now".
 */
describe('YahooMarketDataProvider', () => {
  let db: MigratedDatabase;
  let yahoo: RecordedYahoo;

  const provider = (options: { listing?: typeof US_LISTING; now: string | Date; timeoutMs?: number }) =>
    new YahooMarketDataProvider(db.dataSource, {
      fetch: yahoo.fetch,
      listing: options.listing ?? US_LISTING,
      clock: () => new Date(options.now),
      timeoutMs: options.timeoutMs ?? 5000,
    });

  /** The error a refresh rejects with (jest's toMatchObject ignores an Error's message). */
  const failure = async (refresh: Promise<unknown>): Promise<LiveDataUnavailable> => {
    const error = await refresh.then(
      () => new Error('the refresh succeeded'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(LiveDataUnavailable);
    return error as LiveDataUnavailable;
  };

  const digests = () =>
    Promise.all(
      ['daily_prices', 'corporate_actions', 'index_prices'].map((t) => tableDigest(db.dataSource, t)),
    );

  beforeAll(async () => {
    db = await openTestDataSource();
  });

  afterAll(() => db.close());

  beforeEach(async () => {
    yahoo = new RecordedYahoo();
    await db.dataSource.query('TRUNCATE daily_prices, corporate_actions, index_prices');
  });

  afterEach(() => {
    expect(yahoo.unmatched).toEqual([]);
  });

  describe('a healthy chart', () => {
    it("stores Yahoo's split-adjusted OHLC (not adjclose), its split and its dividend", async () => {
      const result = await provider({ now: '2020-11-07T00:00:00Z' }).refresh('AAPL', '2020-08-31');

      expect(yahoo.chartRequests()).toEqual([
        {
          symbol: 'AAPL',
          period1: '2020-08-31T00:00:00.000Z',
          period2: '2020-11-07T00:00:00.000Z',
          events: 'div|split',
        },
      ]);
      const recorded = recordedBars(AAPL_2020);
      expect(result).toMatchObject({
        code: 'AAPL',
        symbol: 'AAPL',
        from: '2020-08-31',
        to: '2020-11-06',
        bars: recorded.length,
        pricesWritten: recorded.length,
        corporateActionsWritten: 2,
        previousLatest: null,
        latest: '2020-11-06',
        rebasedBy: null,
      });

      const stored = await storedPrices(db.dataSource, 'AAPL');
      expect(stored).toHaveLength(49);
      // The split day, and the ex-dividend day where close and adjclose differ most.
      const splitDay = recorded[0]!;
      expect(splitDay.date).toBe('2020-08-31');
      expect(stored[0]).toEqual({
        date: '2020-08-31',
        open: 127.58,
        high: 131,
        low: 126,
        close: 129.04,
        volume: 225702700,
      });
      expect(stored[0]!.close).toBeCloseTo(splitDay.close, 4);
      expect(stored[0]!.close).not.toBeCloseTo(splitDay.adjclose!, 1);
      const last = recorded.at(-1)!;
      expect(stored.at(-1)).toEqual({
        date: '2020-11-06',
        open: yahooPrice(last.open),
        high: yahooPrice(last.high),
        low: yahooPrice(last.low),
        close: yahooPrice(last.close),
        volume: last.volume,
      });
      expect(stored.at(-1)!.close).toBe(118.69);

      expect(await storedActions(db.dataSource, 'AAPL')).toEqual([
        { exDate: '2020-08-31', action: 'split', value: 4 },
        { exDate: '2020-11-06', action: 'dividend', value: 0.205 },
      ]);
    });

    it('changes nothing when run again over the same window', async () => {
      await provider({ now: '2020-11-07T00:00:00Z' }).refresh('AAPL', '2020-08-31');
      const before = await digests();
      const again = await provider({ now: '2020-11-07T00:00:00Z' }).refresh('AAPL', '2020-08-31');
      expect(again).toMatchObject({
        bars: 49,
        pricesWritten: 0,
        corporateActionsWritten: 0,
        latest: '2020-11-06',
      });
      expect(await digests()).toEqual(before);
    });

    it("stores a year of bars and the quarter's dividends (MSFT 2021)", async () => {
      const result = await provider({ now: '2022-01-31T00:00:00Z' }).refresh('MSFT', '2021-02-01');
      expect(result).toMatchObject({
        bars: 252,
        pricesWritten: 252,
        corporateActionsWritten: 4,
        latest: '2022-01-28',
      });
      const stored = await storedPrices(db.dataSource, 'MSFT');
      const recorded = recordedBars(MSFT_2021);
      expect(stored[2]).toEqual({
        date: '2021-02-03',
        open: 239.57,
        high: 245.09,
        low: 239.26,
        close: 243,
        volume: 27158100,
      });
      expect(stored[2]!.close).toBe(recorded[2]!.close);
      expect(stored.at(-1)).toMatchObject({ date: '2022-01-28', close: 308.26, volume: 49743700 });
      expect(await storedActions(db.dataSource, 'MSFT')).toEqual([
        { exDate: '2021-02-17', action: 'dividend', value: 0.56 },
        { exDate: '2021-05-19', action: 'dividend', value: 0.56 },
        { exDate: '2021-08-18', action: 'dividend', value: 0.56 },
        { exDate: '2021-11-17', action: 'dividend', value: 0.62 },
      ]);
    });

    it("drops Yahoo's placeholder bar (volume 0, open = high = low = close) and writes nothing", async () => {
      // AFRAF did not trade on 2020-01-02: Yahoo filled the day with the previous close, 11.27.
      const recorded = recordedBars(AFRAF_2020_JAN);
      expect(recorded).toEqual([
        expect.objectContaining({ volume: 0, open: recorded[0]!.close, high: recorded[0]!.close }),
      ]);
      const result = await provider({ now: '2020-01-03T00:00:00Z' }).refresh('AFRAF', '2020-01-01');
      expect(result).toMatchObject({ bars: 0, pricesWritten: 0, latest: null });
      expect(await storedPrices(db.dataSource, 'AFRAF')).toEqual([]);
    });

    it('stores the benchmark index when asked', async () => {
      const result = await provider({ now: '2020-01-03T00:00:00Z' }).refreshIndex('2020-01-01');
      expect(yahoo.chartRequests().map((r) => r.symbol)).toEqual(['QQQ']);
      expect(result).toMatchObject({
        code: 'COMPOSITE',
        symbol: 'QQQ',
        bars: 1,
        pricesWritten: 1,
        latest: '2020-01-02',
      });
      const rows = await db.dataSource.query<unknown[]>(
        `SELECT date::text AS date, open::float8 AS open, close::float8 AS close, volume::float8 AS volume
           FROM index_prices WHERE index_code = 'COMPOSITE'`,
      );
      const bar = recordedBars(QQQ_2020_JAN)[0]!;
      expect(rows).toEqual([{ date: '2020-01-02', open: 214.4, close: 216.16, volume: bar.volume }]);
    });

    it('asks nothing when the window holds no completed session yet', async () => {
      // Friday 2020-11-06 16:00 WIB: the day is not complete yet.
      const result = await provider({ now: '2020-11-06T09:00:00Z' }).refresh('AAPL', '2020-11-06');
      expect(yahoo.requests).toEqual([]);
      expect(result).toMatchObject({ from: '2020-11-06', to: '2020-11-05', bars: 0, pricesWritten: 0 });
    });
  });

  describe('a split Yahoo has applied after the stored history', () => {
    // NVDA's 2025-era prices for 2021 are adjusted for the 4:1 split of 2021-07-20 and for the 10:1
    // of 2024; the recording (to 2022-01-31) reports only the first.
    const firstWeek = () => recordedBars(NVDA_2021).slice(0, 5);
    const scaled = (factor: number) =>
      [
        { date: '2021-01-28', open: 13, high: 13.2, low: 12.8, close: 13.1, volume: 100_000_000 },
        { date: '2021-01-29', open: 13.1, high: 13.3, low: 12.9, close: 13, volume: 120_000_000 },
        ...firstWeek(),
      ].map((bar) => ({
        date: bar.date,
        open: bar.open * factor,
        high: bar.high * factor,
        low: bar.low * factor,
        close: bar.close * factor,
        volume: bar.volume / factor,
      }));

    it('divides the stored history and dividends by the split the overlapping days confirm', async () => {
      await seedPrices(db.dataSource, 'NVDA', scaled(4));
      await db.dataSource.query(
        `INSERT INTO corporate_actions (code, ex_date, action, value) VALUES ('NVDA', '2020-12-03', 'dividend', 0.16)`,
      );
      const result = await provider({ now: '2022-01-31T00:00:00Z' }).refresh('NVDA', '2021-02-01');
      expect(result).toMatchObject({
        rebasedBy: 4,
        previousLatest: '2021-02-05',
        latest: '2022-01-28',
        bars: 252,
      });

      const stored = await storedPrices(db.dataSource, 'NVDA');
      expect(stored.slice(0, 2)).toEqual([
        { date: '2021-01-28', open: 13, high: 13.2, low: 12.8, close: 13.1, volume: 100_000_000 },
        { date: '2021-01-29', open: 13.1, high: 13.3, low: 12.9, close: 13, volume: 120_000_000 },
      ]);
      expect(stored[2]).toMatchObject({ date: '2021-02-01', close: yahooPrice(firstWeek()[0]!.close) });
      expect(stored).toHaveLength(254);
      expect(await storedActions(db.dataSource, 'NVDA')).toEqual([
        { exDate: '2020-12-03', action: 'dividend', value: 0.04 },
        { exDate: '2021-07-20', action: 'split', value: 4 },
      ]);
    });

    it('refuses a gap between the bases that no reported split explains, writing nothing', async () => {
      // Stored as traded in 2021: 40 times Yahoo's figures, but the window shows only the 4:1 split.
      await seedPrices(db.dataSource, 'NVDA', scaled(40));
      const before = await digests();
      const refresh = provider({ now: '2022-01-31T00:00:00Z' }).refresh('NVDA', '2021-02-01');
      const error = await failure(refresh);
      expect(error.reason).toBe('basis-mismatch');
      expect(error.message).toMatch(/^NVDA: stored closes are 40\.0\d times the live ones/);
      expect(await digests()).toEqual(before);
    });
  });

  describe('the quote of an IDX stock (WSKT.JK while it traded, 2021 recording)', () => {
    // Recorded 2021-02-17 00:00 WIB, after the session of Tuesday 2021-02-16. No chart of that time
    // was recorded: the chart answer is a stand-in with no bar yet, as right after the close.
    const RECORDED_AT = recordedAt(WSKT_2021_QUOTE);
    const THE_DAY = {
      date: '2021-02-16',
      open: 1625,
      high: 1660,
      low: 1590,
      close: 1605,
      volume: 228_998_200,
    };
    /** The session before, as stored: its close is the quote's regularMarketPreviousClose (the rest is made up). */
    const DAY_BEFORE = {
      date: '2021-02-15',
      open: 1620,
      high: 1650,
      low: 1600,
      close: 1610,
      volume: 180_000_000,
    };

    const idx = (now: string | Date) => provider({ listing: IDX_LISTING, now });

    beforeEach(() => {
      yahoo
        .pinQuote('WSKT.JK', WSKT_2021_QUOTE)
        .pinChart('WSKT.JK', chartWithoutBars(WSKT_2025, WSKT_2021_QUOTE));
    });

    it('is a healthy IDX equity, with a complete session on 2021-02-16 WIB', () => {
      expect(RECORDED_AT.toISOString()).toBe('2021-02-16T17:00:22.000Z');
      const quote = recordedQuote(WSKT_2021_QUOTE);
      expect(quote).toMatchObject({
        symbol: 'WSKT.JK',
        quoteType: 'EQUITY',
        currency: 'IDR',
        exchange: 'JKT',
        exchangeTimezoneName: 'Asia/Jakarta',
        marketState: 'PREPRE',
        regularMarketTime: 1613463295,
        regularMarketPreviousClose: DAY_BEFORE.close,
      });
      // 15:14:55 WIB: the end of the post-trading session of the shortened (2021) trading hours.
      expect(new Date(quote.regularMarketTime * 1000).toISOString()).toBe('2021-02-16T08:14:55.000Z');
      expect({
        open: quote.regularMarketOpen,
        high: quote.regularMarketDayHigh,
        low: quote.regularMarketDayLow,
        close: quote.regularMarketPrice,
        volume: quote.regularMarketVolume,
      }).toEqual({
        open: THE_DAY.open,
        high: THE_DAY.high,
        low: THE_DAY.low,
        close: THE_DAY.close,
        volume: THE_DAY.volume,
      });
    });

    it("stores the quote's session when the chart has no bar for it yet, after asking the quote first", async () => {
      await seedPrices(db.dataSource, 'WSKT', [DAY_BEFORE]);
      const result = await idx(RECORDED_AT).refresh('WSKT', '2021-02-15');

      expect(yahoo.requests.map((url) => `${url.host}${url.pathname}`)).toEqual([
        'finance.yahoo.com/quote/AAPL',
        'query1.finance.yahoo.com/v1/test/getcrumb',
        'query2.finance.yahoo.com/v7/finance/quote',
        'query2.finance.yahoo.com/v8/finance/chart/WSKT.JK',
      ]);
      expect(yahoo.quoteRequests()).toEqual(['WSKT.JK']);
      expect(result).toEqual({
        code: 'WSKT',
        symbol: 'WSKT.JK',
        from: '2021-02-15',
        to: '2021-02-16',
        bars: 1,
        pricesWritten: 1,
        corporateActionsWritten: 0,
        previousLatest: '2021-02-15',
        latest: '2021-02-16',
        rebasedBy: null,
        sessionStored: '2021-02-16',
      });
      expect(await storedPrices(db.dataSource, 'WSKT')).toEqual([DAY_BEFORE, THE_DAY]);
    });

    it('changes nothing when run again', async () => {
      await seedPrices(db.dataSource, 'WSKT', [DAY_BEFORE]);
      await idx(RECORDED_AT).refresh('WSKT', '2021-02-15');
      const before = await digests();
      const again = await idx(RECORDED_AT).refresh('WSKT', '2021-02-15');
      expect(again).toMatchObject({
        pricesWritten: 0,
        previousLatest: '2021-02-16',
        latest: '2021-02-16',
        sessionStored: null,
      });
      expect(await digests()).toEqual(before);
    });

    it('takes the session only once it is complete, from 16:15 WIB', async () => {
      await seedPrices(db.dataSource, 'WSKT', [DAY_BEFORE]);
      // The recorded answer stands for the quote of 16:14 and 16:15 WIB: the session's last trade was at 15:14:55.
      const early = await idx('2021-02-16T09:14:00Z').refresh('WSKT', '2021-02-15');
      expect(early).toMatchObject({ to: '2021-02-15', bars: 0, pricesWritten: 0, sessionStored: null });
      expect(await storedPrices(db.dataSource, 'WSKT')).toEqual([DAY_BEFORE]);

      const complete = await idx('2021-02-16T09:15:00Z').refresh('WSKT', '2021-02-15');
      expect(complete).toMatchObject({ to: '2021-02-16', pricesWritten: 1, sessionStored: '2021-02-16' });
      expect(await storedPrices(db.dataSource, 'WSKT')).toEqual([DAY_BEFORE, THE_DAY]);
    });

    it('adds nothing when the stored bars already reach past the quote, nor overwrites its day', async () => {
      // The stored 2021-02-16 bar (say the chart's final one) differs from the quote's figures.
      const stored = [
        { ...THE_DAY, close: 1600, volume: 229_000_000 },
        { date: '2021-02-17', open: 1600, high: 1615, low: 1570, close: 1580, volume: 150_000_000 },
      ];
      await seedPrices(db.dataSource, 'WSKT', stored);
      const before = await digests();
      const result = await idx('2021-02-18T10:00:00Z').refresh('WSKT', '2021-02-16');
      expect(result).toMatchObject({
        to: '2021-02-18',
        pricesWritten: 0,
        previousLatest: '2021-02-17',
        latest: '2021-02-17',
        sessionStored: null,
      });
      expect(await storedPrices(db.dataSource, 'WSKT')).toEqual(stored);
      expect(await digests()).toEqual(before);
    });

    it('leaves out a quote whose session is before the window', async () => {
      const result = await idx('2021-02-18T10:00:00Z').refresh('WSKT', '2021-02-17');
      expect(result).toMatchObject({ from: '2021-02-17', bars: 0, pricesWritten: 0, sessionStored: null });
      expect(await storedPrices(db.dataSource, 'WSKT')).toEqual([]);
    });
  });

  describe("the quote's other answers", () => {
    it('accepts a 2025-format equity quote (AAPL) and leaves its session out when it is after `now`', async () => {
      expect(recordedQuote(AAPL_2025_QUOTE)).toMatchObject({
        quoteType: 'EQUITY',
        currency: 'USD',
        exchange: 'NMS',
        exchangeTimezoneName: 'America/New_York',
      });
      const result = await provider({ listing: US_QUOTED_LISTING, now: '2020-11-07T00:00:00Z' }).refresh(
        'AAPL',
        '2020-08-31',
      );
      expect(yahoo.quoteRequests()).toEqual(['AAPL']);
      expect(yahoo.chartRequests().map((r) => r.symbol)).toEqual(['AAPL']);
      expect(result).toMatchObject({
        bars: 49,
        pricesWritten: 49,
        latest: '2020-11-06',
        sessionStored: null,
      });
    });

    it('refuses a stock quoted on another exchange than the listing expects, before the chart', async () => {
      const listing = { ...US_QUOTED_LISTING, quote: { exchanges: ['NYQ'], timeZone: 'America/New_York' } };
      const error = await failure(
        provider({ listing, now: '2020-11-07T00:00:00Z' }).refresh('AAPL', '2020-08-31'),
      );
      expect(error.reason).toBe('wrong-exchange');
      expect(error.message).toBe(
        'AAPL: Yahoo lists it on NMS (America/New_York), not on NYQ (America/New_York)',
      );
      expect(yahoo.chartRequests()).toEqual([]);
      expect(await storedPrices(db.dataSource, 'AAPL')).toEqual([]);
    });

    it('refuses a quote in another currency, before the chart', async () => {
      const listing = { ...US_QUOTED_LISTING, currency: 'IDR' };
      const error = await failure(
        provider({ listing, now: '2020-11-07T00:00:00Z' }).refresh('AAPL', '2020-08-31'),
      );
      expect(error.reason).toBe('wrong-currency');
      expect(error.message).toBe('AAPL: Yahoo quotes it in USD, not IDR');
      expect(yahoo.chartRequests()).toEqual([]);
    });

    it("names the type of a quote yahoo-finance2's schema does not know, instead of its shape", async () => {
      // Hand-made: the 2025 WSKT.JK answer with a type the library has no schema for.
      const { bodyJson } = readRecording(WSKT_2025_QUOTE).response as {
        bodyJson: { quoteResponse: { result: object[] } };
      };
      const warrant = { ...bodyJson.quoteResponse.result[0], quoteType: 'WARRANT' };
      yahoo.intercept((url) =>
        url.pathname === '/v7/finance/quote'
          ? Response.json({ quoteResponse: { result: [warrant], error: null } })
          : undefined,
      );
      const error = await failure(
        provider({ listing: IDX_LISTING, now: '2025-02-17T12:00:00Z' }).refresh('WSKT', '2025-02-01'),
      );
      expect(error.reason).toBe('not-a-stock');
      expect(error.message).toBe(
        'WSKT.JK: Yahoo lists it as WARRANT, not as a stock (its last price is of 2024-07-23); suspended or remapped',
      );
      expect(yahoo.chartRequests()).toEqual([]);
    });

    it('maps a quote answer without the symbol to an unknown symbol', async () => {
      // Hand-made: Yahoo leaves an unknown symbol out of the quote's result.
      yahoo.intercept((url) =>
        url.pathname === '/v7/finance/quote'
          ? Response.json({ quoteResponse: { result: [], error: null } })
          : undefined,
      );
      const error = await failure(
        provider({ listing: IDX_LISTING, now: '2025-02-17T12:00:00Z' }).refresh('ZZZZ', '2025-02-01'),
      );
      expect(error.reason).toBe('unknown-symbol');
      expect(error.message).toBe('ZZZZ.JK: Yahoo has no quote for it (unknown or delisted)');
      expect(yahoo.chartRequests()).toEqual([]);
    });
  });

  describe('error paths', () => {
    it('refuses WSKT.JK by its quote, a fund with a stale price (2025 recording), before the chart', async () => {
      // The recorded quote is in IDR on the Jakarta exchange, but typed as a fund, with no trade.
      const quote = recordedQuote(WSKT_2025_QUOTE);
      expect(quote).toMatchObject({
        symbol: 'WSKT.JK',
        quoteType: 'MUTUALFUND',
        currency: 'IDR',
        exchange: 'JKT',
        exchangeTimezoneName: 'Asia/Jakarta',
        regularMarketPrice: 202,
        regularMarketOpen: 0,
        regularMarketVolume: 0,
      });
      await seedPrices(db.dataSource, 'WSKT', [
        { date: '2019-12-30', open: 1490, high: 1500, low: 1470, close: 1485, volume: 20_000_000 },
      ]);
      const before = await digests();
      const refresh = provider({ listing: IDX_LISTING, now: '2020-01-03T00:00:00Z' }).refresh(
        'WSKT',
        '2020-01-01',
      );
      const error = await failure(refresh);
      expect(error).toMatchObject({ name: 'LiveDataUnavailable', symbol: 'WSKT.JK', reason: 'not-a-stock' });
      expect(error.message).toBe(
        'WSKT.JK: Yahoo lists it as MUTUALFUND, not as a stock (its last price is of 2024-07-23); suspended or remapped',
      );
      expect(yahoo.quoteRequests()).toEqual(['WSKT.JK']);
      expect(yahoo.chartRequests()).toEqual([]);
      expect(await digests()).toEqual(before);
    });

    it("refuses WSKT.JK by its chart's type too, when the quote is not checked (2025 recording)", async () => {
      // The recorded chart is in IDR on the Jakarta exchange, but typed as a fund.
      const { meta } = recordedChart(WSKT_2025);
      expect([meta.currency, meta.instrumentType, meta.symbol]).toEqual(['IDR', 'MUTUALFUND', 'WSKT.JK']);
      const before = await digests();
      const refresh = provider({ listing: IDX_CHART_ONLY, now: '2020-01-03T00:00:00Z' }).refresh(
        'WSKT',
        '2020-01-01',
      );
      const error = await failure(refresh);
      expect(error.reason).toBe('not-a-stock');
      expect(error.message).toBe(
        'WSKT.JK: Yahoo lists it as MUTUALFUND, not as a stock (its last price is of 2024-07-23); suspended or remapped',
      );
      expect(yahoo.quoteRequests()).toEqual([]);
      expect(yahoo.chartRequests()).toEqual([
        {
          symbol: 'WSKT.JK',
          period1: '2020-01-01T00:00:00.000Z',
          period2: '2020-01-03T00:00:00.000Z',
          events: 'div|split',
        },
      ]);
      expect(await digests()).toEqual(before);
    });

    it("maps Yahoo's Not Found answer to an unknown symbol", async () => {
      // No chart 404 was recorded; Yahoo's 404 envelope is the same for every API (here the one
      // its quoteSummary gave for WSKT.JK), and yahoo-finance2 reads it the same way.
      yahoo.pinChart('ZZZZ.JK', WSKT_NOT_FOUND);
      const refresh = provider({ listing: IDX_CHART_ONLY, now: '2025-02-17T12:00:00Z' }).refresh(
        'ZZZZ',
        '2025-02-01',
      );
      const error = await failure(refresh);
      expect(error.reason).toBe('unknown-symbol');
      expect(error.message).toBe(
        'ZZZZ.JK: Yahoo has no data for it: No fundamentals data found for any of the summaryTypes=assetProfile',
      );
      expect(await storedPrices(db.dataSource, 'ZZZZ')).toEqual([]);
    });

    it('refuses a series in another currency', async () => {
      // AAPL quoted in USD where the IDX listing expects IDR.
      const refresh = provider({
        listing: { ...IDX_LISTING, suffix: '' },
        now: '2020-11-07T00:00:00Z',
      }).refresh('AAPL', '2020-08-31');
      const error = await failure(refresh);
      expect(error.reason).toBe('wrong-currency');
      expect(error.message).toBe('AAPL: Yahoo quotes it in USD, not IDR');
    });

    it('maps a network failure and an HTTP error to provider errors', async () => {
      yahoo.intercept(() => {
        throw new TypeError('fetch failed');
      });
      const down = await failure(provider({ now: '2020-11-07T00:00:00Z' }).refresh('GOOG', '2020-08-31'));
      expect(down.reason).toBe('provider-error');
      expect(down.message).toBe('GOOG: request to Yahoo failed: fetch failed');

      yahoo.intercept(() => new Response('<html>Too Many Requests</html>', { status: 429 }));
      // yahoo-finance2 prints the URL of a failed request on the console.
      const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const refused = await failure(
          provider({ now: '2020-11-07T00:00:00Z' }).refresh('GOOG', '2020-08-31'),
        );
        expect(refused.reason).toBe('provider-error');
        expect(refused.message).toBe('GOOG: Yahoo answered HTTP 429: <html>Too Many Requests</html>');
      } finally {
        consoleError.mockRestore();
      }
      expect(await storedPrices(db.dataSource, 'GOOG')).toEqual([]);
    });

    it('gives up after the timeout', async () => {
      yahoo.intercept(
        (_url, signal) =>
          new Promise<void>((_resolve, reject) =>
            signal?.addEventListener('abort', () => reject(signal.reason)),
          ),
      );
      const started = Date.now();
      const error = await failure(
        provider({ now: '2020-11-07T00:00:00Z', timeoutMs: 200 }).refresh('GOOG', '2020-08-31'),
      );
      expect(error.reason).toBe('timeout');
      expect(error.message).toBe('GOOG: no answer from Yahoo within 200 ms');
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('leaves no prices behind when writing the corporate actions fails', async () => {
      await db.dataSource.query(`
        CREATE FUNCTION refuse_action() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'corporate_actions refused by the test'; END $$;
        CREATE TRIGGER refuse_action BEFORE INSERT ON corporate_actions FOR EACH ROW EXECUTE FUNCTION refuse_action();`);
      // TypeORM logs the refused statement on the console.
      const consoleLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        await expect(provider({ now: '2020-11-07T00:00:00Z' }).refresh('AAPL', '2020-08-31')).rejects.toThrow(
          /refused by the test/,
        );
        // The prices were inserted first, in the same transaction: rolled back with it.
        expect(await storedPrices(db.dataSource, 'AAPL')).toEqual([]);
      } finally {
        consoleLog.mockRestore();
        await db.dataSource.query(
          'DROP TRIGGER refuse_action ON corporate_actions; DROP FUNCTION refuse_action()',
        );
      }
    });
  });
});
