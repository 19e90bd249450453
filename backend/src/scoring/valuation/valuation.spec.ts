import { SHARES, makeBankInput, makeScoringInput } from '../../../test/scoring/fixtures';
import { buildContext } from '../context';
import { createMetricBook } from '../metrics/registry';
import type { ScoringInput } from '../scoring-input';
import { isOnTick, roundToTick } from '../ticks';
import { adjustBeta, illiquidityPremium } from './cost-of-equity';
import { dcfValue, justifiedPb } from './dcf';
import { computeTarget } from './target';
import { baseGrowth, computeValuation, startingFreeCashFlow } from './valuation';

const bookOf = (input: ScoringInput) => createMetricBook(buildContext(input));

describe('DCF arithmetic', () => {
  it('discounts five growing years and a Gordon terminal value', () => {
    const value = dcfValue({ cashFlow: 100, growth: 10, discountRate: 12, terminalGrowth: 4, years: 5 });
    let expected = 0;
    let flow = 100;
    for (let t = 1; t <= 5; t++) {
      flow *= 1.1;
      expected += flow / 1.12 ** t;
    }
    expected += (flow * 1.04) / (0.12 - 0.04) / 1.12 ** 5;
    expect(value).toBeCloseTo(expected, 9);
  });

  it('with zero growth and equal terminal growth it is a perpetuity', () => {
    expect(dcfValue({ cashFlow: 10, growth: 0, discountRate: 10, terminalGrowth: 0, years: 5 })).toBeCloseTo(
      100,
      9,
    );
    expect(() => dcfValue({ cashFlow: 10, growth: 0, discountRate: 4, terminalGrowth: 4, years: 5 })).toThrow(
      RangeError,
    );
  });

  it('justified P/B: (ROE − g)/(CoE − g), never below ROE/CoE, never below zero', () => {
    expect(justifiedPb(20, 13, 5)).toBeCloseTo(15 / 8, 9);
    expect(justifiedPb(8, 13, 5)).toBeCloseTo(8 / 13, 9);
    expect(justifiedPb(-4, 13, 5)).toBe(0);
    expect(justifiedPb(13, 13, 5)).toBeCloseTo(1, 9);
  });
});

describe('cost of equity', () => {
  it('Blume-adjusts and clamps beta, 1 when unknown', () => {
    expect(adjustBeta(null)).toBe(1);
    expect(adjustBeta(1)).toBeCloseTo(1, 9);
    expect(adjustBeta(0.1)).toBe(0.7);
    expect(adjustBeta(3)).toBe(1.5);
  });

  it('adds 2 pp below Rp500 m a day, 1 pp below Rp5 bn', () => {
    expect(illiquidityPremium(100e6)).toBe(2);
    expect(illiquidityPremium(2e9)).toBe(1);
    expect(illiquidityPremium(50e9)).toBe(0);
    expect(illiquidityPremium(null)).toBe(0);
  });

  it('falls back to a 6.75% bond yield when the macro series has none', () => {
    const v = computeValuation(bookOf(makeScoringInput({ macro: { bondYield10y: null } })));
    expect(v.costOfEquity.bondYield).toBe(6.75);
    expect(v.costOfEquity.bondYieldSource).toBe('fallback');
    expect(v.costOfEquity.value).toBeCloseTo(6.75 + 7 + 1, 9);
    expect(v.costOfEquity.equityRiskPremium).toBe(7);
  });
});

describe('non-bank valuation (DCF)', () => {
  const input = makeScoringInput();
  const book = bookOf(input);
  const v = computeValuation(book);

  it('base growth halfway between the company (10%) and the long run (5%), clamped 0–12%', () => {
    expect(v.growth.historical).toBeCloseTo(10, 6);
    expect(v.growth.historicalSource).toBe('revenue_cagr_3y');
    expect(v.cases.base.growth).toBeCloseTo(7.5, 6);
    expect(v.cases.bull.growth).toBeCloseTo(10.5, 6);
    expect(v.cases.bear.growth).toBeCloseTo(4.5, 6);
    expect(baseGrowth(40)).toBe(12);
    expect(baseGrowth(-30)).toBe(0);
    expect(baseGrowth(null)).toBe(5);
  });

  it('base case = DCF of the median 3-year free cash flow at the cost of equity, per share, on a tick', () => {
    const cashFlow = startingFreeCashFlow(book);
    expect(cashFlow).not.toBeNull();
    const raw = dcfValue({
      cashFlow: cashFlow ?? 0,
      growth: 7.5,
      discountRate: v.costOfEquity.value,
      terminalGrowth: 4,
      years: 5,
    });
    expect(v.cases.base.fairValue).toBe(roundToTick(raw / SHARES));
    const lastClose = input.prices[input.prices.length - 1].close;
    expect(v.upside).toBeCloseTo((raw / SHARES / lastClose - 1) * 100, 2);
    expect(v.method).toBe('dcf');
    expect(v.cases.bull.discountRate).toBeCloseTo(v.costOfEquity.value - 1, 9);
    expect(v.cases.bear.discountRate).toBeCloseTo(v.costOfEquity.value + 1, 9);
    for (const c of [v.cases.bull, v.cases.base, v.cases.bear]) expect(isOnTick(c.fairValue ?? 0)).toBe(true);
    expect(v.cases.bull.fairValue ?? 0).toBeGreaterThan(v.cases.base.fairValue ?? 0);
    expect(v.cases.base.fairValue ?? 0).toBeGreaterThan(v.cases.bear.fairValue ?? 0);
  });

  it('a fair value over 10× the price (a unit error, usually) is not shown, and the upside is capped at +900%', () => {
    const statements = input.statements.map((s) => ({
      ...s,
      freeCf: s.freeCf === null ? null : s.freeCf * 1000,
    }));
    const wild = computeValuation(bookOf(makeScoringInput({ statements })));
    expect(wild.cases.base.fairValue).toBeNull();
    expect(wild.upside).toBe(900);
    expect(wild.note).toContain('10 kali');
  });

  it('negative free cash flow gives no cases and says why', () => {
    const statements = input.statements.map((s) => ({
      ...s,
      freeCf: s.freeCf === null ? null : -Math.abs(s.freeCf),
    }));
    const burn = computeValuation(bookOf(makeScoringInput({ statements })));
    expect(burn.cases.base.fairValue).toBeNull();
    expect(burn.cases.bull.fairValue).toBeNull();
    expect(burn.upside).toBeNull();
    expect(burn.note).toContain('negatif');
  });

  it('a USD reporter is valued in USD and converted at USD/IDR; without the rate there is no value', () => {
    const usd = input.statements.map((s) => ({
      ...s,
      currency: 'USD' as const,
      freeCf: s.freeCf === null ? null : s.freeCf / 16_000,
    }));
    const converted = computeValuation(bookOf(makeScoringInput({ statements: usd })));
    expect(converted.currency).toBe('USD');
    expect(converted.fx).toBe(16_000);
    expect(converted.cases.base.fairValue).toBe(v.cases.base.fairValue);
    const noFx = computeValuation(bookOf(makeScoringInput({ statements: usd, macro: { usdIdr: null } })));
    expect(noFx.cases.base.fairValue).toBeNull();
    expect(noFx.note).toContain('USD/IDR');
  });

  it('target = mean of the base case and the relative value, on a tick', () => {
    const t = computeTarget(book, v, { stale: false, thin: false });
    expect(isOnTick(t.price)).toBe(true);
    if (t.relative.value !== null && t.intrinsic !== null) {
      expect(t.basis).toBe('blend');
      expect(t.price).toBe(roundToTick((t.intrinsic + t.relative.value) / 2));
    } else {
      expect(t.basis).toBe('intrinsic');
    }
  });

  it('with neither profit nor free cash flow the target is book value at sector P/B, capped at the last close', () => {
    const statements = input.statements.map((s) => ({
      ...s,
      netIncome: s.netIncome === null ? null : -Math.abs(s.netIncome),
      freeCf: s.freeCf === null ? null : -Math.abs(s.freeCf),
    }));
    const lossBook = bookOf(makeScoringInput({ statements }));
    const t = computeTarget(lossBook, computeValuation(lossBook), { stale: false, thin: false });
    const lastClose = input.prices[input.prices.length - 1].close;
    expect(t.basis).toBe('book_capped');
    expect(t.price).toBeLessThanOrEqual(roundToTick(lastClose));
  });
});

describe('bank valuation (P/B–ROE)', () => {
  const book = bookOf(makeBankInput());
  const v = computeValuation(book);

  it('fair P/B from the sustained ROE (mean of TTM and 5-year) at g = 5% (bull 6%, bear 4%)', () => {
    const roe = ((book.get('roe') ?? 0) + (book.get('roe_avg_5y') ?? 0)) / 2;
    expect(v.method).toBe('bank_pb_roe');
    expect(v.sustainableRoe).toBeCloseTo(roe, 2);
    expect(v.cases.base.growth).toBe(5);
    expect(v.cases.bull.growth).toBe(6);
    expect(v.cases.bear.growth).toBe(4);
    const pb = justifiedPb(roe, v.costOfEquity.value, 5);
    expect(v.cases.base.fairPb).toBeCloseTo(pb, 2);
    expect(v.cases.base.fairValue).toBe(roundToTick(pb * (v.bookValuePerShare ?? 0)));
    expect(v.startingCashFlow).toBeNull();
  });

  it('a loss-making bank is worth nothing on this model (upside −100%), not "unknown"', () => {
    const statements = makeBankInput().statements.map((s) => ({
      ...s,
      netIncome: s.netIncome === null ? null : -Math.abs(s.netIncome),
    }));
    const loss = computeValuation(bookOf(makeBankInput({ statements })));
    expect(loss.cases.base.fairValue).toBeNull();
    expect(loss.upside).toBe(-100);
  });
});
