/** GET /api/auth/user: the signed-in user (a 401 when signed out). */
export interface User {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isPremium: boolean;
}

/** POST /api/logout (asked for as JSON): the session is gone; the browser goes here next. */
export interface LogoutResult {
  /** The provider's end-session page, or `/`. */
  redirectTo: string;
}
