import { ungroundedNumbers } from '../../src/narrative/grounding';
import { allowedNumbersFor } from '../../src/narrative/facts';
import { NARRATIVE_FIELDS } from '../../src/narrative/narrative';
import { writeOffline } from '../../src/narrative/offline-writer';
import { score } from '../../src/scoring';
import { barsFrom, defaultCloses, makeBankInput, makeScoringInput } from '../scoring/fixtures';

describe('offline writer', () => {
  const rising = score(makeScoringInput());
  const falling = score(makeScoringInput({ prices: barsFrom([...defaultCloses()].reverse()) }));
  const bank = score(makeBankInput());
  const subject = { code: 'TEST', companyName: 'PT Uji Coba Tbk' };

  it('writes every field in Indonesian with the computed figures', () => {
    const n = writeOffline(rising, subject);
    for (const field of NARRATIVE_FIELDS) expect(n[field].length).toBeGreaterThan(40);
    expect(n.investmentThesis).toContain(`skor ${rising.totalScore}/50`);
    expect(n.investmentThesis).toContain(rising.recommendation);
  });

  it('uses only numbers the engine computed', () => {
    for (const result of [rising, falling, bank]) {
      const n = writeOffline(result, subject);
      const allowed = allowedNumbersFor(result, subject);
      for (const field of NARRATIVE_FIELDS) expect({ field, invented: ungroundedNumbers(n[field], allowed) }).toEqual({ field, invented: [] });
    }
  });

  it('reads differently for different stocks', () => {
    const a = writeOffline(rising, subject);
    const b = writeOffline(falling, subject);
    expect(a.technicalSummary).not.toEqual(b.technicalSummary);
    expect(a.investmentThesis).not.toEqual(b.investmentThesis);
    expect(a.technicalSummary).toContain(`tren jangka panjang ${rising.technical.longTermTrend.toLowerCase()}`);
    expect(b.technicalSummary).toContain(`tren jangka panjang ${falling.technical.longTermTrend.toLowerCase()}`);
  });

  it('values a bank as a bank and says why margins are missing', () => {
    const n = writeOffline(bank, { code: 'BANK', companyName: 'PT Bank Uji Tbk' });
    expect(n.valuationSummary).toContain('Sebagai bank');
    expect(n.fundamentalsSummary).toContain('tidak memuat pendapatan');
  });

  it('says so when foreign flow data is missing instead of pretending', () => {
    const noFlow = score(makeScoringInput({ foreignFlow: [], ownership: [] }));
    const n = writeOffline(noFlow, subject);
    expect(n.sentimentSummary).toContain('tidak tersedia');
  });
});
