/**
 * A scoring rule: one file each, so "why did ROE give 2 of 3 points" is answered in one place. A rule reads
 * metrics only, returns whole points within its maximum and one Indonesian line with the numbers it used.
 */
import { NO_DATA } from '../format';
import type { MetricUnit } from '../metrics/metric';
import type { MetricValues, SupportingMetricId } from '../metrics/metric-ids';

export type Pillar = 'fundamental' | 'technical' | 'sentiment';

export type Part =
  | 'profitability'
  | 'growth'
  | 'health'
  | 'valuation'
  | 'trend'
  | 'momentum'
  | 'risk_liquidity'
  | 'foreign_flow'
  | 'foreign_ownership'
  | 'accumulation';

/** Banks are judged as banks: some rules exist only for them, some only for everyone else. */
export type Applicability = 'all' | 'bank' | 'non_bank';

export interface RuleFacts {
  isBank: boolean;
}

export interface RuleVerdict {
  points: number;
  reason: string;
  /** Share (0..1) of the rule's inputs that were known: it feeds data completeness and conviction. */
  coverage: number;
}

export interface Rule {
  id: string;
  pillar: Pillar;
  part: Part;
  /** Indonesian label. */
  label: string;
  maxPoints: number;
  appliesTo: Applicability;
  /** Metrics the points depend on, and the figures the reason quotes (ids of the supporting metrics). */
  metricIds: readonly SupportingMetricId[];
  /**
   * The fixed levels the reason may quote ("ambang 8% / 15%"): the only numbers in a reason that are not
   * supporting metrics. The grounding check accepts them only where the text says they are thresholds.
   */
  thresholds: readonly Threshold[];
  evaluate(metrics: MetricValues, facts: RuleFacts): RuleVerdict;
}

export interface Threshold {
  value: number;
  unit: MetricUnit;
}

/** Thresholds of one unit. */
export function levels(unit: MetricUnit, ...values: number[]): Threshold[] {
  return values.map((value) => ({ value, unit }));
}

export function defineRule(rule: Rule): Rule {
  return rule;
}

/** Missing data: half the points rounded down (neutral, never a reward), the reason says so. */
export function noData(rule: Pick<Rule, 'maxPoints'>, subject: string): RuleVerdict {
  return { points: Math.floor(rule.maxPoints / 2), reason: `${subject}: ${NO_DATA}`, coverage: 0 };
}

/** How many of the thresholds (ascending) the value reaches. */
export function stepsAtLeast(value: number, thresholds: readonly number[]): number {
  return thresholds.filter((t) => value >= t).length;
}

/** How many of the thresholds (descending) the value stays at or below. */
export function stepsAtMost(value: number, thresholds: readonly number[]): number {
  return thresholds.filter((t) => value <= t).length;
}

export function known(values: ReadonlyArray<number | null>): number[] {
  return values.filter((v): v is number => v !== null);
}

export function share(values: ReadonlyArray<number | null>): number {
  return values.length === 0 ? 0 : known(values).length / values.length;
}

export function appliesTo(rule: Rule, facts: RuleFacts): boolean {
  return rule.appliesTo === 'all' || (rule.appliesTo === 'bank') === facts.isBank;
}
