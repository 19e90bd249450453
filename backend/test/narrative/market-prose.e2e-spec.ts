/**
 * The offline prose of every stock of the real IDX bundle with enough data, as of 2025-12-30, read as a
 * retail investor would: each field in its word range, no sentence over 30 words, no threshold in
 * parentheses, no placeholder, order or link, every number attributed, and stocks that differ reading
 * differently. With PROSE_REPORT=<file> it also writes the word-count distribution there.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NARRATIVE_FIELDS } from '../../src/narrative/narrative';
import { writeOfflineChecked } from '../../src/narrative/offline-writer';
import { FEW_SHOT_THESES } from '../../src/narrative/few-shot';
import {
  CONVICTION_WORDS,
  FIELD_WORDS,
  MAX_SENTENCE_WORDS,
  checkProse,
  lengthProblem,
  proseContext,
  sentencesOf,
  wordCount,
  type ProseProblem,
} from '../../src/narrative/prose-checks';
import {
  WRITTEN_MARKET_TIMEOUT_MS,
  writtenMarket,
  type WrittenStock as Written,
} from '../utils/written-market';

const AS_OF = '2025-12-30';

let written: Written[] = [];

beforeAll(async () => {
  written = await writtenMarket(AS_OF);
}, WRITTEN_MARKET_TIMEOUT_MS);

function failures(check: (w: Written) => string[]): string[] {
  return written.flatMap((w) => check(w).map((f) => `${w.code} ${f}`));
}

/** The company's name holds its own full stops ("Tbk."): sentences are read without it. */
const nameless = (w: Written, text: string) => text.split(w.name).join(w.code);

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1)))]!;
}

describe(`offline prose of the whole market as of ${AS_OF}`, () => {
  it('writes for most listed stocks, dropping no sentence', () => {
    expect(written.length).toBeGreaterThan(800);
    expect(
      failures((w) =>
        w.dropped.map((d) => `${d.field}: ${d.sentence} (${d.problems.map((p) => p.text).join(', ')})`),
      ),
    ).toEqual([]);
  });

  it('keeps the thesis to 60–140 words and each summary to 40–100', () => {
    expect(
      failures((w) =>
        NARRATIVE_FIELDS.flatMap((field) => {
          const words = wordCount(w.narrative[field]);
          const { min, max } = FIELD_WORDS[field];
          return words < min || words > max ? [`${field} ${words} words: ${w.narrative[field]}`] : [];
        }),
      ),
    ).toEqual([]);
  });

  it(`writes no sentence over ${MAX_SENTENCE_WORDS} words and no threshold in parentheses`, () => {
    expect(
      failures((w) =>
        NARRATIVE_FIELDS.flatMap((field) => [
          ...sentencesOf(nameless(w, w.narrative[field]))
            .filter((s) => wordCount(s) > MAX_SENTENCE_WORDS)
            .map((s) => `${field} long sentence: ${s}`),
          ...[
            ...w.narrative[field].matchAll(/\([^()]*(?:ambang|minimal|maks|bila|batas|[≤≥<>])[^()]*\)/gi),
          ].map((m) => `${field} threshold: ${m[0]}`),
        ]),
      ),
    ).toEqual([]);
  });

  it('passes every prose check: numbers attributed with kind and sign, no placeholder, order or link, conviction and recommendation as computed', () => {
    expect(
      failures((w) => {
        const context = proseContext(w.result, { code: w.code, companyName: w.name });
        const problems: ProseProblem[] = NARRATIVE_FIELDS.flatMap((field) =>
          checkProse(w.narrative[field], context),
        );
        return problems.map((p) => `${p.check}: ${p.text}`);
      }),
    ).toEqual([]);
  });

  it('reads differently for different stocks: no two stocks share a thesis once name and code are taken out', () => {
    const theses = new Map<string, string[]>();
    for (const w of written) {
      const text = w.narrative.investmentThesis.split(w.name).join('').split(w.code).join('');
      theses.set(text, [...(theses.get(text) ?? []), w.code]);
    }
    expect([...theses.values()].filter((codes) => codes.length > 1)).toEqual([]);
  });

  it('holds the few-shot theses shown to the model to the same standard, against their own analyses', () => {
    for (const example of FEW_SHOT_THESES) {
      expect(example.asOf).toBe(AS_OF);
      const w = written.find((x) => x.code === example.code);
      expect(w).toBeDefined();
      const context = proseContext(w!.result, { code: w!.code, companyName: w!.name });
      const problems = [
        ...checkProse(example.thesis, context),
        ...[lengthProblem('investmentThesis', example.thesis)].filter((p) => p !== null),
      ];
      expect({ code: example.code, problems }).toEqual({ code: example.code, problems: [] });
      expect(example.thesis).toContain(`rekomendasi ${w!.result.recommendation}`);
      expect(example.thesis).toContain(`keyakinan ${CONVICTION_WORDS[w!.result.conviction]}`);
    }
  });

  it('writes the same prose for the same facts', () => {
    const sample = written.slice(0, 20);
    for (const w of sample) {
      expect(writeOfflineChecked(w.result, { code: w.code, companyName: w.name }).narrative).toEqual(
        w.narrative,
      );
    }
  });

  afterAll(() => {
    const out = process.env.PROSE_REPORT;
    if (!out || written.length === 0) return;
    const lines = [`stocks: ${written.length}`, 'field: min / p10 / median / p90 / max words'];
    for (const field of NARRATIVE_FIELDS) {
      const counts = written.map((w) => wordCount(w.narrative[field])).sort((a, b) => a - b);
      lines.push(
        `${field}: ${counts[0]} / ${quantile(counts, 0.1)} / ${quantile(counts, 0.5)} / ${quantile(counts, 0.9)} / ${counts.at(-1)}`,
      );
    }
    const sentences = written.flatMap((w) =>
      NARRATIVE_FIELDS.flatMap((f) => sentencesOf(nameless(w, w.narrative[f]))),
    );
    const lengths = sentences.map(wordCount).sort((a, b) => a - b);
    lines.push(
      `sentences: ${lengths.length}, words per sentence median ${quantile(lengths, 0.5)}, max ${lengths.at(-1)}`,
    );
    writeFileSync(out, `${lines.join('\n')}\n`);
  });
});
