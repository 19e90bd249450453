import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AnalysisHistory } from './analysis-history';

describe('AnalysisHistory', () => {
  it('lists the first five analyses in the given order, each opening its analysis', async () => {
    const tickers = ['BBCA', 'GOTO', 'TLKM', 'ASII', 'BBRI', 'UNVR'];
    const list = tickers.map((ticker, index) =>
      newAnalysis({
        id: `id-${index}`,
        ticker,
        companyName: `${ticker} Tbk`,
        recommendation: index === 1 ? null : 'HOLD',
      }),
    );
    stubFetch(() => jsonResponse(200, list));
    const user = userEvent.setup();
    const { location } = renderWithApp(<AnalysisHistory />);

    await screen.findByText('BBCA Tbk');
    const rows = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/analysis/'));
    expect(rows).toHaveLength(5);
    expect(rows.map((row) => row.getAttribute('href'))).toEqual([
      '/analysis/id-0',
      '/analysis/id-1',
      '/analysis/id-2',
      '/analysis/id-3',
      '/analysis/id-4',
    ]);
    expect(screen.queryByText('UNVR Tbk')).toBeNull();

    expect(rows[0]?.textContent).toContain('21 Nov 2026');
    expect(rows[0]?.textContent).toContain('Score: 38/50');
    const missing = screen.getByText('N/A');
    expect(missing.getAttribute('data-tone')).toBe('danger');

    await user.click(rows[2]!);
    expect(location.history?.at(-1)).toBe('/analysis/id-2');
  });

  it('links to the whole history, saying how many analyses it holds', async () => {
    const list = ['BBCA', 'GOTO'].map((ticker, index) => newAnalysis({ id: `id-${index}`, ticker }));
    stubFetch(
      () =>
        new Response(JSON.stringify(list), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-Total-Count': '11' },
        }),
    );
    const user = userEvent.setup();
    const { location } = renderWithApp(<AnalysisHistory />);
    const all = await screen.findByRole('link', { name: /Lihat semua \(11\)/ });
    await user.click(all);
    expect(location.history?.at(-1)).toBe('/riwayat');
  });

  it('invites a first analysis when there is none', async () => {
    stubFetch(() => jsonResponse(200, []));
    renderWithApp(<AnalysisHistory />);
    expect(await screen.findByText('Belum ada analisis')).toBeTruthy();
    expect(screen.getByText('Mulai analisis saham pertama Anda sekarang')).toBeTruthy();
  });
});
