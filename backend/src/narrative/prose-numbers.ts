/**
 * Reads every number in Indonesian prose with what it claims to be: its sign (written, or implied by
 * "turun", "rugi", "tertinggal" ...), its unit (%, poin, x, Rp/USD with a scale, hari/bulan/tahun,
 * saham, a score "30/50", a date, a period "Q3 2025"), and whether the text presents it as a
 * threshold ("ambang 8%", "minimal 4", "bila ≤ 0,9x"). Numbers glued to words ("naik77%",
 * "Rp.12.345") are read too; dates and periods are read whole, never as loose parts.
 */

import { matchesOf } from './matches';

export type Money = 'IDR' | 'USD' | null;

export type NumberKind =
  | 'percent'
  | 'pp'
  | 'multiple'
  | 'money'
  | 'count'
  | 'plain'
  | 'days'
  | 'weeks'
  | 'months'
  | 'years'
  | 'shares'
  | 'score'
  | 'date'
  | 'month'
  | 'period'
  | 'year'
  | 'window';

export interface ProseNumber {
  /** As written. */
  text: string;
  /** Position in the text, for messages. */
  index: number;
  kind: NumberKind;
  /** Signed value in full units (48,6 triliun = 4.86e13); for dates days since 1970, for periods/years see `key`. */
  value: number;
  /** Money: the currency named, or null when only a scale word says it is money. */
  currency: Money;
  /** Half the last shown digit's place, times the scale: how far rounding may have moved the value. */
  tolerance: number;
  /** The text presents it as a threshold or assumption, not as a measured value. */
  threshold: boolean;
  /** A written sign and a direction word disagree or repeat ("penurunan -7,7%", "naik -3%"). */
  signConflict: boolean;
  /** score: the maximum ("30/50" → 50). */
  of?: number;
  /** date: 'YYYY-MM-DD'; month: 'YYYY-MM'; period: 'Q3 2025' / 'FY2024'; window: the indicator ('SMA50'). */
  key?: string;
}

const MONTHS: Record<string, number> = {
  januari: 1,
  jan: 1,
  februari: 2,
  feb: 2,
  maret: 3,
  mar: 3,
  april: 4,
  apr: 4,
  mei: 5,
  juni: 6,
  jun: 6,
  juli: 7,
  jul: 7,
  agustus: 8,
  agu: 8,
  agt: 8,
  september: 9,
  sep: 9,
  sept: 9,
  oktober: 10,
  okt: 10,
  november: 11,
  nov: 11,
  nop: 11,
  desember: 12,
  des: 12,
};
const MONTH_WORDS = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const SCALES: Record<string, number> = {
  ribu: 1e3,
  rb: 1e3,
  juta: 1e6,
  jt: 1e6,
  miliar: 1e9,
  milyar: 1e9,
  m: 1e9,
  triliun: 1e12,
  t: 1e12,
};

/** Words that give an unsigned change its sign ("turun 16,41%" is −16.41). */
const NEGATIVE_WORDS = new Set([
  'turun',
  'menurun',
  'penurunan',
  'melemah',
  'pelemahan',
  'merosot',
  'anjlok',
  'terkoreksi',
  'koreksi',
  'susut',
  'menyusut',
  'berkurang',
  'tertinggal',
  'kalah',
  'rugi',
  'kerugian',
  'defisit',
  'minus',
  'negatif',
  'jatuh',
]);
const POSITIVE_WORDS = new Set([
  'naik',
  'kenaikan',
  'meningkat',
  'peningkatan',
  'tumbuh',
  'menguat',
  'penguatan',
  'melonjak',
  'bertambah',
  'mengungguli',
  'unggul',
  'surplus',
  'positif',
]);
/** Direction words that say a sum of money is negative (a loss); "turun Rp500" is not a negative price. */
const LOSS_WORDS = new Set(['rugi', 'kerugian', 'defisit', 'minus', 'negatif']);

const THRESHOLD_CONTEXT =
  /(?:^|[^\p{L}])(?:ambang|minimal|minimum|maks|maksimal|maksimum|batas|bila|dibatasi)(?![\p{L}])|[≤≥<>]/iu;

/** Units a number may carry after it; longest first so "poin persen" wins over "poin". */
const UNIT_PATTERN = String.raw`%|persen|poin\s+persen|poin|pp|x(?![\p{L}])|kali(?![\p{L}])|hari(?![\p{L}])|minggu(?![\p{L}])|bulan(?![\p{L}])|bln(?![\p{L}])|tahun(?![\p{L}])|thn(?![\p{L}])|saham(?![\p{L}])|lembar(?![\p{L}])`;
const SCALE_PATTERN = String.raw`ribu|rb|juta|jt|miliar|milyar|triliun|M|T`;

const NUMBER = new RegExp(
  String.raw`(?<sign0>[-+−])?(?<currency>Rp\.?|IDR|US\$|USD|\$)?\s?(?<sign>[-+−–])?(?<digits>\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?)(?:\s?(?<scale>${SCALE_PATTERN})(?![\p{L}\d]))?(?:\s?(?<unit>${UNIT_PATTERN}))?`,
  'gu',
);

interface Special {
  start: number;
  end: number;
  number: ProseNumber;
}

/** The text with the specials replaced by spaces of the same length, so indices stay valid. */
function blank(text: string, specials: readonly Special[]): string {
  let out = text;
  for (const s of specials) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');

function special(
  text: string,
  pattern: RegExp,
  build: (m: RegExpExecArray) => Omit<ProseNumber, 'index' | 'text' | 'threshold' | 'signConflict'> | null,
): Special[] {
  const found: Special[] = [];
  for (const m of matchesOf(pattern, text)) {
    const built = build(m);
    if (!built) continue;
    found.push({
      start: m.index,
      end: m.index + m[0].length,
      number: { ...built, text: m[0].trim(), index: m.index, threshold: false, signConflict: false },
    });
  }
  return found;
}

// Built once: compiling them per call was a visible share of checking an analysis's prose. Global
// patterns are safe to share here: matchesOf leaves each at lastIndex 0.
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const QUARTER = /\b(Q[1-4])[\s-]?(\d{4})\b/g;
const FISCAL_YEAR = /\bFY\s?(\d{4})\b/g;
const INDICATOR_WINDOW = /\b(SMA|EMA|RSI)\s?\(?(\d{1,3})\)?/g;
const SCORE_SLASH = /(?<![\d.,/])(\d{1,2})\/(\d{1,2})(?!\d|[.,]\d|\/)/g;
const SCORE_WORDS = /(?<![\d.,])(\d{1,2})\s+dari\s+(\d{1,2})\s+poin\b/gi;
const DAY_MONTH_YEAR = new RegExp(String.raw`\b(\d{1,2})\s+(${MONTH_WORDS})\.?\s+(\d{4})\b`, 'gi');
const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_WORDS})\.?\s+(\d{4})\b`, 'gi');

/** Dates, periods, indicator windows and scores: read whole before loose numbers are. */
function specials(text: string): Special[] {
  const all: Special[] = [];
  const take = (found: Special[]) => {
    for (const f of found) {
      if (all.some((s) => f.start < s.end && s.start < f.end)) continue;
      all.push(f);
    }
  };
  const dateOf = (y: number, m: number, d: number) => ({
    kind: 'date' as const,
    value: Date.UTC(y, m - 1, d) / 86_400_000,
    currency: null,
    tolerance: 0,
    key: `${y}-${pad(m)}-${pad(d)}`,
  });
  take(special(text, ISO_DATE, (m) => dateOf(+m[1], +m[2], +m[3])));
  take(special(text, DAY_MONTH_YEAR, (m) => dateOf(+m[3], MONTHS[m[2].toLowerCase()], +m[1])));
  take(
    special(text, MONTH_YEAR, (m) => ({
      kind: 'month',
      value: +m[2] * 12 + MONTHS[m[1].toLowerCase()],
      currency: null,
      tolerance: 0,
      key: `${m[2]}-${pad(MONTHS[m[1].toLowerCase()])}`,
    })),
  );
  take(
    special(text, QUARTER, (m) => ({
      kind: 'period',
      value: 0,
      currency: null,
      tolerance: 0,
      key: `${m[1]} ${m[2]}`,
    })),
  );
  take(
    special(text, FISCAL_YEAR, (m) => ({
      kind: 'period',
      value: 0,
      currency: null,
      tolerance: 0,
      key: `FY${m[1]}`,
    })),
  );
  take(
    special(text, INDICATOR_WINDOW, (m) => ({
      kind: 'window',
      value: +m[2],
      currency: null,
      tolerance: 0,
      key: `${m[1]}${m[2]}`,
    })),
  );
  take(
    special(text, SCORE_SLASH, (m) => ({
      kind: 'score',
      value: +m[1],
      of: +m[2],
      currency: null,
      tolerance: 0,
    })),
  );
  take(
    special(text, SCORE_WORDS, (m) => ({
      kind: 'score',
      value: +m[1],
      of: +m[2],
      currency: null,
      tolerance: 0,
    })),
  );
  return all;
}

function unitKind(unit: string | undefined): NumberKind | null {
  if (!unit) return null;
  const u = unit.toLowerCase().replace(/\s+/g, ' ');
  if (u === '%' || u === 'persen') return 'percent';
  if (u === 'poin persen' || u === 'poin' || u === 'pp') return 'pp';
  if (u === 'x' || u === 'kali') return 'multiple';
  if (u === 'hari') return 'days';
  if (u === 'minggu') return 'weeks';
  if (u === 'bulan' || u === 'bln') return 'months';
  if (u === 'tahun' || u === 'thn') return 'years';
  if (u === 'saham' || u === 'lembar') return 'shares';
  return null;
}

function currencyOf(prefix: string | undefined): Money {
  if (!prefix) return null;
  return /^(rp|idr)/i.test(prefix) ? 'IDR' : 'USD';
}

/** The clause the number sits in: its open parenthesis group, else since the last ; : or sentence end. */
function clauseBefore(text: string, index: number): string {
  let depth = 0;
  let sentenceStart = 0;
  for (let i = index - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')') depth++;
    else if (c === '(') {
      if (depth === 0) return text.slice(i + 1, index);
      depth--;
    } else if (c === '.' && /\s/.test(text[i + 1] ?? ' ')) {
      sentenceStart = i + 1;
      break;
    }
  }
  // Not inside parentheses: the clause since the last ; : ! ? or ", " of the sentence, its closed
  // parentheses left out ("ROE 20% (ambang 8%), RSI 50": the 50 is no threshold).
  const sentence = text.slice(sentenceStart, index).replace(/\([^()]*\)/g, ' ');
  const boundary = Math.max(...[';', ':', '!', '?', ', '].map((c) => sentence.lastIndexOf(c)));
  return sentence.slice(boundary + 1);
}

/**
 * The sign the words just before a number give it: up to four words back, stopping at another number,
 * at punctuation or at an opening parenthesis ("Rugi (imbal hasil −3%)" is not a double negative).
 */
function directionBefore(
  text: string,
  index: number,
  negative: ReadonlySet<string>,
  positive: ReadonlySet<string>,
): -1 | 0 | 1 {
  const tokens = text.slice(Math.max(0, index - 80), index).split(/\s+/);
  let words = 0;
  for (let i = tokens.length - 1; i >= 0 && words < 4; i--) {
    const token = tokens[i];
    if (token === '') continue;
    if (/\d/.test(token)) break;
    const last = i === tokens.length - 1;
    if (!last && /[,;:()[\].!?]$/.test(token)) break;
    const word = token.toLowerCase().replace(/[^\p{L}]/gu, '');
    if (negative.has(word)) return -1;
    if (positive.has(word)) return 1;
    if (token.startsWith('(')) break;
    words++;
  }
  return 0;
}

const SIGNED_KINDS: ReadonlySet<NumberKind> = new Set(['percent', 'pp', 'multiple', 'plain']);

export function readNumbers(input: string): ProseNumber[] {
  // "Rp.12.345" and "Rp 12.345" read like "Rp12.345".
  const text = input
    .replace(/Rp\.\s?(?=[-+−]?\d)/g, 'Rp ')
    .replace(/(Rp|IDR|USD|US\$)\s+(?=[-+−]?\d)/g, '$1 ');
  const found = specials(text);
  const rest = blank(text, found);
  const numbers: ProseNumber[] = found.map((s) => s.number);
  const loose: ProseNumber[] = [];
  for (const m of matchesOf(NUMBER, rest)) {
    const g = m.groups ?? {};
    const index = m.index ?? 0;
    const digits = g.digits ?? '';
    const digitStart = index + m[0].indexOf(digits, (g.sign0?.length ?? 0) + (g.currency?.length ?? 0));
    const previous = rest[digitStart - 1 - (g.sign?.length ?? 0)] ?? ' ';
    // "45–70" is a range, not minus seventy; a digit right before the dash says so.
    let sign = g.sign ?? g.sign0 ?? '';
    if (sign === '–' && /[\d]/.test(previous)) sign = '';
    let normalized: string;
    let decimals: number;
    if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits)) {
      normalized = digits.replace(/\./g, '').replace(',', '.');
      decimals = digits.includes(',') ? digits.split(',')[1].length : 0;
    } else {
      normalized = digits.replace(',', '.');
      decimals = normalized.includes('.') ? normalized.split('.')[1].length : 0;
    }
    const currency = currencyOf(g.currency);
    const scaleWord = g.scale;
    // A bare "M"/"T" is a scale only for money (Rp316,9 M); elsewhere it is a word.
    const scale =
      scaleWord && (currency !== null || !/^[MT]$/.test(scaleWord)) ? SCALES[scaleWord.toLowerCase()] : 1;
    let kind: NumberKind | null = unitKind(g.unit);
    if (currency !== null || scale !== 1) kind = 'money';
    const magnitude = Number(normalized) * scale;
    const negative = sign === '-' || sign === '−' || sign === '–';
    const written = sign === '' ? 0 : negative ? -1 : 1;
    let value = negative ? -magnitude : magnitude;
    if (kind === null) {
      kind = /^\d{4}$/.test(digits) && magnitude >= 1990 && magnitude <= 2100 ? 'year' : 'plain';
    }
    let signConflict = false;
    if (SIGNED_KINDS.has(kind) || kind === 'money') {
      const direction = directionBefore(
        rest,
        index,
        kind === 'money' ? LOSS_WORDS : NEGATIVE_WORDS,
        kind === 'money' ? new Set<string>() : POSITIVE_WORDS,
      );
      if (direction !== 0 && written !== 0) signConflict = direction < 0 || written < 0;
      else if (direction < 0) value = -magnitude;
    }
    loose.push({
      text: m[0].trim(),
      index,
      kind,
      value,
      currency,
      tolerance: 0.5 * 10 ** -decimals * scale,
      threshold: false,
      signConflict,
    });
  }
  // "3 / 1 tahun": a bare number takes the unit of the next one in a slash list.
  for (let i = loose.length - 2; i >= 0; i--) {
    const a = loose[i];
    const b = loose[i + 1];
    const between = rest.slice(a.index + a.text.length, b.index);
    if ((a.kind === 'plain' || a.kind === 'year') && b.kind !== 'plain' && /^\s*\/\s*$/.test(between)) {
      loose[i] = { ...a, kind: b.kind, currency: b.currency };
    }
  }
  // "7 dari 20 hari": the first number counts events out of a window.
  for (let i = 0; i < loose.length - 1; i++) {
    const a = loose[i];
    const between = rest.slice(a.index + a.text.length, loose[i + 1].index);
    if (a.kind === 'plain' && /^\s*dari\s*$/i.test(between)) loose[i] = { ...a, kind: 'count' };
  }
  numbers.push(...loose);
  for (const n of numbers) n.threshold = THRESHOLD_CONTEXT.test(clauseBefore(rest, n.index));
  return numbers.sort((a, b) => a.index - b.index);
}
