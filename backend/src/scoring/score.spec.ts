import { defaultStatements, makeBankInput, makeScoringInput } from '../../test/scoring/fixtures';
import { hasEnoughData } from './data-sufficiency';
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
    expect(result.priceHistory[249]).toEqual({
      date: '2025-06-30',
      close: result.currentPrice,
      volume: expect.any(Number),
    });
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

  it('scores statements past their stated age as missing: fundamentals unscored, a data note, no target', () => {
    // FY2023 (ended 2023-12-31) is the newest: 18 months before 2025-06-30, so FY2024 was never filed.
    const statements = defaultStatements().filter((s) => s.periodEnd <= '2023-12-31');
    const input = makeScoringInput({ statements });
    expect(hasEnoughData(input)).toBe(true);
    const expired = score(input);

    const rules = expired.pillars.fundamental.rules;
    expect(rules.length).toBeGreaterThan(10);
    const fromStatements = rules.filter((r) => r.id !== 'shareholder-yield');
    for (const rule of fromStatements) {
      expect(rule.coverage).toBe(0);
      expect(rule.points).toBe(Math.floor(rule.maxPoints / 2));
      expect(rule.reason).toContain('data tidak tersedia');
    }
    expect(expired.dataCompleteness.fundamental).toBeLessThan(15);
    expect(expired.profitability.roe).toBeNull();
    expect(expired.profitability.period).toBeNull();
    expect(expired.profitability.latestStatement).toEqual({
      period: 'FY2023',
      periodEnd: '2023-12-31',
      ageMonths: 18,
    });
    expect(expired.targetPrice).toBeNull();
    expect(expired.valuation.fairValue).toBeNull();
    expect(expired.conviction).toBe('Low');
    const note =
      'Laporan keuangan terbaru dari FY2023, lebih dari 15 bulan sebelum tanggal analisis: terlalu lama untuk dinilai. Profitabilitas, pertumbuhan, kesehatan keuangan, valuasi dan nilai wajar dinilai sebagai data yang tidak tersedia; keyakinan dibatasi Low dan target tidak dihitung.';
    expect(expired.dataNotes).toContain(note);
    // The pillar carries the date of the statement it did not read and the same note, for its card.
    expect(expired.pillars.fundamental.newestInputDate).toBe('2023-12-31');
    expect(expired.pillars.fundamental.staleNote).toBe(note);
    expect(result.pillars.fundamental.staleNote).toBeNull();
    // The technical pillar, from prices alone, is scored as before.
    expect(expired.pillars.technical).toEqual(result.pillars.technical);

    // Q1 2024 (15 months old) is still read, as stale: rules scored, no target.
    const late = score(
      makeScoringInput({ statements: defaultStatements().filter((s) => s.periodEnd <= '2024-03-31') }),
    );
    expect(late.profitability.stale).toBe(true);
    expect(late.profitability.roe).not.toBeNull();
    expect(late.targetPrice).toBeNull();
    expect(late.dataCompleteness.fundamental).toBeGreaterThan(50);
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
