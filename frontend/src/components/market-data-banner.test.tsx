import { IsRestoringProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { MarketDataStatus } from '@telisik/contract';
import { MARKET_DATA_LINE_HTML } from '@telisik/contract/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { MarketDataBanner } from './market-data-banner';

const BEHIND: MarketDataStatus = {
  latestDate: '2025-12-30',
  lastCompletedSession: '2026-11-25',
  behind: true,
  ageDays: 331,
};
const CURRENT: MarketDataStatus = {
  latestDate: '2026-11-25',
  lastCompletedSession: '2026-11-25',
  behind: false,
  ageDays: 1,
};

/** The line as the server fills it into the HTML before the app's root (backend web/spa.middleware.ts). */
function serveLine(text: string): HTMLElement {
  const served = document.createElement('div');
  served.id = MARKET_DATA_LINE_HTML.servedId;
  served.innerHTML = `<div role="note"><p>${text}</p></div>`;
  document.body.prepend(served);
  return served;
}

describe('MarketDataBanner', () => {
  afterEach(() => document.getElementById(MARKET_DATA_LINE_HTML.servedId)?.remove());

  it('says when the market data is older than the last completed session', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, BEHIND));
    renderWithApp(<MarketDataBanner />);
    expect((await screen.findByRole('note')).textContent).toBe(
      'Data pasar per 30 Desember 2025, lebih lama dari sesi bursa terakhir (25 November 2026). Analisis memakai data tersebut.',
    );
    expect(calls.map((call) => call.url)).toEqual(['/api/market-data/status']);
  });

  it('asks and shows while the saved cache is still being read (it is never saved)', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, BEHIND));
    renderWithApp(
      <IsRestoringProvider value={true}>
        <MarketDataBanner />
      </IsRestoringProvider>,
    );
    expect((await screen.findByRole('note')).textContent).toContain('Data pasar per 30 Desember 2025');
    expect(calls.map((call) => call.url)).toEqual(['/api/market-data/status']);
  });

  it('takes the place of the line the server sent in the HTML, never showing it twice', async () => {
    const served = serveLine('Data pasar per 30 Desember 2025 (dari server)');
    stubFetch(() => jsonResponse(200, BEHIND));
    renderWithApp(<MarketDataBanner />);
    // Until the app has read the status, the server's line stands alone.
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Data pasar per 30 Desember 2025 (dari server)',
    ]);
    await waitFor(() => expect(served.isConnected).toBe(false));
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'Data pasar per 30 Desember 2025, lebih lama dari sesi bursa terakhir (25 November 2026). Analisis memakai data tersebut.',
    ]);
  });

  it("removes the server's line when the data has become current since", async () => {
    const served = serveLine('Data pasar per 30 Desember 2025');
    stubFetch(() => jsonResponse(200, CURRENT));
    renderWithApp(<MarketDataBanner />);
    await waitFor(() => expect(served.isConnected).toBe(false));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows nothing while the data is current', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, CURRENT));
    renderWithApp(<MarketDataBanner />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
