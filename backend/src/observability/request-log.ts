import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { messages } from '../common/messages';
import type { AppLogger } from './app-logger';
import { analyses, httpDuration, httpRequests, metricsContentType, scrape } from './metrics';

/** A proxy's request id is kept when it looks like one; anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id: in the request log line, the X-Request-Id header and a 500's body. */
    requestId?: string;
  }
  interface Locals {
    /** The domain error code a request ended with (set by the exception filter), for the metrics. */
    errorCode?: string;
  }
}

/**
 * The route pattern, never the path: `/api/analyses/:id`, not the id (an id, a ticker, a share
 * token is nobody's business in a log or a metric label). A path no route took is `unmatched`
 * under /api, `static` elsewhere (the frontend's files and pages).
 */
export function routeOf(req: Request): string {
  const pattern = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === 'string') return `${req.baseUrl}${pattern}`;
  return req.originalUrl.startsWith('/api/') || req.originalUrl === '/api' ? 'unmatched' : 'static';
}

/**
 * The request metrics' series of one method, route pattern and status, looked up once: prom-client
 * checks and hashes the labels on every call, and a request counts into two series. Routes are
 * patterns, so the series are few and the map stays small.
 */
const seriesByKey = new Map<string, { requests: { inc(): void }; duration: { observe(seconds: number): void } }>();
function seriesOf(method: string, route: string, status: number) {
  const key = `${method} ${status} ${route}`;
  let series = seriesByKey.get(key);
  if (!series) {
    series = {
      requests: httpRequests.labels({ method, route, status: String(status) }),
      duration: httpDuration.labels({ method, route }),
    };
    seriesByKey.set(key, series);
  }
  return series;
}

/**
 * One log line per request (id, method, route pattern, status, duration; no query values, no
 * user, no address) and the request metrics; an analysis request also counts as made or failed.
 */
export function requestLog(logger: AppLogger | null): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const incoming = req.get('x-request-id');
    req.requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', req.requestId);
    res.on('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req);
      const status = res.statusCode;
      const series = seriesOf(req.method, route, status);
      series.requests.inc();
      series.duration.observe(seconds);
      if (req.method === 'POST' && route === '/api/analyses') {
        if (status < 400) analyses.inc({ outcome: 'made', reason: '' });
        else analyses.inc({ outcome: 'failed', reason: res.locals.errorCode ?? (status >= 500 ? 'INTERNAL' : `HTTP_${status}`) });
      }
      logger?.entry({
        level: status >= 500 ? 'error' : 'info',
        context: 'Request',
        msg: 'request',
        fields: { requestId: req.requestId!, method: req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 },
      });
    });
    next();
  };
}

function sameSecret(given: string, expected: string): boolean {
  // Hashed first: timingSafeEqual needs equal lengths, and the length must not leak either.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /metrics in the Prometheus text format, for a scraper holding `Authorization: Bearer
 * <METRICS_TOKEN>`. Without the token configured, or with a wrong one, the address does not exist
 * (404): the figures are not for the public internet.
 */
export function metricsEndpoint(token: string | null): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token || !given || !sameSecret(given, token)) {
      res.status(404).json({ statusCode: 404, error: 'Not Found', message: messages.notFound });
      return;
    }
    scrape().then(
      (text) => {
        res.setHeader('Cache-Control', 'no-store');
        res.type(metricsContentType).send(text);
      },
      (error: unknown) => next(error),
    );
  };
}
