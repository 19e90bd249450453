import type { Analysis, ConvictionLevel, Recommendation } from '@telisik/contract';
import { targetOf, upsideOf } from '@/lib/target';

/** How one row of the comparison reads a value from an analysis, and which end is better. */
export interface ComparisonRowSpec {
  key: string;
  /** 'higher' or 'lower' is better; null: nothing to mark. */
  better: 'higher' | 'lower' | null;
  value: (analysis: Analysis) => number | null;
  /** Only values that mean something compete for best (a negative P/E is a loss, not a bargain). */
  eligible?: (value: number) => boolean;
}

const RECOMMENDATION_RANK: Record<Recommendation, number> = { 'STRONG BUY': 5, BUY: 4, HOLD: 3, REDUCE: 2, SELL: 1 };
const CONVICTION_RANK: Record<ConvictionLevel, number> = { High: 3, Medium: 2, Low: 1 };

export const metric = (id: string) => (analysis: Analysis) =>
  analysis.analysisResult.metrics.find((m) => m.id === id)?.value ?? null;

/** The target's price when one is set: a missing target is never a value, so never "TERBAIK". */
const targetPriceOf = (analysis: Analysis) => {
  const target = targetOf(analysis);
  return target.set ? target.price : null;
};
const positive = (value: number) => value > 0;

/** The rows of the comparison, in the order the page shows them. */
export const COMPARISON_ROWS = [
  { key: 'totalScore', better: 'higher', value: (a) => a.totalScore },
  { key: 'fundamentalScore', better: 'higher', value: (a) => a.fundamentalScore },
  { key: 'technicalScore', better: 'higher', value: (a) => a.technicalScore },
  { key: 'sentimentScore', better: 'higher', value: (a) => a.sentimentScore },
  { key: 'recommendation', better: 'higher', value: (a) => (a.recommendation ? RECOMMENDATION_RANK[a.recommendation] : null) },
  { key: 'targetPrice', better: null, value: targetPriceOf },
  { key: 'upside', better: 'higher', value: upsideOf },
  {
    key: 'conviction',
    better: 'higher',
    value: (a) => (a.analysisResult.convictionLevel ? CONVICTION_RANK[a.analysisResult.convictionLevel] : null),
  },
  { key: 'roe', better: 'higher', value: (a) => a.analysisResult.fullAnalysis.fundamentals.profitability.roe },
  { key: 'netMargin', better: 'higher', value: (a) => a.analysisResult.fullAnalysis.fundamentals.profitability.netMargin },
  {
    key: 'revenueGrowth3Y',
    better: 'higher',
    value: (a) => a.analysisResult.fullAnalysis.fundamentals.profitability.revenueGrowth3Y,
  },
  { key: 'pe', better: 'lower', value: metric('pe'), eligible: positive },
  { key: 'pb', better: 'lower', value: metric('pb'), eligible: positive },
  { key: 'dividendYield', better: 'higher', value: metric('dividend_yield') },
  { key: 'excessReturn12m', better: 'higher', value: metric('excess_return_12m') },
  { key: 'foreignFlow20d', better: 'higher', value: metric('foreign_net_20d') },
] as const satisfies readonly ComparisonRowSpec[];

export type ComparisonRowKey = (typeof COMPARISON_ROWS)[number]['key'];

/** Indexes of the analyses holding a row's best value (ties all marked); none when fewer than two compete. */
export function bestIndexes(row: ComparisonRowSpec, analyses: Analysis[]): number[] {
  if (!row.better) return [];
  const values = analyses.map((analysis) => {
    const value = row.value(analysis);
    return value !== null && (!row.eligible || row.eligible(value)) ? value : null;
  });
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return [];
  const best = row.better === 'higher' ? Math.max(...known) : Math.min(...known);
  if (known.every((value) => value === best)) return [];
  return values.flatMap((value, index) => (value === best ? [index] : []));
}

/** Each series of closes rebased to 100 on the first common date, so different prices read together. */
export function rebasedSeries(analyses: Analysis[]): Array<{ ticker: string; points: Array<{ date: string; value: number }> }> {
  const start = analyses
    .map((analysis) => analysis.analysisResult.priceHistory[0]?.date)
    .filter((date): date is string => date !== undefined)
    .sort()
    .at(-1);
  return analyses.map((analysis) => {
    const closes = analysis.analysisResult.priceHistory.filter((point) => start !== undefined && point.date >= start);
    const base = closes[0]?.close;
    return {
      ticker: analysis.ticker,
      points: base ? closes.map((point) => ({ date: point.date, value: (point.close / base) * 100 })) : [],
    };
  });
}
