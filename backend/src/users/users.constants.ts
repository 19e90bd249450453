import { FREE_QUOTA } from '@telisik/contract/constants';

/**
 * Analyses a free user may run (SPEC §9); the page shows the same figure. It sits with the user
 * because the count it bounds (`analyses_used`) is a column of the user's row; quota reads it here.
 */
export const FREE_ANALYSIS_LIMIT = FREE_QUOTA;
