import { vi } from 'vitest';

export type FetchCall = { url: string; init: RequestInit | undefined };

type Handler = (url: string, init: RequestInit | undefined) => Response | Promise<Response>;

/** Replaces global fetch with `handler` and records every call. */
export function stubFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    return Promise.resolve(handler(url, init));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function apiError(status: number, error: string, message: string): Response {
  return jsonResponse(status, { statusCode: status, error, message }, error);
}
