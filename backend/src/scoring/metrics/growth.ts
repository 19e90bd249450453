/** Growth: compound growth of revenue, net income and book value; how many years grew; the latest year. */
import { recentGrowthPair, type Financials } from '../financials';
import type { FinancialStatement } from '../scoring-input';
import { cagr, change } from '../math';
import type { MetricBook, MetricTable } from './metric';

type AnnualField = 'revenue' | 'netIncome' | 'equity';

/** Growth compares only fiscal years after the last capital distribution (spin-off): like with like. */
function comparableYear(fin: Financials, fiscalYear: number): FinancialStatement | null {
  return fin.comparableAnnual.find((s) => s.fiscalYear === fiscalYear) ?? null;
}

/** CAGR from the FY `years` before the latest FY to the latest FY. Net income uses the total, not EPS:
 * reported EPS is not split-adjusted, and listed shares are only known today. */
export function annualCagr(fin: Financials, field: AnnualField, years: number): number | null {
  const latest = fin.comparableAnnual.at(-1);
  if (!latest) return null;
  const start = comparableYear(fin, latest.fiscalYear - years);
  return cagr(start?.[field] ?? null, latest[field], years);
}

/** Years (of the last five year-on-year comparisons) in which the figure rose; null below three comparisons. */
export function yearsOfGrowth(fin: Financials, field: AnnualField): number | null {
  const latest = fin.comparableAnnual.at(-1);
  if (!latest) return null;
  let compared = 0;
  let grew = 0;
  for (let year = latest.fiscalYear - 4; year <= latest.fiscalYear; year++) {
    const now = comparableYear(fin, year)?.[field] ?? null;
    const before = comparableYear(fin, year - 1)?.[field] ?? null;
    if (now === null || before === null) continue;
    compared++;
    if (now > before) grew++;
  }
  return compared >= 3 ? grew : null;
}

export function recentGrowth(fin: Financials, field: 'revenue' | 'netIncome'): number | null {
  const { base, value } = recentGrowthPair(fin, field);
  return change(base, value);
}

export const growthMetrics: MetricTable = {
  revenue_cagr_3y: {
    name: 'Pertumbuhan pendapatan 3 tahun (CAGR)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => annualCagr(ctx.fin, 'revenue', 3),
  },
  revenue_cagr_5y: {
    name: 'Pertumbuhan pendapatan 5 tahun (CAGR)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => annualCagr(ctx.fin, 'revenue', 5),
  },
  net_income_cagr_3y: {
    name: 'Pertumbuhan laba bersih 3 tahun (CAGR)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => annualCagr(ctx.fin, 'netIncome', 3),
  },
  net_income_cagr_5y: {
    name: 'Pertumbuhan laba bersih 5 tahun (CAGR)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => annualCagr(ctx.fin, 'netIncome', 5),
  },
  revenue_growth_years: {
    name: 'Tahun pendapatan tumbuh (dari 5)',
    family: 'growth',
    unit: 'count',
    compute: ({ ctx }: MetricBook) => yearsOfGrowth(ctx.fin, 'revenue'),
  },
  net_income_growth_years: {
    name: 'Tahun laba tumbuh (dari 5)',
    family: 'growth',
    unit: 'count',
    compute: ({ ctx }: MetricBook) => yearsOfGrowth(ctx.fin, 'netIncome'),
  },
  revenue_growth_recent: {
    name: 'Pertumbuhan pendapatan terakhir (YoY)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => recentGrowth(ctx.fin, 'revenue'),
  },
  net_income_growth_recent: {
    name: 'Pertumbuhan laba terakhir (YoY)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => recentGrowth(ctx.fin, 'netIncome'),
  },
  equity_cagr_3y: {
    name: 'Pertumbuhan nilai buku 3 tahun (CAGR)',
    family: 'growth',
    unit: '%',
    compute: ({ ctx }: MetricBook) => annualCagr(ctx.fin, 'equity', 3),
  },
};
