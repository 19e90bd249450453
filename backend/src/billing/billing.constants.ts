/** The Premium plan as sold (SPEC §9: Rp 199.000 per month; PRODUCT.md: a paid 30-day period); the price is shown on the page too. */
export { PREMIUM_PRICE_IDR } from '@telisik/contract/constants';
export const PREMIUM_PERIOD_DAYS = 30;
export const PREMIUM_ITEM = { id: 'premium-30-hari', name: 'Telisik Premium 30 hari' } as const;

/** How long a Snap payment page (and the virtual account or code chosen on it) stays payable. */
export const ORDER_PAYMENT_WINDOW_HOURS = 24;
/** The finish page may ask the status API about one order at most this often (and polls as often). */
export { ORDER_STATUS_CHECK_INTERVAL_MS } from '@telisik/contract/constants';

/** The renewal reminder goes out this long before Premium ends. */
export const RENEWAL_REMINDER_DAYS = 3;

/** Orders a user may start per minute (each one calls the gateway). */
export const ORDERS_PER_MINUTE = 5;

export const DAY_MS = 24 * 60 * 60 * 1000;
