import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { newTrackRecord, olderTrackRecord } from '@/testing/track-record';
import { yearlyRows } from '../lib/yearly';
import { TrackRecordPage } from './track-record-page';

describe('TrackRecordPage', () => {
  it('shows the classes, a chart and a table by year, the worst months and the method', async () => {
    stubFetch((url) =>
      url === '/api/track-record/live'
        ? jsonResponse(200, { days: 0, firstDate: null, lastDate: null, ratings: 0, matured: [] })
        : jsonResponse(200, { trackRecord: newTrackRecord() }),
    );
    renderWithApp(<TrackRecordPage />);
    const table = await screen.findByTestId('track-record-table');
    expect(within(table).getByRole('rowheader', { name: '2016' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '2017' })).toBeTruthy();
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('2016: Q5 +2,5%, Q1 -3,0%.');
    expect(screen.getByRole('heading', { name: 'Bulan terburuk (Q5 − Q1, 3 bulan)' })).toBeTruthy();
    expect(screen.getByText(/Biaya tidak dikurangi/)).toBeTruthy();
    expect(screen.getByText(/\(3 penilaian\)/)).toBeTruthy();
    expect(await screen.findByText('Belum ada peringkat harian yang tercatat.')).toBeTruthy();
  });

  it('shows the targets’ record and the label mix in plain Indonesian', async () => {
    stubFetch((url) =>
      url === '/api/track-record/live'
        ? jsonResponse(200, { days: 0, firstDate: null, lastDate: null, ratings: 0, matured: [] })
        : jsonResponse(200, { trackRecord: newTrackRecord() }),
    );
    renderWithApp(<TrackRecordPage />);
    const targets = await screen.findByTestId('targets-record');
    expect(within(targets).getByText(/^Target ditetapkan untuk 81% penilaian saham likuid\./)).toBeTruthy();
    expect(
      within(targets).getByText(
        'Potensi median ke target +6,0%; 8 dari 10 target memberi potensi antara -22,0% dan +38,0%. 7% target berjarak lebih dari 50% dari harga.',
      ),
    ).toBeTruthy();
    const quintiles = within(targets).getByTestId('upside-quintiles');
    const row = (name: string) =>
      within(quintiles)
        .getByRole('rowheader', { name })
        .closest('tr')!
        .querySelectorAll('td');
    // Median 12-month excess, share beating IHSG, each half, count: rising from U1 to U5.
    expect([...row('U1 (potensi terkecil)')].map((cell) => cell.textContent)).toEqual([
      '-4,1%',
      '40%',
      '-4,6%',
      '-3,7%',
      '2.400',
    ]);
    expect(row('U5 (potensi terbesar)')[0]!.textContent).toBe('+4,7%');
    const reached = within(targets).getByTestId('targets-reached');
    expect(within(reached).getByRole('rowheader', { name: 'BUY' }).closest('tr')!.textContent).toBe('BUY49%2.100');

    const mix = screen.getByTestId('class-mix');
    expect(within(mix).getByText('STRONG BUY dan BUY bersama sekitar 19% saham; REDUCE dan SELL bersama sekitar 28%.')).toBeTruthy();
    const shares = within(mix).getByLabelText('Porsi per rekomendasi');
    expect(within(shares).getAllByRole('definition').map((cell) => cell.textContent)).toEqual([
      '5%',
      '14%',
      '53%',
      '19%',
      '9%',
    ]);
  });

  it('hides the targets and the label mix on a record written before engine 4', async () => {
    stubFetch((url) =>
      url === '/api/track-record/live'
        ? jsonResponse(200, { days: 0, firstDate: null, lastDate: null, ratings: 0, matured: [] })
        : jsonResponse(200, { trackRecord: olderTrackRecord() }),
    );
    renderWithApp(<TrackRecordPage />);
    await screen.findByTestId('track-record-table');
    expect(screen.queryByTestId('targets-record')).toBeNull();
    expect(screen.queryByTestId('class-mix')).toBeNull();
    expect(screen.queryByText(/Target harga: seberapa jauh/)).toBeNull();
  });

  it('averages each year over its months', () => {
    const [y2016] = yearlyRows(newTrackRecord());
    expect(y2016?.months).toBe(2);
    expect(y2016?.quintiles[4]).toBeCloseTo(0.025, 10);
    expect(y2016?.ihsg).toBeCloseTo(-0.005, 10);
  });
});
