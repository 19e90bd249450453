import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { navigateAway } from '@/lib/navigation';
import { createOfflinePersistence, OFFLINE_CACHE_KEY } from '@/lib/query-persister';
import { newUser } from '@/testing/fixtures';
import { memoryStorage } from '@/testing/memory-storage';
import { renderWithApp } from '@/testing/render';
import { UserNav } from './user-nav';

vi.mock('@/lib/navigation', () => ({ navigateAway: vi.fn() }));

describe('UserNav sign-out', () => {
  it("clears the user's saved data from the device before leaving for /api/logout", async () => {
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

    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith(expect.stringMatching(/\/api\/logout$/)));
    expect(removed).toHaveBeenCalledWith(OFFLINE_CACHE_KEY);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
