import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import type { MarketHistory } from '../../src/market-data/point-in-time/market-history';
import { MarketAsOf, scoringInputAt } from '../../src/market-data/point-in-time/point-in-time';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { sharedMarketDatabase } from '../utils/market-database';

/**
 * One point-in-time builder, fed at two granularities: an analysis loads one stock for one date,
 * the whole-market paths (score history, alerts, backtest) load every stock over a span once and
 * cut it per date. Both must give the very same input, or the evidence of a backtest would not be
 * about the app's own numbers.
 */
describe('point-in-time inputs on the real bundle', () => {
  // Banks, a USD reporter, a 2022 listing, a 2025 listing, a thin trader, a delisted stock
  // without a sector, and stocks across most sectors.
  const CODES = [
    'BBCA',
    'BRIS',
    'TLKM',
    'EXCL',
    'ASII',
    'ADRO',
    'GOTO',
    'CDIA',
    'MTLA',
    'APOL',
    'UNVR',
    'ANTM',
  ];
  // Month ends, a Saturday without trading (2021-05-22), Good Friday 2024 and the bundle's last day.
  const DATES = ['2016-06-30', '2018-02-28', '2020-03-31', '2021-05-22', '2024-03-29', '2025-12-30'];

  let dataSource: DataSource;
  let service: MarketDataService;
  let wholeMarket: MarketHistory;

  beforeAll(
    async () => {
      const market = await sharedMarketDatabase();
      dataSource = await new DataSource(
        typeormOptions({ url: market.url, poolSize: 4 }, entities),
      ).initialize();
      service = new MarketDataService(dataSource);
      wholeMarket = await service.marketHistory({ dates: DATES });
    },
    10 * 60 * 1000,
  );

  afterAll(() => dataSource?.destroy());

  it('loads the whole market once over the span of the dates', () => {
    expect(wholeMarket.scope).toEqual({ dates: DATES, codes: null });
    expect(wholeMarket.companies.size).toBe(1002);
    expect(wholeMarket.prices.rows.size).toBeGreaterThan(900);
  });

  it.each(DATES)('gives every sampled stock the same input from both loaders as of %s', async (asOf) => {
    const cut = new MarketAsOf(wholeMarket, asOf);
    for (const code of CODES) {
      const single = await service.scoringInput(code, asOf);
      expect(single).toStrictEqual(cut.input(code));
    }
  });

  it('gives the same inputs from a history of a few stocks at many dates (a score history)', async () => {
    const some = await service.marketHistory({ dates: DATES, codes: ['bbca', 'ADRO', 'GOTO'] });
    for (const asOf of DATES) {
      for (const code of ['BBCA', 'ADRO', 'GOTO']) {
        expect(scoringInputAt(some, code, asOf)).toStrictEqual(scoringInputAt(wholeMarket, code, asOf));
      }
    }
  });

  it('compares what was comparable: full inputs, peers and all', async () => {
    const bbca = (await service.scoringInput('BBCA', '2025-12-30'))!;
    expect(bbca.prices.length).toBeGreaterThan(1400);
    expect(bbca.sectorPeers.length).toBeGreaterThan(20);
    expect(bbca.statements.at(-1)?.periodEnd).toBe('2025-09-30');
    const goto = (await service.scoringInput('GOTO', '2021-05-22'))!;
    expect(goto.prices).toEqual([]);
    expect(goto.sectorPeers.length).toBeGreaterThan(5);
  });

  it('refuses a date the history was not loaded for', async () => {
    const some = await service.marketHistory({ dates: ['2024-03-29'], codes: ['BBCA'] });
    expect(() => scoringInputAt(some, 'BBCA', '2024-03-28')).toThrow(RangeError);
    expect(() => scoringInputAt(wholeMarket, 'BBCA', '2026-01-02')).toThrow(RangeError);
    // BBRI is in that history only as BBCA's peer: its own rows were never loaded.
    expect(() => scoringInputAt(some, 'BBRI', '2024-03-29')).toThrow(RangeError);
    expect(scoringInputAt(some, 'ZZZZ', '2024-03-29')).toBeNull();
  });
});
