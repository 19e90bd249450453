import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { loadAppConfig } from '../../src/app-config';
import { AppConfigModule } from '../../src/config/config.module';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { MarketScoresModule } from '../../src/market-scores/market-scores.module';
import { MarketScoresService } from '../../src/market-scores/market-scores.service';
import { hasEnoughData, score } from '../../src/scoring';
import { sharedMarketDatabase } from '../utils/market-database';

/**
 * The whole market scored on worker threads from one set-based read, as the score history, the
 * alerts run and the backtest will use it: every result must be the very one an analysis of that
 * stock on that date computes.
 */
describe('MarketScoresService on the real bundle', () => {
  const AS_OF = '2025-12-30';
  let moduleRef: TestingModule;
  let scores: MarketScoresService;
  let marketData: MarketDataService;

  /** What an analysis of `code` as of `asOf` scores: the request path's own input and score(). */
  async function analysed(code: string, asOf: string): Promise<ReturnType<typeof score>> {
    const input = await marketData.scoringInput(code, asOf);
    if (!input) throw new Error(`no input for ${code}`);
    return score(input);
  }

  beforeAll(
    async () => {
      const market = await sharedMarketDatabase();
      moduleRef = await Test.createTestingModule({
        imports: [
          AppConfigModule.forRoot(loadAppConfig({ SESSION_SECRET: 'x'.repeat(40) })),
          TypeOrmModule.forRoot(typeormOptions({ url: market.url, poolSize: 4 }, entities)),
          MarketScoresModule,
        ],
      }).compile();
      scores = moduleRef.get(MarketScoresService);
      marketData = moduleRef.get(MarketDataService);
    },
    10 * 60 * 1000,
  );

  // Closing the module stops the worker threads (the test would not end otherwise).
  afterAll(() => moduleRef?.close());

  it('scores chosen stocks as an analysis would, and says why it skipped the others', async () => {
    const market = await scores.scoreMarket(AS_OF, { codes: ['tlkm', 'BBCA', 'ADRO', 'APOL', 'ZZZZ'] });
    expect(market.asOf).toBe(AS_OF);
    expect(market.scored.map((s) => s.code)).toEqual(['ADRO', 'BBCA', 'TLKM']);
    for (const { code, result } of market.scored) expect(result).toStrictEqual(await analysed(code, AS_OF));
    // APOL was delisted long before; ZZZZ was never listed.
    expect(market.skipped).toEqual([
      { code: 'APOL', reason: 'insufficient_data' },
      { code: 'ZZZZ', reason: 'unknown_code' },
    ]);
  });

  it('scores the whole market as of one date: every analysable stock, each as an analysis would', async () => {
    const market = await scores.scoreMarket(AS_OF);
    expect(market.scored.length + market.skipped.length).toBe(1002);
    expect(market.scored.length).toBeGreaterThan(800);
    expect(market.skipped.every((s) => s.reason === 'insufficient_data')).toBe(true);
    const codes = market.scored.map((s) => s.code);
    expect(codes).toEqual([...codes].sort());
    for (const code of ['BBRI', 'GOTO', 'UNVR', 'EMAS', 'CDIA']) {
      const found = market.scored.find((s) => s.code === code);
      expect(found?.result).toStrictEqual(await analysed(code, AS_OF));
    }
    for (const { code } of market.skipped.slice(0, 5)) {
      const input = await marketData.scoringInput(code, AS_OF);
      expect(input !== null && hasEnoughData(input)).toBe(false);
    }
  });

  it('scores many dates from one read, yielding them in date order (a monthly score history)', async () => {
    const months = ['2025-03-31', '2024-12-31', '2025-06-30', '2024-12-31'];
    const seen: string[] = [];
    for await (const { asOf, scored } of scores.scoreDates(months, { codes: ['BBCA'] })) {
      seen.push(asOf);
      expect(scored).toHaveLength(1);
      expect(scored[0]!.result).toStrictEqual(await analysed('BBCA', asOf));
    }
    expect(seen).toEqual(['2024-12-31', '2025-03-31', '2025-06-30']);
  });

  it('stops when the reader stops, and scores again afterwards', async () => {
    for await (const first of scores.scoreDates(['2023-06-30', '2023-12-29', '2024-06-28'])) {
      expect(first.asOf).toBe('2023-06-30');
      break;
    }
    const again = await scores.scoreMarket('2024-06-28', { codes: ['ASII'] });
    expect(again.scored[0]!.result).toStrictEqual(await analysed('ASII', '2024-06-28'));
  });
});
