/** Facts about the stored market data that its reading side and its live feed share. */

/**
 * How much daily history an analysis gets: the 200-day average, 12-month returns and the stock's
 * own 5-year valuation range need five years; one more gives the first of those years its warm-up.
 */
export const HISTORY_YEARS = 6;

/** The index code of the IDX Composite (IHSG) in `index_prices`, the market every stock is measured against. */
export const COMPOSITE_INDEX = 'COMPOSITE';
