import { messages } from '@/i18n';

export type GlossaryEntry = (typeof messages.glossary.terms)[number];

/** A run of text, or a glossary term as written with the entry that explains it. */
export type GlossarySegment = { text: string; entry: GlossaryEntry | null };

const ACRONYM = /^[A-Z0-9/]+$/;

/**
 * A term's plain pattern: acronyms (P/B, ROE, IHSG) match their own case, Indonesian phrases any case.
 * That it stands as a word of its own is checked beside each hit (`findTerm`) rather than inside the
 * pattern: a lookbehind and a lookahead of the Unicode letter class in each of thirty patterns took
 * tens of milliseconds to compile in a phone's first render (Lighthouse's blocking time); the class
 * is compiled once below, with the term's own flags, so it matches exactly what it matched inside.
 */
type Term = { literal: RegExp; wordChar: RegExp };

const WORD_CHAR = { u: /[\p{L}\d]/u, iu: /[\p{L}\d]/iu };
const TERMS = new Map<string, Term>();
function termOf(match: string): Term {
  let term = TERMS.get(match);
  if (!term) {
    const flags = ACRONYM.test(match) ? 'u' : 'iu';
    const escaped = match.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    term = { literal: new RegExp(escaped, `g${flags}`), wordChar: WORD_CHAR[flags] };
    TERMS.set(match, term);
  }
  return term;
}

/** The code point that ends at `index` ('' at the start of the text). */
function codePointBefore(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  const high = text.charCodeAt(index - 2);
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
  return text.slice(Math.max(index - (pair ? 2 : 1), 0), index);
}

/** The first place the term stands on its own, not inside a longer word or number ("PROE"). */
function findTerm(text: string, match: string): RegExpExecArray | null {
  const { literal, wordChar } = termOf(match);
  literal.lastIndex = 0;
  for (let hit = literal.exec(text); hit !== null; hit = literal.exec(text)) {
    const after = text.codePointAt(hit.index + hit[0].length);
    const wordBefore = wordChar.test(codePointBefore(text, hit.index));
    const wordAfter = after !== undefined && wordChar.test(String.fromCodePoint(after));
    if (!wordBefore && !wordAfter) return hit;
    // Hits may overlap ("aa" in "aaa"): look again one code point further on.
    literal.lastIndex = hit.index + (text.codePointAt(hit.index)! > 0xffff ? 2 : 1);
  }
  return null;
}

/**
 * The text cut into plain runs and glossary terms: each entry at its first place in the text only (one
 * explanation per term is enough), the longer spelling winning where two overlap ("tingkat keyakinan"
 * over "keyakinan").
 */
export function glossarySegments(
  text: string,
  entries: readonly GlossaryEntry[] = messages.glossary.terms,
): GlossarySegment[] {
  const found: Array<{ start: number; end: number; entry: GlossaryEntry }> = [];
  for (const entry of entries) {
    const hits = entry.match
      .map((match) => findTerm(text, match))
      .filter((hit): hit is RegExpExecArray => hit !== null)
      .sort((a, b) => a.index - b.index || b[0].length - a[0].length);
    for (const hit of hits) {
      const start = hit.index;
      const end = start + hit[0].length;
      if (found.some((f) => start < f.end && f.start < end)) continue;
      found.push({ start, end, entry });
      break;
    }
  }
  found.sort((a, b) => a.start - b.start);
  const segments: GlossarySegment[] = [];
  let at = 0;
  for (const f of found) {
    if (f.start > at) segments.push({ text: text.slice(at, f.start), entry: null });
    segments.push({ text: text.slice(f.start, f.end), entry: f.entry });
    at = f.end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), entry: null });
  return segments;
}
