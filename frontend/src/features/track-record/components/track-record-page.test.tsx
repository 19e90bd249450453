import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { newTrackRecord } from '@/testing/track-record';
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

  it('averages each year over its months', () => {
    const [y2016] = yearlyRows(newTrackRecord());
    expect(y2016?.months).toBe(2);
    expect(y2016?.quintiles[4]).toBeCloseTo(0.025, 10);
    expect(y2016?.ihsg).toBeCloseTo(-0.005, 10);
  });
});
