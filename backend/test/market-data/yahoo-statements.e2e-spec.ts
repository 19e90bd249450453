import { Logger } from '@nestjs/common';
import { MarketDataFreshness } from '../../src/market-data/live/market-data-freshness';
import { LIVE_STATEMENT_SOURCE } from '../../src/market-data/live/live-statements';
import { IDX_LISTING, YahooMarketDataProvider } from '../../src/market-data/live/yahoo-market-data-provider';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { openTestDataSource, type MigratedDatabase } from './fixture-bundle';
import { AAPL_2025_QUOTE, seedCompany, seedPrices, US_LISTING } from './live-market-data-fixtures';
import { readRecording, RecordedYahoo } from './yahoo-recordings';

const WSKT_QUARTERS = 'fixtures-2025-02/fundamentalsTimeSeries-WSKT.JK-financials-quarterly.json';
const AAPL_QUARTERS = 'fixtures-2025-02/fundamentalsTimeSeries-AAPL-all-quarterly.json';

/** One field of a recorded time series as Yahoo sent it: period end → value. */
function recorded(file: string, field: string): Map<string, number> {
  const body = readRecording(file).response.bodyJson as {
    timeseries: { result: Array<Record<string, unknown> & { meta: { type: string[] } }> };
  };
  const series = body.timeseries.result.find((r) => r.meta.type[0] === field);
  const points = (series?.[field] ?? []) as Array<{
    asOfDate: string;
    reportedValue: { raw: number };
  } | null>;
  return new Map(points.filter((p) => p !== null).map((p) => [p.asOfDate, p.reportedValue.raw]));
}

interface StoredRow {
  period_type: string;
  period_end: string;
  fiscal_year: number;
  fiscal_period: string;
  is_cumulative: boolean;
  currency: string;
  revenue: number | null;
  net_income: number | null;
  equity: number | null;
  total_assets: number | null;
  total_liabilities: number | null;
  cash: number | null;
  total_debt: number | null;
  operating_cf: number | null;
  free_cf: number | null;
  dividends_paid: number | null;
  source: string;
}

/**
 * Quarterly statements from Yahoo's fundamentals time series, against recorded Yahoo answers and a
 * real PostgreSQL database: single quarters become the bundle's year-to-date rows, filed rows win,
 * and the read side applies the same 90-day rule to them as to the bundle's.
 */
describe('statements from Yahoo fundamentals time series', () => {
  let db: MigratedDatabase;
  let yahoo: RecordedYahoo;

  const stored = (code: string) =>
    db.dataSource.query<StoredRow[]>(
      `SELECT period_type, period_end::text AS period_end, fiscal_year, fiscal_period, is_cumulative, currency,
              revenue::float8 AS revenue, net_income::float8 AS net_income, equity::float8 AS equity,
              total_assets::float8 AS total_assets, total_liabilities::float8 AS total_liabilities,
              cash::float8 AS cash, total_debt::float8 AS total_debt, operating_cf::float8 AS operating_cf,
              free_cf::float8 AS free_cf, dividends_paid::float8 AS dividends_paid, source
         FROM financial_statements WHERE code = $1 ORDER BY period_end, period_type`,
      [code],
    );

  /** A filed year-to-date row, as the bundle holds WSKT's: Q1 2023. */
  const seedStatement = (code: string, row: Partial<StoredRow> & Pick<StoredRow, 'period_end'>) =>
    db.dataSource.query(
      `INSERT INTO financial_statements
         (code, period_type, period_end, fiscal_year, fiscal_period, is_cumulative, currency, revenue, net_income, equity, source)
       VALUES ($1, $2, $3, $4, $5, $6, 'IDR', $7, $8, $9, $10)`,
      [
        code,
        row.period_type ?? 'quarter',
        row.period_end,
        Number(row.period_end.slice(0, 4)),
        row.fiscal_period ?? 'Q1',
        row.is_cumulative ?? true,
        row.revenue ?? null,
        row.net_income ?? null,
        row.equity ?? null,
        row.source ?? 'idx-jiakbar',
      ],
    );

  beforeAll(async () => {
    db = await openTestDataSource();
  });

  afterAll(() => db.close());

  beforeEach(async () => {
    await db.dataSource.query(
      'TRUNCATE companies, financial_statements, daily_prices, market_data_refreshes CASCADE',
    );
    yahoo = new RecordedYahoo();
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    expect(yahoo.unmatched).toEqual([]);
  });

  const idx = (now: string) =>
    new YahooMarketDataProvider(db.dataSource, {
      fetch: yahoo.fetch,
      listing: IDX_LISTING,
      clock: () => new Date(now),
    });

  it('WSKT.JK: continues the filed Q1 2023 into year-to-date Q2 and Q3 rows and a FY2023 from four quarters', async () => {
    await seedCompany(db.dataSource, 'WSKT');
    await seedStatement('WSKT', {
      period_end: '2023-03-31',
      revenue: 2_000_000_000_000,
      net_income: -500_000_000_000,
    });
    yahoo.pinTimeseries('WSKT.JK', WSKT_QUARTERS);

    const result = await idx('2024-05-01T09:30:00Z').refreshStatements('WSKT');

    // One request: every quarterly field of every statement, about two years back.
    const [request] = yahoo.timeseriesRequests();
    expect(yahoo.timeseriesRequests()).toHaveLength(1);
    expect(request.symbol).toBe('WSKT.JK');
    expect(request.types).toEqual(
      expect.arrayContaining(['quarterlyNetIncome', 'quarterlyTotalAssets', 'quarterlyFreeCashFlow']),
    );
    expect(request.period1.slice(0, 10)).toBe('2022-01-20');
    // The currency came from the stored statements: no quote was asked.
    expect(yahoo.quoteRequests()).toEqual([]);

    const revenue = recorded(WSKT_QUARTERS, 'quarterlyTotalRevenue');
    const income = recorded(WSKT_QUARTERS, 'quarterlyNetIncome');
    const q2 = 2_000_000_000_000 + revenue.get('2023-06-30')!;
    const q3 = q2 + revenue.get('2023-09-30')!;
    const rows = await stored('WSKT');
    expect(
      rows.map((r) => [r.period_type, r.period_end, r.fiscal_period, r.is_cumulative, r.source]),
    ).toEqual([
      ['quarter', '2023-03-31', 'Q1', true, 'idx-jiakbar'],
      ['quarter', '2023-06-30', 'Q2', true, LIVE_STATEMENT_SOURCE],
      ['quarter', '2023-09-30', 'Q3', true, LIVE_STATEMENT_SOURCE],
      ['annual', '2023-12-31', 'FY', false, LIVE_STATEMENT_SOURCE],
    ]);
    expect(rows.map((r) => r.revenue)).toEqual([2_000_000_000_000, q2, q3, q3 + revenue.get('2023-12-31')!]);
    expect(rows[3]!.net_income).toBe(
      -500_000_000_000 + income.get('2023-06-30')! + income.get('2023-09-30')! + income.get('2023-12-31')!,
    );
    expect(rows.every((r) => r.currency === 'IDR')).toBe(true);
    // The recording holds the income statement only: no balance sheet is invented.
    expect(rows.slice(1).every((r) => r.equity === null && r.total_assets === null)).toBe(true);
    expect(result).toMatchObject({
      symbol: 'WSKT.JK',
      quarters: 3,
      rowsWritten: 3,
      previousLatest: '2023-03-31',
      latest: '2023-12-31',
    });

    // The same answer again writes nothing.
    const again = await idx('2024-05-01T09:30:00Z').refreshStatements('WSKT');
    expect(again.rowsWritten).toBe(0);
  });

  it('never replaces a filed statement, and writes no quarter whose earlier quarters of the year are unknown', async () => {
    await seedCompany(db.dataSource, 'WSKT');
    await seedStatement('WSKT', {
      period_type: 'annual',
      period_end: '2023-12-31',
      fiscal_period: 'FY',
      is_cumulative: false,
      net_income: -3_770_000_000_000,
    });
    yahoo.pinTimeseries('WSKT.JK', WSKT_QUARTERS);
    const result = await idx('2024-05-01T09:30:00Z').refreshStatements('WSKT');
    // Q1 2023 is neither in Yahoo's window nor stored: Q2, Q3 and the FY have no year-to-date.
    expect(result.rowsWritten).toBe(0);
    expect((await stored('WSKT')).map((r) => [r.period_end, r.net_income, r.source])).toEqual([
      ['2023-12-31', -3_770_000_000_000, 'idx-jiakbar'],
    ]);
  });

  it('maps the balance sheet and the cash flow to the bundle’s columns (AAPL, all statements, in USD)', async () => {
    await seedCompany(db.dataSource, 'AAPL');
    yahoo.pinTimeseries('AAPL', AAPL_QUARTERS).pinQuote('AAPL', AAPL_2025_QUOTE);
    const provider = new YahooMarketDataProvider(db.dataSource, {
      fetch: yahoo.fetch,
      listing: US_LISTING,
      clock: () => new Date('2025-02-21T12:00:00Z'),
    });
    await provider.refreshStatements('AAPL');
    // Nothing stored says the currency: the quote's financialCurrency does.
    expect(yahoo.quoteRequests()).toEqual(['AAPL']);

    const field = (name: string) => recorded(AAPL_QUARTERS, name);
    const rows = await stored('AAPL');
    expect(rows.map((r) => [r.fiscal_period, r.period_end])).toEqual([
      ['Q1', '2024-03-31'],
      ['Q2', '2024-06-30'],
      ['Q3', '2024-09-30'],
      ['FY', '2024-12-31'],
    ]);
    const q3 = rows[2]!;
    expect(q3.currency).toBe('USD');
    expect(q3.equity).toBe(field('quarterlyTotalEquityGrossMinorityInterest').get('2024-09-30'));
    expect(q3.total_liabilities).toBe(
      field('quarterlyTotalLiabilitiesNetMinorityInterest').get('2024-09-30'),
    );
    expect(q3.total_assets).toBe(field('quarterlyTotalAssets').get('2024-09-30'));
    expect(q3.cash).toBe(field('quarterlyCashAndCashEquivalents').get('2024-09-30'));
    expect(q3.total_debt).toBe(field('quarterlyTotalDebt').get('2024-09-30'));
    const nineMonths = (name: string) =>
      ['2024-03-31', '2024-06-30', '2024-09-30'].reduce((s, d) => s + field(name).get(d)!, 0);
    expect(q3.operating_cf).toBe(nineMonths('quarterlyOperatingCashFlow'));
    expect(q3.free_cf).toBe(nineMonths('quarterlyFreeCashFlow'));
    // Dividends paid are an outflow in Yahoo's cash flow and an amount paid in the table.
    expect(q3.dividends_paid).toBe(-nineMonths('quarterlyCashDividendsPaid'));
    expect(rows[3]!.net_income).toBe(
      nineMonths('quarterlyNetIncome') + field('quarterlyNetIncome').get('2024-12-31')!,
    );
  });

  it('is read under the same 90-day rule as the bundle’s statements', async () => {
    await seedCompany(db.dataSource, 'WSKT');
    await seedStatement('WSKT', {
      period_end: '2023-03-31',
      revenue: 2_000_000_000_000,
      net_income: -500_000_000_000,
      equity: 1e12,
    });
    await seedPrices(db.dataSource, 'WSKT', [
      { date: '2024-03-01', open: 200, high: 210, low: 195, close: 202, volume: 1_000_000 },
    ]);
    yahoo.pinTimeseries('WSKT.JK', WSKT_QUARTERS);
    await idx('2024-05-01T09:30:00Z').refreshStatements('WSKT');

    const service = new MarketDataService(db.dataSource);
    // On 2024-03-15 the FY2023 row exists but its 90 days (to 2024-03-30) have not passed.
    const march = await service.scoringInput('WSKT', '2024-03-15');
    expect(march?.statements.map((s) => s.periodEnd)).toEqual(['2023-03-31', '2023-06-30', '2023-09-30']);
    const april = await service.scoringInput('WSKT', '2024-04-01');
    expect(april?.statements.map((s) => s.periodEnd)).toContain('2023-12-31');
  });

  describe('kept fresh only when a newer quarter is already public', () => {
    const freshness = (now: string) => new MarketDataFreshness(db.dataSource, idx(now), () => new Date(now));

    it('asks Yahoo when the newest stored statement is older than the newest usable quarter, then waits a day', async () => {
      await seedCompany(db.dataSource, 'WSKT');
      await seedStatement('WSKT', { period_end: '2023-03-31', revenue: 2e12, net_income: -5e11 });
      yahoo.pinTimeseries('WSKT.JK', WSKT_QUARTERS);
      const now = '2024-05-01T09:30:00Z';
      // 2024-05-01: the FY2023 (31 December + 90 days = 30 March) is public, Q1 2024 not yet.
      expect(await freshness(now).ensureStatementsFresh('WSKT')).toMatchObject({
        status: 'refreshed',
        target: '2023-12-31',
        latest: '2023-12-31',
      });
      expect(await freshness(now).ensureStatementsFresh('WSKT')).toMatchObject({ status: 'fresh' });
      expect(yahoo.timeseriesRequests()).toHaveLength(1);
    });

    it('does not ask again within a day when the company has not filed, nor for a non-December fiscal year', async () => {
      await seedCompany(db.dataSource, 'WSKT');
      await seedStatement('WSKT', { period_end: '2023-03-31', revenue: 2e12, net_income: -5e11 });
      yahoo.pinTimeseries('WSKT.JK', WSKT_QUARTERS);
      // 2024-07-01: Q1 2024 is due (31 March + 90 days), Yahoo's answer ends at 2023-12-31.
      const first = await freshness('2024-07-01T09:30:00Z').ensureStatementsFresh('WSKT');
      expect(first).toMatchObject({ status: 'refreshed', target: '2024-03-31', latest: '2023-12-31' });
      const later = await freshness('2024-07-01T20:00:00Z').ensureStatementsFresh('WSKT');
      expect(later).toMatchObject({ status: 'cooling-down' });
      expect(yahoo.timeseriesRequests()).toHaveLength(1);

      await seedCompany(db.dataSource, 'HEXA');
      await seedStatement('HEXA', {
        period_type: 'annual',
        period_end: '2023-03-31',
        fiscal_period: 'FY',
        is_cumulative: false,
      });
      expect(await freshness('2024-07-01T09:30:00Z').ensureStatementsFresh('HEXA')).toMatchObject({
        status: 'unsupported',
      });
      expect(yahoo.timeseriesRequests()).toHaveLength(1);
    });

    it('keeps the stored statements when Yahoo fails, and says so', async () => {
      await seedCompany(db.dataSource, 'WSKT');
      await seedStatement('WSKT', { period_end: '2023-03-31', revenue: 2e12, net_income: -5e11 });
      // yahoo-finance2 prints the URL of a failed request on the console.
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      yahoo.intercept((url) => {
        if (url.pathname.startsWith('/ws/fundamentals-timeseries/'))
          return new Response('busy', { status: 503 });
      });
      const result = await freshness('2024-05-01T09:30:00Z').ensureStatementsFresh('WSKT');
      expect(result).toMatchObject({ status: 'failed', latest: '2023-03-31' });
      expect(result.detail).toContain('HTTP 503');
      expect((await stored('WSKT')).map((r) => r.period_end)).toEqual(['2023-03-31']);
    });
  });
});
