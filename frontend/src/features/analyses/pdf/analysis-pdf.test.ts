import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    expect(text).toContain('Kas bersih: Rp 104 (batas bawah, tanpa bobot). Kas bersih Rp 104 per saham (65% dari aset).');
  });

  it('prints the target, the note where label and target disagree, and why the target is far', async () => {
    const text = await pdfText(bbriEngine4);
    expect(text).toMatch(/Target Harga\nRp 5\.600/);
    expect(text).toContain('HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.');
    expect(text).toContain('Mengapa jauh dari harga: Harga turun 30% dalam setahun sementara nilai buku dan laba tetap tumbuh.');
    expect(text).toContain('Kelipatan nilai buku (P/B): Rp 5.900 (bobot 70%).');
    expect(text).toMatch(/Ketidakpastian\nTinggi/);
    // Engine 4's target is the fair value's base: the old blend's multiple is not printed beside it.
    expect(text).not.toContain('Kelipatan pembanding');
    expect(text).not.toContain('4,88x');
  });

  it('prints an analysis stored before engine 4 with its DCF cases', async () => {
    const text = await pdfText(newAnalysis());
    expect(text).toMatch(/Target Harga\nRp 10\.550/);
    expect(text).toMatch(/Skenario optimis \(bull\)\nRp 11\.875/);
    expect(text).not.toContain('Ketidakpastian');
  });
});
