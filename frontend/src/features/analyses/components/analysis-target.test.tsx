import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bbcaEngine4, bbriEngine4, bukaNoTarget } from '@/testing/analysis-engine4';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AnalysisDetail } from './analysis-detail';

function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 2, name: title }).closest('div.rounded-xl') as HTMLElement;
}

describe('AnalysisDetail: the target as engine 4 sets it', () => {
  it('shows "Target tidak ditetapkan" with the reason when the engine set no target, never Rp 0 or the price', () => {
    renderWithApp(<AnalysisDetail analysis={bukaNoTarget} />);

    const recommendation = card('Rekomendasi Investasi');
    const target = within(recommendation).getByTestId('target-price');
    expect(target.textContent).toBe('Target HargaTarget tidak ditetapkan');
    // The reason reads as its own sentence, without repeating "Target tidak ditetapkan".
    expect(within(recommendation).getByTestId('no-target-reason').textContent).toBe(
      'Ketidakpastian sangat tinggi karena perusahaan masih rugi.',
    );
    expect(within(recommendation).queryByText('Rp 158')).toBeNull();
    expect(within(recommendation).queryByText('Rp 0')).toBeNull();
    // The header has no upside either: no "+0,00%", no "NaN".
    expect(screen.getAllByText('Target tidak ditetapkan')).toHaveLength(2);
    expect(screen.queryByText(/\+0,00%|NaN/)).toBeNull();

    // The range is still shown, with its grade and why.
    const valuation = card('Valuasi');
    const range = within(valuation).getByLabelText('Rentang nilai wajar');
    expect(within(range).getByText('Rp 80')).toBeTruthy();
    expect(within(range).getByText('Rp 160')).toBeTruthy();
    expect(within(range).getByText('Rp 240')).toBeTruthy();
    expect(within(valuation).getByTestId('uncertainty-grade').textContent).toBe('Sangat Tinggi');
    expect(within(valuation).getByText('Mengapa ketidakpastiannya sangat tinggi')).toBeTruthy();
    expect(within(valuation).getByText('Perusahaan masih rugi: laba tidak dapat dipakai sebagai dasar nilai.')).toBeTruthy();
    // The net-cash floor bounds the value rather than blending into it.
    const methods = within(valuation).getByRole('list', { name: 'Metode penilaian' });
    const netCash = methods.querySelector('[data-method="net_cash"]') as HTMLElement;
    expect(netCash.textContent).toContain('Kas bersih');
    expect(netCash.textContent).toContain('Rp 104');
    expect(netCash.textContent).toContain('batas bawah, tanpa bobot');
  });

  it('shows the fair-value range, its uncertainty grade in Indonesian and each method with its value and weight', () => {
    renderWithApp(<AnalysisDetail analysis={bbcaEngine4} />);

    const recommendation = card('Rekomendasi Investasi');
    // The headline target is the fair value's base.
    expect(within(recommendation).getByTestId('target-price').textContent).toBe('Target HargaRp 8.875');
    expect(screen.getByText('+9,91%').getAttribute('data-tone')).toBe('positive');
    expect(within(recommendation).queryByTestId('recommendation-note')).toBeNull();
    expect(within(recommendation).queryByTestId('target-gap-reason')).toBeNull();

    const valuation = card('Valuasi');
    const range = within(valuation).getByLabelText('Rentang nilai wajar');
    expect(
      within(range)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Rp 7.550', 'Rp 8.875', 'Rp 10.200']);
    expect(within(range).getByText('Nilai wajar (base)')).toBeTruthy();
    expect(within(valuation).getByTestId('uncertainty-grade').textContent).toBe('Rendah');
    expect(within(valuation).getByText('Dua metode berdekatan (selisih 9%).')).toBeTruthy();
    const methods = within(valuation).getByRole('list', { name: 'Metode penilaian' });
    expect(
      within(methods)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-method')),
    ).toEqual(['book', 'earnings']);
    const book = methods.querySelector('[data-method="book"]') as HTMLElement;
    expect(book.textContent).toContain('Kelipatan nilai buku (P/B)');
    expect(book.textContent).toContain('Rp 9.120');
    expect(book.textContent).toContain('bobot 60%');
    expect(within(valuation).getByText(/Gabungan metode Rp 8\.815; nilai wajar bergerak 90% dari harga/)).toBeTruthy();
    // The old DCF cases give way to the range, and the old blend's inputs to the methods.
    expect(within(valuation).queryByText('Skenario optimis (bull)')).toBeNull();
    expect(within(valuation).queryByText('Nilai intrinsik (skenario dasar)')).toBeNull();
    expect(within(valuation).queryByText(/^Nilai relatif/)).toBeNull();
    expect(within(valuation).getByText('Target harga').closest('div')!.textContent).toBe('Target hargaRp 8.875');
  });

  it('puts the sentence on why the label and the target disagree next to the label, and why the target is far', () => {
    renderWithApp(<AnalysisDetail analysis={bbriEngine4} />);
    const recommendation = card('Rekomendasi Investasi');
    expect(within(recommendation).getByTestId('recommendation-note').textContent).toBe(
      'Catatan rekomendasi: HOLD meski target +52%: skor teknikal dan sentimen lemah menahan label di HOLD.',
    );
    expect(within(recommendation).getByTestId('target-price').textContent).toBe('Target HargaRp 5.600');
    expect(within(recommendation).getByTestId('target-gap-reason').textContent).toBe(
      'Mengapa jauh dari harga: Harga turun 30% dalam setahun sementara nilai buku dan laba tetap tumbuh.',
    );
    expect(within(card('Valuasi')).getByTestId('uncertainty-grade').textContent).toBe('Tinggi');
  });

  it('still opens an analysis stored before engine 4: its DCF cases and its target as stored', () => {
    renderWithApp(<AnalysisDetail analysis={newAnalysis()} />);
    expect(within(card('Rekomendasi Investasi')).getByTestId('target-price').textContent).toBe('Target HargaRp 10.550');
    const valuation = card('Valuasi');
    expect(within(valuation).getByText('Skenario optimis (bull)')).toBeTruthy();
    expect(within(valuation).getByText('Rp 11.875')).toBeTruthy();
    expect(within(valuation).queryByTestId('fair-value')).toBeNull();
  });
});
