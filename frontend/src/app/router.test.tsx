import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { navigateAway } from '@/lib/navigation';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis, newUser } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { AppRouter } from './router';

vi.mock('@/lib/navigation', () => ({ navigateAway: vi.fn() }));

const unauthorized = () => apiError(401, 'Unauthorized', 'Unauthorized');

function signedIn(overrides: { analyses?: unknown[]; used?: number; premium?: boolean } = {}) {
  return stubFetch((url) => {
    if (url === '/api/auth/user')
      return jsonResponse(200, newUser({ isPremium: overrides.premium ?? false }));
    if (url === '/api/quota')
      return jsonResponse(200, { quota: { analysesUsed: overrides.used ?? 0, limit: 1 } });
    if (url === '/api/analyses') return jsonResponse(200, overrides.analyses ?? []);
    if (url === `/api/analyses/${newAnalysis().id}`) return jsonResponse(200, newAnalysis());
    return apiError(404, 'Not Found', 'Analisis tidak ditemukan.');
  });
}

describe('routes and sign-in state (SPEC §2, §4)', () => {
  it('shows the landing page to a signed-out visitor on /', async () => {
    stubFetch(unauthorized);
    renderWithApp(<AppRouter />);
    expect(await screen.findByRole('heading', { level: 1, name: /Analisis saham IDX/ })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Mulai Gratis' })[0]?.getAttribute('href')).toBe('/api/login');
  });

  it('shows the landing page while the sign-in check is still running', () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderWithApp(<AppRouter />);
    expect(screen.getByRole('link', { name: 'Coba Gratis Sekarang' }).getAttribute('href')).toBe(
      '/api/login',
    );
  });

  it('shows the dashboard to a signed-in user, with quota and history counts', async () => {
    signedIn({ used: 1, analyses: [newAnalysis()] });
    renderWithApp(<AppRouter />);
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Keluar/ }).getAttribute('href')).toBe('/api/logout');
    expect(screen.getByRole('link', { name: 'Upgrade ke Premium' }).getAttribute('href')).toBe('#upgrade');
    expect(await screen.findByText('dari 1 analisis gratis')).toBeTruthy();
    expect(screen.getByText('0')).toBeTruthy(); // 1 − 1 used
    expect(await screen.findByText('Score: 38/50')).toBeTruthy();
    expect(screen.getByText('1')).toBeTruthy(); // total analyses
  });

  it('says Unlimited for premium and greets "Investor" when there is no first name', async () => {
    stubFetch((url) => {
      if (url === '/api/auth/user') return jsonResponse(200, newUser({ isPremium: true, firstName: null }));
      if (url === '/api/quota') return jsonResponse(200, { quota: { analysesUsed: 7, limit: null } });
      return jsonResponse(200, []);
    });
    renderWithApp(<AppRouter />);
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Investor!' })).toBeTruthy();
    expect(screen.getByText('Unlimited')).toBeTruthy();
    expect(screen.getByText('budi@example.com')).toBeTruthy(); // header falls back to email
    expect(screen.queryByRole('link', { name: 'Upgrade ke Premium' })).toBeNull();
  });

  it('keeps the last known user when the sign-in check cannot reach the server', async () => {
    signedIn();
    const first = renderWithApp(<AppRouter />);
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi!' })).toBeTruthy();
    first.unmount();

    // Offline reload: fetch itself fails, as browsers do with no connection.
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<AppRouter />);
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi!' })).toBeTruthy();
  });

  it('signs out only on a 401: a later 401 forgets the remembered user', async () => {
    signedIn();
    const first = renderWithApp(<AppRouter />);
    await screen.findByRole('heading', { name: 'Selamat datang, Budi!' });
    first.unmount();

    stubFetch(unauthorized);
    const second = renderWithApp(<AppRouter />);
    await screen.findByRole('link', { name: 'Coba Gratis Sekarang' });
    second.unmount();

    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { queryClient } = renderWithApp(<AppRouter />);
    // Wait until the offline check has settled: no user to fall back on, so it stays an error.
    await waitFor(() => expect(queryClient.getQueryState(['/api/auth/user'])?.status).toBe('error'));
    expect(screen.getByRole('link', { name: 'Coba Gratis Sekarang' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Selamat datang/ })).toBeNull();
  });

  it('sends a signed-out visitor of an analysis to sign in after 500 ms, with a notice', async () => {
    const { calls } = stubFetch(unauthorized);
    renderWithApp(<AppRouter />, { path: `/analysis/${newAnalysis().id}` });

    expect(await screen.findByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    expect(navigateAway).not.toHaveBeenCalled();
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/api/login'), { timeout: 2000 });
    // The analysis itself is never requested without a session.
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/user']);
  });

  it('shows the 404 page on an unknown path', () => {
    stubFetch(unauthorized);
    renderWithApp(<AppRouter />, { path: '/tidak/ada' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
