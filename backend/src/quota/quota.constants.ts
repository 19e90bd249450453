/** Analyses a free user may run (SPEC §9). */
export const FREE_ANALYSIS_LIMIT = 1;
/** How long a reservation may be held before it stops counting (an analysis takes seconds). */
export const RESERVATION_TTL_MS = 2 * 60 * 1000;
