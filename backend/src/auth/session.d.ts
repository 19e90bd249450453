import 'express-session';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Kept for RP-initiated logout (id_token_hint). */
    idToken?: string;
  }
}
