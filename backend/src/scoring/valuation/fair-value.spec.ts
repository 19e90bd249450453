import {
  AS_OF,
  SHARES,
  barsFrom,
  defaultCloses,
  defaultStatements,
  makeBankInput,
  makeScoringInput,
  statement,
} from '../../../test/scoring/fixtures';
import { SCORING_CONFIG } from '../config';
import { buildContext } from '../context';
import { createMetricBook } from '../metrics/registry';
import { score } from '../score';
import type { FinancialStatement, ScoringInput } from '../scoring-input';
import { isOnTick, roundToTick } from '../ticks';
import { dcfValue, justifiedPb } from './dcf';
import { computeFairValue, marketDiscountRate, type FairValue } from './fair-value';
import { baseGrowth, startingFreeCashFlow, sustainableRoe } from './valuation';

const bookOf = (input: ScoringInput) => createMetricBook(buildContext(input));
const fairOf = (input: ScoringInput, thin: string[] = []): FairValue => {
  const outcome = computeFairValue(bookOf(input), { stale: false, thin });
  if (outcome.fairValue === null) throw new Error(outcome.why);
  return outcome.fairValue;
};
const estimate = (fair: FairValue, method: string) => fair.estimates.find((e) => e.method === method);
const withStatements = (map: (s: FinancialStatement) => FinancialStatement) =>
  makeScoringInput({ statements: defaultStatements().map(map) });

describe('fair value: each method on hand-made statements', () => {
  it('DCF: the median free cash flow discounted at SBN + the market premium (6.5 + 3 = 9.5%)', () => {
    const input = makeScoringInput();
    const book = bookOf(input);
    const rate = marketDiscountRate(book);
    const traded = book.get('median_traded_value_60d')!;
    const thin = SCORING_CONFIG.costOfEquity.illiquidityPremium.find((s) => traded < s.below)?.premium ?? 0;
    expect(rate).toBeCloseTo(6.5 + SCORING_CONFIG.fairValue.marketPremium + thin, 9);
    const growth = baseGrowth(book.get('revenue_cagr_3y'));
    const expected =
      dcfValue({
        cashFlow: startingFreeCashFlow(book)!,
        growth,
        discountRate: rate,
        terminalGrowth: Math.min(SCORING_CONFIG.dcf.terminalGrowth, rate - SCORING_CONFIG.dcf.minSpread),
        years: 5,
      }) / SHARES;
    expect(estimate(fairOf(input), 'dcf')!.value).toBeCloseTo(expected, 1);
  });

  it('earnings: the geometric mean of own and sector P/E × trailing EPS, bounded 4–30×', () => {
    const fair = fairOf(makeScoringInput());
    const earnings = estimate(fair, 'earnings')!;
    expect(earnings.explanation).toMatch(/^Laba: P\/E .* × laba per saham/);
    // Sector P/E median of 10, 12, 14, 16 is 13; whatever the own history, the multiple stays in bounds.
    const book = bookOf(makeScoringInput());
    const eps = book.get('pe') === null ? 0 : book.ctx.lastClose / book.get('pe')!;
    expect(earnings.value / eps).toBeGreaterThanOrEqual(SCORING_CONFIG.fairValue.peMin - 1e-9);
    expect(earnings.value / eps).toBeLessThanOrEqual(SCORING_CONFIG.fairValue.peMax + 1e-9);
  });

  it('a bank: justified P/B from sustainable ROE × book, and no DCF', () => {
    const input = makeBankInput();
    const book = bookOf(input);
    const fair = fairOf(input);
    expect(estimate(fair, 'dcf')).toBeUndefined();
    const rate = marketDiscountRate(book);
    const equity = input.statements.filter((s) => s.fiscalPeriod === 'Q1' && s.fiscalYear === 2025)[0]!
      .equity!;
    const pb = justifiedPb(sustainableRoe(book)!, rate, Math.min(5, rate - 3));
    expect(estimate(fair, 'book')!.value).toBeCloseTo((pb * equity) / SHARES, 0);
    // The book method carries most of a bank's blend.
    expect(fair.estimates[0]!.method).toBe('book');
  });

  it('a loss-maker: no earnings method, priced from its book, with the loss among the reasons', () => {
    const input = withStatements((s) => ({
      ...s,
      netIncome: -Math.abs(s.netIncome ?? 0),
      freeCf: -Math.abs(s.freeCf ?? 0),
      operatingCf: -Math.abs(s.operatingCf ?? 0),
    }));
    const fair = fairOf(input);
    expect(fair.estimates.map((e) => e.method)).toEqual(['book']);
    expect(fair.uncertaintyReasons.join(' ')).toContain('merugi');
    expect(['High', 'Very High']).toContain(fair.uncertainty);
  });

  it('net cash is a floor: a company whose cash exceeds what the models say is worth at least its cash', () => {
    const input = withStatements((s) => ({ ...s, cash: (s.equity ?? 0) * 20, totalDebt: 0 }));
    const fair = fairOf(input);
    const netCash = estimate(fair, 'net_cash')!;
    expect(netCash.weight).toBe(0);
    expect(fair.modelValue).toBeCloseTo(netCash.value, 1);
    expect(netCash.explanation).toContain('batas bawah');
  });

  it('a USD reporter is valued in rupiah through the rate of the date', () => {
    const idr = fairOf(makeScoringInput());
    const usdStatements = defaultStatements().map((s) => {
      const scaled: FinancialStatement = { ...s, currency: 'USD' };
      for (const key of [
        'revenue',
        'grossProfit',
        'operatingIncome',
        'netIncome',
        'totalAssets',
        'totalLiabilities',
        'equity',
        'cash',
        'totalDebt',
        'operatingCf',
        'investingCf',
        'freeCf',
      ] as const) {
        const v = s[key];
        scaled[key] = v === null ? null : v / 16_000;
      }
      return scaled;
    });
    const usd = fairOf(makeScoringInput({ statements: usdStatements }));
    expect(usd.modelValue).toBeCloseTo(idr.modelValue, 0);
    expect(usd.base).toBe(idr.base);
  });
});

describe('fair value: anchored, ranged, graded', () => {
  it('moves part of the way (modelWeight) from the price to the model in log terms, on the IDX tick', () => {
    const input = makeScoringInput();
    const fair = fairOf(input);
    const price = input.prices.at(-1)!.close;
    expect(fair.base).toBe(
      roundToTick(price * (fair.modelValue / price) ** SCORING_CONFIG.fairValue.modelWeight),
    );
    expect(isOnTick(fair.base) && isOnTick(fair.bear) && isOnTick(fair.bull)).toBe(true);
    const half = SCORING_CONFIG.fairValue.rangeHalfWidth[fair.uncertainty] / 100;
    expect(fair.bear / fair.base).toBeCloseTo(1 - half, 1);
    expect(fair.bull / fair.base).toBeCloseTo(1 + half, 1);
  });

  it('never below a quarter of the price for a company with positive equity, however far the model', () => {
    // Price 100× what the statements support.
    const closes = defaultCloses().map((c) => c * 100);
    const input = makeScoringInput({ prices: barsFrom(closes) });
    const fair = fairOf(input);
    expect(fair.base).toBeGreaterThanOrEqual(roundToTick(0.25 * closes.at(-1)!, 'down'));
    expect(fair.uncertaintyReasons.join(' ')).toContain('kali harga pasar');
  });

  it('a thin basis makes it Very High: the range stays, the target goes, with the reason', () => {
    const fair = fairOf(makeScoringInput(), ['Laporan keuangan hanya mencakup satu tahun buku.']);
    expect(fair.uncertainty).toBe('Very High');
    expect(fair.targetSet).toBe(false);
    expect(fair.noTargetReason).toMatch(
      /^Target tidak ditetapkan: ketidakpastian nilai wajar sangat tinggi \(.*satu tahun buku/,
    );
    expect(fair.bear).toBeLessThan(fair.bull);
  });

  it('stale statements and no shares give no fair value, with a sentence', () => {
    const stale = computeFairValue(bookOf(makeScoringInput()), { stale: true, thin: [] });
    expect(stale).toEqual({
      fairValue: null,
      why: expect.stringMatching(/^Target tidak ditetapkan: laporan keuangan terlalu lama/),
    });
  });

  it('negative equity and losses everywhere: no method applies, so no fair value and no target', () => {
    const input = makeScoringInput({
      statements: [2022, 2023, 2024].map((fiscalYear) =>
        statement({
          fiscalYear,
          revenue: 100e9,
          netIncome: -50e9,
          equity: -20e9,
          totalAssets: 80e9,
          freeCf: -30e9,
          operatingCf: -10e9,
        }),
      ),
      asOf: AS_OF,
    });
    const result = score(input);
    expect(result.targetPrice).toBeNull();
    expect(result.upside).toBeNull();
    expect(result.valuation.fairValue).toBeNull();
    expect(result.dataNotes.join(' ')).toContain('Target tidak ditetapkan');
    if (result.recommendation === 'BUY' || result.recommendation === 'STRONG BUY')
      expect(result.recommendationNote).toContain('tanpa target harga');
  });

  it('says why a target sits more than 50% from the price, and only then', () => {
    // A crash in the last month: the statements and the stock's own multiples say far more than the price.
    const closes = defaultCloses().map((c, i, all) => (i >= all.length - 20 ? c / 10 : c));
    const far = score(makeScoringInput({ prices: barsFrom(closes) }));
    expect(far.upside).not.toBeNull();
    expect(Math.abs(far.upside!)).toBeGreaterThan(50);
    expect(far.valuation.fairValue!.gapReason).toMatch(
      /^Target \+\d+%: harga sekarang .* jauh di bawah nilai/,
    );
    const near = score(makeScoringInput());
    if (Math.abs(near.upside!) <= 50) expect(near.valuation.fairValue!.gapReason).toBeNull();
  });
});
