/** What a session holds: who signed in, and the sign-in flow's state while it runs (openid-client's, under its own key). */
export interface SessionData {
  userId?: string;
  /** Kept for RP-initiated logout (id_token_hint). */
  idToken?: string;
  /**
   * The email the provider vouched for at this sign-in (email_verified: true), lower-cased, or
   * absent: operator access (ADMIN_EMAILS) is granted on this alone, never on an unproven claim.
   */
  verifiedEmail?: string;
  [key: string]: unknown;
}

/** The session cookie's lifetime: the cookie is not rolling, so a session lives this long from its last save. */
export interface SessionCookie {
  maxAge: number;
}

/**
 * A request's server-side session: its data as own properties (what is stored), and the few
 * operations the app and openid-client's strategy use, as express-session named them.
 */
export interface Session extends SessionData {
  readonly cookie: SessionCookie;
  /** A new id for the same request (at sign-in, against session fixation); the old row and data are gone. */
  regenerate(done: (error?: unknown) => void): void;
  /** Stores the data now (it is also stored when the response ends, if it changed). */
  save(done: (error?: unknown) => void): void;
  /** Deletes the row; the request has no session afterwards. */
  destroy(done: (error?: unknown) => void): void;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's session (session.middleware.ts); undefined after it is destroyed. */
    session: Session;
  }
}
