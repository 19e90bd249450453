import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AnalysisView } from './analysis-view';

const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('AnalysisView offline', () => {
  it('says an analysis never opened on this device is not available offline, and retries', async () => {
    const user = userEvent.setup();
    const analysis = newAnalysis();
    stubFetch(offline);
    renderWithApp(<AnalysisView id={analysis.id} />);

    expect(await screen.findByRole('heading', { name: 'Belum tersedia offline' })).toBeTruthy();
    expect(screen.getByText(/belum tersimpan untuk dibaca tanpa koneksi/)).toBeTruthy();
    expect(document.title).toContain('Belum tersedia offline');

    stubFetch(() => jsonResponse(200, analysis));
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Bank Central Asia Tbk' })).toBeTruthy();
  });

  it('shows the saved copy in full when the refresh fails offline', async () => {
    const analysis = newAnalysis();
    stubFetch(offline);
    const { queryClient } = renderWithApp(<AnalysisView id={analysis.id} />);
    queryClient.setQueryData(['/api/analyses', analysis.id], analysis);
    await queryClient.invalidateQueries();

    expect(await screen.findByRole('heading', { level: 1, name: 'PT Bank Central Asia Tbk' })).toBeTruthy();
    expect(queryClient.getQueryState(['/api/analyses', analysis.id])?.status).toBe('error');
    expect(screen.queryByText('Belum tersedia offline')).toBeNull();
    expect(screen.getByText('Rekomendasi Investasi')).toBeTruthy();
  });
});
