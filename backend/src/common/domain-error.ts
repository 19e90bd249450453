/**
 * Errors a service raises about the domain, not about HTTP. The exception filter maps each code
 * to a status and a user-facing message, so services never import HTTP classes.
 */
export type DomainErrorCode =
  | 'UNAUTHENTICATED'
  | 'CROSS_SITE_REQUEST'
  | 'SIGN_IN_FAILED'
  | 'ANALYSIS_NOT_FOUND'
  | 'INVALID_CURSOR'
  | 'QUOTA_EXHAUSTED'
  | 'ANALYSIS_IN_PROGRESS'
  | 'ANALYSIS_TIMED_OUT'
  | 'RATE_LIMITED'
  | 'UNKNOWN_TICKER'
  | 'INSUFFICIENT_DATA'
  | 'MARKET_DATA_UNAVAILABLE'
  // Premium: billing, support, the operator view, the account.
  | 'NOT_FOUND'
  | 'ORDER_NOT_FOUND'
  | 'PAYMENT_GATEWAY_UNAVAILABLE'
  | 'PAYMENT_GATEWAY_REJECTED'
  | 'PAYMENT_SIGNATURE_INVALID'
  | 'PAYMENT_AMOUNT_MISMATCH'
  | 'PAYMENT_UNCONFIRMED'
  | 'PAYMENT_NOTIFICATION_INVALID'
  | 'USER_NOT_FOUND'
  | 'SUPPORT_REQUEST_NOT_FOUND'
  | 'NOTHING_TO_REVOKE'
  // Watchlist and alerts.
  | 'WATCHLIST_FULL'
  | 'NOT_WATCHED'
  | 'ALERT_NOT_FOUND'
  | 'UNSUBSCRIBE_LINK_INVALID'
  | 'PUSH_SUBSCRIPTION_INVALID'
  | 'PUSH_SUBSCRIPTION_NOT_FOUND'
  // Reports: share links, the demo, comparison and score history.
  | 'SHARE_NOT_FOUND'
  | 'PREMIUM_REQUIRED'
  | 'COMPARISON_NOT_FOUND'
  | 'INVALID_TICKER';

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
