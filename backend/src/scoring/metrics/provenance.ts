/**
 * Where each metric comes from: the market-data tables it reads and the period it covers, in words a
 * reader can check against the statements ("9 bulan s.d. Q3 2025, disetahunkan; neraca Q3 2025").
 * One record keyed by every metric id, so a metric added without its provenance fails to compile.
 */
import { basisLabel, latestBalance, periodLabel, recentGrowthPair } from '../financials';
import { tanggal } from '../format';
import type { MetricBook } from './metric';
import type { MetricId } from './metric-ids';

export type MarketTable =
  | 'companies'
  | 'daily_prices'
  | 'index_prices'
  | 'foreign_flow'
  | 'financial_statements'
  | 'corporate_actions'
  | 'ownership_monthly'
  | 'macro_series';

export type PeriodOf = (book: MetricBook) => string | null;

export interface Provenance {
  sources: readonly MarketTable[];
  period: PeriodOf;
}

export const flowPeriod: PeriodOf = ({ ctx }) => basisLabel(ctx.fin.basis);

export const balancePeriod: PeriodOf = ({ ctx }) => {
  const row = latestBalance(ctx.fin, ['equity']) ?? latestBalance(ctx.fin, ['totalAssets']);
  return row === null ? null : `neraca ${periodLabel(row)}`;
};

/** A flow against a balance: both named, so the reader sees they are at most a quarter apart. */
export const flowAndBalancePeriod: PeriodOf = (book) => {
  const flow = flowPeriod(book);
  const balance = balancePeriod(book);
  return flow === null ? balance : balance === null ? flow : `${flow}; ${balance}`;
};

/** FY(L − years) to FY L of the comparable annual rows. */
export const annualSpan =
  (years: number): PeriodOf =>
  ({ ctx }) => {
    const latest = ctx.fin.comparableAnnual.at(-1);
    return latest === undefined ? null : `FY${latest.fiscalYear - years}–FY${latest.fiscalYear}`;
  };

const recentPeriod =
  (field: 'revenue' | 'netIncome'): PeriodOf =>
  ({ ctx }) => {
    const pair = recentGrowthPair(ctx.fin, field);
    return pair.period === null ? null : `${pair.period} vs setahun sebelumnya`;
  };

export const priceDatePeriod: PeriodOf = ({ ctx }) => tanggal(ctx.lastDate);

/** Price today against a statement figure. */
const priceAnd =
  (statement: PeriodOf): PeriodOf =>
  (book) => {
    const period = statement(book);
    return period === null ? null : `harga ${tanggal(book.ctx.lastDate)}; ${period}`;
  };

export const tradingDaysPeriod =
  (days: number): PeriodOf =>
  ({ ctx }) =>
    `${days} hari bursa s.d. ${tanggal(ctx.lastDate)}`;

export const monthsPeriod =
  (months: number): PeriodOf =>
  ({ ctx }) =>
    `${months} bulan s.d. ${tanggal(ctx.lastDate)}`;

const kseiMonths =
  (months: number): PeriodOf =>
  ({ ctx }) => {
    const last = ctx.ownership.at(-1);
    return last === undefined ? null : `${months} bulan KSEI s.d. ${tanggal(last.monthEnd)}`;
  };

const fiveYearHistory: PeriodOf = ({ ctx }) => `60 bulan s.d. ${tanggal(ctx.lastDate)}`;

const STATEMENTS: readonly MarketTable[] = ['financial_statements'];
const PRICED: readonly MarketTable[] = ['daily_prices', 'companies', 'financial_statements', 'macro_series'];
const PEERS: readonly MarketTable[] = ['daily_prices', 'companies', 'financial_statements', 'macro_series'];
const PRICES: readonly MarketTable[] = ['daily_prices'];
const AGAINST_INDEX: readonly MarketTable[] = ['daily_prices', 'index_prices'];
const FLOWS: readonly MarketTable[] = ['foreign_flow'];
const KSEI: readonly MarketTable[] = ['ownership_monthly'];

export const METRIC_PROVENANCE: Readonly<Record<MetricId, Provenance>> = {
  roe: { sources: STATEMENTS, period: flowAndBalancePeriod },
  roa: { sources: STATEMENTS, period: flowAndBalancePeriod },
  net_margin: { sources: STATEMENTS, period: flowPeriod },
  gross_margin: { sources: STATEMENTS, period: flowPeriod },
  operating_margin: { sources: STATEMENTS, period: flowPeriod },
  cost_of_equity: {
    sources: ['macro_series', 'daily_prices', 'index_prices', 'foreign_flow'],
    period: priceDatePeriod,
  },
  roe_vs_coe: {
    sources: ['financial_statements', 'macro_series', 'daily_prices', 'index_prices'],
    period: flowAndBalancePeriod,
  },
  roe_avg_5y: { sources: STATEMENTS, period: annualSpan(4) },
  revenue_cagr_3y: { sources: STATEMENTS, period: annualSpan(3) },
  revenue_cagr_5y: { sources: STATEMENTS, period: annualSpan(5) },
  net_income_cagr_3y: { sources: STATEMENTS, period: annualSpan(3) },
  net_income_cagr_5y: { sources: STATEMENTS, period: annualSpan(5) },
  revenue_growth_years: { sources: STATEMENTS, period: annualSpan(5) },
  net_income_growth_years: { sources: STATEMENTS, period: annualSpan(5) },
  revenue_growth_recent: { sources: STATEMENTS, period: recentPeriod('revenue') },
  net_income_growth_recent: { sources: STATEMENTS, period: recentPeriod('netIncome') },
  equity_cagr_3y: { sources: STATEMENTS, period: annualSpan(3) },
  liabilities_to_equity: { sources: STATEMENTS, period: balancePeriod },
  debt_to_equity: { sources: STATEMENTS, period: balancePeriod },
  net_debt_to_equity: { sources: STATEMENTS, period: balancePeriod },
  debt_to_ocf: { sources: STATEMENTS, period: flowAndBalancePeriod },
  equity_to_assets: { sources: STATEMENTS, period: balancePeriod },
  cash_to_assets: { sources: STATEMENTS, period: balancePeriod },
  cash_backed_roe: { sources: STATEMENTS, period: flowAndBalancePeriod },
  fcf_margin: { sources: STATEMENTS, period: flowPeriod },
  fcf_positive_years: { sources: STATEMENTS, period: annualSpan(4) },
  profitable_years_5y: { sources: STATEMENTS, period: annualSpan(4) },
  pe: { sources: PRICED, period: priceAnd(flowPeriod) },
  earnings_yield: { sources: PRICED, period: priceAnd(flowPeriod) },
  pe_vs_sector: { sources: PEERS, period: priceAnd(flowPeriod) },
  pb: { sources: PRICED, period: priceAnd(balancePeriod) },
  pb_vs_sector: { sources: PEERS, period: priceAnd(balancePeriod) },
  pe_vs_5y_median: { sources: PRICED, period: fiveYearHistory },
  pb_vs_5y_median: { sources: PRICED, period: fiveYearHistory },
  fair_value_upside: { sources: [...PRICED, 'index_prices'], period: priceAnd(flowAndBalancePeriod) },
  normalized_fcf_yield: { sources: PRICED, period: priceAnd(flowPeriod) },
  fcf_yield: { sources: PRICED, period: priceAnd(flowPeriod) },
  dividend_yield: { sources: ['corporate_actions', 'daily_prices', 'companies'], period: monthsPeriod(12) },
  payout_ratio: {
    sources: ['corporate_actions', 'financial_statements', 'companies', 'macro_series'],
    period: priceAnd(flowPeriod),
  },
  price_vs_sma50: { sources: PRICES, period: tradingDaysPeriod(50) },
  price_vs_sma200: { sources: PRICES, period: tradingDaysPeriod(200) },
  sma50_vs_sma200: { sources: PRICES, period: tradingDaysPeriod(200) },
  sma50_slope: { sources: PRICES, period: tradingDaysPeriod(70) },
  sma200_slope: { sources: PRICES, period: tradingDaysPeriod(220) },
  distance_from_52w_high: { sources: PRICES, period: monthsPeriod(12) },
  return_3m: { sources: PRICES, period: monthsPeriod(3) },
  return_6m: { sources: PRICES, period: monthsPeriod(6) },
  return_12m: { sources: PRICES, period: monthsPeriod(12) },
  excess_return_3m: { sources: AGAINST_INDEX, period: monthsPeriod(3) },
  excess_return_6m: { sources: AGAINST_INDEX, period: monthsPeriod(6) },
  excess_return_12m: { sources: AGAINST_INDEX, period: monthsPeriod(12) },
  rsi14: { sources: PRICES, period: tradingDaysPeriod(14) },
  macd_pct: { sources: PRICES, period: tradingDaysPeriod(26) },
  macd_histogram_pct: { sources: PRICES, period: tradingDaysPeriod(26) },
  volatility_1y: { sources: PRICES, period: monthsPeriod(12) },
  max_drawdown_1y: { sources: PRICES, period: monthsPeriod(12) },
  beta_1y: { sources: AGAINST_INDEX, period: monthsPeriod(12) },
  median_traded_value_60d: { sources: FLOWS, period: tradingDaysPeriod(60) },
  traded_days_share_60d: { sources: FLOWS, period: tradingDaysPeriod(60) },
  foreign_net_5d: { sources: FLOWS, period: tradingDaysPeriod(5) },
  foreign_net_20d: { sources: FLOWS, period: tradingDaysPeriod(20) },
  foreign_net_60d: { sources: FLOWS, period: tradingDaysPeriod(60) },
  foreign_net_buy_days_20d: { sources: FLOWS, period: tradingDaysPeriod(20) },
  foreign_net_value_60d_to_mcap: {
    sources: [...FLOWS, 'daily_prices', 'companies'],
    period: tradingDaysPeriod(60),
  },
  foreign_holding_change_3m: { sources: KSEI, period: kseiMonths(3) },
  foreign_holding_change_6m: { sources: KSEI, period: kseiMonths(6) },
  foreign_holding_rising_months_6m: { sources: KSEI, period: kseiMonths(6) },
  obv_trend_60d: { sources: PRICES, period: tradingDaysPeriod(60) },
  ad_trend_60d: { sources: PRICES, period: tradingDaysPeriod(60) },
};
