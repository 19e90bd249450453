import type { PositionSizingInputs } from '@telisik/contract';
import { describe, expect, it } from 'vitest';
import { MAX_CAPITAL, parseCapital, sizePosition, stopFor, tickCeil, tickFloor } from './position-sizing';

const TICKS = [
  { from: 5000, tick: 25 },
  { from: 2000, tick: 10 },
  { from: 500, tick: 5 },
  { from: 200, tick: 2 },
  { from: 0, tick: 1 },
];

function inputs(overrides: Partial<PositionSizingInputs> = {}): PositionSizingInputs {
  return {
    price: 8000,
    priceDate: '2025-12-30',
    atr14: 150,
    averageDailyVolume: 1_000_000,
    volumeDays: 60,
    arbPercent: 15,
    tickBands: TICKS,
    lotShares: 100,
    ...overrides,
  };
}

describe('the IDX tick grid', () => {
  it('rounds down and up within a band and across the band edges', () => {
    expect(tickFloor(4999, TICKS)).toBe(4990);
    expect(tickFloor(5010, TICKS)).toBe(5000);
    expect(tickFloor(5049.99, TICKS)).toBe(5025);
    expect(tickFloor(1999, TICKS)).toBe(1995);
    expect(tickFloor(200.5, TICKS)).toBe(200);
    expect(tickFloor(199.9, TICKS)).toBe(199);
    expect(tickFloor(0.4, TICKS)).toBe(1);
    expect(tickCeil(4991, TICKS)).toBe(5000);
    expect(tickCeil(499.5, TICKS)).toBe(500);
    expect(tickCeil(862.75, TICKS)).toBe(865);
    // Float noise: 4.999999999 ticks is 5 ticks, not 4.
    expect(tickFloor(2050 - 1e-9, TICKS)).toBe(2050);
  });
});

describe('the stop', () => {
  it('is 2×ATR14 below the price, rounded down to the tick of its own band', () => {
    // 5,050 − 60 = 4,990: below 5,000 the tick is 10, so 4,990 stands.
    expect(stopFor(inputs({ price: 5050 }), 30)).toMatchObject({ price: 4990, raisedToArb: false });
    // 5,100 − 60 = 5,040 rounds down to 5,025 on the Rp25 grid.
    expect(stopFor(inputs({ price: 5100 }), 30)).toMatchObject({ price: 5025, raisedToArb: false });
    // 5,030 − 34 = 4,996 rounds down to 4,990.
    expect(stopFor(inputs({ price: 5030 }), 17)?.price).toBe(4990);
  });

  it('is raised to what one day of ARB allows when 2×ATR14 reaches further', () => {
    // 1,000 − 200 = 800, but one day may fall only 15%: to 850.
    expect(stopFor(inputs({ price: 1000 }), 100)).toEqual({
      price: 850,
      volatilityStop: 800,
      arbFloor: 850,
      raisedToArb: true,
    });
    // 1,015 × 0.85 = 862.75, up to the grid: 865.
    expect(stopFor(inputs({ price: 1015 }), 100)?.price).toBe(865);
    // A narrow-band board's 10% raises it further.
    expect(stopFor(inputs({ price: 1000, arbPercent: 10 }), 100)?.price).toBe(900);
  });

  it('sits at least one tick below the price, and there is none at Rp1', () => {
    expect(stopFor(inputs({ price: 1000 }), 0)?.price).toBe(995);
    expect(stopFor(inputs({ price: 5000 }), 0)?.price).toBe(4990);
    // At Rp2 the ARB's rounding would land on the price itself.
    expect(stopFor(inputs({ price: 2, arbPercent: 35 }), 0.5)?.price).toBe(1);
    expect(stopFor(inputs({ price: 1 }), 0.5)).toBeNull();
  });
});

describe('the position', () => {
  it('is capped at the risk level’s share of capital when the risk budget would allow more', () => {
    // Rp100 juta, Moderat: 1% at risk = Rp1 juta over Rp300 a share = 33 lots; the 20% cap = 25 lots.
    const sized = sizePosition(inputs(), 100_000_000, 'moderat');
    expect(sized).toMatchObject({
      kind: 'sized',
      lots: 25,
      shares: 2500,
      positionValue: 20_000_000,
      positionShare: 20,
      amountAtRisk: 750_000,
      riskShare: 0.75,
      capped: true,
    });
  });

  it('rounds down to whole lots from the risk budget, never above it', () => {
    // Rp10 juta, Agresif: 2% = Rp200,000 over Rp120 a share = 1,666 shares: 16 lots, not 17.
    const sized = sizePosition(inputs({ price: 1000, atr14: 60 }), 10_000_000, 'agresif');
    expect(sized).toMatchObject({ kind: 'sized', lots: 16, amountAtRisk: 192_000, capped: false });
    if (sized.kind !== 'sized') throw new Error('not sized');
    expect(sized.amountAtRisk).toBeLessThanOrEqual(200_000);
    expect(sized.positionShare).toBe(16);
  });

  it('says how many days it takes to sell at 20% and 10% of the median daily volume', () => {
    const sized = sizePosition(inputs({ averageDailyVolume: 10_000 }), 100_000_000, 'moderat');
    expect(sized).toMatchObject({ kind: 'sized', daysToExit: { fast: 1.25, slow: 2.5 } });
    expect(sizePosition(inputs({ averageDailyVolume: null }), 100_000_000, 'moderat')).toMatchObject({
      kind: 'sized',
      daysToExit: null,
    });
  });

  it('with too little capital for one lot, says so and what one lot needs', () => {
    // Rp1 juta, Konservatif at Rp9,000: the 10% cap holds Rp100,000, one lot costs Rp900,000.
    const outcome = sizePosition(inputs({ price: 9000 }), 1_000_000, 'konservatif');
    expect(outcome).toMatchObject({ kind: 'below_one_lot', minimumCapital: 9_000_000 });
    // With the minimum, exactly one lot.
    expect(sizePosition(inputs({ price: 9000 }), 9_000_000, 'konservatif')).toMatchObject({
      kind: 'sized',
      lots: 1,
    });
  });

  it('is unavailable without the stock’s facts, without an ATR, or at Rp1', () => {
    expect(sizePosition(null, 100_000_000, 'moderat')).toEqual({ kind: 'unavailable', reason: 'no_inputs' });
    expect(sizePosition(inputs({ atr14: null }), 100_000_000, 'moderat')).toEqual({
      kind: 'unavailable',
      reason: 'no_atr',
    });
    expect(sizePosition(inputs({ price: 1, atr14: 0 }), 100_000_000, 'moderat')).toEqual({
      kind: 'unavailable',
      reason: 'minimum_price',
    });
  });

  it('never yields NaN or Infinity, even for the largest accepted capital', () => {
    const outcome = sizePosition(inputs({ averageDailyVolume: 1 }), MAX_CAPITAL, 'agresif');
    expect(outcome.kind).toBe('sized');
    for (const value of Object.values(outcome)) {
      if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
    }
  });
});

describe('reading the capital field', () => {
  it.each([
    ['100000000', 100_000_000],
    ['100.000.000', 100_000_000],
    ['Rp 100.000.000', 100_000_000],
    ['rp100.000.000', 100_000_000],
    ['100 juta', 100_000_000],
    ['100jt', 100_000_000],
    ['1,5 miliar', 1_500_000_000],
    ['250 ribu', 250_000],
    ['  5000000  ', 5_000_000],
  ])('reads %s as %d', (text, capital) => {
    expect(parseCapital(text)).toEqual({ ok: true, capital });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['0', 'not_positive'],
    ['0,4', 'not_positive'],
    ['-5000000', 'not_positive'],
    ['−5.000.000', 'not_positive'],
    ['abc', 'not_a_number'],
    ['10.00.000', 'not_a_number'],
    ['1e9', 'not_a_number'],
    ['100 dolar', 'not_a_number'],
    ['NaN', 'not_a_number'],
    ['Infinity', 'not_a_number'],
    ['20 triliun', 'too_large'],
    ['9'.repeat(400), 'too_large'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(parseCapital(text)).toEqual({ ok: false, problem });
  });
});
