import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientSave, type PersistedClient } from '@tanstack/react-query-persist-client';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage';
import { createOfflinePersistence, OFFLINE_CACHE_KEY } from './query-persister';

function saved(storage: ReturnType<typeof memoryStorage>): PersistedClient | undefined {
  const value = storage.entries.get(OFFLINE_CACHE_KEY);
  return value === undefined ? undefined : (JSON.parse(value) as PersistedClient);
}

async function save(queryClient: QueryClient, persistence: ReturnType<typeof createOfflinePersistence>) {
  await persistQueryClientSave({ queryClient, ...persistence.persistOptions });
}

describe('offline persistence', () => {
  it('saves every query with data as a plain success, and never a mutation', async () => {
    const storage = memoryStorage();
    const persistence = createOfflinePersistence(storage, { throttleTime: 0 });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(['/api/analyses'], [{ id: 'a' }]);
    // A refetch that failed offline: the data stays, the error must not be saved with it.
    await queryClient
      .fetchQuery({
        queryKey: ['/api/analyses'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(queryClient.getQueryState(['/api/analyses'])?.status).toBe('error');
    // A query that never got data is not saved.
    await queryClient
      .fetchQuery({
        queryKey: ['/api/quota'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      })
      .catch(() => undefined);
    queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: ['create'] }, { isPaused: true } as never);

    await save(queryClient, persistence);

    const client = saved(storage);
    expect(client?.buster).toBe('3');
    expect(client?.clientState.mutations).toEqual([]);
    expect(client?.clientState.queries.map((q) => q.queryKey)).toEqual([['/api/analyses']]);
    expect(client?.clientState.queries[0]?.state).toMatchObject({
      data: [{ id: 'a' }],
      status: 'success',
      fetchStatus: 'idle',
      error: null,
    });
  });

  it('leaves out queries marked not to persist (search suggestions)', async () => {
    const storage = memoryStorage();
    const persistence = createOfflinePersistence(storage, { throttleTime: 0 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/analyses'], []);
    await queryClient.fetchQuery({
      queryKey: ['/api/companies', { q: 'BB' }],
      queryFn: () => Promise.resolve([{ code: 'BBCA', name: 'PT Bank Central Asia Tbk.', sector: null }]),
      meta: { persist: false },
    });

    await save(queryClient, persistence);

    expect(saved(storage)?.clientState.queries.map((q) => q.queryKey)).toEqual([['/api/analyses']]);
  });

  it('clears memory and the device, and writes nothing more from this page', async () => {
    const storage = memoryStorage();
    const persistence = createOfflinePersistence(storage, { throttleTime: 0 });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['/api/analyses', 'a'], { id: 'a' });
    await save(queryClient, persistence);
    expect(saved(storage)).toBeDefined();
    localStorage.setItem('telisik:last-user', '{"id":"u"}');

    await persistence.clearAndLock(queryClient);

    expect(storage.entries.size).toBe(0);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem('telisik:last-user')).toBeNull();
    // A save that was still pending must not bring the data back.
    queryClient.setQueryData(['/api/analyses', 'a'], { id: 'a' });
    await save(queryClient, persistence);
    expect(storage.entries.size).toBe(0);
  });
});
