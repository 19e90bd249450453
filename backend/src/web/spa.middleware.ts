import { HttpException, HttpStatus } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { messages } from '../common/messages';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { precompressedAssets } from './precompressed-assets';

const SERVER_PATHS = /^\/(api|oidc|payment-simulator)(\/|$)/;

/** What a link preview (Open Graph, Twitter card) shows for one page, or that the page does not exist. */
export type PageMeta =
  | { found: true; title: string; description: string; url: string; image?: string }
  | { found: false };

/** Answers meta for the paths it knows (a share link) and undefined for every other path. */
export type PageMetaResolver = (path: string) => Promise<PageMeta | undefined>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** index.html with the page's title and preview tags: link previews read the HTML, not what the SPA renders. */
export function withPageMeta(indexHtml: string, meta: Extract<PageMeta, { found: true }>): string {
  const tags = [
    ['og:type', 'article'],
    ['og:site_name', 'Telisik'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.url],
    ...(meta.image ? [['og:image', meta.image]] : []),
    ['twitter:card', 'summary'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}" />`)
    .join('\n    ');
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${escapeHtml(meta.description)}$2`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * Serves the built frontend: hashed assets cached for a year, everything that names the current
 * version (index.html, the service worker, the manifest) revalidated on every load, and the SPA
 * fallback (index.html) for any other GET that is not an API or sign-in path. Pages that a
 * `resolveMeta` knows get their preview tags in the HTML, or a 404 status when they do not exist.
 */
export function serveFrontend(app: Express, distDir: string, resolveMeta?: () => PageMetaResolver): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const staticFiles = express.static(distDir, {
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${join(distDir, 'assets')}`);
      res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The hashed assets, compressed once at the best settings, for clients that accept it.
  app.use(precompressedAssets(join(distDir, 'assets')));
  // The server's own paths are never files of the build: an API request skips the file system
  // (express.static would stat a path under dist for every one of them before passing it on).
  app.use((req: Request, res: Response, next: NextFunction) =>
    SERVER_PATHS.test(req.path) ? next() : staticFiles(req, res, next),
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
    const resolver = resolveMeta?.();
    if (!resolver) return res.sendFile(indexFile);
    resolver(req.path)
      .then((meta) => {
        if (!meta) return res.sendFile(indexFile);
        // The page is the SPA either way (it shows the 404 page itself); the status tells crawlers.
        const html = readFileSync(indexFile, 'utf8');
        res.status(meta.found ? 200 : 404).type('html').send(meta.found ? withPageMeta(html, meta) : html);
      })
      .catch(next);
  });
  return true;
}
