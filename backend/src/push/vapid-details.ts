/** Nest token of the app's VAPID keys and subject (push-config.ts resolveVapidDetails). */
export const VAPID_DETAILS = Symbol('VAPID_DETAILS');
