import type { NextFunction, Request, Response } from 'express';
import { DomainError } from '../domain-error';
import { messages } from '../messages';

/** Methods that change nothing: a cross-site page may cause them (links, images) without harm. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The writes another site legitimately sends, each proven otherwise: Midtrans's server-to-server
 * notification (its signature and the status API) and a mail client's one-click unsubscribe
 * (RFC 8058; the link's own token). Paths are relative to /api.
 */
export const CROSS_SITE_WRITES = new Set(['/billing/midtrans/notification', '/alerts/unsubscribe']);

/**
 * Refuses a state-changing request a browser made for another site (CSRF). The session cookie is
 * SameSite=Lax, which a same-site page (another port, or a sibling subdomain in production) still
 * gets, and a `text/plain` form needs no preflight; so the browser's own statement of where the
 * request comes from decides: `Origin` must be APP_URL's origin, else `Sec-Fetch-Site` must be
 * `same-origin`. A request with neither (curl, a server) carries no ambient browser credentials
 * worth forging and passes.
 */
export function requireSameOrigin(appUrl: string) {
  const appOrigin = new URL(appUrl).origin;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method) || CROSS_SITE_WRITES.has(req.path)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const allowed =
      origin !== undefined ? origin === appOrigin : fetchSite === undefined || fetchSite === 'same-origin';
    next(allowed ? undefined : new DomainError('CROSS_SITE_REQUEST', messages.crossSiteRequest));
  };
}
