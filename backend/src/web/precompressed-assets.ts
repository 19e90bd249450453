import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readdir, readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The text files of a build worth compressing ahead (the default filter's compressible types). */
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.ttf': 'font/ttf',
};

/** Smaller than this, compression saves less than its headers cost (as the compression middleware decides). */
const MIN_BYTES = 1024;

interface Encoded {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The build's hashed assets (`assets/…`, never changed under one name), compressed once at
 * brotli's and gzip's highest settings and served from memory to every client that accepts them.
 * Per request the compression middleware uses fast settings (it must not spend a request's time):
 * for the scripts of a first visit that was about 10% more bytes than brotli's best (index 102 KB
 * against 93 KB), and CPU spent again on every download of the same file. Compressing happens in
 * the background after start, one file at a time (one core at most); until a file is ready, and
 * for a client that takes neither encoding, the request falls through to the static files.
 */
export function precompressedAssets(assetsDir: string): RequestHandler {
  const ready = new Map<string, Encoded>();
  void compressAll(assetsDir, ready);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = /^\/assets\/([^/]+)$/.exec(req.path)?.[1];
    const encoded = name === undefined ? undefined : ready.get(name);
    if (!encoded) return next();
    // Brotli whenever accepted (browsers list it last, after gzip, with the same weight), else gzip.
    const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
    if (encoding === null) return next();
    const body = encoded[encoding];
    res.setHeader('Content-Type', encoded.type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', String(body.length));
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.status(200);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  };
}

async function compressAll(assetsDir: string, ready: Map<string, Encoded>): Promise<void> {
  let names: string[];
  try {
    names = await readdir(assetsDir);
  } catch {
    return; // No build (tests without a frontend): nothing to serve.
  }
  for (const name of names) {
    const type = CONTENT_TYPES[extname(name)];
    if (!type) continue;
    try {
      const raw = await readFile(join(assetsDir, name));
      if (raw.length < MIN_BYTES) continue;
      const br = await brotli(raw, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = await gzipped(raw, { level: 9 });
      ready.set(name, { type, br, gzip: gz });
    } catch {
      // A file that cannot be read or compressed is served as before, by the static files.
    }
  }
}
