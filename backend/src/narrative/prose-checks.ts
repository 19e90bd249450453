/**
 * The checks every sentence of prose passes before a user sees it, whoever wrote it (the model or the
 * offline writer). Each check is one function over the text and what the analysis knows; add a check
 * by adding it to PROSE_CHECKS. A failed check names what it found.
 */
import type { Conviction, Recommendation, ScoringResult } from '../scoring';
import { groundingFacts } from './facts';
import { numberProblems, type Fact } from './grounding';
import type { NarrativeSubject } from './narrative';

export interface ProseContext {
  facts: readonly Fact[];
  subject: NarrativeSubject;
  conviction: Conviction;
  /** The recommendation and the one the score alone gives (a note may name both). */
  recommendations: readonly Recommendation[];
}

export interface ProseProblem {
  check: string;
  /** What was found, as written. */
  text: string;
}

export type ProseCheck = (text: string, context: ProseContext) => ProseProblem[];

/** Every number is one the analysis carries, of the same kind and sign. */
export const numbersAttributed: ProseCheck = (text, context) =>
  numberProblems(text, context.facts).map((p) => ({
    check: p.reason === 'sign_conflict' ? 'double-negative' : 'number',
    text: p.text,
  }));

/** Placeholders of code never reach a reader. */
export const FORBIDDEN_TOKENS = /\b(?:n\/a|NaN|undefined|null|Infinity)\b|∞|\[object Object\]/gi;

export const noForbiddenTokens: ProseCheck = (text) =>
  [...text.matchAll(FORBIDDEN_TOKENS)].map((m) => ({ check: 'forbidden-token', text: m[0] }));

/** The Indonesian conviction words, by level. */
export const CONVICTION_WORDS: Record<Conviction, string> = {
  High: 'tinggi',
  Medium: 'sedang',
  Low: 'rendah',
};

/** "keyakinan tinggi" may only be written when the conviction is High, and so on. */
export const convictionMatches: ProseCheck = (text, context) => {
  const problems: ProseProblem[] = [];
  for (const m of text.matchAll(/keyakinan\s+(?:\p{L}+\s+)?(tinggi|sedang|rendah|high|medium|low)\b/giu)) {
    const word = m[1].toLowerCase();
    const level = context.conviction;
    if (word !== CONVICTION_WORDS[level] && word !== level.toLowerCase()) {
      problems.push({ check: 'conviction', text: m[0] });
    }
  }
  return problems;
};

/** Only the analysis's own recommendation (or the score's, which a note explains) is named. */
export const recommendationMatches: ProseCheck = (text, context) =>
  [...text.matchAll(/\b(STRONG BUY|BUY|HOLD|REDUCE|SELL)\b/g)]
    .filter((m) => !context.recommendations.includes(m[1] as Recommendation))
    .map((m) => ({ check: 'recommendation', text: m[0] }));

export const PROSE_CHECKS: readonly ProseCheck[] = [
  numbersAttributed,
  noForbiddenTokens,
  convictionMatches,
  recommendationMatches,
];

export function proseContext(result: ScoringResult, subject: NarrativeSubject): ProseContext {
  return {
    facts: groundingFacts(result),
    subject,
    conviction: result.conviction,
    recommendations: [result.recommendation, result.recommendationFromScore],
  };
}

/** The company's own name and code are not claims (a name may hold digits: "Techno9", "Saudara 1906"). */
function withoutSubject(text: string, subject: NarrativeSubject): string {
  let out = text;
  for (const name of [subject.companyName, subject.code]) {
    if (name.trim() !== '') out = out.split(name).join(' '.repeat(name.length));
  }
  return out;
}

export function checkProse(text: string, context: ProseContext): ProseProblem[] {
  const subjectless = withoutSubject(text, context.subject);
  return PROSE_CHECKS.flatMap((check) => check(subjectless, context));
}
