import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis, newUser } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AnalysisRoute } from './analysis';

describe('the analysis route in the shared signed-in page', () => {
  it("shows the analysis page's own skeleton while the sign-in check runs, then the analysis in the app frame", async () => {
    let answerUser: () => void = () => undefined;
    const { calls } = stubFetch((url) => {
      if (url === '/api/auth/user')
        return new Promise<Response>((resolve) => (answerUser = () => resolve(jsonResponse(200, newUser()))));
      if (url === `/api/analyses/${newAnalysis().id}`) return jsonResponse(200, newAnalysis());
      if (url.startsWith('/api/alerts'))
        return jsonResponse(200, { alerts: [], unread: 0, alertsActive: false });
      return apiError(404, 'Not Found', 'Tidak ditemukan.');
    });
    renderWithApp(<AnalysisRoute id={newAnalysis().id} />, { path: `/analysis/${newAnalysis().id}` });

    expect(await screen.findByText('Loading analysis...')).toBeTruthy();
    // The sign-in check is asked (once the saved copy is read), and the analysis waits for a session.
    await waitFor(() => expect(calls.map((call) => call.url)).toEqual(['/api/auth/user']));
    expect(screen.getByText('Loading analysis...')).toBeTruthy();
    answerUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'PT Bank Central Asia Tbk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Keluar/ })).toBeTruthy();
  });
});
