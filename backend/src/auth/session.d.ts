import 'express-session';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Kept for RP-initiated logout (id_token_hint). */
    idToken?: string;
    /**
     * The email the provider vouched for at this sign-in (email_verified: true), lower-cased, or
     * absent: operator access (ADMIN_EMAILS) is granted on this alone, never on an unproven claim.
     */
    verifiedEmail?: string;
  }
}
