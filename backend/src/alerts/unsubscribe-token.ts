import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed part of a mail's unsubscribe link: an HMAC of the user's id under a key derived from
 * the session secret for this one purpose. It works signed out, and a changed id or signature
 * fails the check.
 */
export function unsubscribeToken(secret: string, userId: string): string {
  const key = createHash('sha256').update(`telisik:alerts-unsubscribe:${secret}`).digest();
  return createHmac('sha256', key).update(userId).digest('base64url');
}

export function isValidUnsubscribeToken(secret: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string): string {
  const url = new URL('/api/alerts/unsubscribe', appUrl);
  url.searchParams.set('user', userId);
  url.searchParams.set('token', unsubscribeToken(secret, userId));
  return url.toString();
}
