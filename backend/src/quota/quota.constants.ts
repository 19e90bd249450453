import { FREE_QUOTA } from '@telisik/contract/constants';

/** Analyses a free user may run (SPEC §9); the page shows the same figure. */
export const FREE_ANALYSIS_LIMIT = FREE_QUOTA;

/**
 * The longest one analysis may take from reservation to stored result, everything included (the
 * live feed, scoring, the model with its retry). Past it the analysis is abandoned and costs
 * nothing. Config validation refuses timeouts whose worst case would not fit (app-config.ts).
 */
export const ANALYSIS_DEADLINE_MS = 90_000;

/**
 * A reservation's hard life: longer than the deadline plus the storing transaction (bounded by
 * the statement timeout), so a reservation never lapses under a running analysis and lets a second
 * one in. A completion that finds its reservation gone re-checks the quota instead of counting.
 */
export const RESERVATION_TTL_MS = 2 * 60 * 1000;

/**
 * An in-flight analysis refreshes its reservation's heartbeat this often. One whose heartbeat is
 * older than RESERVATION_LEASE_MS belongs to a process that died (kill -9, a crash, a release that
 * itself failed) and no longer holds the user's quota.
 */
export const RESERVATION_HEARTBEAT_MS = 10_000;
export const RESERVATION_LEASE_MS = 30_000;
