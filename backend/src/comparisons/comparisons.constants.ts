/** A comparison holds 2–5 stocks (the Premium feature as sold). */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 5;
