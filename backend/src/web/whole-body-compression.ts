import compression from 'compression';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * Per-response settings, the same for the streaming compression middleware and the whole bodies: gzip at
 * level 4, not zlib's default 6: on an analysis (~50 KB of JSON) it is within 5% of level 6's size
 * (11.5 vs 11.0 KB) at less than half the CPU (0.65 vs 1.4 ms). brotli at quality 4, not 5: 6% more
 * bytes (10.9 vs 10.3 KB) for less than half the CPU (0.9 vs 2.4 ms).
 */
const GZIP_LEVEL = 4;
const BROTLI_QUALITY = 4;

/**
 * Every text answer (pages, scripts, styles, JSON, the sign-in provider's pages) travels as brotli
 * or gzip, whichever the client prefers: on a phone the bytes are the wait. A body that is whole
 * when sent (JSON, pages) is compressed in one call (wholeBodyCompression); the compression
 * middleware streams the rest. A client that names no coding at all (an API client, a health
 * check, a load test) is answered as it asked, without either: their wrappers around the
 * response's writes, their header hook and their negotiations cost more than the rest of a small
 * API answer's middleware together. Its answer still says it varies with Accept-Encoding, as the
 * compressed ones do, so that no shared cache hands it out for a request that names one.
 */
export function responseCompression(): RequestHandler {
  const streaming = compression({ level: GZIP_LEVEL, brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } } });
  const whole = wholeBodyCompression();
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers['accept-encoding'] === undefined) {
      res.setHeader('Vary', 'Accept-Encoding');
      return next();
    }
    streaming(req, res, (error?: unknown) => (error === undefined ? whole(req, res, next) : next(error)));
  };
}

/** Smaller than this, compression saves less than its headers cost (the compression middleware's default). */
const MIN_BYTES = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses a body that is whole when it is sent (`res.send`/`res.json`: the API's JSON, the
 * served pages) in one piece, and sends it with its length. The compression middleware streams
 * every body through zlib in 16 KB steps, each a trip through the thread pool and the event loop:
 * for an analysis (~50 KB of JSON) that was 1.5–2.5 ms between the body being ready and its last
 * byte leaving, against 0.6–0.7 ms of compressing it in one go. The one go still runs on the thread
 * pool, not the event loop: with 20 users at once the event loop serves others meanwhile (285
 * against 224 answers a second when compressing on the event loop, in a bench of ~50 KB answers).
 * A body written in parts (a PDF stream, a file) still goes through the middleware, which must be
 * mounted before this one. The same decisions as the middleware's: its filter (compressible
 * types), `no-transform`, 1 KB and up, nothing already encoded; brotli whenever accepted, else
 * gzip, as for the prebuilt assets.
 */
function wholeBodyCompression(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'HEAD') return next();
    const write = res.write;
    const end = res.end;
    let partial = false;
    res.write = function (this: Response, ...args: Parameters<Response['write']>) {
      partial = true;
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, encoding?: unknown, callback?: unknown) {
      const body = partial || res.headersSent ? null : wholeBody(chunk, encoding);
      const coding = body === null ? null : codingFor(req, res, body);
      if (body === null || coding === null)
        return end.call(this, chunk as never, encoding as never, callback as never);
      const done = typeof encoding === 'function' ? encoding : callback;
      const send = (error: Error | null, compressed: Buffer) => {
        // A failure to compress (never seen) sends the body as it is, with the length express set.
        if (!error) {
          res.setHeader('Content-Encoding', coding);
          res.setHeader('Content-Length', String(compressed.length));
          // Set before the middleware's own header hook runs (it adds Vary too, then finds the body encoded).
          res.vary('Accept-Encoding');
        }
        end.call(this, error ? body : compressed, done as never);
      };
      if (coding === 'br') {
        brotliCompress(
          body,
          {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          },
          send,
        );
      } else gzip(body, { level: GZIP_LEVEL }, send);
      return this;
    } as Response['end'];
    next();
  };
}

/** The body `res.end` was given, as bytes; null when there is none (or it is not bytes or text). */
function wholeBody(chunk: unknown, encoding: unknown): Buffer | null {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return null;
}

function codingFor(req: Request, res: Response, body: Buffer): 'br' | 'gzip' | null {
  if (body.length < MIN_BYTES) return null;
  if (res.statusCode === 204 || res.statusCode === 304) return null;
  const current = res.getHeader('Content-Encoding');
  if (current !== undefined && current !== 'identity') return null;
  if (NO_TRANSFORM.test(String(res.getHeader('Cache-Control') ?? ''))) return null;
  if (!compression.filter(req, res)) return null;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}
