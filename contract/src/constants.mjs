// The figures both halves must agree on, in one place: the server enforces them, the page shows
// or checks them before asking. Plain JavaScript with its types beside it (constants.d.mts), like
// format.mjs: the backend loads it with Node's require() of an ES module, the frontend bundles it.

/** The Premium plan's price in rupiah for one period (SPEC §9: Rp 199.000 per month). */
export const PREMIUM_PRICE_IDR = 199_000;

/** Analyses a free account may run (SPEC §2). */
export const FREE_QUOTA = 1;

/** Score maxima per pillar; the total is their sum (METHOD.md). */
export const SCORE_MAX = Object.freeze({
  total: 50,
  fundamental: 25,
  technical: 15,
  sentiment: 10,
});

/**
 * The call-score bands (call score = total score + 10 × ln(1 + upside)): the lowest call score of
 * each label, below `reduce` SELL. The engine decides by them (backend/src/scoring/config.ts); the
 * score history's chart and caption draw them. They are the call score's quantiles over every liquid
 * stock-date of 2016–2020 at 96% / 84% / 30% / 10% (docs/scoring.md, engine 4).
 */
export const CALL_SCORE_BANDS = Object.freeze({
  strongBuy: 31.9,
  buy: 27.1,
  hold: 15.3,
  reduce: 10.3,
});

/** Every label an analysis can carry, strongest first: filters, tables and charts list them in this order. */
export const RECOMMENDATIONS = Object.freeze(['STRONG BUY', 'BUY', 'HOLD', 'REDUCE', 'SELL']);

/** How many stocks one comparison holds, at least and at most. */
export const COMPARED_TICKERS = Object.freeze({ min: 2, max: 5 });

/** The longest company search the server accepts; the page does not ask with a longer one. */
export const COMPANY_SEARCH_MAX_LENGTH = 60;

/** A support request's subject and message lengths, in characters. */
export const SUPPORT_SUBJECT_LENGTH = Object.freeze({ min: 3, max: 150 });
export const SUPPORT_MESSAGE_LENGTH = Object.freeze({ min: 10, max: 5000 });

/**
 * The server asks the payment gateway about one order at most this often; the finish page asks the
 * server as often, since asking more often would only read the same answer.
 */
export const ORDER_STATUS_CHECK_INTERVAL_MS = 3000;

/**
 * The stale-data line in the HTML: the build writes its markup as a template of this id into
 * index.html, the server fills it in as an element of the served id before the app's root, and the
 * app removes that copy once it shows its own line.
 */
export const MARKET_DATA_LINE_HTML = Object.freeze({
  templateId: 'telisik-market-data-line',
  servedId: 'telisik-market-data-line-served',
});
