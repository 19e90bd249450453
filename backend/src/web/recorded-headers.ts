import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * A middleware that sets headers whose values never depend on the request (helmet's, as the app
 * configures it: no nonces, no per-request directives), recorded once at startup by running it
 * against a response that only takes notes. Each request then gets the recorded headers in one
 * loop: helmet itself runs a dozen middlewares a request, each a call with its own `next`, and
 * writes the content security policy out again every time. A middleware that reads the request,
 * or does not finish at once, cannot be recorded: that is refused at startup, not served wrong.
 */
export function recordedHeaders(setsHeaders: RequestHandler): RequestHandler {
  const headers = new Map<string, number | string | readonly string[]>();
  const removed = new Set<string>();
  const recorder = {
    setHeader(name: string, value: number | string | readonly string[]) {
      headers.set(name, value);
      removed.delete(name);
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name);
      removed.add(name);
    },
  };
  const request = new Proxy({}, {
    get(_target, property) {
      throw new Error(`Headers that depend on the request (it read ${String(property)}) cannot be recorded`);
    },
  });
  let finished = false;
  void setsHeaders(request as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error !== undefined) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('The header middleware did not finish at once: its headers cannot be recorded');
  const names = [...headers.keys()];
  const values = [...headers.values()];
  const toRemove = [...removed];
  return (_req: Request, res: Response, next: NextFunction) => {
    for (let i = 0; i < names.length; i += 1) res.setHeader(names[i]!, values[i]!);
    for (const name of toRemove) res.removeHeader(name);
    next();
  };
}
