/** All metrics by id, and the memoised book that computes them for one analysis. */
import type { ScoringContext } from '../context';
import { computeValuation } from '../valuation/valuation';
import type { Valuation } from '../valuation/valuation-types';
import { accumulationMetrics } from './accumulation';
import { foreignFlowMetrics } from './foreign-flow';
import { growthMetrics } from './growth';
import { healthMetrics } from './health';
import type { MetricBook, MetricDefinition, MetricTable } from './metric';
import { METRIC_IDS, type MetricId, type MetricValues } from './metric-ids';
import { momentumMetrics } from './momentum';
import { ownershipMetrics } from './ownership';
import { profitabilityMetrics } from './profitability';
import { riskMetrics } from './risk';
import { trendMetrics } from './trend';
import { valuationMetrics } from './valuation';

const TABLES: MetricTable[] = [
  profitabilityMetrics,
  growthMetrics,
  healthMetrics,
  valuationMetrics,
  trendMetrics,
  momentumMetrics,
  riskMetrics,
  foreignFlowMetrics,
  ownershipMetrics,
  accumulationMetrics,
];

function buildRegistry(): Record<MetricId, MetricDefinition> {
  const registry = {} as Record<MetricId, MetricDefinition>;
  for (const id of METRIC_IDS) {
    const found = TABLES.map((t) => t[id]).filter((d) => d !== undefined);
    if (found.length !== 1) throw new Error(`metric ${id} is defined ${found.length} times`);
    registry[id] = { id, ...found[0] };
  }
  return registry;
}

export const METRICS: Readonly<Record<MetricId, MetricDefinition>> = buildRegistry();

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

export function createMetricBook(ctx: ScoringContext): MetricBook {
  const values = new Map<MetricId, number | null>();
  const computing = new Set<MetricId>();
  const memo = new Map<string, unknown>();
  let valuation: Valuation | null = null;
  const book: MetricBook = {
    ctx,
    get(id) {
      const known = values.get(id);
      if (known !== undefined) return known;
      if (computing.has(id)) throw new Error(`metric ${id} depends on itself`);
      computing.add(id);
      const raw = METRICS[id].compute(book);
      computing.delete(id);
      const value = raw === null || !Number.isFinite(raw) ? null : round6(raw);
      values.set(id, value);
      return value;
    },
    valuation() {
      valuation ??= computeValuation(book);
      return valuation;
    },
    memo<T>(key: string, compute: () => T): T {
      if (memo.has(key)) return memo.get(key) as T;
      const value = compute();
      memo.set(key, value);
      return value;
    },
  };
  return book;
}

export function computeAllMetrics(book: MetricBook): MetricValues {
  const out = {} as Record<MetricId, number | null>;
  for (const id of METRIC_IDS) out[id] = book.get(id);
  return out;
}
