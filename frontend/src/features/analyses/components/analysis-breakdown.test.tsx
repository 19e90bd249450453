import type { Analysis, AnalysisResult } from '@telisik/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bbcaAnalysis } from '@/testing/analysis-bbca';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AnalysisDetail } from './analysis-detail';

function withResult(overrides: Partial<AnalysisResult>): Analysis {
  return { ...bbcaAnalysis, analysisResult: { ...bbcaAnalysis.analysisResult, ...overrides } };
}

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('div.rounded-xl') as HTMLElement;
}

function headings(): string[] {
  return screen.getAllByRole('heading').map((heading) => heading.textContent ?? '');
}

describe('AnalysisDetail: the rules behind the scores', () => {
  it('lists a pillar’s parts and rules with their points and reasons, collapsed until asked', async () => {
    const user = userEvent.setup();
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);

    // The cards below the first screen arrive in React's second, interruptible pass.
    await screen.findByRole('heading', { level: 2, name: 'Dasar Penilaian' }, { timeout: 5000 });
    expect(card('Dasar Penilaian')).toBeTruthy();
    // The spec's four score bars stay the only progress bars; rule meters are decoration beside numbers.
    expect(screen.getAllByRole('progressbar')).toHaveLength(4);
    expect(screen.getByText('Kelengkapan data keseluruhan 100%')).toBeTruthy();
    const fundamental = screen.getByRole('region', { name: 'Fundamental' });
    expect(within(fundamental).getByText('21/25')).toBeTruthy();
    expect(within(fundamental).getByText('Kelengkapan data 100%')).toBeTruthy();

    const parts = within(fundamental).getByRole('list', { name: 'Komponen skor Fundamental' });
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Profitabilitas7/7', 'Pertumbuhan5/6', 'Kesehatan keuangan6/6', 'Valuasi3/6']);

    const details = fundamental.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(fundamental).getByText('Lihat 6 aturan'));
    expect(details.open).toBe(true);

    const roe = fundamental.querySelector('[data-rule="roe-vs-coe"]') as HTMLElement;
    // The label's terms are glossary buttons; the label reads whole.
    expect(roe.querySelector('span')?.textContent).toBe('ROE terhadap biaya ekuitas');
    expect(within(roe).getByRole('button', { name: 'Apa itu ROE?' })).toBeTruthy();
    expect(within(roe).getByText('3/3')).toBeTruthy();
    expect(within(roe).getByText('3 dari 3 poin')).toBeTruthy();
    expect(within(roe).getByText('ROE 20,6% di atas biaya ekuitas 13,1% (selisih +7,5 poin)')).toBeTruthy();
    expect(roe.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('good');

    const pe = fundamental.querySelector('[data-rule="pe-vs-sector"]') as HTMLElement;
    expect(within(pe).getByText('0/1')).toBeTruthy();
    expect(within(pe).getByText(/P\/E 17,5x vs median sektor 18,4x/)).toBeTruthy();
    expect(pe.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('poor');

    // Rules sit under their part.
    expect(within(fundamental).getByRole('heading', { level: 4, name: 'Profitabilitas' })).toBeTruthy();

    const sentiment = screen.getByRole('region', { name: 'Sentimen' });
    expect(within(sentiment).getByText('3/10')).toBeTruthy();
    expect(within(sentiment).getByText(/Net beli asing \(% volume\): 5 hari -23,3%/)).toBeTruthy();
  });

  it('groups rules whose part is not listed, and leaves out pillars with nothing to show', () => {
    const pillars = bbcaAnalysis.analysisResult.pillars!;
    const rule = (id: string, part: 'trend' | 'momentum', label: string) => ({
      id,
      pillar: 'technical' as const,
      part,
      label,
      points: 0,
      maxPoints: 2,
      reason: 'Turun',
      metricIds: [],
      coverage: 1,
    });
    const analysis = withResult({
      pillars: {
        fundamental: { ...pillars.fundamental, parts: [], rules: [] },
        technical: {
          score: 5,
          maxScore: 15,
          dataCompleteness: 100,
          parts: [{ part: 'trend', label: 'Tren', points: 1, maxPoints: 6 }],
          rules: [rule('a', 'trend', 'Tren jangka panjang'), rule('b', 'momentum', 'Aturan baru')],
        },
        sentiment: { ...pillars.sentiment, parts: [], rules: [] },
      },
    });
    renderWithApp(<AnalysisDetail analysis={analysis} />);

    const technical = screen.getByRole('region', { name: 'Teknikal' });
    expect(within(technical).getByText('Lihat 2 aturan')).toBeTruthy();
    expect(within(technical).getByRole('heading', { level: 4, name: 'Tren' })).toBeTruthy();
    expect(within(technical).getByRole('heading', { level: 4, name: 'Lainnya' })).toBeTruthy();
    expect(within(technical).getByText('Aturan baru')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Sentimen' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fundamental' })).toBeNull();
  });
});

describe('AnalysisDetail: how recent each pillar’s data is', () => {
  const pillars = bbcaAnalysis.analysisResult.pillars!;
  const staleNote =
    'Laporan keuangan terbaru dari FY2023, lebih dari 15 bulan sebelum tanggal analisis: terlalu lama untuk dinilai.';

  it('shows the date of each pillar’s newest input, and marks a pillar past its stated age with the note', () => {
    renderWithApp(
      <AnalysisDetail
        analysis={withResult({
          pillars: {
            fundamental: { ...pillars.fundamental, newestInputDate: '2023-12-31', staleNote },
            technical: { ...pillars.technical, newestInputDate: '2025-12-30', staleNote: null },
            sentiment: { ...pillars.sentiment, newestInputDate: '2025-11-28', staleNote: null },
          },
        })}
      />,
    );
    const technical = screen.getByRole('region', { name: 'Teknikal' });
    expect(within(technical).getByText('Data per 30 Desember 2025')).toBeTruthy();
    const sentiment = screen.getByRole('region', { name: 'Sentimen' });
    expect(within(sentiment).getByText('Data per 28 November 2025')).toBeTruthy();
    expect(sentiment.querySelector('[data-freshness="stale"]')).toBeNull();

    const fundamental = screen.getByRole('region', { name: 'Fundamental' });
    const stale = fundamental.querySelector('[data-freshness="stale"]') as HTMLElement;
    expect(within(stale).getByText('Data per 31 Desember 2023: terlalu lama')).toBeTruthy();
    expect(within(stale).getByText(staleNote)).toBeTruthy();
  });

  it('marks a pillar whose inputs were all left out as too old, without a date', () => {
    const note = 'Data arus asing terakhir tercatat 29 Desember 2023, terlalu lama sebelum tanggal analisis.';
    renderWithApp(
      <AnalysisDetail
        analysis={withResult({
          pillars: {
            ...pillars,
            sentiment: { ...pillars.sentiment, newestInputDate: null, staleNote: note },
          },
        })}
      />,
    );
    const sentiment = screen.getByRole('region', { name: 'Sentimen' });
    expect(within(sentiment).getByText('Data terlalu lama')).toBeTruthy();
    expect(within(sentiment).getByText(note)).toBeTruthy();
  });

  it('shows nothing on an analysis stored before the dates were kept', () => {
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);
    for (const name of ['Fundamental', 'Teknikal', 'Sentimen']) {
      const pillar = screen.getByRole('region', { name });
      expect(within(pillar).queryByText(/Data per /)).toBeNull();
      expect(pillar.querySelector('[data-freshness]')).toBeNull();
    }
  });
});

describe('AnalysisDetail: one-year price chart', () => {
  it('draws the closes as one image labelled with the first and last close and the change', () => {
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);

    const chart = screen.getByRole('img', { name: /^Grafik harga penutupan/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Grafik harga penutupan 9 Des 2024 sampai 30 Des 2025: dari Rp 10.350 ke Rp 8.075, turun 22,0%. Tertinggi Rp 10.425, terendah Rp 7.250.',
    );
    expect(chart.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1000 100');
    expect(within(chart).getByText('9 Des 2024')).toBeTruthy();
    expect(within(chart).getByText('30 Des 2025')).toBeTruthy();
    expect(within(chart).getByText('Rp 10.425')).toBeTruthy();
    expect(within(chart).getByText('Rp 7.250')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Harga 1 Tahun Terakhir' })).toBeTruthy();
    expect(screen.getByText('-22,0%').getAttribute('data-tone')).toBe('down');
  });

  it('is absent without a price history, or with too little of one', () => {
    const { unmount } = renderWithApp(<AnalysisDetail analysis={withResult({ priceHistory: [] })} />);
    expect(screen.queryByRole('img', { name: /Grafik harga/ })).toBeNull();
    expect(screen.queryByText('Harga 1 Tahun Terakhir')).toBeNull();
    unmount();

    renderWithApp(
      <AnalysisDetail
        analysis={withResult({
          priceHistory: [{ date: '2025-12-30', close: 8075, volume: 101_995_600 }],
        })}
      />,
    );
    expect(screen.queryByRole('img', { name: /Grafik harga/ })).toBeNull();
  });
});

describe('AnalysisDetail: valuation inputs, conviction and data notes', () => {
  it('shows how the cost of equity and the target were built for a bank', () => {
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);

    const valuation = card('Valuasi');
    expect(
      within(valuation).getByText('Nilai wajar per saham dengan metode P/B–ROE untuk bank'),
    ).toBeTruthy();
    // The spec's bull/base/bear stay.
    expect(within(valuation).getByText('Rp 10.525')).toBeTruthy();
    expect(within(valuation).getByText('Rp 5.525')).toBeTruthy();

    const row = (label: string) => within(valuation).getByText(label).closest('div') as HTMLElement;
    expect(within(row('Metode')).getByText('P/B–ROE untuk bank')).toBeTruthy();
    // A bank's cost of equity: the SBN yield plus the premium IDX bank prices imply, no beta.
    expect(within(row('Biaya ekuitas')).getByText('9,2%')).toBeTruthy();
    expect(within(row('Imbal hasil SBN 10 tahun')).getByText('6,19%')).toBeTruthy();
    expect(within(row('Premi bank')).getByText('3,0%')).toBeTruthy();
    expect(within(row('Premi likuiditas')).getByText('0,0%')).toBeTruthy();
    expect(within(valuation).queryByText('Beta (disesuaikan)')).toBeNull();
    expect(
      within(valuation).getByText(/^Biaya ekuitas bank = .*= 6,19% \+ 3,0% \+ 0,0% ≈ 9,2%$/),
    ).toBeTruthy();
    expect(within(valuation).getByText(/^P\/B wajar = \(ROE − g\)/)).toBeTruthy();

    expect(within(row('Target harga')).getByText('Rp 9.275')).toBeTruthy();
    expect(within(row('Nilai intrinsik (skenario dasar)')).getByText('Rp 7.625')).toBeTruthy();
    expect(within(row('Nilai relatif (P/B median 5 tahun 4,88x)')).getByText('Rp 10.944')).toBeTruthy();
    expect(
      within(valuation).getByText(
        'Rata-rata P/B–ROE kasus dasar dan P/B median 5 tahun saham ini × nilai buku per saham.',
      ),
    ).toBeTruthy();
    expect(within(valuation).queryByText(/^Catatan/)).toBeNull();
    expect(within(valuation).queryByText('Mengapa target ini perlu dibaca hati-hati')).toBeNull();
  });

  it('says "Target tidak ditetapkan" instead of a number on an older analysis where no method applied, with its reason and cautions', () => {
    const full = bbcaAnalysis.analysisResult.fullAnalysis;
    const reason =
      'Laporan keuangan terbaru (FY2023) berakhir 31 Desember 2023, 24 bulan sebelum tanggal analisis (ambang 9 bulan): fundamental usang, target tidak dihitung.';
    const analysis: Analysis = {
      ...withResult({
        fullAnalysis: {
          ...full,
          valuation: {
            ...full.valuation,
            target: {
              ...full.valuation.target!,
              price: 8075,
              basis: 'unavailable',
              explanation:
                'Target tidak tersedia: laporan keuangan terlalu lama untuk dijadikan dasar harga.',
              cautions: [reason],
            },
          },
        },
      }),
      targetPrice: '8075.00',
      upside: '0.00',
    };
    renderWithApp(<AnalysisDetail analysis={analysis} />);

    const recommendation = card('Rekomendasi Investasi');
    expect(within(recommendation).getByText('Target tidak ditetapkan')).toBeTruthy();
    expect(within(recommendation).queryByText('Rp 8.075')).toBeNull();
    // The header shows no +0,00% upside for a target that does not exist.
    expect(screen.queryByText('+0,00%')).toBeNull();
    const valuation = card('Valuasi');
    const row = (label: string) => within(valuation).getByText(label).closest('div') as HTMLElement;
    expect(within(row('Target harga')).getByText('Tidak ditetapkan')).toBeTruthy();
    expect(within(valuation).getByText(/^Target tidak tersedia: laporan keuangan terlalu lama/)).toBeTruthy();
    expect(within(valuation).getByText('Mengapa target ini perlu dibaca hati-hati')).toBeTruthy();
    expect(within(valuation).getByText(reason)).toBeTruthy();
  });

  it('names DCF for other companies and shows the valuation note when there is one', () => {
    const full = bbcaAnalysis.analysisResult.fullAnalysis;
    const analysis = withResult({
      fullAnalysis: {
        ...full,
        valuation: {
          ...full.valuation,
          method: 'dcf',
          note: 'Arus kas bebas tidak tersedia: DCF tidak dihitung.',
          costOfEquity: { ...full.valuation.costOfEquity!, bondYieldSource: 'fallback' },
        },
      },
    });
    renderWithApp(<AnalysisDetail analysis={analysis} />);

    const card_ = card('Valuasi');
    expect(within(card_).getByText('Nilai wajar per saham dengan metode DCF')).toBeTruthy();
    expect(within(card_).getByText('DCF arus kas bebas')).toBeTruthy();
    expect(within(card_).getByText('6,19% (asumsi)')).toBeTruthy();
    expect(within(card_).getByText('Arus kas bebas tidak tersedia: DCF tidak dihitung.')).toBeTruthy();
  });

  it('explains the conviction, notes a changed recommendation, and lists the data notes', () => {
    renderWithApp(
      <AnalysisDetail
        analysis={withResult({ recommendationNote: 'Diturunkan satu tingkat karena likuiditas rendah.' })}
      />,
    );

    const recommendation = card('Rekomendasi Investasi');
    expect(within(recommendation).getByText('Low')).toBeTruthy();
    const reasons = within(recommendation).getByRole('list', { name: 'Dasar tingkat keyakinan' });
    expect(within(reasons).getByText(/^Pilar saling bertentangan/)).toBeTruthy();
    expect(
      within(recommendation).getByText('Diturunkan satu tingkat karena likuiditas rendah.'),
    ).toBeTruthy();

    const notes = screen.getByRole('region', { name: 'Catatan data' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Laba dan arus kas: TTM s.d. Q2 2025 (IDR).',
      'Pendapatan bunga bank tidak tersedia di data: bank dinilai tanpa pendapatan dan margin.',
    ]);
    // The as-of line and the disclaimer stay.
    expect(screen.getByText('Data per 30 Desember 2025')).toBeTruthy();
    expect(screen.getByText(/bukan ajakan atau saran/)).toBeTruthy();
  });

  it('shows the figures behind each pillar in id-ID format', () => {
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);

    const technical = card('Teknikal');
    const figure = (scope: HTMLElement, label: string) =>
      within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(technical, 'SMA 50 hari')).toBe('Rp 8.325');
    expect(figure(technical, 'RSI 14 hari')).toBe('46,1');
    expect(figure(technical, 'Return 3 / 6 / 12 bulan')).toBe('+5,9% / -6,9% / -16,5%');
    expect(figure(technical, 'Median transaksi harian (60 hari)')).toMatch(/^Rp 899,2\sM$/);

    const fundamentals = card('Fundamental');
    expect(figure(fundamentals, 'ROA')).toBe('3,7%');
    expect(
      within(fundamentals).getByText(
        'Periode laporan: TTM s.d. Q2 2025. Laporan keuangan terbaru: Q3 2025, 3 bulan sebelum analisis',
      ),
    ).toBeTruthy();
    expect(within(fundamentals).queryByText('Margin kotor')).toBeNull(); // null for banks: left out

    const sentiment = card('Sentimen');
    expect(figure(sentiment, 'Net beli asing 5 / 20 / 60 hari (% volume)')).toBe('-23,3% / -10,5% / +1,9%');
    expect(figure(sentiment, 'Perubahan kepemilikan asing 3 bulan')).toBe('+0,05 poin');
  });
});

describe('AnalysisDetail: the numbers behind the analysis', () => {
  it('lists every supporting metric under the pillar whose rules use it, with its period and sources', async () => {
    const user = userEvent.setup();
    renderWithApp(<AnalysisDetail analysis={bbcaAnalysis} />);

    const metrics = card('Angka pendukung');
    const details = metrics.querySelector('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(within(metrics).getByText(`Lihat ${bbcaAnalysis.analysisResult.metrics.length} angka`));
    expect(details.open).toBe(true);

    const item = (id: string) => metrics.querySelector(`[data-metric="${id}"]`) as HTMLElement;
    const fundamental = within(metrics).getByRole('group', { name: 'Fundamental' });
    expect(within(fundamental).getByText('ROE')).toBeTruthy();
    expect(within(item('roe')).getByText('20,6%')).toBeTruthy();
    expect(
      within(item('roe')).getByText('TTM s.d. Q2 2025; neraca Q3 2025 · Sumber: laporan keuangan'),
    ).toBeTruthy();
    expect(within(item('roe')).getByText('Dipakai: ROE terhadap biaya ekuitas')).toBeTruthy();
    expect(within(item('rsi14')).getByText('46,05')).toBeTruthy();
    expect(within(metrics).getByRole('group', { name: 'Teknikal' }).contains(item('rsi14'))).toBe(true);
    // Figures no rule names are the base data, in their own units.
    const base = within(metrics).getByRole('group', { name: 'Data dasar' });
    expect(within(base).getByText('123.275.050.000 saham')).toBeTruthy();
    expect(within(item('net_income')).getByText(/^Rp 57\s?T$/)).toBeTruthy();
    expect(within(item('statement_age_months')).getByText('3 bulan')).toBeTruthy();
  });
});

describe('AnalysisDetail: older analyses without the new fields', () => {
  const specHeadings = [
    'PT Bank Central Asia Tbk',
    'Rekomendasi Investasi',
    'Tesis Investasi',
    'Rincian Skor',
    // On every analysis; without the stock's sizing facts it says how to get them.
    'Ukuran Posisi',
    'Valuasi',
    'Fundamental',
    'Teknikal',
    'Sentimen',
  ];

  function expectOnlyTheSpecCards() {
    expect(headings()).toEqual(specHeadings);
    expect(screen.queryByRole('img')).toBeNull();
    for (const extra of [
      'Dasar Penilaian',
      'Catatan data',
      'Angka pendukung',
      'Asumsi valuasi',
      'Pembentukan target harga',
      'Dasar tingkat keyakinan',
      'Harga 1 Tahun Terakhir',
    ]) {
      expect(screen.queryByText(extra)).toBeNull();
    }
    expect(document.querySelector('details')).toBeNull();
    expect(screen.getByText('Nilai wajar per saham dengan metode DCF')).toBeTruthy();
    expect(screen.getByText('Analysis generated on')).toBeTruthy();
  }

  it('renders exactly the spec’s cards', () => {
    renderWithApp(<AnalysisDetail analysis={newAnalysis()} />);
    expectOnlyTheSpecCards();
  });

  it('renders exactly the spec’s cards when the engine’s parts are empty or null', () => {
    // Every engine part of a full analysis taken away, as the API serves an analysis stored before it.
    const base = { ...bbcaAnalysis, companyName: 'PT Bank Central Asia Tbk' };
    const full = base.analysisResult.fullAnalysis;
    renderWithApp(
      <AnalysisDetail
        analysis={{
          ...base,
          analysisResult: {
            ...base.analysisResult,
            fullAnalysis: {
              valuation: {
                ...full.valuation,
                method: null,
                currency: null,
                costOfEquity: null,
                growth: null,
                target: null,
                note: null,
              },
              fundamentals: { ...full.fundamentals, details: null },
              technical: { ...full.technical, details: null },
              sentiment: { ...full.sentiment, details: null },
            },
            pillars: null,
            convictionReasons: [],
            recommendationNote: null,
            dataCompleteness: null,
            dataNotes: [],
            metrics: [],
            priceHistory: [],
            statements: null,
            dividends: null,
            redFlags: null,
            sharia: null,
          },
        }}
      />,
    );
    expectOnlyTheSpecCards();
  });
});
