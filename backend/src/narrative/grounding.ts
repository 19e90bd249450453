/**
 * Grounding by attribution: every number in the prose must be a number the analysis carries, of the
 * same kind. "turun 16,41%" needs a −16.41 percent; "ROE 2.053%" is not ROE 20,53 (no ×100); "tumbuh
 * 50%" is not the 50-day window; "Rp 25.000" must be a rupiah figure; a date is a whole date. Numbers
 * the text presents as thresholds ("ambang 8% / 15%") may only be the engine's own thresholds.
 */
import { readNumbers, type Money, type NumberKind, type ProseNumber } from './prose-numbers';

export type FactKind = Exclude<NumberKind, 'month' | 'window'>;

/** One number the analysis carries, with its kind. */
export interface Fact {
  kind: FactKind;
  /** Full units; dates are not compared by value but by `key`. */
  value: number;
  /** Money: the currency. */
  currency?: Exclude<Money, null>;
  /** Scores: the maximum. */
  of?: number;
  /** Dates 'YYYY-MM-DD', periods 'Q3 2025' / 'FY2024'. */
  key?: string;
  /** An engine threshold or fixed assumption: matches only numbers the text presents as one. */
  threshold?: boolean;
}

/** The fact kinds a prose number of a kind may be attributed to. */
const COMPATIBLE: Partial<Record<NumberKind, readonly FactKind[]>> = {
  percent: ['percent'],
  pp: ['pp'],
  multiple: ['multiple'],
  money: ['money'],
  count: ['count', 'plain'],
  plain: ['plain', 'count', 'multiple'],
  days: ['days'],
  weeks: ['weeks'],
  months: ['months'],
  years: ['years'],
  shares: ['shares'],
};

/** Kinds whose numbers have no sign to check (a window, a count of days). */
const UNSIGNED: ReadonlySet<NumberKind> = new Set(['count', 'days', 'weeks', 'months', 'years', 'shares']);

function close(n: ProseNumber, f: Fact, absolute: boolean): boolean {
  const a = absolute ? Math.abs(n.value) : n.value;
  const b = absolute ? Math.abs(f.value) : f.value;
  return Math.abs(a - b) <= n.tolerance + Math.abs(b) * 1e-9 + 1e-9;
}

function attributed(n: ProseNumber, facts: readonly Fact[]): boolean {
  switch (n.kind) {
    case 'date':
      return facts.some((f) => f.kind === 'date' && f.key === n.key);
    case 'month':
      return facts.some((f) => f.kind === 'date' && f.key?.startsWith(`${n.key}-`));
    case 'period':
      return facts.some((f) => f.kind === 'period' && f.key === n.key);
    case 'year':
      return facts.some(
        (f) =>
          (f.kind === 'year' && f.value === n.value) ||
          ((f.kind === 'date' || f.kind === 'period') && f.key?.includes(String(n.value))),
      );
    case 'window':
      return facts.some((f) => f.kind === 'days' && f.threshold !== true && f.value === n.value);
    case 'score':
      return facts.some((f) => f.kind === 'score' && f.value === n.value && f.of === n.of);
    default: {
      const kinds = COMPATIBLE[n.kind] ?? [];
      const absolute = n.threshold || UNSIGNED.has(n.kind);
      return facts.some(
        (f) =>
          kinds.includes(f.kind) &&
          (f.threshold !== true || n.threshold) &&
          (n.kind !== 'money' || n.currency === null || f.currency === n.currency) &&
          close(n, f, absolute),
      );
    }
  }
}

export interface NumberProblem {
  text: string;
  reason: 'unattributed' | 'sign_conflict';
}

/** The numbers in `text` that no fact of their kind explains, and signs that contradict their words. */
export function numberProblems(text: string, facts: readonly Fact[]): NumberProblem[] {
  const problems: NumberProblem[] = [];
  for (const n of readNumbers(text)) {
    if (n.signConflict) problems.push({ text: n.text, reason: 'sign_conflict' });
    else if (!attributed(n, facts)) problems.push({ text: n.text, reason: 'unattributed' });
  }
  return problems;
}

/** Just the numbers no fact explains (empty when the prose is grounded). */
export function ungroundedNumbers(text: string, facts: readonly Fact[]): string[] {
  return numberProblems(text, facts).map((p) => p.text);
}
