/**
 * SQL: counts one more analysis used by each user `userIdsSql` (a subquery of ids) selects, as a
 * statement to put in a caller's CTE. Users own the counter; a Premium analysis is stored and
 * counted in ONE statement (analyses' storeForPremium: a single round trip on the hot path), so
 * users hand out the statement rather than a method that would be a second round trip.
 */
export function countAnalysisUsedSql(userIdsSql: string): string {
  return `UPDATE users SET analyses_used = analyses_used + 1, updated_at = CURRENT_TIMESTAMP
          WHERE id IN (${userIdsSql})`;
}
