import { makeBankInput, makeScoringInput } from '../../test/scoring/fixtures';
import { DomainError } from '../common/domain-error';
import { score } from './score';
import { isOnTick } from './ticks';

describe('score()', () => {
  const input = makeScoringInput();
  const result = score(input);

  it('is deterministic: the same input gives the same result', () => {
    expect(score(makeScoringInput())).toEqual(result);
  });

  it('returns integer pillar scores within their maxima that add up to the total', () => {
    expect(Number.isInteger(result.fundamentalScore)).toBe(true);
    expect(result.fundamentalScore).toBeLessThanOrEqual(25);
    expect(result.technicalScore).toBeLessThanOrEqual(15);
    expect(result.sentimentScore).toBeLessThanOrEqual(10);
    expect(result.totalScore).toBe(result.fundamentalScore + result.technicalScore + result.sentimentScore);
    for (const pillar of Object.values(result.pillars)) {
      expect(pillar.rules.reduce((s, r) => s + r.points, 0)).toBe(pillar.score);
      expect(pillar.parts.reduce((s, p) => s + p.points, 0)).toBe(pillar.score);
    }
  });

  it('explains every rule in one Indonesian line with its metrics', () => {
    for (const pillar of Object.values(result.pillars)) {
      for (const rule of pillar.rules) {
        expect(rule.reason.length).toBeGreaterThan(10);
        expect(rule.reason).not.toContain('\n');
        expect(rule.metricIds.length).toBeGreaterThan(0);
        expect(rule.points).toBeLessThanOrEqual(rule.maxPoints);
      }
    }
  });

  it('prices: last close, a target on the IDX tick inside its fair-value range, the upside to 2 decimals', () => {
    expect(result.currentPrice).toBe(input.prices[input.prices.length - 1].close);
    const target = result.targetPrice!;
    const upside = result.upside!;
    expect(isOnTick(target)).toBe(true);
    expect(upside).toBeCloseTo((target / result.currentPrice - 1) * 100, 2);
    expect(Math.round(upside * 100) / 100).toBe(upside);
    const fair = result.valuation.fairValue!;
    expect(fair.base).toBe(target);
    expect(fair.bear).toBeLessThan(fair.base);
    expect(fair.bull).toBeGreaterThan(fair.base);
  });

  it('carries the chart, the as-of date, completeness and labels', () => {
    expect(result.priceHistory).toHaveLength(250);
    expect(result.priceHistory[249]).toEqual({ date: '2025-06-30', close: result.currentPrice, volume: expect.any(Number) });
    expect(result.asOf).toBe('2025-06-30');
    // Every technical input the rules score is known (beta, unknown here, is context only since engine 4).
    expect(result.dataCompleteness.technical).toBe(100);
    expect(result.technical.longTermTrend).toBe('Naik');
    expect(result.sentiment.foreignFlowTrend).toBe('Akumulasi asing');
    expect(result.profitability.period).toBe('TTM s.d. Q1 2025');
    expect(['High', 'Medium', 'Low']).toContain(result.conviction);
    expect(result.convictionReasons.length).toBeGreaterThan(0);
  });

  it('judges a bank as a bank: P/B–ROE valuation, no net margin, no revenue rules', () => {
    const bank = score(makeBankInput());
    expect(bank.valuation.method).toBe('bank_pb_roe');
    expect(bank.profitability.netMargin).toBeNull();
    expect(bank.profitability.revenueGrowth3Y).toBeNull();
    const ids = bank.pillars.fundamental.rules.map((r) => r.id);
    expect(ids).toContain('bank-capital');
    expect(ids).not.toContain('margins');
    expect(bank.pillars.fundamental.maxScore).toBe(25);
    expect(bank.dataNotes.join(' ')).toContain('Pendapatan bunga bank tidak tersedia');
  });

  it('missing data lowers completeness and conviction instead of pretending', () => {
    const sparse = score(makeScoringInput({ foreignFlow: [], ownership: [] }));
    expect(sparse.dataCompleteness.sentiment).toBeLessThan(60);
    expect(sparse.conviction).toBe('Low');
    expect(sparse.sentiment.foreignFlowTrend).toBe('Data tidak tersedia');
    const reasons = sparse.pillars.sentiment.rules
      .filter((r) => r.id.startsWith('foreign'))
      .map((r) => r.reason);
    for (const reason of reasons) expect(reason).toContain('data tidak tersedia');
  });

  it('refuses a stock with no price at all (the platform answers 422)', () => {
    expect(() => score(makeScoringInput({ prices: [] }))).toThrow(DomainError);
  });

  it('ignores bars after asOf (point in time)', () => {
    const later = { ...input.prices[input.prices.length - 1], date: '2025-07-01', close: 99_999 };
    expect(score(makeScoringInput({ prices: [...input.prices, later] })).currentPrice).toBe(
      result.currentPrice,
    );
  });
});
