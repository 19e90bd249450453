/**
 * Analyses a free user may run (SPEC §9). It sits with the user because the count it bounds
 * (`analyses_used`) is a column of the user's row; quota reads it from here.
 */
export const FREE_ANALYSIS_LIMIT = 1;
