import type { MidtransGatewayConfig } from '../billing-config';
import type { MidtransTransaction, SnapTransactionRequest, SnapTransactionResponse } from './midtrans-types';

/** The gateway could not be reached or failed (network, timeout, 5xx): try again later. */
export class MidtransUnavailableError extends Error {
  override readonly name = 'MidtransUnavailableError';
}

/** The gateway answered and refused the request (4xx): retrying the same request will not help. */
export class MidtransRejectedError extends Error {
  override readonly name = 'MidtransRejectedError';

  constructor(
    readonly httpStatus: number,
    readonly errorMessages: string[],
  ) {
    super(
      `Midtrans refused the request (HTTP ${httpStatus}): ${errorMessages.join('; ') || 'no reason given'}`,
    );
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The two Midtrans calls Telisik makes, over fetch. Not the official `midtrans-client` package:
 * its base URLs are static class fields chosen only by `isProduction` (pointing it at the
 * simulator or a test server means patching globals shared by every instance in the process),
 * it has no request timeout, ships no types and pulls in axios and lodash for two requests.
 */
export class MidtransClient {
  private readonly authorization: string;

  constructor(
    private readonly config: MidtransGatewayConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    // Basic auth with the server key as the user name and an empty password.
    this.authorization = `Basic ${Buffer.from(`${config.serverKey}:`).toString('base64')}`;
  }

  /**
   * Snap's create-transaction: a payment page for this order. The notification URL rides along
   * (X-Override-Notification), so the dashboard setting cannot point payments at the wrong app.
   */
  async createTransaction(
    request: SnapTransactionRequest,
    options: { notificationUrl: string },
  ): Promise<SnapTransactionResponse> {
    const { status, body } = await this.send(`${this.config.snapBaseUrl}/transactions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Override-Notification': options.notificationUrl },
      body: JSON.stringify(request),
    });
    if (
      status >= 200 &&
      status < 300 &&
      isRecord(body) &&
      typeof body.token === 'string' &&
      typeof body.redirect_url === 'string'
    ) {
      return { token: body.token, redirect_url: body.redirect_url };
    }
    throw this.failure(status, body);
  }

  /**
   * The transaction's current status, or null when Midtrans has none for this order (the user has
   * not picked a payment method on the Snap page yet).
   */
  async getStatus(orderId: string): Promise<MidtransTransaction | null> {
    const { status, body } = await this.send(
      `${this.config.apiBaseUrl}/v2/${encodeURIComponent(orderId)}/status`,
      { method: 'GET' },
    );
    // The status API answers "not found" either as HTTP 404 or as HTTP 200 with status_code "404".
    if (status === 404 || (isRecord(body) && body.status_code === '404')) return null;
    if (status === 200 && isTransaction(body)) return body;
    throw this.failure(status, body);
  }

  private async send(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        ...init,
        headers: { Accept: 'application/json', Authorization: this.authorization, ...init.headers },
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new MidtransUnavailableError(`Midtrans could not be reached: ${String(error)}`);
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, body: parseBody(text) };
  }

  private failure(status: number, body: unknown): Error {
    if (status >= 500 || status === 429 || status < 200 || (status >= 200 && status < 300)) {
      // A 2xx we cannot read is the gateway misbehaving, not a refusal of our request.
      return new MidtransUnavailableError(
        `Midtrans answered HTTP ${status}: ${JSON.stringify(body).slice(0, 300)}`,
      );
    }
    const messages =
      isRecord(body) && Array.isArray(body.error_messages) ? body.error_messages.map(String) : [];
    const statusMessage =
      isRecord(body) && typeof body.status_message === 'string' ? [body.status_message] : [];
    return new MidtransRejectedError(status, messages.length > 0 ? messages : statusMessage);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isTransaction(body: unknown): body is MidtransTransaction {
  return (
    isRecord(body) &&
    typeof body.order_id === 'string' &&
    typeof body.status_code === 'string' &&
    typeof body.gross_amount === 'string' &&
    typeof body.transaction_status === 'string'
  );
}
