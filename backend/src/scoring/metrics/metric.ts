import type { ScoringContext } from '../context';
import type { Valuation } from '../valuation/valuation-types';
import type { MetricId } from './metric-ids';

/**
 * '%' percent, 'pp' percentage points, 'x' a multiple, 'IDR'/'USD' money (statement money is in the
 * statements' currency), 'count' a whole number of events, 'index' a dimensionless reading (RSI, beta),
 * 'years'/'months' a length of time, 'shares' a number of shares.
 */
export type MetricUnit = '%' | 'pp' | 'x' | 'IDR' | 'USD' | 'count' | 'index' | 'years' | 'months' | 'shares';

export type MetricFamily =
  | 'profitability'
  | 'growth'
  | 'health'
  | 'valuation'
  | 'trend'
  | 'momentum'
  | 'risk'
  | 'foreign_flow'
  | 'ownership'
  | 'accumulation';

/** What a metric may read: the cleaned input, other metrics, the valuation, and a per-analysis memo. */
export interface MetricBook {
  readonly ctx: ScoringContext;
  get(id: MetricId): number | null;
  valuation(): Valuation;
  memo<T>(key: string, compute: () => T): T;
}

export interface MetricDefinition {
  id: MetricId;
  /** Indonesian name shown beside the value. */
  name: string;
  family: MetricFamily;
  unit: MetricUnit;
  compute(book: MetricBook): number | null;
}

export type MetricTable = { [K in MetricId]?: Omit<MetricDefinition, 'id'> };
