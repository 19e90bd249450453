import 'reflect-metadata';
import { BadRequestException, ValidationPipe, type INestApplication, type LoggerService } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { ValidationError } from 'class-validator';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { STATUS_CODES } from 'node:http';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module';
import { mountEmbeddedProvider } from './auth/embedded-provider/embedded-provider';
import { sessionMiddleware } from './auth/session.middleware';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { messages } from './common/messages';
import type { AppConfig } from './config/app-config';
import { serveFrontend } from './web/spa.middleware';

const JSON_BODY_LIMIT = '16kb';

/** The first validation problem, in the user's language: one clear sentence beats a list. */
export function validationMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    if (error.constraints?.whitelistValidation) return messages.unknownField(error.property);
  }
  const constraints = errors[0]?.constraints ?? {};
  // Report the most basic problem first: missing, then wrong type, then wrong format.
  for (const key of ['isDefined', 'isString']) {
    if (constraints[key]) return constraints[key];
  }
  return Object.values(constraints)[0] ?? messages.bodyMustBeObject;
}

/** Answers body-parser failures (bad JSON, too large) and non-object bodies in the API's error format. */
function jsonBodyErrors(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  const status = (error as { status?: unknown }).status;
  if (typeof status !== 'number' || status >= 500) return next(error);
  const type = (error as { type?: unknown }).type;
  const message =
    type === 'entity.parse.failed'
      ? messages.invalidJson
      : type === 'entity.too.large'
        ? messages.payloadTooLarge
        : (STATUS_CODES[status] ?? 'Error');
  res.status(status).json({ statusCode: status, error: STATUS_CODES[status] ?? 'Error', message });
}

function requireObjectBody(req: Request, res: Response, next: NextFunction): void {
  const body: unknown = req.body;
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    res.status(400).json({ statusCode: 400, error: 'Bad Request', message: messages.bodyMustBeObject });
    return;
  }
  next();
}

export interface CreateAppOptions {
  logger?: LoggerService | false;
}

/** Builds the whole app (API, sign-in, frontend) on one Express server, ready to listen. */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<INestApplication> {
  const server = express();
  server.disable('x-powered-by');
  server.set('trust proxy', config.trustProxy);

  let resolvedConfig = config;
  if (!config.oidc) {
    const oidc = await mountEmbeddedProvider(server, {
      appUrl: config.appUrl,
      trustProxy: config.trustProxy !== false,
      production: config.env === 'production',
    });
    resolvedConfig = { ...config, oidc };
    if (options.logger !== false) console.log(`Sign-in: embedded OpenID provider at ${oidc.issuer} (development only)`);
  }

  const app = await NestFactory.create(AppModule.forRoot(resolvedConfig), new ExpressAdapter(server), {
    bodyParser: false,
    logger: options.logger ?? ['log', 'warn', 'error'],
  });
  app.setGlobalPrefix('api');
  app.enableShutdownHooks();

  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'https:'],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': config.appUrl.startsWith('https://') ? [] : null,
        },
      },
      // The embedded provider's pages post to themselves and its logout page submits itself.
      strictTransportSecurity: config.appUrl.startsWith('https://'),
    }),
  );
  // Static files need no session: serving them first keeps the session table out of asset requests.
  serveFrontend(server, resolvedConfig.frontendDist);
  app.use(sessionMiddleware(resolvedConfig, app.get(DataSource)));
  app.use('/api', (req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !req.is('application/json')) {
      res.status(415).json({ statusCode: 415, error: 'Unsupported Media Type', message: messages.unsupportedMediaType });
      return;
    }
    next();
  });
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT, strict: true }), requireObjectBody);
  app.use('/api', jsonBodyErrors);

  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      transform: true,
      exceptionFactory: (errors) => new BadRequestException(validationMessage(errors)),
    }),
  );
  app.useGlobalFilters(new HttpExceptionFilter());
  await app.init();
  return app;
}
