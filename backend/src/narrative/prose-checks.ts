/**
 * The checks every sentence of prose passes before a user sees it, whoever wrote it (the model or the
 * offline writer). Each check is one function over the text and what the analysis knows; add a check
 * by adding it to PROSE_CHECKS. A failed check names what it found.
 */
import type { Conviction, Recommendation, ScoringResult } from '../scoring';
import { groundingFacts } from './facts';
import { numberProblems, type Fact } from './grounding';
import { matchesOf } from './matches';
import { NARRATIVE_FIELDS, type Narrative, type NarrativeSubject } from './narrative';

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
  matchesOf(FORBIDDEN_TOKENS, text).map((m) => ({ check: 'forbidden-token', text: m[0] }));

/** The Indonesian conviction words, by level. */
export const CONVICTION_WORDS: Record<Conviction, string> = {
  High: 'tinggi',
  Medium: 'sedang',
  Low: 'rendah',
};

const CONVICTION_PHRASE = /keyakinan\s+(?:\p{L}+\s+)?(tinggi|sedang|rendah|high|medium|low)\b/giu;

/** "keyakinan tinggi" may only be written when the conviction is High, and so on. */
export const convictionMatches: ProseCheck = (text, context) => {
  const problems: ProseProblem[] = [];
  for (const m of matchesOf(CONVICTION_PHRASE, text)) {
    const word = m[1]!.toLowerCase();
    const level = context.conviction;
    if (word !== CONVICTION_WORDS[level] && word !== level.toLowerCase()) {
      problems.push({ check: 'conviction', text: m[0] });
    }
  }
  return problems;
};

const RECOMMENDATION_WORD = /\b(STRONG BUY|BUY|HOLD|REDUCE|SELL)\b/g;

/** Only the analysis's own recommendation (or the score's, which a note explains) is named. */
export const recommendationMatches: ProseCheck = (text, context) =>
  matchesOf(RECOMMENDATION_WORD, text)
    .filter((m) => !context.recommendations.includes(m[1] as Recommendation))
    .map((m) => ({ check: 'recommendation', text: m[0] }));

/** The checks of fact: they hold for the engine's own sentences (rule reasons, notes) too. */
export const FACT_CHECKS: readonly ProseCheck[] = [
  numbersAttributed,
  noForbiddenTokens,
  convictionMatches,
  recommendationMatches,
];

/**
 * Orders, instructions and links: the analysis informs, it does not tell anyone what to do or where to
 * go. "Beli sekarang juga!", "segera jual", "jangan lewatkan", "klik", a web address.
 */
const ORDER =
  /\b(?:(?:beli|jual|borong|lepas|koleksi|tambah|serok)(?:lah)?\s+(?:sekarang|segera|saja|juga)|segera\s+(?:beli|jual|borong|lepas|masuk|keluar|koleksi|ambil|tambah)|belilah|juallah|boronglah|jangan\s+(?:lewatkan|ragu|tunda|sampai\s+ketinggalan)|ayo|yuk|buruan|klik|kunjungi|hubungi|daftar\s+sekarang|pasang\s+(?:order|antrian)|(?:wajib|harus)\s+(?:beli|jual|dibeli|dijual|dikoleksi|masuk|keluar)|take\s+profit|cut\s+loss|stop\s+loss|buy\s+now|sell\s+now)\b|!/giu;
const LINK =
  /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+\.(?:com|id|co\.id|net|org|io|ly|me)\b(?:\/\S*)?|@\w{3,}/giu;

export const noOrdersOrLinks: ProseCheck = (text) => [
  ...matchesOf(ORDER, text).map((m) => ({ check: 'order', text: m[0] })),
  ...matchesOf(LINK, text).map((m) => ({ check: 'link', text: m[0] })),
];

/** A threshold belongs to the rule breakdown, not in a parenthesis of the prose: "(ambang 3 / 1 tahun)". */
const THRESHOLD_PARENTHESIS =
  /\([^()]*(?:ambang|minimal|minimum|maks|maksimal|maksimum|batas|bila|[≤≥<>])[^()]*\)/giu;

export const noThresholdParentheses: ProseCheck = (text) =>
  matchesOf(THRESHOLD_PARENTHESIS, text).map((m) => ({ check: 'threshold-parenthesis', text: m[0] }));

/** No sentence a retail reader has to read twice. */
export const MAX_SENTENCE_WORDS = 30;

/** Sentences of prose; "s.d." and decimal points do not end one. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\bs\.d\./g, 's/d')
    .split(/(?<=[.!?])\s+(?=[^\s])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const WHITESPACE = /\s+/;
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

/** Words as a reader counts them: tokens holding a letter or a digit. */
export function wordCount(text: string): number {
  return text.split(WHITESPACE).filter((w) => LETTER_OR_DIGIT.test(w)).length;
}

export const shortSentences: ProseCheck = (text) =>
  sentencesOf(text)
    .filter((s) => wordCount(s) > MAX_SENTENCE_WORDS)
    .map((s) => ({ check: 'sentence-length', text: s }));

/** How the prose reads: plain, short, without orders, links or thresholds. */
export const STYLE_CHECKS: readonly ProseCheck[] = [noOrdersOrLinks, noThresholdParentheses, shortSentences];

export const PROSE_CHECKS: readonly ProseCheck[] = [...FACT_CHECKS, ...STYLE_CHECKS];

/** Words per field: the thesis a short paragraph, each summary a shorter one. */
export const FIELD_WORDS: Readonly<Record<keyof Narrative, { min: number; max: number }>> = {
  investmentThesis: { min: 60, max: 140 },
  valuationSummary: { min: 40, max: 100 },
  fundamentalsSummary: { min: 40, max: 100 },
  technicalSummary: { min: 40, max: 100 },
  sentimentSummary: { min: 40, max: 100 },
};

/** A field too short to explain or too long to read. */
export function lengthProblem(field: keyof Narrative, text: string): ProseProblem | null {
  const words = wordCount(text);
  const { min, max } = FIELD_WORDS[field];
  return words < min || words > max
    ? { check: 'length', text: `${field}: ${words} kata (${min}–${max})` }
    : null;
}

/** Every problem of a whole narrative: each field's checks and its length. */
export function narrativeProblems(narrative: Narrative, context: ProseContext): ProseProblem[] {
  return NARRATIVE_FIELDS.flatMap((field) => {
    const length = lengthProblem(field, narrative[field]);
    return [...checkProse(narrative[field], context), ...(length ? [length] : [])];
  });
}

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

export function checkProse(
  text: string,
  context: ProseContext,
  checks: readonly ProseCheck[] = PROSE_CHECKS,
): ProseProblem[] {
  const subjectless = withoutSubject(text, context.subject);
  return checks.flatMap((check) => check(subjectless, context));
}
