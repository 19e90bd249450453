/**
 * Where a sign-in started from a specific offer should continue: 'Mulai Premium' on the landing
 * page goes through the provider and back to '/', and the upgrade dialog should open there. Kept
 * in sessionStorage (this tab only, gone when it closes); the server's sign-in is not involved.
 */
const AFTER_SIGN_IN_KEY = 'telisik:after-sign-in';

/** The places a sign-in may continue to: only in-page anchors of the app, never an address. */
export type AfterSignIn = '#upgrade';

export function rememberAfterSignIn(target: AfterSignIn): void {
  try {
    sessionStorage.setItem(AFTER_SIGN_IN_KEY, target);
  } catch {
    // Storage refused (private mode): the sign-in still works, only without the continuation.
  }
}

/** The continuation remembered before sign-in, once: reading it forgets it. */
export function takeAfterSignIn(): AfterSignIn | null {
  try {
    const target = sessionStorage.getItem(AFTER_SIGN_IN_KEY);
    sessionStorage.removeItem(AFTER_SIGN_IN_KEY);
    return target === '#upgrade' ? target : null;
  } catch {
    return null;
  }
}
