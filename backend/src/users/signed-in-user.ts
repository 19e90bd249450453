/**
 * The signed-in user as every feature receives it from the session: plain data, not the `users`
 * row, so that no other feature depends on users' table. The users feature's entity satisfies it.
 */
export interface SignedInUser {
  readonly id: string;
  /** The OpenID provider that vouches for this user; `subject` is unique only per issuer. */
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly profileImageUrl: string | null;
  /** A paid period or an operator's grant covers now (read with the user, never written here). */
  readonly isPremium: boolean;
  /** Completed analyses that count against the free quota. */
  readonly analysesUsed: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
