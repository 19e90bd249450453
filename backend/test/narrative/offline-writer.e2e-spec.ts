import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../src/app-config';
import { score, type ScoringResult } from '../../src/scoring';
import { barsFrom, defaultCloses, makeBankInput, makeScoringInput, statement } from '../scoring/fixtures';
import { NARRATIVE_FIELDS } from '../../src/narrative/narrative';
import { NarrativeService } from '../../src/narrative/narrative.service';
import { writeOffline, writeOfflineChecked } from '../../src/narrative/offline-writer';
import { PLAIN_RULE_IDS } from '../../src/narrative/plain-rules';
import {
  FIELD_WORDS,
  checkProse,
  narrativeProblems,
  proseContext,
  wordCount,
} from '../../src/narrative/prose-checks';

const subject = { code: 'TEST', companyName: 'PT Uji Coba Tbk' };

describe('offline writer', () => {
  const rising = score(makeScoringInput());
  const falling = score(makeScoringInput({ prices: barsFrom([...defaultCloses()].reverse()) }));
  const bank = score(makeBankInput());
  const stale = score(
    makeScoringInput({
      statements: [2021, 2022, 2023].map((fiscalYear) =>
        statement({
          fiscalYear,
          netIncome: 900e9,
          revenue: 9e12,
          equity: 8e12,
          totalAssets: 15e12,
          freeCf: 800e9,
        }),
      ),
    }),
  );

  /** A result whose drawdown went wrong at run time (∞) and is now the weakest technical rule. */
  function brokenDrawdown(): ScoringResult {
    const tampered: ScoringResult = structuredClone(rising);
    tampered.supportingMetrics = tampered.supportingMetrics.map((m) =>
      m.id === 'max_drawdown_1y' ? { ...m, value: -Infinity } : m,
    );
    for (const rule of tampered.pillars.technical.rules) {
      if (rule.id === 'drawdown') rule.points = 0;
      else rule.points = rule.maxPoints;
    }
    return tampered;
  }

  it('writes every field in Indonesian with the computed figures', () => {
    const n = writeOffline(rising, subject);
    for (const field of NARRATIVE_FIELDS) expect(n[field].length).toBeGreaterThan(40);
    expect(n.investmentThesis).toContain(
      `mendapat skor ${rising.totalScore}/50 dan rekomendasi ${rising.recommendation}`,
    );
  });

  it('keeps each field to its word range, in short sentences without thresholds', () => {
    for (const result of [rising, falling, bank, stale]) {
      const n = writeOffline(result, subject);
      for (const field of NARRATIVE_FIELDS) {
        const words = wordCount(n[field]);
        // The whole record, so a failure names the field, its count and the range it missed.
        expect({
          field,
          words,
          range: [FIELD_WORDS[field].min, FIELD_WORDS[field].max],
          fits: words >= FIELD_WORDS[field].min && words <= FIELD_WORDS[field].max,
        }).toEqual({ field, words, range: [FIELD_WORDS[field].min, FIELD_WORDS[field].max], fits: true });
        expect(n[field]).not.toMatch(/ambang|minimal|\([^)]*[≤≥]/);
      }
      expect(narrativeProblems(n, proseContext(result, subject))).toEqual([]);
    }
  });

  it('says, when the statements are past their stated age, that fundamentals were not scored and what to check', () => {
    expect(stale.pillars.fundamental.staleNote).toMatch(/terlalu lama untuk dinilai/);
    const n = writeOffline(stale, subject);
    expect(n.fundamentalsSummary).toContain('Laporan keuangan terbaru yang tersedia adalah FY2023, terlalu lama');
    expect(n.fundamentalsSummary).toContain('target harga tidak ditetapkan');
    expect(n.fundamentalsSummary).toMatch(/sudah menyampaikan laporan terbarunya/);
    // No ROE or margin from statements the engine did not read.
    expect(n.fundamentalsSummary).not.toMatch(/ROE|margin laba bersih/);
  });

  it('has a plain sentence for every rule of the engine', () => {
    // A bank and a non-bank between them meet every rule of the engine.
    const ids = new Set(
      [rising, bank].flatMap((r) => Object.values(r.pillars).flatMap((p) => p.rules.map((rule) => rule.id))),
    );
    expect([...PLAIN_RULE_IDS].sort()).toEqual([...ids].sort());
  });

  it('passes its own prose checks: nothing is dropped, every number is attributed', () => {
    for (const result of [rising, falling, bank, stale]) {
      const { narrative, dropped } = writeOfflineChecked(result, subject);
      expect(dropped).toEqual([]);
      const context = proseContext(result, subject);
      for (const field of NARRATIVE_FIELDS)
        expect({ field, problems: checkProse(narrative[field], context) }).toEqual({ field, problems: [] });
    }
  });

  it('names the conviction in the words of its level, and nowhere else', () => {
    for (const result of [rising, falling, bank, stale]) {
      const words = { High: 'tinggi', Medium: 'sedang', Low: 'rendah' }[result.conviction];
      const text = Object.values(writeOffline(result, subject)).join(' ');
      expect(text).toContain(`Tingkat keyakinan ${words}`);
      expect([...text.matchAll(/keyakinan (tinggi|sedang|rendah)/g)].map((m) => m[1])).toEqual([words]);
    }
  });

  it('writes a fall as "ruang penurunan 7,74%", never with a second minus', () => {
    const n = writeOffline(falling, subject);
    if ((falling.upside ?? 0) < 0) expect(n.valuationSummary).toMatch(/ruang penurunan \d/);
    expect(Object.values(n).join(' ')).not.toMatch(/(penurunan|turun|tertinggal) -/);
  });

  it('says the target is not available for stale statements, and why', () => {
    expect(stale.profitability.stale).toBe(true);
    expect(stale.valuation.target.basis).toBe('unavailable');
    const n = writeOffline(stale, subject);
    expect(n.valuationSummary).toContain(
      'Target harga tidak ditetapkan karena laporan keuangannya sudah usang',
    );
    expect(Object.values(n).join(' ')).not.toMatch(/ruang (kenaikan|penurunan)/);
  });

  it('never says the same thing twice: no sentence repeats across the fields, the target is stated once', () => {
    for (const result of [rising, falling, bank, stale]) {
      const n = writeOffline(result, subject);
      const sentences = Object.values(n).flatMap((text) => text.split(/(?<=[.:])\s+(?=[A-Z])/));
      const facts = sentences.map((sentence) => sentence.replace(/^Dari sisi (?:kekuatan|risiko), /, '').toLowerCase());
      expect(facts.filter((fact, i) => facts.indexOf(fact) !== i)).toEqual([]);
      const target = Object.values(n).join(' ').match(/Target harga(?:nya Rp| tidak)/g) ?? [];
      expect(target).toHaveLength(1);
      // A figure a fact already states with its meaning is not listed again beside it.
      expect(n.fundamentalsSummary.match(/\bROE\b(?! rata)/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
  });

  it('reads differently for different stocks', () => {
    const a = writeOffline(rising, subject);
    const b = writeOffline(falling, subject);
    expect(a.technicalSummary).not.toEqual(b.technicalSummary);
    expect(a.investmentThesis).not.toEqual(b.investmentThesis);
    expect(a.technicalSummary).toContain(
      `Tren harga jangka panjang ${rising.technical.longTermTrend.toLowerCase()}`,
    );
    expect(b.technicalSummary).toContain(
      `Tren harga jangka panjang ${falling.technical.longTermTrend.toLowerCase()}`,
    );
  });

  it('values a bank as a bank and says why margins are missing', () => {
    const n = writeOffline(bank, { code: 'BANK', companyName: 'PT Bank Uji Tbk' });
    expect(n.valuationSummary).toContain('Sebagai bank');
    expect(n.valuationSummary).toContain('dinilai dari ROE-nya dibanding biaya ekuitas');
    expect(n.fundamentalsSummary).toContain('tidak memuat pendapatan');
  });

  it('says so when foreign flow data is missing instead of pretending', () => {
    const noFlow = score(makeScoringInput({ foreignFlow: [], ownership: [] }));
    const n = writeOffline(noFlow, subject);
    expect(n.sentimentSummary).toContain('tidak tersedia');
  });

  it('drops a sentence that fails a check at run time, reports it and shows the rest', () => {
    const { narrative, dropped } = writeOfflineChecked(brokenDrawdown(), subject);
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((d) => d.sentence.includes('∞'))).toBe(true);
    expect(dropped[0].problems).toContainEqual({ check: 'forbidden-token', text: '∞' });
    expect(Object.values(narrative).join(' ')).not.toContain('∞');
    expect(narrative.technicalSummary).toContain('Secara teknikal');
  });

  it('logs a dropped sentence where the service writes the prose', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const service = new NarrativeService({ llm: null } as unknown as AppConfig);
    const written = await service.write(brokenDrawdown(), subject);
    expect(written.narrative.technicalSummary).not.toContain('∞');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('dropped a sentence of technicalSummary'));
    errors.mockRestore();
  });
});
