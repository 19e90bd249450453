import { messages } from '@/i18n';

export type GlossaryEntry = (typeof messages.glossary.terms)[number];

/** A run of text, or a glossary term as written with the entry that explains it. */
export type GlossarySegment = { text: string; entry: GlossaryEntry | null };

/** Acronyms (P/B, ROE, IHSG) match their own case; Indonesian phrases any case. */
function patternOf(match: string): RegExp {
  const escaped = match.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const acronym = /^[A-Z0-9/]+$/.test(match);
  return new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, acronym ? 'u' : 'iu');
}

const PATTERNS = new Map<string, RegExp>();
function cached(match: string): RegExp {
  let pattern = PATTERNS.get(match);
  if (!pattern) {
    pattern = patternOf(match);
    PATTERNS.set(match, pattern);
  }
  return pattern;
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
      .map((m) => cached(m).exec(text))
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
