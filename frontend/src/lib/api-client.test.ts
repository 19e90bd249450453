import type { QueryFunctionContext } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiError, jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { ApiError, apiGet, apiRequest, getQueryFn, isUnauthorizedError } from './api-client';

function queryContext(queryKey: readonly unknown[]) {
  return {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext;
}

describe('api client errors (SPEC §8, PRODUCT "Errors the user reads")', () => {
  it('puts the JSON body message after the status, never raw JSON', async () => {
    stubFetch(() => apiError(403, 'Forbidden', 'Kuota analisis gratis Anda sudah habis.'));
    const error = await apiRequest('POST', '/api/analyses', { ticker: 'BBCA' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('403: Kuota analisis gratis Anda sudah habis.');
    expect((error as ApiError).status).toBe(403);
  });

  it('uses the raw text when the body is not JSON', async () => {
    stubFetch(() => new Response('upstream timed out', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiGet('/api/quota')).rejects.toThrow(/^502: upstream timed out$/);
  });

  it('uses the raw text when the JSON has no string message', async () => {
    stubFetch(() => jsonResponse(500, { error: 'boom' }, 'Internal Server Error'));
    await expect(apiGet('/api/quota')).rejects.toThrow('500: {"error":"boom"}');
  });

  it('joins a list of validation messages', async () => {
    stubFetch(() => jsonResponse(400, { statusCode: 400, message: ['ticker kosong', 'terlalu panjang'] }));
    await expect(apiGet('/api/quota')).rejects.toThrow('400: ticker kosong; terlalu panjang');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(() => new Response(null, { status: 500, statusText: 'Internal Server Error' }));
    await expect(apiGet('/api/quota')).rejects.toThrow(/^500: Internal Server Error$/);
  });

  it('matches the spec 401 pattern for our 401 bodies', async () => {
    stubFetch(() => apiError(401, 'Unauthorized', 'Unauthorized'));
    const error = await apiGet('/api/analyses').catch((e: unknown) => e);
    expect((error as Error).message).toBe('401: Unauthorized');
    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error('403: Kuota habis'))).toBe(false);
  });
});

describe('api client requests (SPEC §7)', () => {
  it('sends cookies, a JSON content type and a JSON body when there is a body', async () => {
    const { calls } = stubFetch(() => jsonResponse(201, { id: 'x' }));
    await apiRequest('POST', '/api/analyses', { ticker: 'BBCA', companyName: 'BBCA' });
    expect(calls).toHaveLength(1);
    const { url, init } = calls[0]!;
    expect(url).toBe('/api/analyses');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"ticker":"BBCA","companyName":"BBCA"}');
  });

  it('sends no content type and no body without data', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    await apiRequest('GET', '/api/quota');
    expect(calls[0]!.init?.headers).toEqual({});
    expect(calls[0]!.init?.body).toBeUndefined();
    expect(calls[0]!.init?.credentials).toBe('include');
  });

  it('default read GETs the query key joined with "/" and parses JSON', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { id: 'abc' }));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/analyses', 'abc']));
    expect(calls[0]!.url).toBe('/api/analyses/abc');
    expect(calls[0]!.init?.credentials).toBe('include');
    expect(data).toEqual({ id: 'abc' });
  });

  it('returns null on 401 when asked to, and throws by default', async () => {
    stubFetch(() => apiError(401, 'Unauthorized', 'Unauthorized'));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: Unauthorized',
    );
  });

  it('does not turn other errors into null under returnNull', async () => {
    stubFetch(() => apiError(500, 'Internal Server Error', 'Terjadi kesalahan server.'));
    await expect(apiGet('/api/auth/user', { on401: 'returnNull' })).rejects.toThrow(
      '500: Terjadi kesalahan server.',
    );
  });
});
