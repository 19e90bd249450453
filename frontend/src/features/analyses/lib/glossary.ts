import { messages } from '@/i18n';

export type GlossaryEntry = (typeof messages.glossary.terms)[number];

/** A run of text, or a glossary term as written with the entry that explains it. */
export type GlossarySegment = { text: string; entry: GlossaryEntry | null };

const ACRONYM = /^[A-Z0-9/]+$/;

/** Acronyms (P/B, ROE, IHSG) match their own case; Indonesian phrases any case. */
function patternOf(match: string): RegExp {
  const escaped = match.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, ACRONYM.test(match) ? 'u' : 'iu');
}

/**
 * A term's pattern and a quick look before it runs: a Unicode pattern is compiled the first time it
 * runs, and compiling all thirty took tens of milliseconds of a phone's first render (Lighthouse's
 * blocking time) while a page uses a handful. The look is a plain search for the term, in the text
 * as written for an acronym, in the lower-cased text otherwise; it says no only where the pattern
 * cannot match.
 */
type Matcher = { needle: string; caseless: boolean; pattern: RegExp | null };

const MATCHERS = new Map<string, Matcher>();
function matcherOf(match: string): Matcher {
  let matcher = MATCHERS.get(match);
  if (!matcher) {
    const caseless = !ACRONYM.test(match);
    // Lower-casing is a safe look only for an ASCII term (see `folded`): any other is always run
    // (an empty needle is in every text).
    const needle = !caseless ? match : /^[\x20-\x7e]+$/.test(match) ? match.toLowerCase() : '';
    matcher = { needle, caseless, pattern: null };
    MATCHERS.set(match, matcher);
  }
  return matcher;
}

/**
 * The text in one case for the quick look. Under the 'iu' flags an ASCII letter matches its other
 * case and, for 's' and 'k', the long s and the Kelvin sign: lower-casing folds the Kelvin sign to
 * 'k' but keeps the long s, hence the replace.
 */
function folded(text: string): string {
  return text.toLowerCase().replaceAll('\u017f', 's');
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
  let lowered: string | undefined;
  const find = (match: string): RegExpExecArray | null => {
    const matcher = matcherOf(match);
    const haystack = matcher.caseless ? (lowered ??= folded(text)) : text;
    if (!haystack.includes(matcher.needle)) return null;
    matcher.pattern ??= patternOf(match);
    return matcher.pattern.exec(text);
  };
  for (const entry of entries) {
    const hits = entry.match
      .map(find)
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
