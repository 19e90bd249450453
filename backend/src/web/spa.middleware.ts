import { HttpException, HttpStatus } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { messages } from '../common/messages';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_PATHS = /^\/(api|oidc|payment-simulator)(\/|$)/;

/**
 * Serves the built frontend: hashed assets cached for a year, everything that names the current
 * version (index.html, the service worker, the manifest) revalidated on every load, and the SPA
 * fallback (index.html) for any other GET that is not an API or sign-in path.
 */
export function serveFrontend(app: Express, distDir: string): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${join(distDir, 'assets')}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (SERVER_PATHS.test(req.path)) return next();
    // The app's pages and files are only read: another method gets the API's JSON error (through
    // the error handler app.factory mounts), not Express's HTML page.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      return next(new HttpException(messages.methodNotAllowed, HttpStatus.METHOD_NOT_ALLOWED));
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return true;
}
