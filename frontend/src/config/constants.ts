/**
 * The page's own constants, kept together so they are tuned in one place. Figures the server holds
 * too (price, quota, score maxima, limits) come from @telisik/contract/constants.
 */

/** How many analyses the dashboard history lists, in list order. */
export const HISTORY_LIMIT = 5;

/** Delay before sending a signed-out user to the sign-in page, so the notice can be read. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/** Notices: one at a time, shown 5 s, removed from memory long after dismissal. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

/** Tooltips. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** Marketing figures shown on the landing page. */
export const MARKETING_STATS = {
  activeUsers: 1000,
  analyses: 5000,
  uptimePercent: 99.9,
  rating: 4.9,
  ratingMax: 5,
} as const;
