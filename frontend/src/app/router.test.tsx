import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { navigateAway } from '@/lib/navigation';
import { OFFLINE_CACHE_KEY } from '@/lib/query-persister';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { newAnalysis, newUser } from '@/testing/fixtures';
import { memoryStorage } from '@/testing/memory-storage';
import { renderWithApp } from '@/testing/render';
import { AppRouter } from './router';

vi.mock('@/lib/navigation', () => ({ navigateAway: vi.fn() }));

const unauthorized = () => apiError(401, 'Unauthorized', 'Unauthorized');

/** The first part of each query key saved on the "device". */
function savedKeys(storage: ReturnType<typeof memoryStorage>): string[] {
  const saved = storage.entries.get(OFFLINE_CACHE_KEY);
  if (!saved) return [];
  const client = JSON.parse(saved) as PersistedClient;
  return client.clientState.queries.map((query) => query.queryKey.join('/'));
}

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

  it('shows the landing page while the sign-in check is still running', async () => {
    stubFetch(() => new Promise<Response>(() => undefined));
    renderWithApp(<AppRouter />);
    expect((await screen.findByRole('link', { name: 'Coba Gratis Sekarang' })).getAttribute('href')).toBe(
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

  it('keeps the last known user and the saved history when a reload cannot reach the server', async () => {
    const storage = memoryStorage();
    signedIn({ analyses: [newAnalysis()] });
    const first = renderWithApp(<AppRouter />, { storage });
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi!' })).toBeTruthy();
    expect(await screen.findByText('Score: 38/50')).toBeTruthy();
    await waitFor(() => expect(savedKeys(storage)).toContain('/api/analyses'));
    first.unmount();

    // Offline reload: fetch itself fails, as browsers do with no connection.
    const { calls } = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithApp(<AppRouter />, { storage });
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Budi!' })).toBeTruthy();
    expect(await screen.findByText('Score: 38/50')).toBeTruthy();
    expect(screen.getByText('PT Bank Central Asia Tbk')).toBeTruthy();
    // The saved copy is shown, and the server is still asked once (it may be back).
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/auth/user'));
    expect(screen.queryByText('Riwayat analisis gagal dimuat.')).toBeNull();
  });

  it('asks the server again on start: a restored cache is revalidated once', async () => {
    const storage = memoryStorage();
    signedIn({ analyses: [] });
    const first = renderWithApp(<AppRouter />, { storage });
    expect(await screen.findByText('Belum ada analisis')).toBeTruthy();
    await waitFor(() => expect(savedKeys(storage)).toContain('/api/analyses'));
    first.unmount();

    // Made on another device meanwhile: the next start shows it.
    signedIn({ analyses: [newAnalysis()] });
    renderWithApp(<AppRouter />, { storage });
    expect(await screen.findByText('Score: 38/50')).toBeTruthy();
  });

  it("drops the previous user's saved data when the server names a different user", async () => {
    const storage = memoryStorage();
    signedIn({ analyses: [newAnalysis()] });
    const first = renderWithApp(<AppRouter />, { storage });
    expect(await screen.findByText('Score: 38/50')).toBeTruthy();
    await waitFor(() => expect(savedKeys(storage)).toContain('/api/analyses'));
    first.unmount();

    // Someone else signs in on the same device; their list is still loading.
    stubFetch((url) => {
      if (url === '/api/auth/user') return jsonResponse(200, newUser({ id: 'user-2', firstName: 'Sari' }));
      if (url === '/api/quota') return jsonResponse(200, { quota: { analysesUsed: 0, limit: 1 } });
      return new Promise<Response>(() => undefined);
    });
    renderWithApp(<AppRouter />, { storage });
    expect(await screen.findByRole('heading', { name: 'Selamat datang, Sari!' })).toBeTruthy();
    await waitFor(() => expect(savedKeys(storage)).not.toContain('/api/analyses'));
    expect(screen.queryByText('PT Bank Central Asia Tbk')).toBeNull();
  });

  it('signs out only on a 401: a later 401 forgets the saved user and their data', async () => {
    const storage = memoryStorage();
    signedIn({ analyses: [newAnalysis()] });
    const first = renderWithApp(<AppRouter />, { storage });
    await screen.findByRole('heading', { name: 'Selamat datang, Budi!' });
    await waitFor(() => expect(savedKeys(storage)).toContain('/api/analyses'));
    first.unmount();

    stubFetch(unauthorized);
    const second = renderWithApp(<AppRouter />, { storage });
    await screen.findByRole('link', { name: 'Coba Gratis Sekarang' });
    await waitFor(() => expect(savedKeys(storage)).toEqual(['/api/auth/user']));
    second.unmount();

    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const { queryClient } = renderWithApp(<AppRouter />, { storage });
    // Wait until the offline check has settled: the saved answer is "signed out", and it stays so.
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

  it('analyses the stock of a push notification once, and opens the new analysis', async () => {
    const analysis = newAnalysis();
    const { calls } = stubFetch((url, init) => {
      if (url === '/api/auth/user') return jsonResponse(200, newUser({ isPremium: true }));
      if (url === '/api/analyses' && init?.method === 'POST') return jsonResponse(201, analysis);
      if (url === `/api/analyses/${analysis.id}`) return jsonResponse(200, analysis);
      if (url === '/api/alerts') return jsonResponse(200, { alerts: [], unread: 0, alertsActive: true });
      if (url === '/api/watchlist') return jsonResponse(200, { items: [], limit: 50, alertsActive: true });
      if (url === '/api/quota') return jsonResponse(200, { quota: { analysesUsed: 0, limit: null } });
      return jsonResponse(200, []);
    });
    const { location } = renderWithApp(<AppRouter />, { path: '/analyze/bbca' });
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/analysis/${analysis.id}`));
    const posts = calls.filter((c) => c.url === '/api/analyses' && c.init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.init?.body))).toEqual({ ticker: 'BBCA' });
  });

  it('shows the 404 page on an unknown path', () => {
    stubFetch(unauthorized);
    renderWithApp(<AppRouter />, { path: '/tidak/ada' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });
});
