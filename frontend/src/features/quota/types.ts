/** GET /api/quota. `limit` is null for unlimited (premium) accounts. */
export type Quota = {
  analysesUsed: number;
  limit?: number | null;
  isPremium?: boolean;
};

export type QuotaResponse = { quota: Quota };
