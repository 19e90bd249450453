import { COMPARED_TICKERS } from '@telisik/contract/constants';

/** A comparison holds 2–5 stocks (the Premium feature as sold). */
export const MIN_COMPARED = COMPARED_TICKERS.min;
export const MAX_COMPARED = COMPARED_TICKERS.max;
