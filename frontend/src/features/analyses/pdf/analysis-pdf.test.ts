import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { bbriEngine4, bukaNoTarget } from '@/testing/analysis-engine4';
import { newAnalysis } from '@/testing/fixtures';

/** Every string the PDF draws, in order: the text a reader of the file would find. */
const drawn: string[] = [];

// jsPDF itself needs a canvas jsdom lacks; a stand-in records the text and accepts every other call.
vi.mock('jspdf', () => {
  class RecordingDoc {
    constructor() {
      return new Proxy(this, {
        get(_target, name) {
          if (name === 'text') return (value: string | string[]) => drawn.push(...[value].flat());
          if (name === 'splitTextToSize') return (value: string) => [value];
          if (name === 'getNumberOfPages') return () => 1;
          if (name === 'output') return () => new Blob(['%PDF']);
          return () => undefined;
        },
      });
    }
  }
  return { jsPDF: RecordingDoc };
});

const { buildAnalysisPdf } = await import('./analysis-pdf');

async function pdfText(analysis: Parameters<typeof buildAnalysisPdf>[0]): Promise<string> {
  drawn.length = 0;
  await buildAnalysisPdf(analysis, new Date('2026-11-26T01:00:00Z'));
  return drawn.join('\n');
}

describe('buildAnalysisPdf: the target parts', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(new Uint8Array([0, 1, 2]))));
  });

  it('prints "Target tidak ditetapkan" with the reason and the range when the engine set no target', async () => {
    const text = await pdfText(bukaNoTarget);
    expect(text).toContain('Target tidak ditetapkan');
    expect(text).toContain('Ketidakpastian sangat tinggi karena perusahaan masih rugi.');
    expect(text).not.toMatch(/Target Harga\nRp/);
    expect(text).not.toMatch(/NaN|\+0,00%/);
    expect(text).toMatch(/Pesimis \(bear\)\nRp 80/);
    expect(text).toMatch(/Nilai wajar \(base\)\nRp 160/);
    expect(text).toMatch(/Optimis \(bull\)\nRp 240/);
    expect(text).toMatch(/Ketidakpastian\nSangat Tinggi/);
    expect(text).toContain(
      'Kas bersih: Rp 104 (batas bawah, tanpa bobot). Kas bersih Rp 104 per saham (65% dari aset).',
    );
  });

  it('prints the target, the note where label and target disagree, and why the target is far', async () => {
    const text = await pdfText(bbriEngine4);
    expect(text).toMatch(/Target Harga\nRp 5\.600/);
    expect(text).toContain('HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.');
    expect(text).toContain(
      'Mengapa jauh dari harga: Harga turun 30% dalam setahun sementara nilai buku dan laba tetap tumbuh.',
    );
    expect(text).toContain('Kelipatan nilai buku (P/B): Rp 5.900 (bobot 70%).');
    expect(text).toMatch(/Ketidakpastian\nTinggi/);
    // Engine 4's target is the fair value's base: the old blend's multiple is not printed beside it.
    expect(text).not.toContain('Kelipatan pembanding');
    expect(text).not.toContain('4,88x');
  });

  it('prints under each pillar how recent its data is, a pillar past its stated age with the note', async () => {
    const result = bbcaAnalysis.analysisResult;
    const pillars = result.pillars!;
    const staleNote =
      'Data arus asing terakhir tercatat 29 Desember 2023, terlalu lama sebelum tanggal analisis.';
    const text = await pdfText({
      ...bbcaAnalysis,
      analysisResult: {
        ...result,
        pillars: {
          fundamental: { ...pillars.fundamental, newestInputDate: '2025-09-30', staleNote: null },
          technical: { ...pillars.technical, newestInputDate: '2025-12-30', staleNote: null },
          sentiment: { ...pillars.sentiment, newestInputDate: '2025-11-28', staleNote },
        },
      },
    });
    expect(text).toMatch(/Fundamental: \d+\/25\nData per 30 September 2025\n/);
    expect(text).toMatch(/Teknikal: \d+\/15\nData per 30 Desember 2025\n/);
    expect(text).toContain(`Data per 28 November 2025: terlalu lama\n${staleNote}`);
    // Stored before the dates were kept: nothing.
    const older = await pdfText(bbcaAnalysis);
    expect(older).toMatch(/Fundamental: \d+\/25\n/);
    expect(older).not.toMatch(/(Fundamental: \d+\/25|Teknikal: \d+\/15|Sentimen: \d+\/10)\nData per/);
  });

  it('prints an analysis stored before engine 4 with its DCF cases', async () => {
    const text = await pdfText(newAnalysis());
    expect(text).toMatch(/Target Harga\nRp 10\.550/);
    expect(text).toMatch(/Skenario optimis \(bull\)\nRp 11\.875/);
    expect(text).not.toContain('Ketidakpastian');
  });
});
