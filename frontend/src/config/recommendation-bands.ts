/**
 * Engine 4's call-score bands: the lowest call score (total score + 10 × ln(1 + upside)) of each label.
 * A copy of backend/src/scoring/config.ts `recommendation.bands` for the score history's chart and
 * caption; backend/src/score-history/recommendation-bands.spec.ts fails when the two drift apart.
 */
export const CALL_SCORE_BANDS = {
  strongBuy: 31.9,
  buy: 27.1,
  hold: 15.3,
  reduce: 10.3,
} as const;
