import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { MarketDataPanel } from './market-data-panel';

describe('MarketDataPanel', () => {
  it('shows how current the data is and each catch-up with its days, rows and failure', async () => {
    stubFetch((url) =>
      url === '/api/market-data/status'
        ? jsonResponse(200, {
            latestDate: '2026-11-24',
            lastCompletedSession: '2026-11-25',
            behind: true,
            ageDays: 2,
          })
        : jsonResponse(200, [
            {
              id: 'b',
              trigger: 'schedule',
              status: 'failed',
              startedAt: '2026-11-25T09:20:00.000Z',
              finishedAt: '2026-11-25T09:21:00.000Z',
              fromDate: '2026-11-25',
              toDate: '2026-11-25',
              daysStored: 0,
              holidays: 0,
              rowsWritten: 0,
              failure: '2026-11-25: HTTP 403',
            },
            {
              id: 'a',
              trigger: 'command',
              status: 'succeeded',
              startedAt: '2026-11-24T09:00:00.000Z',
              finishedAt: '2026-11-24T09:02:00.000Z',
              fromDate: '2026-01-02',
              toDate: '2026-11-24',
              daysStored: 220,
              holidays: 8,
              rowsWritten: 450000,
              failure: null,
            },
          ]),
    );
    renderWithApp(<MarketDataPanel />);
    const list = await screen.findByTestId('admin-catch-ups');
    const [failed, succeeded] = within(list).getAllByRole('listitem');
    expect(failed!.textContent).toContain('Berhenti pada 2026-11-25: HTTP 403.');
    expect(succeeded!.textContent).toContain('220 hari bursa, 8 hari libur, 450.000 baris');
    expect(succeeded!.textContent).toContain('Perintah');
    expect(
      await screen.findByText(
        'Data pasar tersimpan hingga 24 November 2026; sesi bursa terakhir 25 November 2026.',
      ),
    ).toBeTruthy();
  });
});
