import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { forgetUser, recallUser, rememberUser } from '../lib/last-user';
import type { User } from '../types';

export const userKeys = {
  all: ['/api/auth/user'] as const,
};

/**
 * The sign-in check. A 401 means signed out (null). Any other failure, above all a network error
 * while offline, is not an answer: fall back to the last user the server confirmed, and only when
 * there is none let the error through.
 */
export async function getUser(): Promise<User | null> {
  let user: User | null;
  try {
    user = await apiGet<User>('/api/auth/user', { on401: 'returnNull' });
  } catch (error) {
    const lastUser = recallUser();
    if (lastUser) return lastUser;
    throw error;
  }
  if (user) rememberUser(user);
  else forgetUser();
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
  /** The check failed without an answer (offline on first visit, server down): not signed out. */
  | { status: 'unknown'; error: Error; retry: () => void };

/** Sign-in state for routing: loading, signed in, signed out, or unknown. */
export function useAuth(): AuthState {
  const query = useUser();
  // A failed refetch keeps the last data: a known user stays signed in.
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
