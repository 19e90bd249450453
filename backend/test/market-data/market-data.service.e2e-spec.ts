import { silentProgress } from '../../src/market-data/import/import-progress';
import { importMarketDataBundle } from '../../src/market-data/import/market-data-importer';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { FIXTURE_BUNDLE, openTestDataSource, type MigratedDatabase } from './fixture-bundle';

/**
 * Point-in-time reads over the fixture bundle (backend/test/fixtures/idx-mini), whose values are
 * small enough to check by hand. 2024-03-29 was Good Friday: no trading, but a USD/IDR quote.
 */
describe('MarketDataService on the fixture bundle', () => {
  let db: MigratedDatabase;
  let service: MarketDataService;

  beforeAll(async () => {
    db = await openTestDataSource();
    service = new MarketDataService(db.dataSource);
    expect(await service.isEmpty()).toBe(true);
    await importMarketDataBundle(db.dataSource, FIXTURE_BUNDLE, { progress: silentProgress });
  });

  afterAll(() => db.close());

  describe('scoringInput', () => {
    it('is null for a code the bundle does not know', async () => {
      expect(await service.scoringInput('ZZZZ', '2024-03-30')).toBeNull();
    });

    it('refuses an as-of date that is not YYYY-MM-DD', async () => {
      await expect(service.scoringInput('BBCA', '30/03/2024')).rejects.toThrow(RangeError);
      await expect(service.scoringInput('BBCA', '2024-02-30x')).rejects.toThrow(RangeError);
    });

    it('uses an annual statement only from 90 days after its period end', async () => {
      const before = await service.scoringInput('BBCA', '2024-03-29');
      const on = await service.scoringInput('BBCA', '2024-03-30');
      expect(before!.statements.map((s) => s.periodEnd)).toEqual(['2022-12-31']);
      expect(on!.statements.map((s) => s.periodEnd)).toEqual(['2022-12-31', '2023-12-31']);
      expect(on!.statements[1]).toEqual({
        periodType: 'annual',
        fiscalYear: 2023,
        fiscalPeriod: 'FY',
        periodEnd: '2023-12-31',
        isCumulative: false,
        currency: 'IDR',
        revenue: null,
        revenueKind: null,
        grossProfit: null,
        operatingIncome: 60179757000000,
        netIncome: 48639122000000,
        eps: 395,
        totalAssets: 1408107010000000,
        totalLiabilities: 1157675545000000,
        equity: 242537593000000,
        cash: 124395987000000,
        totalDebt: 2129626000000,
        operatingCf: 58115466000000,
        investingCf: -69796749000000,
        financingCf: -25070681000000,
        freeCf: null,
        dividendsPaid: null,
      });
    });

    it('uses a quarterly statement on the same 90-day rule', async () => {
      const before = await service.scoringInput('BBCA', '2024-06-28');
      const on = await service.scoringInput('BBCA', '2024-06-29');
      expect(before!.statements.map((s) => s.periodEnd)).not.toContain('2024-03-31');
      expect(on!.statements.at(-1)).toMatchObject({
        periodType: 'quarter',
        fiscalPeriod: 'Q1',
        isCumulative: true,
      });
    });

    it('cuts prices, the composite, foreign flow, ownership and actions at the as-of date', async () => {
      const input = (await service.scoringInput('BBCA', '2024-03-30'))!;
      expect(input.asOf).toBe('2024-03-30');
      expect(input.prices.map((bar) => bar.date)).toEqual([
        '2023-12-27',
        '2023-12-28',
        '2023-12-29',
        '2024-03-26',
        '2024-03-27',
        '2024-03-28',
      ]);
      expect(input.prices.at(-1)).toEqual({
        date: '2024-03-28',
        open: 10025,
        high: 10100,
        low: 9975,
        close: 10075,
        volume: 79229700,
      });
      expect(input.composite.at(-1)?.date).toBe('2024-03-28');
      expect(input.composite.every((bar) => typeof bar.close === 'number')).toBe(true);
      expect(input.foreignFlow.at(-1)?.date).toBe('2024-03-28');
      expect(input.ownership.map((month) => month.monthEnd)).toEqual([
        '2023-12-29',
        '2024-01-31',
        '2024-02-29',
        '2024-03-28',
      ]);
      expect(input.ownership[0]).toEqual({
        monthEnd: '2023-12-29',
        listedShares: 123275050000,
        foreignTotalShares: expect.any(Number),
        localTotalShares: expect.any(Number),
      });
      // BBCA's final dividend went ex on 2024-03-25; the 1:5 split of 2021 is history.
      expect(input.corporateActions.at(-1)).toEqual({
        exDate: '2024-03-25',
        action: 'dividend',
        value: 227.5,
      });
      expect(input.corporateActions).toContainEqual({ exDate: '2021-10-13', action: 'split', value: 5 });

      const earlier = (await service.scoringInput('BBCA', '2024-03-22'))!;
      expect(earlier.prices.at(-1)?.date).toBe('2023-12-29');
      expect(earlier.corporateActions.map((a) => a.exDate)).not.toContain('2024-03-25');
      expect(earlier.ownership.at(-1)?.monthEnd).toBe('2024-02-29');
    });

    it('includes a bar dated on the as-of day itself', async () => {
      const input = (await service.scoringInput('TLKM', '2024-03-27'))!;
      expect(input.prices.at(-1)).toMatchObject({ date: '2024-03-27', close: 3490 });
      expect(input.foreignFlow.at(-1)?.date).toBe('2024-03-27');
    });

    it('takes each macro series at its last value on or before the as-of date', async () => {
      const input = (await service.scoringInput('BBCA', '2024-03-30'))!;
      expect(input.macro).toEqual({ bondYield10y: 6.7239, usdIdr: 15880, biRate: 6 });
      const before = (await service.scoringInput('BBCA', '2023-09-20'))!;
      expect(before.macro).toEqual({ bondYield10y: null, usdIdr: null, biRate: null });
    });

    it('gives the company profile with unknowns as null', async () => {
      const input = (await service.scoringInput('apol', '2024-03-30'))!;
      expect(input.code).toBe('APOL');
      expect(input.company).toEqual({
        code: 'APOL',
        name: 'Arpeni Pratama Ocean Line Tbk.',
        sector: null,
        subsector: null,
        industry: null,
        listingBoard: null,
        listingDate: null,
        listedShares: 16452282461,
        currencyReporting: null,
        isBank: false,
      });
      expect(input.prices).toEqual([]);
      expect(input.sectorPeers).toEqual([]);
    });

    it('compares a bank with the other banks, from their last close and usable statements', async () => {
      const input = (await service.scoringInput('BBCA', '2024-03-30'))!;
      // BBRI: close 6,050 on 2024-03-28 × 151,559,001,604 shares; FY2023 net income and equity
      // (no later quarter is usable yet, so the trailing twelve months are FY2023).
      const marketCap = 6050 * 151559001604;
      expect(input.sectorPeers).toHaveLength(1);
      const [bbri] = input.sectorPeers;
      expect(bbri!.code).toBe('BBRI');
      expect(bbri!.pe).toBeCloseTo(marketCap / 60099863000000, 3);
      expect(bbri!.pb).toBeCloseTo(marketCap / 316472142000000, 3);
      // ROE in percent, as the scoring core reports the stock's own.
      expect(bbri!.roe).toBeCloseTo((100 * 60099863000000) / 316472142000000, 3);
    });

    it('skips a peer without a usable statement', async () => {
      // The fixture has no BBRI FY2022, and FY2023 is not usable before 2024-03-30.
      const input = (await service.scoringInput('BBCA', '2024-03-29'))!;
      expect(input.sectorPeers).toEqual([]);
    });

    it('compares a non-bank with its sector and converts USD reporters at the rate of the day', async () => {
      const telkom = (await service.scoringInput('TLKM', '2024-03-30'))!;
      expect(telkom.sectorPeers.map((peer) => peer.code)).toEqual(['ISAT']);
      const coal = (await service.scoringInput('ITMG', '2024-03-30'))!;
      const [adaro] = coal.sectorPeers;
      // ADRO: close 2,700 × 29,389,689,400 shares against USD 1,641,437,000 × 15,880 IDR/USD.
      expect(adaro!.code).toBe('ADRO');
      expect(adaro!.pe).toBeCloseTo((2700 * 29389689400) / (1641437000 * 15880), 3);
      expect(adaro!.roe).toBeCloseTo((100 * 1641437000) / 7408750000, 3);
    });

    it('compares with a peer while its last close is at most 30 days old, as a stock is analysed at all', async () => {
      // The fixture's last BBRI bar is 2024-04-02: 30 days before 2024-05-02, 31 before 2024-05-03.
      const within = (await service.scoringInput('BBCA', '2024-05-02'))!;
      expect(within.sectorPeers.map((peer) => peer.code)).toEqual(['BBRI']);
      const beyond = (await service.scoringInput('BBCA', '2024-05-03'))!;
      expect(beyond.sectorPeers).toEqual([]);
    });

    it("reads a peer's new figures once a live refresh of it is recorded (the shared peer market is per data version)", async () => {
      const peAt = async () => (await service.scoringInput('BBCA', '2024-03-30'))!.sectorPeers[0]!.pe!;
      const before = await peAt();
      const close = (factor: number) =>
        db.dataSource.query(
          `UPDATE daily_prices SET close = close * $1 WHERE code = 'BBRI' AND date = '2024-03-28'`,
          [factor],
        );
      // What the live writer does: the refreshed stock's rows, then the attempt recorded.
      const recordRefresh = (at: string) =>
        db.dataSource.query(
          `INSERT INTO market_data_refreshes (subject, code, attempted_at, target_date, outcome, latest_date)
           VALUES ('stock', 'BBRI', $1, '2024-03-28', 'updated', '2024-03-28')
           ON CONFLICT (subject, code) DO UPDATE SET attempted_at = excluded.attempted_at`,
          [at],
        );
      await close(2);
      try {
        await recordRefresh('2024-03-28T10:00:00Z');
        expect(await peAt()).toBeCloseTo(before * 2, 6);
      } finally {
        await close(0.5);
        await recordRefresh('2024-03-28T11:00:00Z');
      }
      expect(await peAt()).toBeCloseTo(before, 6);
    });
  });

  describe('look-ups', () => {
    it('finds a company by code, case-insensitively, and null for an unknown one', async () => {
      expect(await service.company('bbca')).toMatchObject({
        code: 'BBCA',
        isBank: true,
        currencyReporting: 'IDR',
      });
      expect(await service.company('ZZZZ')).toBeNull();
    });

    it('analyses as of the last trading day, and moves to a new day as soon as one is stored', async () => {
      const latest = await service.latestScoringInput('bbca');
      expect(latest.asOf).toBe('2024-04-02');
      expect(latest.input).toStrictEqual(await service.scoringInput('BBCA', '2024-04-02'));
      await db.dataSource.query(
        `INSERT INTO daily_prices (code, date, open, high, low, close, volume) VALUES ('BBRI', '2024-04-03', 1, 1, 1, 1, 1)`,
      );
      try {
        expect((await service.latestScoringInput('BBCA')).asOf).toBe('2024-04-03');
      } finally {
        await db.dataSource.query(`DELETE FROM daily_prices WHERE code = 'BBRI' AND date = '2024-04-03'`);
      }
      expect((await service.latestScoringInput('BBCA')).asOf).toBe('2024-04-02');
      expect(await service.latestScoringInput('ZZZZ')).toEqual({
        asOf: '2024-04-02',
        input: null,
        version: latest.version,
      });
      // The version names the import the rows came from: what an analysis's source key is made of.
      expect(latest.version).toMatch(/^\d{4}-\d{2}-\d{2} .+\|/);
    });

    it('knows the latest trading day and that it is not empty', async () => {
      expect(await service.latestTradingDay()).toBe('2024-04-02');
      expect(await service.isEmpty()).toBe(false);
    });

    it('suggests codes by prefix before names, and only stocks with prices', async () => {
      expect((await service.searchCompanies('bb', 10)).map((c) => c.code)).toEqual(['BBCA', 'BBRI']);
      expect(await service.searchCompanies('astra', 5)).toEqual([
        { code: 'ASII', name: 'PT Astra International, Tbk', sector: 'Perindustrian' },
      ]);
      // A code prefix (ASII) before a word of the name (Bank Central Asia).
      expect((await service.searchCompanies('as', 10)).map((c) => c.code)).toEqual(['ASII', 'BBCA']);
      // A word of the name (Bank Rakyat) before text inside a word (Astra, Central, Tambangraya).
      expect((await service.searchCompanies('ra', 10)).map((c) => c.code)).toEqual([
        'BBRI',
        'ASII',
        'BBCA',
        'ITMG',
      ]);
      // TURI has foreign flow but no prices: nothing to analyse.
      expect(await service.searchCompanies('turi', 5)).toEqual([]);
      expect(await service.searchCompanies('tunas', 5)).toEqual([]);
    });

    it('treats the query as text, not as a pattern, and limits the answer', async () => {
      expect(await service.searchCompanies('%', 10)).toEqual([]);
      expect(await service.searchCompanies('_', 10)).toEqual([]);
      expect(await service.searchCompanies('   ', 10)).toEqual([]);
      expect(await service.searchCompanies('tbk', 2)).toHaveLength(2);
    });
  });
});
