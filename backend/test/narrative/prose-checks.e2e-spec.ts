import { checkProse, narrativeProblems, proseContext } from '../../src/narrative/prose-checks';
import { writeOffline } from '../../src/narrative/offline-writer';
import { score } from '../../src/scoring';
import { makeScoringInput } from '../scoring/fixtures';

const subject = { code: 'TEST', companyName: 'PT Uji Coba Tbk' };
const result = score(makeScoringInput());
const context = proseContext(result, subject);
const checksOf = (text: string) => checkProse(text, context).map((p) => p.check);

describe('prose style checks', () => {
  it('refuses orders and instructions like an invented number', () => {
    for (const text of [
      'Beli sekarang juga!',
      'Segera jual sebelum terlambat.',
      'Jangan lewatkan kesempatan ini.',
      'Saham ini wajib dikoleksi.',
      'Pasang stop loss di bawah support.',
    ]) {
      expect({ text, checks: checksOf(text) }).toEqual({ text, checks: expect.arrayContaining(['order']) });
    }
  });

  it('refuses links and handles', () => {
    for (const text of [
      'Info lengkap di https://contoh.com/saham.',
      'Kunjungi www.contoh.co.id sekarang.',
      'Gabung di t.me/sinyal.',
    ]) {
      expect({ text, checks: checksOf(text) }).toEqual({ text, checks: expect.arrayContaining(['link']) });
    }
  });

  it('refuses thresholds in parentheses and sentences over 30 words', () => {
    expect(checksOf('Utang ringan (ambang 3 / 1 tahun).')).toContain('threshold-parenthesis');
    expect(checksOf('P/B murah (bila ≤ 0,9x).')).toContain('threshold-parenthesis');
    const long = `${Array.from({ length: 31 }, () => 'kata').join(' ')}.`;
    expect(checksOf(long)).toEqual(['sentence-length']);
    expect(checksOf(`${Array.from({ length: 30 }, () => 'kata').join(' ')}.`)).toEqual([]);
  });

  it('passes plain sentences that inform without telling anyone what to do', () => {
    expect(
      checksOf('Harga wajar dihitung dengan DCF. Ini informasi, bukan saran untuk membeli atau menjual.'),
    ).toEqual([]);
  });

  it('holds a whole narrative to its word ranges', () => {
    const good = writeOffline(result, subject);
    expect(narrativeProblems(good, context)).toEqual([]);
    const short = { ...good, valuationSummary: 'Valuasi wajar.' };
    expect(narrativeProblems(short, context)).toEqual([
      { check: 'length', text: 'valuationSummary: 2 kata (40–100)' },
    ]);
  });
});
