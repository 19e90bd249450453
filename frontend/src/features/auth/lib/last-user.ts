import type { User } from '../types';

/**
 * The last user the server confirmed, kept on the device so the installed app still knows who is
 * signed in after a reload with no connection (PRODUCT.md "Offline is not signed out"). Only a 401
 * or signing out forgets it.
 */
const STORAGE_KEY = 'telisik:last-user';

function isUser(value: unknown): value is User {
  return (
    typeof value === 'object' &&
    value !== null &&
    'id' in value &&
    typeof value.id === 'string' &&
    'isPremium' in value &&
    typeof value.isPremium === 'boolean'
  );
}

export function rememberUser(user: User): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
  } catch {
    // Storage full or blocked (private mode): the app works, only offline reloads lose the user.
  }
}

export function forgetUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See rememberUser.
  }
}

export function recallUser(): User | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return isUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}
