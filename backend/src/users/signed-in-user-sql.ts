import { premiumCoverageSql } from '../entitlement';
import type { SignedInUser } from './signed-in-user';

/** The row signedInUserSql selects: every column prefixed `user_`, so it sits beside the caller's own. */
export interface SignedInUserRow {
  user_id: string | null;
  user_issuer: string;
  user_subject: string;
  user_email: string | null;
  user_first_name: string | null;
  user_last_name: string | null;
  user_profile_image_url: string | null;
  user_is_premium: boolean;
  user_analyses_used: number;
  user_created_at: Date;
  user_updated_at: Date;
}

/**
 * SQL: the signed-in user whose id `userIdSql` gives (the Premium fact included, as the entity's
 * isPremium reads it), as a subquery for a caller's LEFT JOIN LATERAL. Every guarded request reads
 * its session and then its user; users hand out the query rather than a method, so that auth reads
 * both in ONE round trip (as countAnalysisUsedSql lets analyses count in the statement that stores).
 */
export function signedInUserSql(userIdSql: string): string {
  return `SELECT u.id AS user_id, u.issuer AS user_issuer, u.subject AS user_subject, u.email AS user_email,
                 u.first_name AS user_first_name, u.last_name AS user_last_name,
                 u.profile_image_url AS user_profile_image_url, ${premiumCoverageSql('u.id')} AS user_is_premium,
                 u.analyses_used AS user_analyses_used, u.created_at AS user_created_at, u.updated_at AS user_updated_at
            FROM users u WHERE u.id = ${userIdSql}`;
}

/** The user of a row signedInUserSql selected with a LEFT JOIN: null when there is none (the account is gone). */
export function signedInUserOf(row: SignedInUserRow): SignedInUser | null {
  if (row.user_id === null) return null;
  return {
    id: row.user_id,
    issuer: row.user_issuer,
    subject: row.user_subject,
    email: row.user_email,
    firstName: row.user_first_name,
    lastName: row.user_last_name,
    profileImageUrl: row.user_profile_image_url,
    isPremium: row.user_is_premium,
    analysesUsed: row.user_analyses_used,
    createdAt: row.user_created_at,
    updatedAt: row.user_updated_at,
  };
}
