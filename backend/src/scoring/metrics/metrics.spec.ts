import {
  AS_OF,
  SHARES,
  barsFrom,
  compositeFrom,
  makeBankInput,
  makeScoringInput,
  statement,
  tradingDays,
} from '../../../test/scoring/fixtures';
import { DomainError } from '../../common/domain-error';
import { buildContext } from '../context';
import { addDays, addMonths } from '../../common/dates';
import { macd, rsi } from '../indicators';
import type { FinancialStatement, ScoringInput } from '../scoring-input';
import { METRIC_IDS, type MetricValues } from './metric-ids';
import { computeAllMetrics, createMetricBook } from './registry';

function metricsOf(input: ScoringInput): MetricValues {
  return computeAllMetrics(createMetricBook(buildContext(input)));
}

function row(
  input: ScoringInput,
  fiscalYear: number,
  period: FinancialStatement['fiscalPeriod'],
): FinancialStatement {
  const found = input.statements.find((s) => s.fiscalYear === fiscalYear && s.fiscalPeriod === period);
  if (!found) throw new Error(`no ${period} ${fiscalYear}`);
  return found;
}

const n = (v: number | null): number => {
  if (v === null) throw new Error('unexpected null');
  return v;
};

describe('metrics on the synthetic company (as of 2025-06-30)', () => {
  const input = makeScoringInput();
  const m = metricsOf(input);
  // TTM = Q1 2025 YTD + FY2024 − Q1 2024 YTD; the balance sheet is Q1 2025's.
  const q1 = row(input, 2025, 'Q1');
  const fy = row(input, 2024, 'FY');
  const q1Prior = row(input, 2024, 'Q1');
  const ttm = (f: 'netIncome' | 'revenue' | 'grossProfit' | 'operatingIncome' | 'operatingCf' | 'freeCf') =>
    n(q1[f]) + n(fy[f]) - n(q1Prior[f]);
  const lastClose = input.prices[input.prices.length - 1].close;
  const cap = lastClose * SHARES;

  it('computes every metric id (no metric is silently missing from the registry)', () => {
    expect(Object.keys(m).sort()).toEqual([...METRIC_IDS].sort());
  });

  it('profitability: ROE, ROA and margins from TTM flows and the latest balance sheet', () => {
    expect(m.roe).toBeCloseTo((ttm('netIncome') / n(q1.equity)) * 100, 4);
    expect(m.roa).toBeCloseTo((ttm('netIncome') / n(q1.totalAssets)) * 100, 4);
    expect(m.net_margin).toBeCloseTo((ttm('netIncome') / ttm('revenue')) * 100, 4);
    expect(m.gross_margin).toBeCloseTo(40, 4);
    expect(m.operating_margin).toBeCloseTo(20, 4);
    expect(m.roe_avg_5y).toBeCloseTo(15, 4);
  });

  it('cost of equity: bond yield + 7% × beta (1 when beta is unknown) + 1 pp for a Rp1–5 bn daily value', () => {
    expect(m.beta_1y).toBeNull(); // IHSG here grows at a constant rate: no variance to regress on
    expect(n(m.median_traded_value_60d)).toBeGreaterThan(500e6);
    expect(n(m.median_traded_value_60d)).toBeLessThan(5e9);
    expect(m.cost_of_equity).toBeCloseTo(6.5 + 7 + 1, 6);
    expect(m.roe_vs_coe).toBeCloseTo(n(m.roe) - 14.5, 4);
  });

  it('growth: CAGRs, years of growth, latest YTD against a year earlier, book growth', () => {
    expect(m.revenue_cagr_3y).toBeCloseTo(10, 4);
    expect(m.revenue_cagr_5y).toBeCloseTo(10, 4);
    expect(m.net_income_cagr_3y).toBeCloseTo(10, 4);
    expect(m.net_income_cagr_5y).toBeCloseTo(10, 4);
    expect(m.revenue_growth_years).toBe(5);
    expect(m.net_income_growth_years).toBe(5);
    expect(m.revenue_growth_recent).toBeCloseTo((n(q1.revenue) / n(q1Prior.revenue) - 1) * 100, 4);
    expect(m.net_income_growth_recent).toBeCloseTo(10, 4);
    expect(m.equity_cagr_3y).toBeCloseTo(10, 4);
  });

  it('financial health: leverage, debt service, cash, cash-backed profit, records', () => {
    expect(m.liabilities_to_equity).toBeCloseTo(0.5, 6);
    expect(m.debt_to_equity).toBeCloseTo(0.2, 6);
    expect(m.net_debt_to_equity).toBeCloseTo(0, 6);
    expect(m.debt_to_ocf).toBeCloseTo(n(q1.totalDebt) / ttm('operatingCf'), 4);
    expect(m.equity_to_assets).toBeCloseTo(66.6667, 3);
    expect(m.cash_to_assets).toBeCloseTo(13.3333, 3);
    expect(m.cash_backed_roe).toBeCloseTo(
      (Math.min(ttm('netIncome'), ttm('operatingCf')) / n(q1.equity)) * 100,
      4,
    );
    expect(m.fcf_margin).toBeCloseTo(12, 4);
    expect(m.fcf_positive_years).toBe(5);
    expect(m.profitable_years_5y).toBe(5);
  });

  it('valuation: multiples, sector comparisons (peer medians P/E 13, P/B 1.5), yields', () => {
    const pe = cap / ttm('netIncome');
    const pb = cap / n(q1.equity);
    expect(m.pe).toBeCloseTo(pe, 4);
    expect(m.earnings_yield).toBeCloseTo((ttm('netIncome') / cap) * 100, 4);
    expect(m.pe_vs_sector).toBeCloseTo(pe / 13, 4);
    expect(m.pb).toBeCloseTo(pb, 4);
    expect(m.pb_vs_sector).toBeCloseTo(pb / 1.5, 4);
    expect(m.fcf_yield).toBeCloseTo((ttm('freeCf') / cap) * 100, 4);
    // Median of [TTM, FY2023, FY2022] free cash flow.
    const fcf = [ttm('freeCf'), n(row(input, 2023, 'FY').freeCf), n(row(input, 2022, 'FY').freeCf)].sort(
      (a, b) => a - b,
    )[1];
    expect(m.normalized_fcf_yield).toBeCloseTo((fcf / cap) * 100, 4);
    // Only the 2025-05-15 dividend (Rp40) falls in the last 365 days.
    expect(m.dividend_yield).toBeCloseTo((40 / lastClose) * 100, 4);
    expect(m.payout_ratio).toBeCloseTo(((40 * SHARES) / ttm('netIncome')) * 100, 4);
    expect(m.fair_value_upside).not.toBeNull();
  });

  it('own five-year history needs 24 month ends: 400 bars are not enough', () => {
    expect(m.pe_vs_5y_median).toBeNull();
    expect(m.pb_vs_5y_median).toBeNull();
  });

  it('trend: price against SMA50/SMA200, their 20-day slopes, distance from the 52-week high', () => {
    const closes = input.prices.map((b) => b.close);
    const avg = (from: number, to: number) => closes.slice(from, to).reduce((a, b) => a + b, 0) / (to - from);
    const len = closes.length;
    expect(m.price_vs_sma50).toBeCloseTo((lastClose / avg(len - 50, len) - 1) * 100, 6);
    expect(m.price_vs_sma200).toBeCloseTo((lastClose / avg(len - 200, len) - 1) * 100, 6);
    expect(m.sma50_vs_sma200).toBeCloseTo((avg(len - 50, len) / avg(len - 200, len) - 1) * 100, 6);
    expect(m.sma50_slope).toBeCloseTo((avg(len - 50, len) / avg(len - 70, len - 20) - 1) * 100, 6);
    expect(m.sma200_slope).toBeCloseTo((avg(len - 200, len) / avg(len - 220, len - 20) - 1) * 100, 6);
    const yearAgo = addDays(AS_OF, -365);
    const high = Math.max(...input.prices.filter((b) => b.date > yearAgo).map((b) => b.high));
    expect(m.distance_from_52w_high).toBeCloseTo((lastClose / high - 1) * 100, 6);
  });

  it('momentum: returns from the last close on or before each anchor date, and against IHSG', () => {
    const closeAt = (bars: { date: string; close: number }[], date: string) =>
      [...bars].reverse().find((b) => b.date <= date)?.close ?? Number.NaN;
    for (const [months, own, excess] of [
      [3, m.return_3m, m.excess_return_3m],
      [6, m.return_6m, m.excess_return_6m],
      [12, m.return_12m, m.excess_return_12m],
    ] as const) {
      const anchor = addMonths(AS_OF, -months);
      const stock = (lastClose / closeAt(input.prices, anchor) - 1) * 100;
      const index = (closeAt(input.composite, AS_OF) / closeAt(input.composite, anchor) - 1) * 100;
      expect(own).toBeCloseTo(stock, 6);
      expect(excess).toBeCloseTo(stock - index, 6);
    }
    const closes = input.prices.map((b) => b.close);
    expect(m.rsi14).toBeCloseTo(n(rsi(closes)), 6);
    const md = macd(closes);
    expect(m.macd_pct).toBeCloseTo((n(md?.macd ?? null) / lastClose) * 100, 6);
    expect(m.macd_histogram_pct).toBeCloseTo((n(md?.histogram ?? null) / lastClose) * 100, 6);
  });

  it('risk and liquidity: drawdown over the year, median daily value, days traded', () => {
    const year = input.prices.filter((b) => b.date > addDays(AS_OF, -365)).map((b) => b.close);
    let peak = year[0];
    let worst = 0;
    for (const c of year) {
      peak = Math.max(peak, c);
      worst = Math.min(worst, c / peak - 1);
    }
    expect(m.max_drawdown_1y).toBeCloseTo(worst * 100, 6);
    const logs = year.slice(1).map((c, i) => Math.log(c / year[i]));
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const sd = Math.sqrt(logs.reduce((a, b) => a + (b - mean) ** 2, 0) / (logs.length - 1));
    expect(m.volatility_1y).toBeCloseTo(sd * Math.sqrt(252) * 100, 4);
    const values = input.foreignFlow
      .slice(-60)
      .map((f) => f.value)
      .sort((a, b) => a - b);
    expect(m.median_traded_value_60d).toBeCloseTo((values[29] + values[30]) / 2, 0);
    expect(m.traded_days_share_60d).toBe(100);
  });

  it('foreign flow: net buy of 10% of volume every day, worth 0.1 × value over 60 days', () => {
    expect(m.foreign_net_5d).toBeCloseTo(10, 6);
    expect(m.foreign_net_20d).toBeCloseTo(10, 6);
    expect(m.foreign_net_60d).toBeCloseTo(10, 6);
    expect(m.foreign_net_buy_days_20d).toBe(20);
    const netValue = input.foreignFlow.slice(-60).reduce((s, f) => s + 0.1 * f.value, 0);
    expect(m.foreign_net_value_60d_to_mcap).toBeCloseTo((netValue / cap) * 100, 6);
  });

  it('KSEI ownership: relative change of the foreign share over 3 and 6 months, months rising', () => {
    const own = input.ownership;
    const share = (i: number) => n(own[i].foreignTotalShares) / own[i].listedShares;
    const last = own.length - 1;
    expect(m.foreign_holding_change_3m).toBeCloseTo((share(last) / share(last - 3) - 1) * 100, 6);
    expect(m.foreign_holding_change_6m).toBeCloseTo((share(last) / share(last - 6) - 1) * 100, 6);
    expect(m.foreign_holding_rising_months_6m).toBe(6);
  });

  it('accumulation: OBV and accumulation/distribution over 60 days as a share of volume', () => {
    const bars = input.prices.slice(-61);
    let obv = 0;
    for (let i = 1; i < bars.length; i++)
      obv += Math.sign(bars[i].close - bars[i - 1].close) * bars[i].volume;
    expect(m.obv_trend_60d).toBeCloseTo((obv / (60 * 2_000_000)) * 100, 6);
    // High and low sit 1% either side of the close: the close is mid-range every day.
    expect(m.ad_trend_60d).toBeCloseTo(0, 6);
  });
});

describe('metrics in special cases', () => {
  it('a bank without revenue lines has no margins or revenue growth', () => {
    const m = metricsOf(makeBankInput());
    expect(m.net_margin).toBeNull();
    expect(m.gross_margin).toBeNull();
    expect(m.revenue_cagr_3y).toBeNull();
    expect(m.roe).not.toBeNull();
    expect(m.equity_to_assets).toBeCloseTo(100 / 6.6, 3);
  });

  it('a USD reporter: ratios in USD, anything set against the IDR price converted with USD/IDR', () => {
    const usd = makeScoringInput().statements.map((s) => ({
      ...s,
      currency: 'USD' as const,
      netIncome: s.netIncome === null ? null : s.netIncome / 16_000,
      revenue: s.revenue === null ? null : s.revenue / 16_000,
      equity: s.equity === null ? null : s.equity / 16_000,
      totalAssets: s.totalAssets === null ? null : s.totalAssets / 16_000,
      freeCf: s.freeCf === null ? null : s.freeCf / 16_000,
    }));
    const idr = metricsOf(makeScoringInput());
    const converted = metricsOf(makeScoringInput({ statements: usd, company: { currencyReporting: 'USD' } }));
    expect(converted.roe).toBeCloseTo(n(idr.roe), 6);
    expect(converted.net_margin).toBeCloseTo(n(idr.net_margin), 6);
    expect(converted.pe).toBeCloseTo(n(idr.pe), 4);
    expect(converted.pb).toBeCloseTo(n(idr.pb), 4);
    const unknownFx = metricsOf(makeScoringInput({ statements: usd, macro: { usdIdr: null } }));
    expect(unknownFx.roe).toBeCloseTo(n(idr.roe), 6);
    expect(unknownFx.pe).toBeNull();
    expect(unknownFx.pb).toBeNull();
    expect(unknownFx.earnings_yield).toBeNull();
    expect(unknownFx.fcf_yield).toBeNull();
    expect(unknownFx.fair_value_upside).toBeNull();
  });

  it('a loss-maker: no P/E, a negative earnings yield, a −100% CAGR when profit turned to loss', () => {
    const statements = makeScoringInput().statements.map((s) =>
      s.fiscalYear >= 2024 ? { ...s, netIncome: -Math.abs(s.netIncome ?? 0) } : s,
    );
    const m = metricsOf(makeScoringInput({ statements }));
    expect(m.pe).toBeNull();
    expect(m.pe_vs_sector).toBeNull();
    expect(n(m.earnings_yield)).toBeLessThan(0);
    expect(m.net_income_cagr_3y).toBe(-100);
    expect(m.payout_ratio).toBeNull();
  });

  it('own five-year history: a flat price over flat earnings sits exactly at its median', () => {
    const dates = tradingDays(1400);
    const prices = barsFrom(
      dates.map(() => 1000),
      dates,
    );
    const statements: FinancialStatement[] = [];
    for (let year = 2018; year <= 2024; year++) {
      statements.push(
        statement({
          fiscalYear: year,
          netIncome: 100e9,
          equity: 1000e9,
          totalAssets: 2000e9,
          revenue: 1000e9,
        }),
      );
    }
    const m = metricsOf(makeScoringInput({ prices, composite: compositeFrom(dates), statements }));
    expect(m.pe_vs_5y_median).toBeCloseTo(1, 6);
    expect(m.pb_vs_5y_median).toBeCloseTo(1, 6);
  });

  it('beta recovers a stock that moves 1.5× the index', () => {
    const dates = tradingDays(300);
    const index = dates.map((_, i) => 7000 * Math.exp(0.01 * Math.sin(i * 1.7) + 0.0002 * i));
    const closes = index.map((v) => 1000 * (v / 7000) ** 1.5);
    const m = metricsOf(
      makeScoringInput({
        prices: barsFrom(closes, dates),
        composite: dates.map((date, i) => ({ date, close: index[i] })),
      }),
    );
    expect(m.beta_1y).toBeCloseTo(1.5, 6);
  });

  it('KSEI change ignores a split: listed and foreign shares both ×5', () => {
    const ownership = makeScoringInput().ownership.map((o, i, all) =>
      i === all.length - 1
        ? { ...o, listedShares: o.listedShares * 5, foreignTotalShares: (o.foreignTotalShares ?? 0) * 5 }
        : o,
    );
    const before = metricsOf(makeScoringInput());
    const after = metricsOf(makeScoringInput({ ownership }));
    expect(after.foreign_holding_change_3m).toBeCloseTo(n(before.foreign_holding_change_3m), 6);
  });

  it('no price bar at all is a domain error (too little data), not a score', () => {
    expect(() => buildContext(makeScoringInput({ prices: [] }))).toThrow(DomainError);
  });
});
