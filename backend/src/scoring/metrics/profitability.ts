/** Profitability: returns on equity and assets, margins, ROE against the cost of equity. */
import { flowPair, latestBalance, trailingFlow } from '../financials';
import { mean, percentOfPositive } from '../math';
import { costOfEquity } from '../valuation/cost-of-equity';
import type { MetricBook, MetricTable } from './metric';

/** TTM net income over the latest reported equity (equity includes minorities: the only figure filed). */
export function roe({ ctx }: MetricBook): number | null {
  const equity = latestBalance(ctx.fin, ['equity'])?.equity ?? null;
  return percentOfPositive(trailingFlow(ctx.fin, 'netIncome'), equity);
}

export function roa({ ctx }: MetricBook): number | null {
  const assets = latestBalance(ctx.fin, ['totalAssets'])?.totalAssets ?? null;
  return percentOfPositive(trailingFlow(ctx.fin, 'netIncome'), assets);
}

export function netMargin({ ctx }: MetricBook): number | null {
  const [netIncome, revenue] = flowPair(ctx.fin, 'netIncome', 'revenue');
  return percentOfPositive(netIncome, revenue);
}

export function grossMargin({ ctx }: MetricBook): number | null {
  const [gross, revenue] = flowPair(ctx.fin, 'grossProfit', 'revenue');
  return percentOfPositive(gross, revenue);
}

export function operatingMargin({ ctx }: MetricBook): number | null {
  const [operating, revenue] = flowPair(ctx.fin, 'operatingIncome', 'revenue');
  return percentOfPositive(operating, revenue);
}

export function roeVsCoe(book: MetricBook): number | null {
  const r = book.get('roe');
  const coe = book.get('cost_of_equity');
  return r === null || coe === null ? null : r - coe;
}

/** Mean of the yearly ROE over the last five fiscal years on file (at least three). */
export function roeAverage5y({ ctx }: MetricBook): number | null {
  const latest = ctx.fin.comparableAnnual.at(-1);
  if (!latest) return null;
  const values: number[] = [];
  for (const s of ctx.fin.comparableAnnual) {
    if (s.fiscalYear <= latest.fiscalYear - 5) continue;
    const value = percentOfPositive(s.netIncome, s.equity);
    if (value !== null) values.push(value);
  }
  return values.length >= 3 ? mean(values) : null;
}

export const profitabilityMetrics: MetricTable = {
  roe: { name: 'ROE', family: 'profitability', unit: '%', compute: roe },
  roa: { name: 'ROA', family: 'profitability', unit: '%', compute: roa },
  net_margin: { name: 'Margin laba bersih', family: 'profitability', unit: '%', compute: netMargin },
  gross_margin: { name: 'Margin laba kotor', family: 'profitability', unit: '%', compute: grossMargin },
  operating_margin: {
    name: 'Margin laba usaha',
    family: 'profitability',
    unit: '%',
    compute: operatingMargin,
  },
  cost_of_equity: {
    name: 'Biaya ekuitas',
    family: 'profitability',
    unit: '%',
    compute: (book) => costOfEquity(book).value,
  },
  roe_vs_coe: { name: 'ROE dikurangi biaya ekuitas', family: 'profitability', unit: 'pp', compute: roeVsCoe },
  roe_avg_5y: { name: 'Rata-rata ROE 5 tahun', family: 'profitability', unit: '%', compute: roeAverage5y },
};
