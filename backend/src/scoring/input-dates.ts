/** How recent each pillar's inputs are: the date of the newest row each one reads. */
import type { ScoringContext } from './context';
import type { Pillar } from './rules/rule';

/**
 * Fundamental: the newest usable statement's period end; technical: the last price bar; sentiment:
 * the newest foreign-flow day or KSEI month end. Null: the pillar had no such input.
 */
export function pillarInputDates(ctx: ScoringContext): Record<Pillar, string | null> {
  const { input } = ctx;
  const newest = (dates: (string | undefined)[]): string | null =>
    dates.reduce<string | null>((max, date) => (date !== undefined && (max === null || date > max) ? date : max), null);
  return {
    fundamental: newest(input.statements.map((s) => s.periodEnd)),
    technical: ctx.lastDate,
    sentiment: newest([input.foreignFlow.at(-1)?.date, input.ownership.at(-1)?.monthEnd]),
  };
}
