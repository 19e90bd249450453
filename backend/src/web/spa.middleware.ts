import { HttpException, HttpStatus } from '@nestjs/common';
import type { MarketDataStatus } from '@telisik/contract';
import { MARKET_DATA_LINE_HTML } from '@telisik/contract/constants';
import { formatCalendarDate } from '@telisik/contract/format';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { messages } from '../common/messages';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { precompressedAssets } from './precompressed-assets';

const SERVER_PATHS = /^\/(api|oidc|payment-simulator)(\/|$)/;

/** What a link preview (Open Graph, Twitter card) shows for one page, or that the page does not exist. */
export type PageMeta =
  | { found: true; title: string; description: string; url: string; image?: string }
  | { found: false };

/** Answers meta for the paths it knows (a share link) and undefined for every other path. */
export type PageMetaResolver = (path: string) => Promise<PageMeta | undefined>;

/** How current the market data is now, for the stale-data line in the served HTML. */
export type MarketDataStatusReader = () => Promise<MarketDataStatus>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function unescapeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi,
    (entity, decimal?: string, hex?: string, name?: string) =>
      decimal
        ? String.fromCodePoint(Number(decimal))
        : hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : (named[name!.toLowerCase()] ?? entity),
  );
}

/** A trading day as the app writes it (the contract's one formatter): "30 Desember 2025". */
const formatCalendarDay = (day: string): string => formatCalendarDate(day) ?? day;

const LINE_TEMPLATE = new RegExp(`<template id="${MARKET_DATA_LINE_HTML.templateId}"([^>]*)>([\\s\\S]*?)</template>`);

/**
 * index.html with the stale-data line filled in before the app's root, as the app would show it:
 * the build's template of the line (its markup and the catalogue's sentences, vite.config.ts) with
 * the status's dates. The page then paints the line from the HTML and the stylesheet, before any
 * script has run; the app replaces it with its own once it has read the status (MarketDataBanner).
 * Unchanged when the data is current or the build has no template.
 */
export function withMarketDataLine(indexHtml: string, status: MarketDataStatus): string {
  if (!status.behind) return indexHtml;
  const template = LINE_TEMPLATE.exec(indexHtml);
  if (!template) return indexHtml;
  const [, attributes = '', markup = ''] = template;
  const attribute = (name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
    return value === undefined ? undefined : unescapeHtml(value);
  };
  const sentence =
    status.latestDate === null
      ? attribute('data-missing')
      : attribute('data-behind')
          ?.replaceAll('{latest}', formatCalendarDay(status.latestDate))
          .replaceAll('{session}', formatCalendarDay(status.lastCompletedSession));
  if (sentence === undefined || !markup.includes('{text}')) return indexHtml;
  const line = `<div id="${MARKET_DATA_LINE_HTML.servedId}">${markup.replace('{text}', () => escapeHtml(sentence))}</div>`;
  return indexHtml.replace('<div id="root">', () => `${line}\n    <div id="root">`);
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
 * `resolveMeta` knows get their preview tags in the HTML, or a 404 status when they do not exist;
 * with `marketDataStatus`, every page the fallback serves carries the stale-data line while the data
 * is behind. (/index.html itself, which the service worker stores, is the build's file as it is.)
 */
export function serveFrontend(
  app: Express,
  distDir: string,
  { resolveMeta, marketDataStatus }: { resolveMeta?: () => PageMetaResolver; marketDataStatus?: MarketDataStatusReader } = {},
): boolean {
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
    // A build's file that is not there (a chunk of an older build, asked for by a page opened
    // before a deploy) is a 404, never the app's page: a script import given HTML fails with a
    // misleading MIME error, and a cache would keep the HTML under the script's name.
    if (req.path.startsWith('/assets/')) {
      return next(new HttpException(messages.notFound, HttpStatus.NOT_FOUND));
    }
    res.setHeader('Cache-Control', 'no-cache');
    const resolver = resolveMeta?.();
    if (!resolver && !marketDataStatus) return res.sendFile(indexFile);
    Promise.all([
      readFile(indexFile, 'utf8'),
      resolver?.(req.path),
      // The line is a courtesy of the first paint: a page without it (the app then shows it itself)
      // beats no page when the status cannot be read.
      marketDataStatus?.().catch(() => undefined),
    ])
      .then(([indexHtml, meta, status]) => {
        const html = status ? withMarketDataLine(indexHtml, status) : indexHtml;
        // Nothing to add: the file as it is, as express sends it.
        if (!meta && html === indexHtml) return res.sendFile(indexFile);
        // The page is the SPA either way (it shows the 404 page itself); the status tells crawlers.
        res
          .status(meta?.found === false ? 404 : 200)
          .type('html')
          .send(meta?.found ? withPageMeta(html, meta) : html);
      })
      .catch(next);
  });
  return true;
}
