/**
 * Entitlement, the Premium fact, on its own: the periods are entitlement's table, which billing
 * writes through EntitlementService, while users, quota, analyses and alerts read whether one
 * covers a moment. Free of feature imports so that users can read it without importing billing,
 * which itself builds on users.
 *
 * THE fact every premium check reads: an unrevoked period covers the moment. `isPremium` on the
 * user (loaded with every user row), the quota and the billing pages all go through this SQL.
 */
export function premiumCoverageSql(userIdSql: string, atSql = 'now()'): string {
  return `EXISTS (SELECT 1 FROM premium_periods coverage
    WHERE coverage.user_id = ${userIdSql}
      AND coverage.starts_at <= ${atSql}
      AND ${atSql} < coverage.ends_at
      AND (coverage.revoked_at IS NULL OR ${atSql} < coverage.revoked_at))`;
}

/** When a period's coverage really ends: at its end, or earlier when it was revoked. */
export const EFFECTIVE_END_SQL = 'LEAST(ends_at, COALESCE(revoked_at, ends_at))';
