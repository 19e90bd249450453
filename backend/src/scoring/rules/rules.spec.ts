import { metricsWith } from '../../../test/scoring/fixtures';
import type { MetricId } from '../metrics/metric-ids';
import { RULES } from './index';

interface Case {
  name: string;
  metrics: Partial<Record<MetricId, number | null>>;
  bank?: boolean;
  points: number;
  /** Text the reason must contain (the numbers, in Indonesian format). */
  reason: string[];
}

const missing = (points: number): Case => ({
  name: 'no data',
  metrics: {},
  points,
  reason: ['data tidak tersedia'],
});

/** Per rule: what it gives and says for given metric values. Every rule must appear here. */
const CASES: Record<string, Case[]> = {
  'roe-vs-coe': [
    {
      name: 'well above',
      metrics: { roe: 20.5, cost_of_equity: 13.1, roe_vs_coe: 7.4 },
      points: 2,
      reason: ['ROE 20,5%', 'biaya ekuitas 13,1%', '+7,4 poin'],
    },
    {
      name: 'just below',
      metrics: { roe: 9, cost_of_equity: 13, roe_vs_coe: -4 },
      points: 1,
      reason: ['di bawah', '-4,0 poin'],
    },
    {
      name: 'far below',
      metrics: { roe: 2, cost_of_equity: 13, roe_vs_coe: -11 },
      points: 0,
      reason: ['ROE 2,0%'],
    },
    {
      name: 'negative equity',
      metrics: { equity_to_assets: -3, roe: null },
      points: 0,
      reason: ['Ekuitas negatif'],
    },
    missing(1),
  ],
  roa: [
    { name: 'good', metrics: { roa: 6.2 }, points: 1, reason: ['ROA 6,2%', '5%'] },
    { name: 'weak', metrics: { roa: 2 }, points: 0, reason: ['di bawah'] },
    missing(0),
  ],
  'bank-roa': [
    { name: 'strong', metrics: { roa: 3.7 }, bank: true, points: 2, reason: ['3,70%'] },
    { name: 'fair', metrics: { roa: 1.8 }, bank: true, points: 1, reason: ['1,80%'] },
    { name: 'weak', metrics: { roa: 0.4 }, bank: true, points: 0, reason: ['0,40%'] },
    { ...missing(1), bank: true },
  ],
  margins: [
    {
      name: 'net margin good',
      metrics: { net_margin: 15.7, gross_margin: 40 },
      points: 1,
      reason: ['15,7%', 'margin kotor 40,0%'],
    },
    { name: 'net margin thin', metrics: { net_margin: 3, gross_margin: 60 }, points: 0, reason: ['3,0%'] },
    { name: 'only gross margin', metrics: { gross_margin: 35 }, points: 1, reason: ['margin kotor 35,0%'] },
    missing(0),
  ],
  'roe-consistency': [
    {
      name: 'close to CoE',
      metrics: { roe_avg_5y: 9, cost_of_equity: 13 },
      points: 1,
      reason: ['9,0%', '13,0%'],
    },
    { name: 'far below', metrics: { roe_avg_5y: 4, cost_of_equity: 13 }, points: 0, reason: ['4,0%'] },
    missing(0),
  ],
  'revenue-growth': [
    {
      name: 'growing',
      metrics: { revenue_cagr_3y: 12.3, revenue_cagr_5y: 6 },
      points: 1,
      reason: ['3 tahun 12,3%', '5 tahun 6,0%'],
    },
    { name: 'shrinking', metrics: { revenue_cagr_3y: -19.6 }, points: 0, reason: ['-19,6%'] },
    missing(0),
  ],
  'earnings-growth': [
    {
      name: 'growing',
      metrics: { net_income_cagr_3y: 20.4, net_income_cagr_5y: 13.9 },
      points: 1,
      reason: ['20,4%', '13,9%'],
    },
    { name: 'profit turned to loss', metrics: { net_income_cagr_3y: -100 }, points: 0, reason: ['-100,0%'] },
    { name: 'loss at both ends', metrics: { earnings_yield: -6 }, points: 0, reason: ['negatif'] },
    missing(0),
  ],
  'growth-consistency': [
    {
      name: 'both series steady',
      metrics: { revenue_growth_years: 4, net_income_growth_years: 3 },
      points: 2,
      reason: ['Pendapatan naik 4 dari 5', 'laba naik 3 dari 5'],
    },
    {
      name: 'one series steady',
      metrics: { revenue_growth_years: 2, net_income_growth_years: 3 },
      points: 1,
      reason: ['naik 2'],
    },
    {
      name: 'bank: profit only, four years',
      metrics: { revenue_growth_years: 5, net_income_growth_years: 4 },
      bank: true,
      points: 2,
      reason: ['Laba naik 4'],
    },
    {
      name: 'bank: profit only, two years',
      metrics: { net_income_growth_years: 2 },
      bank: true,
      points: 0,
      reason: ['Laba naik 2'],
    },
    missing(1),
  ],
  'recent-growth': [
    {
      name: 'both up',
      metrics: { revenue_growth_recent: 8, net_income_growth_recent: 3 },
      points: 2,
      reason: ['pendapatan +8,0%', 'laba +3,0%'],
    },
    {
      name: 'revenue flat, profit up',
      metrics: { revenue_growth_recent: 1, net_income_growth_recent: 3 },
      points: 1,
      reason: ['+1,0%'],
    },
    {
      name: 'bank profit +12%',
      metrics: { net_income_growth_recent: 12 },
      bank: true,
      points: 2,
      reason: ['laba +12,0%'],
    },
    {
      name: 'bank profit −5%',
      metrics: { net_income_growth_recent: -5 },
      bank: true,
      points: 0,
      reason: ['laba -5,0%'],
    },
    missing(1),
  ],
  'book-value-growth': [
    { name: 'compounding', metrics: { equity_cagr_3y: 9 }, bank: true, points: 1, reason: ['9,0%'] },
    { name: 'slow', metrics: { equity_cagr_3y: 3 }, bank: true, points: 0, reason: ['3,0%'] },
    { ...missing(0), bank: true },
  ],
  leverage: [
    {
      name: 'conservative',
      metrics: { liabilities_to_equity: 0.45, debt_to_equity: 0.05 },
      points: 1,
      reason: ['0,45x', '0,05x'],
    },
    {
      name: 'too much debt',
      metrics: { liabilities_to_equity: 0.9, debt_to_equity: 0.7 },
      points: 0,
      reason: ['0,70x'],
    },
    {
      name: 'no debt figure',
      metrics: { liabilities_to_equity: 0.8 },
      points: 1,
      reason: ['tidak tersedia'],
    },
    {
      name: 'negative equity',
      metrics: { equity_to_assets: -5, liabilities_to_equity: null },
      points: 0,
      reason: ['Ekuitas negatif'],
    },
    missing(0),
  ],
  'debt-service': [
    {
      name: 'net cash',
      metrics: { debt_to_ocf: 5, net_debt_to_equity: -0.1 },
      points: 2,
      reason: ['kas bersih'],
    },
    {
      name: 'one year of cash flow',
      metrics: { debt_to_ocf: 0.8, net_debt_to_equity: 0.3 },
      points: 2,
      reason: ['0,8 tahun'],
    },
    {
      name: 'three years',
      metrics: { debt_to_ocf: 2.5, net_debt_to_equity: 0.3 },
      points: 1,
      reason: ['2,5 tahun'],
    },
    {
      name: 'no positive cash flow',
      metrics: { debt_to_ocf: 99, net_debt_to_equity: 0.6 },
      points: 0,
      reason: ['tidak positif'],
    },
    missing(1),
  ],
  'bank-capital': [
    { name: 'well capitalised', metrics: { equity_to_assets: 18 }, bank: true, points: 3, reason: ['18,0%'] },
    { name: 'adequate', metrics: { equity_to_assets: 10.5 }, bank: true, points: 2, reason: ['10,5%'] },
    { name: 'thin', metrics: { equity_to_assets: 6 }, bank: true, points: 0, reason: ['6,0%'] },
    { ...missing(1), bank: true },
  ],
  'bank-funding': [
    { name: 'deposit funded', metrics: { debt_to_equity: 0.01 }, bank: true, points: 1, reason: ['0,01x'] },
    { name: 'wholesale funded', metrics: { debt_to_equity: 1.2 }, bank: true, points: 0, reason: ['1,20x'] },
    { ...missing(0), bank: true },
  ],
  'cash-buffer': [
    { name: 'rich', metrics: { cash_to_assets: 16.3 }, points: 2, reason: ['16,3%'] },
    { name: 'adequate', metrics: { cash_to_assets: 9 }, points: 1, reason: ['9,0%'] },
    {
      name: 'bank thresholds',
      metrics: { cash_to_assets: 6.5 },
      bank: true,
      points: 1,
      reason: ['6,5%', '5%'],
    },
    missing(1),
  ],
  'earnings-quality': [
    {
      name: 'cash-backed',
      metrics: { cash_backed_roe: 15.1, fcf_positive_years: 5, fcf_margin: 28 },
      points: 1,
      reason: ['15,1%', '5 dari 5'],
    },
    {
      name: 'profit without cash',
      metrics: { cash_backed_roe: 2, fcf_positive_years: 5 },
      points: 0,
      reason: ['2,0%'],
    },
    {
      name: 'no free cash flow',
      metrics: { cash_backed_roe: 9, fcf_positive_years: 1, fcf_margin: -3 },
      points: 0,
      reason: ['1 dari 5'],
    },
    missing(0),
  ],
  'profit-record': [
    { name: 'steady', metrics: { profitable_years_5y: 5 }, points: 1, reason: ['5 dari 5'] },
    { name: 'patchy', metrics: { profitable_years_5y: 2 }, points: 0, reason: ['2 dari 5'] },
    missing(0),
  ],
  'pe-vs-sector': [
    {
      name: 'cheaper',
      metrics: { pe: 9, earnings_yield: 11, pe_vs_sector: 0.6 },
      points: 1,
      reason: ['P/E 9,0x', 'median sektor 15,0x'],
    },
    {
      name: 'dearer',
      metrics: { pe: 30, earnings_yield: 3.3, pe_vs_sector: 2 },
      points: 0,
      reason: ['2,00x'],
    },
    { name: 'loss', metrics: { earnings_yield: -6 }, points: 0, reason: ['Rugi', '-6,0%'] },
    missing(0),
  ],
  'pb-vs-sector': [
    { name: 'deep discount', metrics: { pb: 0.62, pb_vs_sector: 0.375 }, points: 2, reason: ['0,62x'] },
    { name: 'near the median', metrics: { pb: 1.8, pb_vs_sector: 1.1 }, points: 1, reason: ['1,10x'] },
    { name: 'premium', metrics: { pb: 3.6, pb_vs_sector: 4.14 }, points: 0, reason: ['3,60x'] },
    missing(1),
  ],
  'own-history': [
    {
      name: 'cheap on P/E',
      metrics: { pe_vs_5y_median: 0.66, pb_vs_5y_median: 1.1 },
      points: 1,
      reason: ['P/E 0,66x', 'P/B 1,10x'],
    },
    {
      name: 'dear on both',
      metrics: { pe_vs_5y_median: 1.2, pb_vs_5y_median: 1.3 },
      points: 0,
      reason: ['1,20'],
    },
    missing(0),
  ],
  'fair-value': [
    {
      name: 'below fair value',
      metrics: { fair_value_upside: 28.2, normalized_fcf_yield: 10 },
      points: 1,
      reason: ['+28,2%'],
    },
    {
      name: 'above fair value',
      metrics: { fair_value_upside: -51.1, normalized_fcf_yield: 3 },
      points: 0,
      reason: ['-51,1%'],
    },
    { name: 'cash burn', metrics: { normalized_fcf_yield: -5.9 }, points: 0, reason: ['negatif', '-5,9%'] },
    {
      name: 'bank ignores free cash flow',
      metrics: { fair_value_upside: 5, normalized_fcf_yield: -5 },
      bank: true,
      points: 1,
      reason: ['+5,0%'],
    },
    missing(0),
  ],
  'shareholder-yield': [
    {
      name: 'high covered dividend',
      metrics: { dividend_yield: 6.1, payout_ratio: 70 },
      points: 2,
      reason: ['dividen 6,1%', '70%'],
    },
    {
      name: 'high free cash flow',
      metrics: { dividend_yield: 0, payout_ratio: 0, fcf_yield: 16.7 },
      points: 2,
      reason: ['16,7%'],
    },
    {
      name: 'uncovered dividend',
      metrics: { dividend_yield: 8, payout_ratio: 150, fcf_yield: 1 },
      points: 0,
      reason: ['150%'],
    },
    {
      name: 'bank modest dividend',
      metrics: { dividend_yield: 3.8, payout_ratio: 66, fcf_yield: 20 },
      bank: true,
      points: 1,
      reason: ['3,8%'],
    },
    missing(1),
  ],
  'long-term-trend': [
    {
      name: 'uptrend',
      metrics: { price_vs_sma200: 8, sma50_vs_sma200: 3, sma200_slope: 1 },
      points: 2,
      reason: ['+8,0%', '+3,0%', '+1,00%'],
    },
    {
      name: 'mixed',
      metrics: { price_vs_sma200: 2, sma50_vs_sma200: -1, sma200_slope: 0.5 },
      points: 1,
      reason: ['-1,0%'],
    },
    {
      name: 'downtrend',
      metrics: { price_vs_sma200: -4.1, sma50_vs_sma200: -1.2, sma200_slope: -1.15 },
      points: 0,
      reason: ['-4,1%'],
    },
    missing(1),
  ],
  'short-term-trend': [
    {
      name: 'above a rising SMA50',
      metrics: { price_vs_sma50: 1.9, sma50_slope: 7.46 },
      points: 1,
      reason: ['+1,9%', '+7,46%'],
    },
    { name: 'below', metrics: { price_vs_sma50: -3, sma50_slope: 3 }, points: 0, reason: ['-3,0%'] },
    missing(0),
  ],
  'near-high': [
    { name: 'at the high', metrics: { distance_from_52w_high: -4 }, points: 3, reason: ['4,0%'] },
    { name: 'pulled back', metrics: { distance_from_52w_high: -18.6 }, points: 2, reason: ['18,6%'] },
    { name: 'well below', metrics: { distance_from_52w_high: -35 }, points: 1, reason: ['35,0%'] },
    { name: 'far below', metrics: { distance_from_52w_high: -50 }, points: 0, reason: ['50,0%'] },
    missing(1),
  ],
  volatility: [
    { name: 'calm', metrics: { volatility_1y: 20, beta_1y: 0.9 }, points: 4, reason: ['20,0%', 'beta 0,90'] },
    { name: 'steady', metrics: { volatility_1y: 28, beta_1y: 1.4 }, points: 3, reason: ['28,0%', '1,40'] },
    { name: 'typical', metrics: { volatility_1y: 40 }, points: 2, reason: ['40,0%'] },
    { name: 'lively', metrics: { volatility_1y: 55, beta_1y: 1 }, points: 1, reason: ['55,0%'] },
    { name: 'wild', metrics: { volatility_1y: 80, beta_1y: 1 }, points: 0, reason: ['80,0%'] },
    missing(2),
  ],
  drawdown: [
    { name: 'shallow', metrics: { max_drawdown_1y: -12 }, points: 3, reason: ['12,0%'] },
    { name: 'ordinary', metrics: { max_drawdown_1y: -26.8 }, points: 2, reason: ['26,8%'] },
    { name: 'deep', metrics: { max_drawdown_1y: -42 }, points: 1, reason: ['42,0%'] },
    { name: 'crash', metrics: { max_drawdown_1y: -60 }, points: 0, reason: ['60,0%'] },
    missing(1),
  ],
  liquidity: [
    {
      name: 'deep market',
      metrics: { median_traded_value_60d: 899.2e9, traded_days_share_60d: 100 },
      points: 2,
      reason: ['Rp 899,2 M', '100%'],
    },
    {
      name: 'moderate',
      metrics: { median_traded_value_60d: 2.5e9, traded_days_share_60d: 100 },
      points: 1,
      reason: ['Rp 2,5 M'],
    },
    {
      name: 'often untraded',
      metrics: { median_traded_value_60d: 20e9, traded_days_share_60d: 70 },
      points: 1,
      reason: ['70%'],
    },
    {
      name: 'rarely traded',
      metrics: { median_traded_value_60d: 20e9, traded_days_share_60d: 30 },
      points: 0,
      reason: ['30%'],
    },
    missing(1),
  ],
  'foreign-net-flow': [
    {
      name: 'heavy selling',
      metrics: { foreign_net_20d: -18.2 },
      points: 2,
      reason: ['-18,2%', 'pemulihan'],
    },
    { name: 'selling', metrics: { foreign_net_20d: -10.5 }, points: 1, reason: ['-10,5%'] },
    { name: 'buying', metrics: { foreign_net_20d: 2 }, points: 0, reason: ['+2,0%'] },
    missing(1),
  ],
  'foreign-net-5d': [
    { name: 'a week of heavy selling', metrics: { foreign_net_5d: -23.3 }, points: 1, reason: ['-23,3%'] },
    { name: 'buying', metrics: { foreign_net_5d: 3 }, points: 0, reason: ['+3,0%'] },
    missing(0),
  ],
  'foreign-value': [
    { name: 'large exit', metrics: { foreign_net_value_60d_to_mcap: -1.33 }, points: 1, reason: ['-1,33%'] },
    { name: 'inflow', metrics: { foreign_net_value_60d_to_mcap: 0.17 }, points: 0, reason: ['+0,17%'] },
    missing(0),
  ],
  'foreign-holding': [
    {
      name: 'rising',
      metrics: { foreign_holding_change_3m: 0.2, foreign_holding_change_6m: 1.5 },
      points: 2,
      reason: ['+0,2%', '+1,5%'],
    },
    {
      name: 'rising strongly',
      metrics: { foreign_holding_change_3m: 0.9, foreign_holding_change_6m: 2.5 },
      points: 3,
      reason: ['+2,5%'],
    },
    {
      name: 'falling',
      metrics: { foreign_holding_change_3m: -12.8, foreign_holding_change_6m: -29.6 },
      points: 0,
      reason: ['-12,8%'],
    },
    {
      name: 'only 3 months known',
      metrics: { foreign_holding_change_3m: 1 },
      points: 1,
      reason: ['+1,0% dalam 3 bulan'],
    },
    missing(1),
  ],
  'foreign-holding-streak': [
    { name: 'steady', metrics: { foreign_holding_rising_months_6m: 5 }, points: 3, reason: ['5 dari 6'] },
    { name: 'mostly', metrics: { foreign_holding_rising_months_6m: 4 }, points: 2, reason: ['4 dari 6'] },
    { name: 'half', metrics: { foreign_holding_rising_months_6m: 3 }, points: 1, reason: ['3 dari 6'] },
    { name: 'none', metrics: { foreign_holding_rising_months_6m: 0 }, points: 0, reason: ['0 dari 6'] },
    missing(1),
  ],
};

describe('rules', () => {
  it('every rule has cases here', () => {
    expect(RULES.map((r) => r.id).sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const rule of RULES) {
    describe(`${rule.id} (max ${rule.maxPoints})`, () => {
      it.each(CASES[rule.id] ?? [])('$name → $points', ({ metrics, bank, points, reason }) => {
        const verdict = rule.evaluate(metricsWith(metrics), { isBank: bank ?? false });
        expect(verdict.points).toBe(points);
        expect(Number.isInteger(verdict.points)).toBe(true);
        expect(verdict.points).toBeGreaterThanOrEqual(0);
        expect(verdict.points).toBeLessThanOrEqual(rule.maxPoints);
        for (const text of reason) expect(verdict.reason).toContain(text);
        expect(verdict.reason).not.toMatch(/NaN|undefined|null|Infinity|n\/a/);
        expect(verdict.coverage).toBeGreaterThanOrEqual(0);
        expect(verdict.coverage).toBeLessThanOrEqual(1);
      });

      it('missing data lowers coverage and never pays more than half', () => {
        const verdict = rule.evaluate(metricsWith({}), { isBank: rule.appliesTo === 'bank' });
        expect(verdict.coverage).toBe(0);
        expect(verdict.points).toBe(Math.floor(rule.maxPoints / 2));
        expect(verdict.reason).toContain('data tidak tersedia');
      });
    });
  }
});
