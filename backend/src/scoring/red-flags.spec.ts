import {
  barsFrom,
  defaultCloses,
  flowsFrom,
  makeScoringInput,
  statement,
  tradingDays,
} from '../../test/scoring/fixtures';
import { buildContext } from './context';
import { computeAllMetrics, createMetricBook } from './metrics/registry';
import {
  capForRedFlags,
  gorengan,
  limitMove,
  limitStreaks,
  longestNoTradeRun,
  redFlags,
  type RedFlag,
  type RedFlagId,
} from './red-flags';
import type { ScoringInput } from './scoring-input';

function flagsOf(input: ScoringInput): RedFlagId[] {
  const ctx = buildContext(input);
  return redFlags(ctx, computeAllMetrics(createMetricBook(ctx))).flags.map((f) => f.id);
}

const asFlag = (id: RedFlagId, weight = 1): RedFlag => ({ id, label: id, reason: id, weight });

describe('limit moves by the auto-rejection band of the price tier', () => {
  it('a close at the rounded-down ARA price of each tier, or one tick short of it, is limit-up; two ticks short is not', () => {
    // 2025-10: 35% under Rp200, 25% to Rp5,000, 20% above; limits rounded to the tick towards the reference.
    expect(limitMove(100, 135, '2025-10-01', null)).toBe('up');
    expect(limitMove(100, 134, '2025-10-01', null)).toBe('up');
    expect(limitMove(100, 133, '2025-10-01', null)).toBeNull();
    expect(limitMove(1000, 1250, '2025-10-01', null)).toBe('up');
    expect(limitMove(1000, 1245, '2025-10-01', null)).toBe('up');
    expect(limitMove(1000, 1240, '2025-10-01', null)).toBeNull();
    expect(limitMove(8000, 9600, '2025-10-01', null)).toBe('up');
  });

  it('reads the lower band of the date: ARB is 15% from April 2025, 25% on the same tier in 2024', () => {
    expect(limitMove(1000, 850, '2025-10-01', null)).toBe('down');
    expect(limitMove(1000, 850, '2024-10-01', null)).toBeNull();
    expect(limitMove(1000, 750, '2024-10-01', null)).toBe('down');
  });

  it('special monitoring stocks move 10% a day: +10% is their ARA', () => {
    expect(limitMove(100, 110, '2025-10-01', 'Pemantauan Khusus')).toBe('up');
    expect(limitMove(100, 110, '2025-10-01', 'Utama')).toBeNull();
  });

  it('counts streaks on consecutive bars only from the start of the window', () => {
    const dates = tradingDays(6, '2025-12-30');
    const bars = barsFrom([100, 135, 182, 245, 250, 250], dates);
    const streaks = limitStreaks(bars, dates[0]!, null);
    expect(streaks.longestUp).toBe(3);
    expect(streaks.upDays).toBe(3);
    expect(limitStreaks(bars, dates[3]!, null).longestUp).toBe(1);
  });
});

describe('trading gaps', () => {
  it('finds the longest run of exchange days without a trade inside the window, and whether it is still on', () => {
    const days = ['2025-01-02', '2025-01-03', '2025-01-06', '2025-01-07', '2025-01-08', '2025-01-09'];
    const volumes = [5, 0, 0, 0, 7, 0];
    const run = longestNoTradeRun(
      days.map((date, i) => ({ date, volume: volumes[i]! })),
      '2025-01-01',
    );
    expect(run).toEqual({ days: 3, start: '2025-01-03', ongoing: false });
    const suspended = longestNoTradeRun(
      days.map((date) => ({ date, volume: 0 })),
      '2025-01-01',
    );
    expect(suspended).toEqual({ days: 6, start: '2025-01-02', ongoing: true });
  });
});

describe('red flags on an input', () => {
  it('a steady, liquid, profitable stock on the main board has none and a low gorengan risk', () => {
    const ctx = buildContext(makeScoringInput());
    const report = redFlags(ctx, computeAllMetrics(createMetricBook(ctx)));
    expect(report.flags).toEqual([]);
    expect(report.gorenganRisk).toBe('rendah');
    expect(report.gorenganReasons).toHaveLength(1);
  });

  it('flags the special monitoring board', () => {
    expect(flagsOf(makeScoringInput({ company: { listingBoard: 'Pemantauan Khusus' } }))).toContain(
      'special_monitoring',
    );
  });

  it('flags negative equity in the newest balance sheet, with its amount', () => {
    const statements = makeScoringInput().statements.map((s) =>
      s.fiscalYear === 2025 ? { ...s, equity: -50e9 } : s,
    );
    const input = makeScoringInput({ statements });
    const ctx = buildContext(input);
    const flag = redFlags(ctx, computeAllMetrics(createMetricBook(ctx))).flags.find(
      (f) => f.id === 'negative_equity',
    );
    expect(flag?.reason).toContain('-Rp50,0 M');
    expect(flag?.reason).toContain('Q1 2025');
  });

  it('flags three fiscal years of losses only when operating cash flow over them is negative too', () => {
    const losing = (ocf: number) =>
      [2022, 2023, 2024].map((fiscalYear) =>
        statement({ fiscalYear, netIncome: -10e9, operatingCf: ocf, equity: 100e9, totalAssets: 300e9 }),
      );
    expect(flagsOf(makeScoringInput({ statements: losing(-5e9) }))).toContain('persistent_losses');
    expect(flagsOf(makeScoringInput({ statements: losing(5e9) }))).not.toContain('persistent_losses');
  });

  it('flags a run of 10 exchange days without a trade, and very thin trading', () => {
    const closes = defaultCloses();
    const bars = barsFrom(closes, tradingDays(closes.length), 50);
    const flows = flowsFrom(bars).map((f, i, all) =>
      i >= all.length - 30 && i < all.length - 18 ? { ...f, volume: 0, value: 0 } : f,
    );
    const ids = flagsOf(makeScoringInput({ prices: bars, foreignFlow: flows }));
    expect(ids).toContain('trading_gap');
    expect(ids).toContain('thin_liquidity');
  });

  it('flags an ARA streak in the last three months and turnover far above the company size', () => {
    const closes = defaultCloses();
    const n = closes.length;
    // Three limit-up days ending a week before the analysis date.
    const rising = closes.map((c, i) =>
      i < n - 8 ? c : i < n - 5 ? Math.floor(closes[n - 9]! * 1.25 ** (i - (n - 9))) : 0,
    );
    for (let i = n - 5; i < n; i++) rising[i] = rising[n - 6]!;
    // 4% of the (pre-rally) market value changing hands every day.
    const bars = barsFrom(rising, tradingDays(n), 0.04 * 10_000_000_000);
    const ids = flagsOf(makeScoringInput({ prices: bars, foreignFlow: flowsFrom(bars) }));
    expect(ids).toContain('limit_up_streak');
    expect(ids).toContain('turnover_anomaly');
  });
});

describe('gorengan level', () => {
  it('is low without flags, medium with one or two points, high from three', () => {
    expect(gorengan([]).gorenganRisk).toBe('rendah');
    expect(gorengan([asFlag('thin_liquidity')]).gorenganRisk).toBe('sedang');
    expect(gorengan([asFlag('special_monitoring', 2)]).gorenganRisk).toBe('sedang');
    expect(gorengan([asFlag('special_monitoring', 2), asFlag('thin_liquidity')]).gorenganRisk).toBe('tinggi');
    expect(gorengan([asFlag('thin_liquidity')]).gorenganReasons[0]).toContain('thin_liquidity');
  });
});

describe('the cap on the call', () => {
  it('holds a BUY or STRONG BUY at HOLD under special monitoring or an ARA streak, naming the flag', () => {
    const capped = capForRedFlags('STRONG BUY', [
      { id: 'special_monitoring', label: 'Papan Pemantauan Khusus', reason: '', weight: 2 },
    ]);
    expect(capped.recommendation).toBe('HOLD');
    expect(capped.note).toContain('papan pemantauan khusus');
    expect(capForRedFlags('BUY', [asFlag('limit_up_streak', 2)]).recommendation).toBe('HOLD');
    expect(capForRedFlags('BUY', [asFlag('negative_equity')]).recommendation).toBe('HOLD');
  });

  it('leaves a call that is not a buy, and a buy with only non-capping flags, as it was', () => {
    expect(capForRedFlags('SELL', [asFlag('special_monitoring', 2)])).toEqual({
      recommendation: 'SELL',
      note: null,
    });
    expect(capForRedFlags('HOLD', [asFlag('limit_up_streak', 2)]).recommendation).toBe('HOLD');
    expect(capForRedFlags('BUY', [asFlag('thin_liquidity')])).toEqual({ recommendation: 'BUY', note: null });
  });
});
