/**
 * A Premium user's watchlist holds at most this many stocks: more than a personal portfolio needs,
 * and it bounds the after-close run (every watched stock is scored once per day, shared by users).
 */
export const WATCHLIST_LIMIT = 50;

/** Default thresholds (issue 10): a total-score move of at least 4 points... */
export const SCORE_MOVE_POINTS = 4;
/** ...and a session price move of at least 7%, near IDX's auto-rejection band. */
export const PRICE_MOVE_PERCENT = 7;

/** How many moved rules an alert names. */
export const RULES_NAMED = 3;

/** What a user may choose in settings: thresholds outside these would flood or silence the alerts. */
export const SCORE_POINTS_RANGE = { min: 1, max: 30 } as const;
/** IDX's auto-rejection bands reach 35% for the cheapest stocks. */
export const PRICE_PERCENT_RANGE = { min: 1, max: 35 } as const;
