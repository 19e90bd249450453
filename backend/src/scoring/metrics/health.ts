/** Financial health: leverage, debt service, liquidity, cash backing of profits, profit record. */
import { flowPair, latestBalance, trailingFlow, type Financials } from '../financials';
import { percentOfPositive, ratio } from '../math';
import type { MetricBook, MetricTable } from './metric';

/** Debt over operating cash flow in years, capped at 99 (debt with no positive cash flow to repay it). */
export const DEBT_TO_OCF_CAP = 99;

export function liabilitiesToEquity({ ctx }: MetricBook): number | null {
  const s = latestBalance(ctx.fin, ['totalLiabilities', 'equity']);
  return s && s.equity !== null && s.equity > 0 ? ratio(s.totalLiabilities, s.equity) : null;
}

export function debtToEquity({ ctx }: MetricBook): number | null {
  const s = latestBalance(ctx.fin, ['totalDebt', 'equity']);
  return s && s.equity !== null && s.equity > 0 ? ratio(s.totalDebt, s.equity) : null;
}

export function netDebtToEquity({ ctx }: MetricBook): number | null {
  const s = latestBalance(ctx.fin, ['totalDebt', 'cash', 'equity']);
  if (!s || s.totalDebt === null || s.cash === null || s.equity === null || s.equity <= 0) return null;
  return (s.totalDebt - s.cash) / s.equity;
}

export function debtToOcf({ ctx }: MetricBook): number | null {
  const debt = latestBalance(ctx.fin, ['totalDebt'])?.totalDebt ?? null;
  const ocf = trailingFlow(ctx.fin, 'operatingCf');
  if (debt === null || ocf === null) return null;
  if (debt <= 0) return 0;
  if (ocf <= 0) return DEBT_TO_OCF_CAP;
  return Math.min(DEBT_TO_OCF_CAP, debt / ocf);
}

export function equityToAssets({ ctx }: MetricBook): number | null {
  const s = latestBalance(ctx.fin, ['equity', 'totalAssets']);
  return s ? percentOfPositive(s.equity, s.totalAssets) : null;
}

export function cashToAssets({ ctx }: MetricBook): number | null {
  const s = latestBalance(ctx.fin, ['cash', 'totalAssets']);
  return s ? percentOfPositive(s.cash, s.totalAssets) : null;
}

/** Profit counted only as far as operating cash backs it: min(net income, OCF) / equity. */
export function cashBackedRoe({ ctx }: MetricBook): number | null {
  const [netIncome, ocf] = flowPair(ctx.fin, 'netIncome', 'operatingCf');
  const equity = latestBalance(ctx.fin, ['equity'])?.equity ?? null;
  if (netIncome === null || ocf === null) return null;
  return percentOfPositive(Math.min(netIncome, ocf), equity);
}

export function fcfMargin({ ctx }: MetricBook): number | null {
  const [fcf, revenue] = flowPair(ctx.fin, 'freeCf', 'revenue');
  return percentOfPositive(fcf, revenue);
}

/** Of the last five fiscal years with the figure, how many were positive (null below three years). */
export function positiveYears(fin: Financials, field: 'freeCf' | 'netIncome'): number | null {
  const latest = fin.comparableAnnual.at(-1);
  if (!latest) return null;
  const values = fin.comparableAnnual
    .filter((s) => s.fiscalYear > latest.fiscalYear - 5)
    .map((s) => s[field])
    .filter((v): v is number => v !== null);
  return values.length >= 3 ? values.filter((v) => v > 0).length : null;
}

export const healthMetrics: MetricTable = {
  liabilities_to_equity: {
    name: 'Liabilitas / ekuitas',
    family: 'health',
    unit: 'x',
    compute: liabilitiesToEquity,
  },
  debt_to_equity: { name: 'Utang berbunga / ekuitas', family: 'health', unit: 'x', compute: debtToEquity },
  net_debt_to_equity: {
    name: 'Utang bersih / ekuitas',
    family: 'health',
    unit: 'x',
    compute: netDebtToEquity,
  },
  debt_to_ocf: {
    name: 'Utang / arus kas operasi (tahun)',
    family: 'health',
    unit: 'years',
    compute: debtToOcf,
  },
  equity_to_assets: { name: 'Ekuitas / aset', family: 'health', unit: '%', compute: equityToAssets },
  cash_to_assets: { name: 'Kas / aset', family: 'health', unit: '%', compute: cashToAssets },
  cash_backed_roe: { name: 'ROE berbasis kas', family: 'health', unit: '%', compute: cashBackedRoe },
  fcf_margin: { name: 'Margin arus kas bebas', family: 'health', unit: '%', compute: fcfMargin },
  fcf_positive_years: {
    name: 'Tahun arus kas bebas positif (dari 5)',
    family: 'health',
    unit: 'count',
    compute: ({ ctx }) => positiveYears(ctx.fin, 'freeCf'),
  },
  profitable_years_5y: {
    name: 'Tahun laba positif (dari 5)',
    family: 'health',
    unit: 'count',
    compute: ({ ctx }) => positiveYears(ctx.fin, 'netIncome'),
  },
};
