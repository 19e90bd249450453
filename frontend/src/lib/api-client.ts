import type { QueryFunction } from '@tanstack/react-query';
import { messages } from '@/i18n';

/**
 * A non-2xx answer. The message is the spec's `{status}: {text}` (SPEC §8); `status` is kept so
 * callers can tell "not found" from "offline" without parsing the message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** What to do with a 401: the sign-in check wants `null` (signed out), everything else an error. */
export type On401 = 'returnNull' | 'throw';

/**
 * The text after "{status}: ". Our API answers `{statusCode, error, message}`; the reader gets the
 * message, never raw JSON (PRODUCT.md "Errors the user reads"). Other bodies are shown as they are.
 */
function errorText(body: string, statusText: string): string {
  if (body.trim() === '') return statusText || messages.errors.requestFailed;
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message !== '') return message;
      // Validation errors may list several messages.
      if (Array.isArray(message) && message.length > 0 && message.every((m) => typeof m === 'string')) {
        return message.join('; ');
      }
    }
  } catch {
    // Not JSON: show the text as it came.
  }
  return body;
}

/** Throws an ApiError for any non-2xx response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const body = await res.text();
  throw new ApiError(res.status, `${res.status}: ${errorText(body, res.statusText)}`);
}

/** Any call to our API: cookies always, JSON in and out when there is a body. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export async function apiGet<T>(url: string, options: { on401: 'returnNull' }): Promise<T | null>;
export async function apiGet<T>(url: string, options?: { on401: 'throw' }): Promise<T>;
export async function apiGet<T>(url: string, { on401 = 'throw' }: { on401?: On401 } = {}): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

export async function apiPost<T>(url: string, data: unknown): Promise<T> {
  const res = await apiRequest('POST', url, data);
  return (await res.json()) as T;
}

/**
 * The default read (SPEC §7): GET the URL formed by joining the query key with '/', so the key
 * ['/api/analyses', id] reads /api/analyses/{id}.
 */
export function getQueryFn({ on401 }: { on401: On401 }): QueryFunction {
  return async ({ queryKey }) => {
    const url = queryKey.map(String).join('/');
    return on401 === 'returnNull' ? apiGet<unknown>(url, { on401 }) : apiGet<unknown>(url);
  };
}

/** True for the 401 message pattern the spec uses to spot a lost session. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** True when the request never reached a server (offline, DNS, connection refused). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/** What to tell the user about a failed call: that they are offline, or the server's message. */
export function failureMessage(error: Error): string {
  return isNetworkError(error) ? messages.errors.network : error.message;
}

/** The HTTP status of a failed call, or null when it never got an answer. */
export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}
