/** The figures both halves must agree on (constants.mjs). */

import type { Recommendation } from './analysis.js';

export declare const PREMIUM_PRICE_IDR: 199000;
export declare const FREE_QUOTA: 1;
export declare const SCORE_MAX: {
  readonly total: 50;
  readonly fundamental: 25;
  readonly technical: 15;
  readonly sentiment: 10;
};
export declare const CALL_SCORE_BANDS: {
  readonly strongBuy: 31.9;
  readonly buy: 27.1;
  readonly hold: 15.3;
  readonly reduce: 10.3;
};
export declare const RECOMMENDATIONS: readonly Recommendation[];
export declare const COMPARED_TICKERS: { readonly min: 2; readonly max: 5 };
export declare const COMPANY_SEARCH_MAX_LENGTH: 60;
export declare const SUPPORT_SUBJECT_LENGTH: { readonly min: 3; readonly max: 150 };
export declare const SUPPORT_MESSAGE_LENGTH: { readonly min: 10; readonly max: 5000 };
export declare const ORDER_STATUS_CHECK_INTERVAL_MS: 3000;
export declare const MARKET_DATA_LINE_HTML: {
  readonly templateId: 'telisik-market-data-line';
  readonly servedId: 'telisik-market-data-line-served';
};
