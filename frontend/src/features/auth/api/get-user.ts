import type { User } from '@telisik/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiPaths } from '@/config/paths';
import { apiGet } from '@/lib/api-client';

export const userKeys = {
  all: [apiPaths.user] as const,
};

/**
 * Public reads belong to no one: a share link and the demo (under /api/public), the track record and how
 * current the market data is (the app-wide banner's read: dropped with a signed-out visitor's 401, the
 * banner never showed).
 * They stay when the user changes. Dropping one in flight would also strand its screen: React Query
 * cancels a removed query's fetch silently, so a signed-out visitor's sign-in check (a 401) answering
 * while /rekam-jejak loaded left that page on "Memuat rekam jejak..." for good.
 */
const PUBLIC_API_PREFIXES: readonly string[] = ['/api/public', apiPaths.trackRecord, apiPaths.marketDataStatus];

function isPublicRead(first: unknown): boolean {
  return typeof first === 'string' && PUBLIC_API_PREFIXES.some((prefix) => first === prefix || first.startsWith(`${prefix}/`));
}

/** Drops every cached answer except the sign-in check and public reads: they belong to someone else now. */
function forgetOtherData(client: QueryClient): void {
  client.removeQueries({
    predicate: ({ queryKey: [first] }) => first !== userKeys.all[0] && !isPublicRead(first),
  });
}

/**
 * The sign-in check. A 401 means signed out (null). Any other failure, above all a network error
 * while offline, is not an answer: the error goes through and the query keeps the user it had
 * (restored from the device on start), so offline is not signed out (PRODUCT.md).
 *
 * The rest of the cache is the previous user's: it is dropped on a 401 and when the server names
 * a different user, so one person never reads another's analyses on a shared device.
 */
export async function getUser({ client }: { client: QueryClient }): Promise<User | null> {
  const previous = client.getQueryData<User | null>(userKeys.all);
  const user = await apiGet<User>(apiPaths.user, { on401: 'returnNull' });
  if (!user || previous?.id !== user.id) forgetOtherData(client);
  return user;
}

export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userKeys.all,
    queryFn: getUser,
    retry: false,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  | { status: 'signed-out' }
  /** The check failed without an answer and no user is saved on the device: not signed out. */
  | { status: 'unknown'; error: Error; retry: () => void };

/** Sign-in state for routing: loading, signed in, signed out, or unknown. */
export function useAuth(): AuthState {
  const query = useUser();
  // A failed refetch keeps the last data (also when restored from the device): a known user stays.
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.data === null) return { status: 'signed-out' };
  if (query.error) {
    return {
      status: 'unknown',
      error: query.error,
      retry: () => {
        void query.refetch();
      },
    };
  }
  return { status: 'loading' };
}
