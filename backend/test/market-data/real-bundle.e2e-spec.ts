import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { sharedMarketDatabase, type MarketDatabase } from '../utils/market-database';

/**
 * The real IDX bundle, imported once into the shared read-only market database, against the
 * golden values of the bundle README's "Spot checks" table.
 */
describe('the imported IDX bundle', () => {
  let market: MarketDatabase;
  let dataSource: DataSource;
  let service: MarketDataService;

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => {
    const rows = await dataSource.query<T[]>(sql, params);
    expect(rows).toHaveLength(1);
    return rows[0]!;
  };

  beforeAll(
    async () => {
      market = await sharedMarketDatabase();
      dataSource = await new DataSource(typeormOptions({ url: market.url, poolSize: 4 }, entities)).initialize();
      service = new MarketDataService(dataSource);
    },
    10 * 60 * 1000,
  );

  afterAll(() => dataSource?.destroy());

  it('holds every row of the bundle (README "Files" table)', async () => {
    const counts = await one<Record<string, number>>(
      `SELECT (SELECT count(*) FROM companies)::int AS companies,
              (SELECT count(*) FROM daily_prices)::int AS daily_prices,
              (SELECT count(*) FROM index_prices)::int AS index_prices,
              (SELECT count(*) FROM foreign_flow)::int AS foreign_flow,
              (SELECT count(*) FROM financial_statements)::int AS financial_statements,
              (SELECT count(*) FROM corporate_actions)::int AS corporate_actions,
              (SELECT count(*) FROM ownership_monthly)::int AS ownership_monthly,
              (SELECT count(*) FROM macro_series)::int AS macro_series`,
    );
    expect(counts).toEqual({
      companies: 1002,
      daily_prices: 2255428,
      index_prices: 50505,
      foreign_flow: 1886273,
      financial_statements: 20694,
      corporate_actions: 1322,
      ownership_monthly: 61266,
      macro_series: 2814 + 2656 + 117,
    });
    const banks = await one<{ count: number }>('SELECT count(*)::int AS count FROM companies WHERE is_bank');
    expect(banks.count).toBe(48);
  });

  it('has BBCA on 2023-12-29: close 9,400 with its OHLCV', async () => {
    const bar = await one(
      `SELECT open::float8 AS open, high::float8 AS high, low::float8 AS low, close::float8 AS close,
              volume::float8 AS volume
         FROM daily_prices WHERE code = 'BBCA' AND date = '2023-12-29'`,
    );
    expect(bar).toEqual({ open: 9425, high: 9450, low: 9350, close: 9400, volume: 79903400 });
  });

  it('has the spot-check closes of BBRI, ASII, GOTO and BBCA', async () => {
    const closes = await dataSource.query<{ code: string; date: string; close: number }[]>(
      `SELECT code, date::text AS date, close::float8 AS close FROM daily_prices
        WHERE (code IN ('BBRI', 'ASII', 'GOTO') AND date = '2023-12-29') OR (code = 'BBCA' AND date = '2025-12-30')
        ORDER BY code`,
    );
    expect(closes).toEqual([
      { code: 'ASII', date: '2023-12-29', close: 5650 },
      { code: 'BBCA', date: '2025-12-30', close: 8075 },
      { code: 'BBRI', date: '2023-12-29', close: 5725 },
      { code: 'GOTO', date: '2023-12-29', close: 86 },
    ]);
  });

  it('has TLKM closing between 3,420 and 4,400 over 239 trading days of 2023', async () => {
    const range = await one(
      `SELECT min(close)::float8 AS low, max(close)::float8 AS high, count(*)::int AS days
         FROM daily_prices WHERE code = 'TLKM' AND date BETWEEN '2023-01-01' AND '2023-12-31'`,
    );
    expect(range).toEqual({ low: 3420, high: 4400, days: 239 });
  });

  it('has the COMPOSITE closes of 2023-12-29 and 2025-12-30', async () => {
    const closes = await dataSource.query<{ close: number }[]>(
      `SELECT close::float8 AS close FROM index_prices
        WHERE index_code = 'COMPOSITE' AND date IN ('2023-12-29', '2025-12-30') ORDER BY date`,
    );
    expect(closes.map((row) => row.close)).toEqual([7272.8, 8646.94]);
  });

  it('has BBCA FY2023 with net income, equity, assets and EPS, and no revenue (bank, 2022+)', async () => {
    const statement = await one(
      `SELECT net_income::float8 AS net_income, equity::float8 AS equity, total_assets::float8 AS total_assets,
              eps::float8 AS eps, revenue, revenue_kind
         FROM financial_statements WHERE code = 'BBCA' AND period_type = 'annual' AND period_end = '2023-12-31'`,
    );
    expect(statement).toEqual({
      net_income: 48639122000000,
      equity: 242537593000000,
      total_assets: 1408107010000000,
      eps: 395,
      revenue: null,
      revenue_kind: null,
    });
  });

  it('has BBCA FY2019 revenue as interest income, and TLKM FY2023', async () => {
    const bbca = await one(
      `SELECT net_income::float8 AS net_income, revenue::float8 AS revenue, revenue_kind
         FROM financial_statements WHERE code = 'BBCA' AND period_type = 'annual' AND period_end = '2019-12-31'`,
    );
    expect(bbca).toEqual({
      net_income: 28565053000000,
      revenue: 63837795000000,
      revenue_kind: 'interest_income',
    });
    const tlkm = await one(
      `SELECT net_income::float8 AS net_income, revenue::float8 AS revenue
         FROM financial_statements WHERE code = 'TLKM' AND period_type = 'annual' AND period_end = '2023-12-31'`,
    );
    expect(tlkm).toEqual({ net_income: 24560000000000, revenue: 149216000000000 });
  });

  it('has 701 codes with at least 5 fiscal years of annual statements', async () => {
    const result = await one<{ count: number }>(
      `SELECT count(*)::int AS count FROM (
         SELECT code FROM financial_statements WHERE period_type = 'annual'
          GROUP BY code HAVING count(DISTINCT fiscal_year) >= 5) codes`,
    );
    expect(result.count).toBe(701);
  });

  it('has the BBCA foreign flow of 2023-12-29', async () => {
    const flow = await one(
      `SELECT foreign_buy_shares::float8 AS buy, foreign_sell_shares::float8 AS sell, volume::float8 AS volume,
              value::float8 AS value
         FROM foreign_flow WHERE code = 'BBCA' AND date = '2023-12-29'`,
    );
    expect(flow).toEqual({ buy: 71684800, sell: 34119700, volume: 79903400, value: 751898350000 });
  });

  it('has the BBCA KSEI holdings of 2025-12-30', async () => {
    const holdings = await one(
      `SELECT listed_shares::float8 AS listed, foreign_total_shares::float8 AS foreign,
              local_total_shares::float8 AS local
         FROM ownership_monthly WHERE code = 'BBCA' AND month_end = '2025-12-30'`,
    );
    expect(holdings).toEqual({ listed: 123275050000, foreign: 41039610385, local: 11414080735 });
  });

  it('has 898 codes with prices in 2025, 545 of them on all 236 trading days', async () => {
    const coverage = await one(
      `SELECT count(*)::int AS codes, count(*) FILTER (WHERE days = 236)::int AS complete
         FROM (SELECT code, count(*) AS days FROM daily_prices
                WHERE date BETWEEN '2025-01-01' AND '2025-12-31' GROUP BY code) per_code`,
    );
    expect(coverage).toEqual({ codes: 898, complete: 545 });
  });

  it('is read-only for tests', async () => {
    const client = new Client({ connectionString: market.url });
    await client.connect();
    try {
      await expect(client.query("DELETE FROM companies WHERE code = 'BBCA'")).rejects.toThrow(
        /read-only transaction/,
      );
    } finally {
      await client.end();
    }
  });

  describe('MarketDataService', () => {
    it('knows the last trading day of the bundle', async () => {
      expect(await service.latestTradingDay()).toBe('2025-12-30');
    });

    it('gives BBCA FY2023 from 2024-03-30, not on 2024-03-29', async () => {
      const before = (await service.scoringInput('BBCA', '2024-03-29'))!;
      const on = (await service.scoringInput('BBCA', '2024-03-30'))!;
      expect(before.statements.map((s) => s.periodEnd)).not.toContain('2023-12-31');
      expect(on.statements.filter((s) => s.periodEnd === '2023-12-31')).toMatchObject([
        { periodType: 'annual', netIncome: 48639122000000, eps: 395, revenue: null },
      ]);
      expect(on.statements.every((s) => s.periodEnd <= '2023-12-31')).toBe(true);
      // The latest interim before the gap in the bundle's interim data (2021Q4–2023Q4).
      expect(on.statements.some((s) => s.periodType === 'quarter')).toBe(true);
    });

    it('gives about six years of daily history ending on or before the as-of date', async () => {
      const input = (await service.scoringInput('BBCA', '2023-12-31'))!;
      expect(input.prices.at(-1)).toEqual({
        date: '2023-12-29',
        open: 9425,
        high: 9450,
        low: 9350,
        close: 9400,
        volume: 79903400,
      });
      expect(input.prices[0]!.date > '2017-12-31').toBe(true);
      expect(input.prices[0]!.date < '2018-01-10').toBe(true);
      expect(input.composite.at(-1)).toEqual({ date: '2023-12-29', close: 7272.8 });
      expect(input.foreignFlow.at(-1)).toEqual({
        date: '2023-12-29',
        foreignBuyShares: 71684800,
        foreignSellShares: 34119700,
        volume: 79903400,
        value: 751898350000,
      });
      for (const series of [input.prices, input.composite, input.foreignFlow]) {
        const dates = series.map((bar) => bar.date);
        expect(dates).toEqual([...dates].sort());
      }
      expect(input.macro.usdIdr).toBeGreaterThan(15000);
      expect(input.macro.bondYield10y).toBeGreaterThan(6);
      expect(input.macro.biRate).toBe(6);
    });

    it('compares BBCA with the other banks only', async () => {
      const input = (await service.scoringInput('BBCA', '2024-06-28'))!;
      const bankCodes = await dataSource.query<{ code: string }[]>(
        "SELECT code FROM companies WHERE is_bank AND code <> 'BBCA'",
      );
      const banks = new Set(bankCodes.map((row) => row.code));
      expect(input.sectorPeers.length).toBeGreaterThan(20);
      expect(input.sectorPeers.every((peer) => banks.has(peer.code))).toBe(true);
      const bbri = input.sectorPeers.find((peer) => peer.code === 'BBRI');
      // BBRI traded at roughly 2 times book and 10 times earnings in mid-2024.
      expect(bbri?.pb).toBeGreaterThan(1.5);
      expect(bbri?.pb).toBeLessThan(3.5);
      expect(bbri?.pe).toBeGreaterThan(7);
      expect(bbri?.pe).toBeLessThan(15);
    });

    it('gives recent inputs for large and small caps alike', async () => {
      // Their latency is measured by `npm run bench`, not asserted here: tests are not timed.
      const codes = ['BBCA', 'TLKM', 'ASII', 'GOTO', 'ADRO', 'UNVR', 'BBRI', 'ICBP', 'ANTM', 'MDKA'];
      for (const code of codes) {
        const input = await service.scoringInput(code, '2025-12-30');
        expect(input?.prices.length).toBeGreaterThan(200);
        expect(input?.prices.at(-1)?.date).toBe('2025-12-30');
      }
    });

    it('suggests BBCA first for "bbca" and banks for "bank"', async () => {
      expect((await service.searchCompanies('bbca', 5))[0]).toEqual({
        code: 'BBCA',
        name: 'PT Bank Central Asia Tbk.',
        sector: 'Keuangan',
      });
      const banks = await service.searchCompanies('bank', 10);
      expect(banks[0]!.code).toBe('BANK');
      expect(banks.slice(1).every((company) => /\bbank\b/i.test(company.name))).toBe(true);
    });
  });
});
