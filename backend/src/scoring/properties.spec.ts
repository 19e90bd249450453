import fc from 'fast-check';
import {
  barsFrom,
  compositeFrom,
  flowsFrom,
  makeScoringInput,
  statement,
  tradingDays,
} from '../../test/scoring/fixtures';
import { metricsWith } from '../../test/scoring/fixtures';
import { score } from './score';
import { RULES } from './rules';
import type { FinancialStatement, ForeignFlowDay, ScoringInput } from './scoring-input';
import { isOnTick, tickSize } from './ticks';

const billions = (min: number, max: number) => fc.integer({ min, max }).map((v) => v * 1e9);

/** A sane but arbitrary stock: random walk prices, random statements (some losses, some gaps), bank or not. */
const stockArb = fc
  .record({
    bars: fc.integer({ min: 30, max: 420 }),
    start: fc.double({ min: 50, max: 20_000, noNaN: true }),
    moves: fc.array(fc.double({ min: -0.06, max: 0.06, noNaN: true }), { minLength: 420, maxLength: 420 }),
    indexMoves: fc.array(fc.double({ min: -0.03, max: 0.03, noNaN: true }), {
      minLength: 420,
      maxLength: 420,
    }),
    volume: fc.integer({ min: 0, max: 50_000_000 }),
    buy: fc.double({ min: 0, max: 0.5, noNaN: true }),
    sell: fc.double({ min: 0, max: 0.5, noNaN: true }),
    isBank: fc.boolean(),
    usd: fc.boolean(),
    fx: fc.option(fc.constant(16_000), { nil: null }),
    years: fc.array(
      fc.record({
        // Whole billions: real statements are rounded to whole units, never denormal.
        revenue: fc.option(billions(10, 10_000), { nil: null }),
        margin: fc.integer({ min: -50, max: 50 }).map((v) => v / 100),
        equity: billions(-100, 10_000),
        leverage: fc.integer({ min: 0, max: 100 }).map((v) => v / 10),
        debt: fc.option(billions(0, 5_000), { nil: null }),
        cash: billions(0, 2_000),
        ocf: billions(-1_000, 2_000),
        capex: billions(0, 1_000),
      }),
      { minLength: 0, maxLength: 7 },
    ),
    withQuarters: fc.boolean(),
    foreignShares: fc.array(fc.integer({ min: 0, max: 1_000_000_000 }), { minLength: 0, maxLength: 13 }),
  })
  .map((p): ScoringInput => {
    const dates = tradingDays(p.bars);
    const closes: number[] = [];
    let price = p.start;
    for (let i = 0; i < p.bars; i++) {
      price = Math.max(1, price * (1 + p.moves[i]));
      closes.push(price);
    }
    const index: number[] = [];
    let level = 7000;
    for (let i = 0; i < p.bars; i++) index.push((level *= 1 + p.indexMoves[i]));
    const prices = barsFrom(closes, dates, p.volume);
    const statements: FinancialStatement[] = p.years.map((y, k) => {
      const netIncome = (y.revenue ?? 1e12) * y.margin;
      return statement({
        fiscalYear: 2024 - p.years.length + 1 + k,
        currency: p.usd ? 'USD' : 'IDR',
        revenue: p.isBank ? null : y.revenue,
        revenueKind: p.isBank || y.revenue === null ? null : 'sales',
        grossProfit: p.isBank || y.revenue === null ? null : y.revenue * 0.3,
        netIncome,
        equity: y.equity,
        totalAssets: Math.max(1e9, Math.abs(y.equity) * (1 + y.leverage)),
        totalLiabilities: Math.max(1e9, Math.abs(y.equity) * (1 + y.leverage)) - y.equity,
        cash: y.cash,
        totalDebt: y.debt,
        operatingCf: y.ocf,
        freeCf: y.ocf - y.capex,
      });
    });
    if (p.withQuarters && statements.length > 0) {
      const fy = statements[statements.length - 1];
      const quarter = (fiscalYear: number, scale: number): FinancialStatement => ({
        ...fy,
        periodType: 'quarter',
        fiscalYear,
        fiscalPeriod: 'Q1',
        periodEnd: `${fiscalYear}-03-31`,
        isCumulative: true,
        revenue: fy.revenue === null ? null : fy.revenue * 0.25 * scale,
        netIncome: fy.netIncome === null ? null : fy.netIncome * 0.25 * scale,
        operatingCf: fy.operatingCf === null ? null : fy.operatingCf * 0.25 * scale,
        freeCf: fy.freeCf === null ? null : fy.freeCf * 0.25 * scale,
      });
      statements.push(quarter(2024, 1), quarter(2025, 1.1));
    }
    const months = p.foreignShares.map((f, i) => ({
      monthEnd: `${i < 6 ? 2024 : 2025}-${String(i < 6 ? i + 7 : i - 5).padStart(2, '0')}-25`,
      listedShares: 10_000_000_000,
      foreignTotalShares: f,
      localTotalShares: null,
    }));
    return makeScoringInput({
      prices,
      composite: dates.map((date, i) => ({ date, close: index[i] })),
      foreignFlow: flowsFrom(prices, p.buy, p.sell),
      statements,
      ownership: months,
      company: { isBank: p.isBank, currencyReporting: p.usd ? 'USD' : 'IDR' },
      macro: { usdIdr: p.fx },
    });
  });

function latestAnnualEnd(input: ScoringInput): string | null {
  const ends = input.statements.filter((s) => s.fiscalPeriod === 'FY').map((s) => s.periodEnd);
  return ends.length === 0 ? null : ends.sort()[ends.length - 1];
}

describe('scoring properties', () => {
  it('scores stay whole, in bounds and add up; the target is on a tick', () => {
    fc.assert(
      fc.property(stockArb, (input) => {
        const r = score(input);
        for (const [value, max] of [
          [r.fundamentalScore, 25],
          [r.technicalScore, 15],
          [r.sentimentScore, 10],
          [r.totalScore, 50],
        ] as const) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(max);
        }
        expect(r.totalScore).toBe(r.fundamentalScore + r.technicalScore + r.sentimentScore);
        // A target is set or it is not: never the price standing in with 0%.
        expect(r.targetPrice === null).toBe(r.upside === null);
        if (r.targetPrice !== null && r.upside !== null) {
          expect(isOnTick(r.targetPrice)).toBe(true);
          expect(Number.isFinite(r.upside)).toBe(true);
          // A BUY on a target below the price, or a HOLD far from it, always says why.
          if ((r.recommendation === 'BUY' || r.recommendation === 'STRONG BUY') && r.upside < 0)
            expect(r.recommendationNote).toMatch(new RegExp(`^${r.recommendation} meski target`));
          // Positive equity: never a target below a quarter of the price.
          expect(r.targetPrice).toBeGreaterThanOrEqual(0.25 * r.currentPrice - tickSize(0.25 * r.currentPrice));
        } else if (r.recommendation === 'BUY' || r.recommendation === 'STRONG BUY') {
          expect(r.recommendationNote).toMatch(new RegExp(`^${r.recommendation} tanpa target harga`));
        }
        for (const completeness of Object.values(r.dataCompleteness)) {
          expect(completeness).toBeGreaterThanOrEqual(0);
          expect(completeness).toBeLessThanOrEqual(100);
        }
        expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
      }),
      { numRuns: 150 },
    );
  });

  it('higher net income alone (latest year and the quarters after it) never lowers the fundamental score', () => {
    fc.assert(
      fc.property(stockArb, billions(1, 5_000), (input, delta) => {
        const end = latestAnnualEnd(input);
        fc.pre(end !== null);
        const better = {
          ...input,
          statements: input.statements.map((s) =>
            s.periodEnd >= (end ?? '') && s.netIncome !== null ? { ...s, netIncome: s.netIncome + delta } : s,
          ),
        };
        expect(score(better).fundamentalScore).toBeGreaterThanOrEqual(score(input).fundamentalScore);
      }),
      { numRuns: 150 },
    );
  });

  it('lower debt alone never lowers the fundamental score', () => {
    fc.assert(
      fc.property(stockArb, fc.double({ min: 0, max: 0.99, noNaN: true }), (input, keep) => {
        const better = {
          ...input,
          statements: input.statements.map((s) =>
            s.totalDebt === null ? s : { ...s, totalDebt: s.totalDebt * keep },
          ),
        };
        expect(score(better).fundamentalScore).toBeGreaterThanOrEqual(score(input).fundamentalScore);
      }),
      { numRuns: 150 },
    );
  });

  // Short-term foreign flow reverses on IDX (docs/scoring.md, engine 3): the flow rules score net selling,
  // so more net buying alone may lower the sentiment score but never raise it.
  it('more foreign net buying alone never raises the sentiment score', () => {
    fc.assert(
      fc.property(stockArb, fc.double({ min: 0, max: 1, noNaN: true }), fc.nat(), (input, cut, seed) => {
        const foreignFlow: ForeignFlowDay[] = input.foreignFlow.map((f, i) =>
          (i + seed) % 3 === 0 ? { ...f, foreignSellShares: Math.floor(f.foreignSellShares * cut) } : f,
        );
        expect(score({ ...input, foreignFlow }).sentimentScore).toBeLessThanOrEqual(
          score(input).sentimentScore,
        );
      }),
      { numRuns: 150 },
    );
  });

  it('a higher ROE never earns a rule fewer points', () => {
    const users = RULES.filter((r) => r.metricIds.includes('roe') || r.metricIds.includes('roe_avg_5y'));
    fc.assert(
      fc.property(
        fc.double({ min: -50, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.double({ min: 8, max: 20, noNaN: true }),
        fc.boolean(),
        (roe, gain, coe, isBank) => {
          const at = (r: number) =>
            metricsWith({
              roe: r,
              roe_avg_5y: r,
              cost_of_equity: coe,
              roe_vs_coe: r - coe,
              equity_to_assets: 20,
            });
          for (const rule of users) {
            const before = rule.evaluate(at(roe), { isBank }).points;
            const after = rule.evaluate(at(roe + gain), { isBank }).points;
            expect(after).toBeGreaterThanOrEqual(before);
          }
        },
      ),
    );
  });

  it('the composite index series is only a benchmark: an empty one costs data, not correctness', () => {
    const input = makeScoringInput({ composite: [] });
    const r = score(input);
    expect(r.metrics.excess_return_3m).toBeNull();
    expect(r.metrics.beta_1y).toBeNull();
    expect(compositeFrom(['2025-01-02'])).toHaveLength(1);
  });
});
