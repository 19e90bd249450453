/** The analyses a user has run against the free allowance. */
export interface Quota {
  analysesUsed: number;
  /** null for unlimited (premium) accounts. */
  limit: number | null;
  isPremium: boolean;
}

/** GET /api/quota (SPEC §3: an object `quota`). */
export interface QuotaResponse {
  quota: Quota;
}
