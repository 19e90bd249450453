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

  it('matches acronyms in their own case only', () => {
    expect(terms('roe dan Roe bukan singkatan yang ditulis begitu')).toEqual([]);
  });
});
