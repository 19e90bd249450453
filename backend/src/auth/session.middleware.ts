import session from 'express-session';
import type { RequestHandler } from 'express';
import type { DataSource } from 'typeorm';
import type { CoreConfig } from '../config/core-config';
import { TypeOrmSessionStore } from './session-store';

export const SESSION_COOKIE = 'telisik.sid';
const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function sessionMiddleware(config: CoreConfig, dataSource: DataSource): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new TypeOrmSessionStore(dataSource),
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      // Secure whenever the request reached us over HTTPS (directly, or via a trusted proxy).
      secure: 'auto',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
}
