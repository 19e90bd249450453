import 'reflect-metadata';
import { BadRequestException, Logger, UnsupportedMediaTypeException, ValidationPipe, type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ValidationError } from 'class-validator';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { LOGOUT_PAGE_PATH, mountEmbeddedProvider, sessionMiddleware } from './auth';
import { mountPaymentSimulator, OrdersService } from './billing';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { domainErrorStatuses } from './domain-errors';
import { requireSameOrigin } from './common/same-origin/same-origin';
import { AppLogger, observeSharedFigures, metricsEndpoint, requestLog } from './observability';
import { MailOutboxService } from './mail';
import { MarketDataService } from './market-data';
import { PushOutboxService } from './push';
import { ScheduledRunsService } from './common/scheduled-runs/scheduled-runs.service';
import { messages } from './common/messages';
import { UNSUBSCRIBE_PATH } from './alerts';
import type { AppConfig } from './app-config';
import { sharePageMeta, SharesService } from './shares';
import { recordedHeaders, responseCompression, serveFrontend } from './web';

const JSON_BODY_LIMIT = '16kb';

/** The first validation problem, in the user's language: one clear sentence beats a list. */
export function validationMessage(errors: ValidationError[]): string {
  const all = flatten(errors);
  for (const error of all) {
    if (error.constraints?.whitelistValidation) return messages.unknownField(error.property);
  }
  // A nested object's (ValidateNested) errors are its children: report its first field's.
  const constraints = all.find((error) => Object.keys(error.constraints ?? {}).length > 0)?.constraints ?? {};
  // Report the most basic problem first: missing, then wrong type, then wrong format.
  for (const key of ['isDefined', 'isString']) {
    if (constraints[key]) return constraints[key];
  }
  return Object.values(constraints)[0] ?? messages.bodyMustBeObject;
}

function flatten(errors: ValidationError[]): ValidationError[] {
  return errors.flatMap((error) => [error, ...flatten(error.children ?? [])]);
}

/** A JSON body must be an object: an array or a bare value is not a request we understand. */
function requireObjectBody(req: Request, _res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  const isObject = typeof body === 'object' && body !== null && !Array.isArray(body);
  next(body === undefined || isObject ? undefined : new BadRequestException(messages.bodyMustBeObject));
}

/** Deeper than any body this API takes; a deeper one only serves to exhaust the stack downstream. */
const MAX_BODY_DEPTH = 16;
/** Keys that name an object's prototype: never a field of ours, refused like any unknown field. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses, before anything reads it, input no route accepts and that would otherwise fail deep
 * down as a 500: a NUL anywhere in the query or the body (PostgreSQL text cannot hold one), a body
 * nested deeper than MAX_BODY_DEPTH, and prototype keys (which the DTO layer would silently drop).
 * The walk is iterative, so a hostile depth cannot overflow it.
 */
function refuseHostileInput(req: Request, _res: Response, next: NextFunction): void {
  // A NUL can only come escaped (the HTTP parser refuses a raw one): a URL without '%' is decoded as it is.
  if (req.originalUrl.includes('%')) {
    let query: string;
    try {
      query = decodeURIComponent(req.originalUrl.replace(/\+/g, ' '));
    } catch {
      return next(new BadRequestException(messages.invalidCharacter));
    }
    if (query.includes('\0')) return next(new BadRequestException(messages.invalidCharacter));
  }
  const stack: Array<{ value: unknown; depth: number }> = [{ value: req.body as unknown, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) return next(new BadRequestException(messages.invalidCharacter));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return next(new BadRequestException(messages.bodyTooDeep));
    for (const key of Object.keys(value)) {
      if (PROTOTYPE_KEYS.has(key)) return next(new BadRequestException(messages.unknownField(key)));
      if (key.includes('\0')) return next(new BadRequestException(messages.invalidCharacter));
      stack.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  next();
}

function requireJsonContent(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  // A mail client's one-click unsubscribe posts a form (RFC 8058); its body is not read.
  if (!hasBody || req.path === UNSUBSCRIBE_PATH) return next();
  next(req.is('application/json') ? undefined : new UnsupportedMediaTypeException(messages.unsupportedMediaType));
}

/**
 * The security headers of every response (helmet's, recorded once), the embedded provider's pages
 * included. An inline script is allowed only by its SHA-256 hash, so the policy names exactly what may run.
 */
function securityHeaders(config: AppConfig, inlineScripts: string[] = []): RequestHandler {
  const hashes = inlineScripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return recordedHeaders(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'"],
          ...(hashes.length > 0 ? { 'script-src': ["'self'", ...hashes] } : {}),
          'upgrade-insecure-requests': config.appUrl.startsWith('https://') ? [] : null,
        },
      },
      strictTransportSecurity: config.appUrl.startsWith('https://'),
    }),
  );
}

/**
 * The security headers of the API's answers, OWASP's set for a REST API: JSON is never a document,
 * so nothing may load into it, frame it or run in it (`default-src 'none'; frame-ancestors 'none'`,
 * X-Frame-Options DENY). The headers that only a document reads (the opener and agent-cluster
 * isolation, DNS prefetching, IE's download and XSS-filter switches, Flash's cross-domain
 * policies) are left off, and the policy is 40 characters, not 270: ~400 bytes less on every answer.
 */
function apiSecurityHeaders(config: AppConfig): RequestHandler {
  return recordedHeaders(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
      xFrameOptions: { action: 'deny' },
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
      strictTransportSecurity: config.appUrl.startsWith('https://'),
    }),
  );
}

/** The pages a browser shows under /api (lower case, no trailing slash). */
const API_PAGES = new Set([`/api${LOGOUT_PAGE_PATH}`, `/api${UNSUBSCRIBE_PATH}`]);

/**
 * Each response's security headers by what it is: the API's answers get the API's set, every
 * document (the frontend, its share pages, the API's two pages) helmet's document set. The /api
 * prefix is matched as the frontend's fallback matches it (`/API/…` is one of its pages); past it,
 * routing ignores case and a trailing slash, and so does the choice of a page. A page added under
 * /api and left off API_PAGES gets the stricter set (its styles refused, which its test sees),
 * never a weaker one.
 */
function securityHeadersByKind(config: AppConfig): RequestHandler {
  const documents = securityHeaders(config);
  const answers = apiSecurityHeaders(config);
  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    if (!path.startsWith('/api/') && path !== '/api') return documents(req, res, next);
    const route = path.toLowerCase();
    const page = API_PAGES.has(route.endsWith('/') ? route.slice(0, -1) : route);
    return (page ? documents : answers)(req, res, next);
  };
}

/**
 * What every API request passes before its route: a same-origin write, a JSON body (parsed, an
 * object, within the limit), nothing hostile in it. One middleware running the steps in turn, not
 * one of Express's layers each: every layer strips the /api prefix from the path and puts it back
 * around its call, on every API request.
 */
function apiRequestChecks(appUrl: string): RequestHandler {
  const steps: RequestHandler[] = [
    requireSameOrigin(appUrl),
    requireJsonContent,
    express.json({ limit: JSON_BODY_LIMIT, strict: true }),
    requireObjectBody,
    refuseHostileInput,
  ];
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      const current = steps[index];
      index += 1;
      if (error !== undefined || current === undefined) return next(error);
      // A step that throws fails the request, as it would have as a layer of its own (body-parser
      // calls the next step from its stream's callbacks, where nothing else would catch it).
      try {
        void current(req, res, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}

export interface CreateAppOptions {
  logger?: LoggerService | false;
}

/** Builds the whole app (API, sign-in, frontend) on one Express server, ready to listen. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  if (options.logger instanceof AppLogger) Logger.overrideLogger(options.logger);
  const startup = new Logger('Telisik');
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', config.trustProxy);
  // No ETag hashed over each body res.send answers: the API's answers are `no-store`, so no client
  // ever revalidates them, and hashing a page of analyses (~800 KB) cost a millisecond a request.
  // Static files and index.html keep theirs (express.static and sendFile set their own); only the
  // few-KB pages with preview tags are sent whole instead of as a 304.
  server.set('etag', false);
  // First of all, so every request (API, sign-in pages, static files) has its id, log line and metrics.
  server.use(requestLog(options.logger instanceof AppLogger ? options.logger : null));
  // Compressing before any route is mounted covers every route; images and fonts that are already
  // compressed are left alone (compressible types only, 1 KB and up). What is compressed here is
  // compressed per response, at fast settings; the build's assets are compressed once, at the best
  // (web/precompressed-assets.ts).
  server.use(responseCompression());
  server.get('/metrics', metricsEndpoint(config.observability.metricsToken));

  let resolvedConfig = config;
  if (!config.oidc) {
    const oidc = await mountEmbeddedProvider(server, {
      appUrl: config.appUrl,
      production: config.env === 'production',
      dataDir: config.dataDir,
      verifiedEmails: config.admin.embeddedVerifiedEmails,
      securityHeaders: (inlineScripts) => securityHeaders(config, inlineScripts),
    });
    resolvedConfig = { ...config, oidc };
    if (options.logger !== false) startup.log(`Sign-in: embedded OpenID provider at ${oidc.issuer} (development only)`);
  }
  if (!config.billing.midtrans) {
    const midtrans = mountPaymentSimulator(server, {
      appUrl: config.appUrl,
      dataDir: config.dataDir,
      production: config.env === 'production',
      timeoutMs: config.billing.midtransTimeoutMs,
    });
    resolvedConfig = { ...resolvedConfig, billing: { ...resolvedConfig.billing, midtrans } };
    if (options.logger !== false) startup.log(`Payment: embedded Midtrans simulator at ${midtrans.apiBaseUrl} (development only)`);
  }
  if (options.logger !== false && config.mail.transport.kind === 'files') {
    startup.log(`Mail: written as .eml files to ${config.mail.transport.dir} (set SMTP_URL to send)`);
  }

  const app = await NestFactory.create(AppModule.forRoot(resolvedConfig), new ExpressAdapter(server), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  app.use(securityHeadersByKind(config));
  // Static files need no session: serving them first keeps the session table out of asset requests.
  serveFrontend(server, resolvedConfig.frontendDist, {
    resolveMeta: () => sharePageMeta(app.get(SharesService), config.appUrl),
    marketDataStatus: () => app.get(MarketDataService).status(new Date()),
  });
  app.use(sessionMiddleware(resolvedConfig, app.get(DataSource)));
  app.use('/api', apiRequestChecks(config.appUrl));
  // Errors raised before a route runs (the session store, body parsing) get the same answer as the
  // routes' own: Express's default handler would send an HTML page.
  const errors = new HttpExceptionFilter(domainErrorStatuses);
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => errors.respond(error, req, res));

  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationMessage(errors)),
    }),
  );
  app.useGlobalFilters(errors);
  await app.init();
  // The scrape's shared figures, each read by the feature that owns the table.
  observeSharedFigures({
    dataSource: app.get(DataSource),
    outboxes: { mail: () => app.get(MailOutboxService).figures(), push: () => app.get(PushOutboxService).figures() },
    scheduledRuns: () => app.get(ScheduledRunsService).figures(),
    pendingOrders: () => app.get(OrdersService).pendingCount(),
  });
  return app;
}
