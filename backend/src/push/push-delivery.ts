import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkPushEndpoint, guardedLookup, isTestEndpoint, type PushEndpointPolicy } from './push-endpoint';

export interface PushServiceAnswer {
  status: number;
  /** The start of the body, for the outbox's last_error. */
  text: string;
}

const MAX_ANSWER_BYTES = 300;

/**
 * One POST to a push service, with the endpoint checked again (it was stored maybe weeks ago) and
 * the connection made only to a public address (guardedLookup). A redirect is answered as it is,
 * never followed: a push service does not redirect, and following one would leave the checks
 * behind. Rejects with PushEndpointRefused when the endpoint no longer passes.
 */
export async function sendPushRequest(
  endpoint: string,
  request: { method: string; headers: Record<string, string>; body: Buffer | null },
  options: { policy: PushEndpointPolicy; timeoutMs: number },
): Promise<PushServiceAnswer> {
  const url = await checkPushEndpoint(endpoint, options.policy);
  const test = isTestEndpoint(url, options.policy);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<PushServiceAnswer>((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: { ...request.headers, ...(request.body ? { 'Content-Length': String(request.body.length) } : {}) },
        // The tests' own push service is on loopback by design; everything else is guarded.
        ...(test ? {} : { lookup: guardedLookup(options.policy.resolve) }),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER_BYTES) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER_BYTES) }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body ?? undefined);
  });
}
