import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateAway } from '@/lib/navigation';
import { createOfflinePersistence, OFFLINE_CACHE_KEY } from '@/lib/query-persister';
import { newUser } from '@/testing/fixtures';
import { memoryStorage } from '@/testing/memory-storage';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { renderWithApp } from '@/testing/render';
import { UserNav } from './user-nav';

vi.mock('@/lib/navigation', () => ({ navigateAway: vi.fn() }));

describe('UserNav sign-out', () => {
  it("clears the user's saved data from the device, posts the sign-out, then goes where the backend says", async () => {
    const posted: string[] = [];
    stubFetch((url, init) => {
      posted.push(`${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`);
      return jsonResponse(200, { redirectTo: 'http://localhost/oidc/session/end?x=1' });
    });
    // The device holds an analysis this user opened earlier.
    const storage = memoryStorage();
    const earlier = new QueryClient();
    earlier.setQueryData(['/api/analyses', 'a'], { id: 'a' });
    await persistQueryClientSave({
      queryClient: earlier,
      ...createOfflinePersistence(storage).persistOptions,
    });
    expect(storage.entries.has(OFFLINE_CACHE_KEY)).toBe(true);

    const { queryClient } = renderWithApp(<UserNav user={newUser()} />, { storage });
    await waitFor(() => expect(queryClient.getQueryData(['/api/analyses', 'a'])).toEqual({ id: 'a' }));
    const removed = vi.spyOn(storage, 'removeItem');
    vi.mocked(navigateAway).mockImplementation(() => {
      // Leaving only after the device is clean.
      expect(storage.entries.has(OFFLINE_CACHE_KEY)).toBe(false);
    });

    const link = screen.getByRole('link', { name: /Keluar/ });
    expect(link.getAttribute('href')).toBe('/api/logout');
    await userEvent.click(link);

    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('http://localhost/oidc/session/end?x=1'));
    // A POST, never a GET: a GET only shows the confirmation page (another site may link to it).
    expect(posted).toEqual(['POST /api/logout']);
    expect(removed).toHaveBeenCalledWith(OFFLINE_CACHE_KEY);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('falls back to the confirmation page when the sign-out cannot be posted (offline)', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.mocked(navigateAway).mockReset();
    renderWithApp(<UserNav user={newUser()} />, { storage: memoryStorage() });
    await userEvent.click(screen.getByRole('link', { name: /Keluar/ }));
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith(expect.stringMatching(/\/api\/logout$/)));
  });
});
