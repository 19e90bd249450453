/**
 * Errors a service raises about the domain, not about HTTP. The exception filter maps each code
 * to a status and a user-facing message, so services never import HTTP classes.
 */
export type DomainErrorCode =
  | 'UNAUTHENTICATED'
  | 'SIGN_IN_FAILED'
  | 'ANALYSIS_NOT_FOUND'
  | 'QUOTA_EXHAUSTED'
  | 'RATE_LIMITED'
  | 'UNKNOWN_TICKER'
  | 'INSUFFICIENT_DATA'
  | 'MARKET_DATA_UNAVAILABLE';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Seconds after which a retry may succeed (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
