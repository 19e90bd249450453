import { describe, expect, it } from 'vitest';
import { messages } from '@/i18n';
import { glossarySegments } from './glossary';

const terms = (text: string) =>
  glossarySegments(text)
    .filter((s) => s.entry !== null)
    .map((s) => [s.text, s.entry?.id]);

describe('glossary', () => {
  it('explains every term the issue names, in Indonesian, once in the catalogue', () => {
    const ids = messages.glossary.terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ['pb', 'pe', 'roe', 'dcf', 'foreignFlow', 'conviction']) expect(ids).toContain(id);
    for (const t of messages.glossary.terms) expect(t.explanation.length).toBeGreaterThan(40);
  });

  it('finds terms as written in the prose, each once, the longer spelling first', () => {
    expect(
      terms(
        'P/B TLKM 2,22x, lebih tinggi dari median sektornya. Tingkat keyakinan tinggi. P/B lagi, ROE 13,6%.',
      ),
    ).toEqual([
      ['P/B', 'pb'],
      ['Tingkat keyakinan', 'conviction'],
      ['ROE', 'roe'],
    ]);
  });

  it('keeps the text whole and leaves words that only contain a term alone', () => {
    const text = 'Harga wajar dihitung dengan DCF; arus dana asing netral; PROE dan betawi bukan istilah.';
    expect(
      glossarySegments(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
    expect(terms(text)).toEqual([
      ['DCF', 'dcf'],
      ['arus dana asing', 'foreignFlow'],
    ]);
  });

  it('finds a phrase written in any case, down to the letters Unicode counts as the same (long s, Kelvin sign)', () => {
    expect(terms('ARUS DANA AſING masuk; li\u212Auiditas terjaga')).toEqual([
      ['ARUS DANA AſING', 'foreignFlow'],
      ['li\u212Auiditas', 'liquidity'],
    ]);
  });

  it('finds each term exactly where one pattern with a letter-and-digit lookbehind and lookahead would', () => {
    // The reference: the rule as it was first written, the word boundary inside the term's pattern.
    const reference = (text: string, match: string) => {
      const escaped = match.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      const flags = /^[A-Z0-9/]+$/.test(match) ? 'u' : 'iu';
      return new RegExp(`(?<![\\p{L}\\d])${escaped}(?![\\p{L}\\d])`, flags).exec(text);
    };
    // Letters, digits and marks of other scripts and planes, a lone surrogate, punctuation.
    const neighbours = [
      '',
      ' ',
      'a',
      'Z',
      'é',
      '5',
      '٣',
      '\u0345',
      '\u{1D400}',
      '\u{1F600}',
      '\ud800',
      '-',
      '/',
    ];
    for (const entry of messages.glossary.terms) {
      for (const match of entry.match) {
        for (const spelling of [match, match.toUpperCase(), match.toLowerCase()]) {
          for (const before of neighbours) {
            for (const after of neighbours) {
              const text = `${before}${spelling}${after} lalu ${spelling}${spelling}, ${spelling}.`;
              const segments = glossarySegments(text, [entry]);
              const at = segments.findIndex((s) => s.entry !== null);
              const found =
                at < 0
                  ? null
                  : {
                      index: segments
                        .slice(0, at)
                        .map((s) => s.text)
                        .join('').length,
                      text: segments[at]!.text,
                    };
              // The entry's first spelling in the text, the longer one where two start together.
              const [first] = entry.match
                .map((m) => reference(text, m))
                .filter((hit) => hit !== null)
                .sort((a, b) => a.index - b.index || b[0].length - a[0].length);
              expect(found, text).toEqual(first ? { index: first.index, text: first[0] } : null);
            }
          }
        }
      }
    }
  });

  it('matches acronyms in their own case only', () => {
    expect(terms('roe dan Roe bukan singkatan yang ditulis begitu')).toEqual([]);
  });
});
