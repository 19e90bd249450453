import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { score, type ScoringResult } from '../scoring';
import {
  barsFrom,
  defaultCloses,
  makeBankInput,
  makeScoringInput,
  statement,
} from '../../test/scoring/fixtures';
import { NARRATIVE_FIELDS } from './narrative';
import { NarrativeService } from './narrative.service';
import { writeOffline, writeOfflineChecked } from './offline-writer';
import { checkProse, proseContext } from './prose-checks';

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

  it('writes every field in Indonesian with the computed figures', () => {
    const n = writeOffline(rising, subject);
    for (const field of NARRATIVE_FIELDS) expect(n[field].length).toBeGreaterThan(40);
    expect(n.investmentThesis).toContain(`Skor ${rising.totalScore}/50`);
    expect(n.investmentThesis).toContain(rising.recommendation);
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
      expect(text).toContain(`Tingkat keyakinan ${words} (${result.conviction})`);
      expect([...text.matchAll(/keyakinan (tinggi|sedang|rendah)/g)].map((m) => m[1])).toEqual([words]);
    }
  });

  it('writes a fall as "potensi penurunan 7,74%", never with a second minus', () => {
    const n = writeOffline(falling, subject);
    if (falling.upside < 0) expect(n.investmentThesis).toMatch(/potensi penurunan \d/);
    expect(Object.values(n).join(' ')).not.toMatch(/(penurunan|turun|tertinggal) -/);
  });

  it('says the target is not available for stale statements, and why', () => {
    expect(stale.profitability.stale).toBe(true);
    expect(stale.valuation.target.basis).toBe('unavailable');
    const n = writeOffline(stale, subject);
    expect(n.investmentThesis).toContain('Target tidak tersedia');
    expect(n.investmentThesis).not.toMatch(/potensi (kenaikan|penurunan)/);
  });

  it('reads differently for different stocks', () => {
    const a = writeOffline(rising, subject);
    const b = writeOffline(falling, subject);
    expect(a.technicalSummary).not.toEqual(b.technicalSummary);
    expect(a.investmentThesis).not.toEqual(b.investmentThesis);
    expect(a.technicalSummary).toContain(
      `tren jangka panjang ${rising.technical.longTermTrend.toLowerCase()}`,
    );
    expect(b.technicalSummary).toContain(
      `tren jangka panjang ${falling.technical.longTermTrend.toLowerCase()}`,
    );
  });

  it('values a bank as a bank and says why margins are missing', () => {
    const n = writeOffline(bank, { code: 'BANK', companyName: 'PT Bank Uji Tbk' });
    expect(n.valuationSummary).toContain('Sebagai bank');
    expect(n.valuationSummary).toContain('premi bank 3 poin');
    expect(n.fundamentalsSummary).toContain('tidak memuat pendapatan');
  });

  it('says so when foreign flow data is missing instead of pretending', () => {
    const noFlow = score(makeScoringInput({ foreignFlow: [], ownership: [] }));
    const n = writeOffline(noFlow, subject);
    expect(n.sentimentSummary).toContain('tidak tersedia');
  });

  it('drops a sentence that fails a check at run time, reports it and shows the rest', () => {
    const tampered: ScoringResult = structuredClone(rising);
    for (const rule of tampered.pillars.technical.rules) rule.reason = 'Harga naik 99,9% dalam sepekan';
    const { narrative, dropped } = writeOfflineChecked(tampered, subject);
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.every((d) => d.sentence.includes('99,9%'))).toBe(true);
    expect(dropped[0].problems).toContainEqual({ check: 'number', text: '99,9%' });
    expect(Object.values(narrative).join(' ')).not.toContain('99,9%');
    expect(narrative.technicalSummary).toContain('Teknikal');
  });

  it('logs a dropped sentence where the service writes the prose', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const tampered: ScoringResult = structuredClone(rising);
    tampered.convictionReasons = [...tampered.convictionReasons, 'Selisih 42,42% tidak berasal dari data.'];
    const service = new NarrativeService({ llm: null } as unknown as AppConfig);
    const written = await service.write(tampered, subject);
    expect(written.narrative.investmentThesis).not.toContain('42,42');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('dropped a sentence of investmentThesis'));
    errors.mockRestore();
  });
});
