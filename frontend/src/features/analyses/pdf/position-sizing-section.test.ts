import { describe, expect, it } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { positionSizingSection } from './position-sizing-section';

const inputs = bbcaAnalysis.analysisResult.positionSizing;

describe('the PDF’s position sizing section', () => {
  it('sizes from the capital and risk level last entered on this device', () => {
    localStorage.setItem(
      'telisik.position-sizing',
      JSON.stringify({ capital: 100_000_000, level: 'moderat' }),
    );
    const section = positionSizingSection(inputs);
    expect(section.title).toBe('Ukuran Posisi');
    expect(section.rows).toEqual([
      ['Modal', 'Rp 100.000.000'],
      ['Tingkat risiko', 'Moderat (risiko 1% modal per transaksi, posisi maks. 20% modal)'],
      ['Jumlah lot', '24 lot (2.400 lembar) pada Rp 8.075'],
      ['Nilai posisi', 'Rp 19.380.000 (19,4% dari modal)'],
      ['Stop', 'Rp 7.675 (5,0% di bawah harga)'],
      ['Risiko bila stop tersentuh', 'Rp 960.000 (0,96% dari modal)'],
      ['Lama menjual posisi', 'kurang dari 1 hari perdagangan'],
    ]);
    expect(section.lines.at(-1)).toMatch(/^Panduan, bukan saran/);
  });

  it('without a capital entered, says in one line how to get the section', () => {
    expect(positionSizingSection(inputs)).toEqual({
      title: 'Ukuran Posisi',
      rows: [],
      lines: [expect.stringMatching(/^Isi modal dan tingkat risiko di bagian "Ukuran Posisi"/) as string],
    });
  });

  it('with unreadable saved preferences, falls back to that line rather than NaN', () => {
    localStorage.setItem('telisik.position-sizing', '{"capital":"lots","level":"yolo"}');
    expect(positionSizingSection(inputs).rows).toEqual([]);
    localStorage.setItem('telisik.position-sizing', 'not json');
    expect(positionSizingSection(inputs).rows).toEqual([]);
  });

  it('for an analysis without sizing facts, says how to get them', () => {
    localStorage.setItem(
      'telisik.position-sizing',
      JSON.stringify({ capital: 100_000_000, level: 'moderat' }),
    );
    expect(positionSizingSection(null).lines).toEqual([
      expect.stringMatching(/Buat analisis baru/) as string,
    ]);
  });
});
