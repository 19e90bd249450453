import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { SharedRateLimit } from '../common/rate-limit/shared-rate-limit';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';

/** A session made to start a sign-in lives this long: enough to type an address and come back. */
export const PRE_LOGIN_SESSION_MS = 10 * 60_000;

/**
 * Runs before the sign-in redirect (GET /api/login). The flow's state lives in a session on the
 * origin the browser is on, so a browser on another origin than APP_URL (127.0.0.1 for localhost)
 * is first sent to APP_URL's, or it would come back to a host that holds no state. Each start
 * stores a session row, so starts are limited per client address and such a session lives minutes;
 * signing in replaces it with the long-lived one.
 */
@Injectable()
export class SignInStartMiddleware implements NestMiddleware {
  private readonly appOrigin: string;
  private readonly limit: SharedRateLimit;

  constructor(@Inject(APP_CONFIG) config: CoreConfig, @InjectDataSource() dataSource: DataSource) {
    this.appOrigin = new URL(config.appUrl).origin;
    this.limit = new SharedRateLimit(dataSource, 'sign-in-start', config.signInStartsPerMinute, 60);
  }

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (`${req.protocol}://${req.get('host') ?? ''}` !== this.appOrigin) {
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(302, `${this.appOrigin}/api/login`);
    }
    try {
      await this.limit.hit(req.ip ?? 'unknown');
    } catch (error) {
      return next(error);
    }
    if (!req.session.userId) req.session.cookie.maxAge = PRE_LOGIN_SESSION_MS;
    next();
  }
}
