/**
 * Position sizing over the whole real market as of 2025-12-30: every liquid stock (median daily value
 * of at least Rp1 miliar, as issue 19 counts them) must carry the facts the browser sizes from, and
 * the browser's own arithmetic (frontend/src/features/analyses/lib/position-sizing.ts, where the
 * capital stays) must turn them into a position or a clear reason, never NaN.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';
import { entities } from '../../src/entities';
import { MarketDataService } from '../../src/market-data/read/market-data.service';
import { hasEnoughData, score, type PositionSizingInputs, type ScoringResult } from '../../src/scoring';
import { positionSizingInputs } from '../../src/scoring/position-sizing';
import { sharedMarketDatabase } from '../utils/market-database';

const AS_OF = '2025-12-30';
const LIQUID_TRADED_VALUE = 1e9;
const CAPITAL = 100_000_000;

/** The part of the browser's sizing module this test calls (it lives in the frontend workspace). */
interface SizingModule {
  sizePosition(
    inputs: PositionSizingInputs | null,
    capital: number,
    level: 'konservatif' | 'moderat' | 'agresif',
  ): { kind: 'sized' | 'below_one_lot' | 'unavailable'; stop?: { raisedToArb: boolean } } & Record<
    string,
    unknown
  >;
}

interface Liquid {
  code: string;
  result: ScoringResult;
}

const liquid: Liquid[] = [];
let scored = 0;
let sizing: SizingModule;
let inputsMicros = 0;

beforeAll(
  async () => {
    // A computed path: the frontend module is loaded at run time, outside the backend's compilation.
    const modulePath = resolve(__dirname, '../../../frontend/src/features/analyses/lib/position-sizing.ts');
    sizing = (await import(modulePath)) as SizingModule;
    const market = await sharedMarketDatabase();
    const dataSource = await new DataSource(
      typeormOptions({ url: market.url, poolSize: 2 }, entities),
    ).initialize();
    try {
      const service = new MarketDataService(dataSource);
      const codes = await dataSource.query<Array<{ code: string }>>(
        'SELECT code FROM companies ORDER BY code',
      );
      for (const { code } of codes) {
        const input = await service.scoringInput(code, AS_OF);
        if (!input || !hasEnoughData(input)) continue;
        const result = score(input);
        scored += 1;
        const started = performance.now();
        positionSizingInputs(input.prices, input.company.listingBoard);
        inputsMicros += (performance.now() - started) * 1000;
        if ((result.technical.medianTradedValue60d ?? 0) >= LIQUID_TRADED_VALUE)
          liquid.push({ code, result });
      }
    } finally {
      await dataSource.destroy();
    }
  },
  20 * 60 * 1000,
);

describe(`position sizing over the liquid market as of ${AS_OF}`, () => {
  it('covers the liquid universe issue 19 counts', () => {
    expect(liquid.length).toBeGreaterThan(350);
  });

  it('gives every liquid stock the facts to size from: a price, an ATR, a volume, the ARB and the ticks', () => {
    const missing = liquid
      .filter(({ result }) => {
        const s = result.positionSizing;
        return (
          s === null ||
          !(s.price > 0) ||
          s.atr14 === null ||
          !(s.atr14 > 0) ||
          s.averageDailyVolume === null ||
          !(s.averageDailyVolume > 0) ||
          ![10, 15].includes(s.arbPercent) ||
          s.priceDate !== result.priceDate ||
          s.price !== result.currentPrice ||
          s.tickBands.length !== 5 ||
          s.lotShares !== 100
        );
      })
      .map(({ code, result }) => `${code}: ${JSON.stringify(result.positionSizing)}`);
    expect(missing).toEqual([]);
  });

  it('sizes every liquid stock at every risk level without NaN, and reports the figures', () => {
    const counts = { sized: 0, below_one_lot: 0, unavailable: 0, raisedToArb: 0, capped: 0 };
    const broken: string[] = [];
    const started = performance.now();
    for (const { code, result } of liquid) {
      for (const level of ['konservatif', 'moderat', 'agresif'] as const) {
        const outcome = sizing.sizePosition(result.positionSizing, CAPITAL, level);
        const numbers = JSON.stringify(outcome, (_key, value: unknown) =>
          typeof value === 'number' && !Number.isFinite(value) ? 'NOT FINITE' : value,
        );
        if (numbers.includes('NOT FINITE')) broken.push(`${code} ${level}: ${numbers}`);
        if (level !== 'moderat') continue;
        counts[outcome.kind] += 1;
        if (outcome.stop?.raisedToArb) counts.raisedToArb += 1;
        if (outcome.capped === true) counts.capped += 1;
      }
    }
    const sizingMicros = ((performance.now() - started) * 1000) / (liquid.length * 3);
    const bbca = liquid.find((l) => l.code === 'BBCA');
    console.log(
      JSON.stringify(
        {
          scored,
          liquid: liquid.length,
          moderatRp100Juta: counts,
          inputsMicrosPerStock: Math.round(inputsMicros / scored),
          sizingMicrosPerStock: Math.round(sizingMicros * 10) / 10,
          bbca: bbca && {
            inputs: bbca.result.positionSizing,
            moderat: sizing.sizePosition(bbca.result.positionSizing, CAPITAL, 'moderat'),
          },
        },
        null,
        2,
      ),
    );
    expect(broken).toEqual([]);
    // At Rp100 juta every liquid stock but the dearest gets at least one lot; none lacks its facts.
    expect(counts.unavailable).toBe(0);
    expect(counts.sized).toBeGreaterThan(liquid.length * 0.95);
  });
});
