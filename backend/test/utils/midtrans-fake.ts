import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { midtransSignature } from '../../src/billing/midtrans/signature';

export const FAKE_SERVER_KEY = 'SB-Mid-server-TEST0123456789abcdef';
export const FAKE_CLIENT_KEY = 'SB-Mid-client-TEST0123456789abcdef';

export interface FakeTransaction {
  transaction_status: string;
  status_code: string;
  gross_amount: string;
  currency?: string;
  fraud_status?: string;
  payment_type?: string;
  transaction_id?: string;
  settlement_time?: string;
  expiry_time?: string;
  va_numbers?: { bank: string; va_number: string }[];
  [field: string]: unknown;
}

/** The status_code Midtrans gives each transaction_status. */
const STATUS_CODES: Record<string, string> = {
  capture: '200',
  settlement: '200',
  pending: '201',
  deny: '202',
  cancel: '200',
  expire: '407',
  failure: '202',
  refund: '200',
  partial_refund: '200',
  chargeback: '200',
  partial_chargeback: '200',
  authorize: '200',
};

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * A local server speaking Midtrans's Snap (POST /snap/v1/transactions) and Core status
 * (GET /v2/{order_id}/status) APIs with Basic auth, whose transactions the test sets, and which
 * can be taken down ('down': connection reset) or made to fail ('error': HTTP 500) per API.
 */
export class MidtransFake {
  readonly requests: RecordedRequest[] = [];
  readonly transactions = new Map<string, FakeTransaction>();
  snapMode: 'ok' | 'down' | 'error' | 'reject' = 'ok';
  statusMode: 'ok' | 'down' | 'error' = 'ok';
  private server!: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Environment that points the app at this server. */
  env(): Record<string, string> {
    return {
      MIDTRANS_SERVER_KEY: FAKE_SERVER_KEY,
      MIDTRANS_CLIENT_KEY: FAKE_CLIENT_KEY,
      MIDTRANS_SNAP_URL: `${this.url}/snap/v1`,
      MIDTRANS_API_URL: this.url,
      MIDTRANS_TIMEOUT_MS: '2000',
    };
  }

  snapRequests(): RecordedRequest[] {
    return this.requests.filter((r) => r.path === '/snap/v1/transactions');
  }

  /** Sets what the status API says about an order (the state Midtrans would be in). */
  set(orderId: string, status: string, extra: Partial<FakeTransaction> = {}): FakeTransaction {
    const transaction: FakeTransaction = {
      transaction_status: status,
      status_code: STATUS_CODES[status] ?? '200',
      gross_amount: '199000.00',
      currency: 'IDR',
      fraud_status: 'accept',
      payment_type: 'bank_transfer',
      transaction_id: this.transactions.get(orderId)?.transaction_id ?? randomUUID(),
      transaction_time: '2026-01-05 10:00:00',
      ...(status === 'settlement' ? { settlement_time: '2026-01-05 10:05:00' } : {}),
      va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
      ...extra,
    };
    this.transactions.set(orderId, transaction);
    return transaction;
  }

  /** A notification as Midtrans would POST it for the order's current state, signed with the key. */
  notification(
    orderId: string,
    overrides: Record<string, unknown> = {},
    serverKey = FAKE_SERVER_KEY,
  ): Record<string, unknown> {
    const transaction = this.transactions.get(orderId);
    if (!transaction) throw new Error(`no fake transaction for ${orderId}`);
    const body: Record<string, unknown> = {
      transaction_time: '2026-01-05 10:00:00',
      status_message: 'midtrans payment notification',
      merchant_id: 'G000000000',
      order_id: orderId,
      ...transaction,
      ...overrides,
    };
    body.signature_key = midtransSignature(
      {
        order_id: String(body.order_id),
        status_code: String(body.status_code),
        gross_amount: String(body.gross_amount),
      },
      serverKey,
    );
    return body;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '').split('?')[0]!;
    this.requests.push({
      method: req.method ?? '',
      path,
      headers: req.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Basic ${Buffer.from(`${FAKE_SERVER_KEY}:`).toString('base64')}`) {
      send(401, { status_code: '401', status_message: 'Access denied, please check client or server key' });
      return;
    }
    if (req.method === 'POST' && path === '/snap/v1/transactions') {
      if (this.snapMode === 'down') return void req.socket.destroy();
      if (this.snapMode === 'error')
        return send(500, { error_messages: ['Sorry, we encountered internal server error.'] });
      const body = JSON.parse(text) as { transaction_details: { order_id: string } };
      if (this.snapMode === 'reject')
        return send(400, {
          error_messages: ['transaction_details.gross_amount is not equal to the sum of item_details'],
        });
      const token = randomUUID();
      send(201, {
        token,
        redirect_url: `${this.url}/snap/v4/redirection/${token}?order=${body.transaction_details.order_id}`,
      });
      return;
    }
    const status = /^\/v2\/([^/]+)\/status$/.exec(path);
    if (req.method === 'GET' && status) {
      if (this.statusMode === 'down') return void req.socket.destroy();
      if (this.statusMode === 'error')
        return send(500, { status_code: '500', status_message: 'Internal server error' });
      const orderId = decodeURIComponent(status[1]!);
      const transaction = this.transactions.get(orderId);
      if (!transaction)
        return send(404, { status_code: '404', status_message: "Transaction doesn't exist." });
      const body = {
        status_message: 'Success, transaction is found',
        order_id: orderId,
        merchant_id: 'G000000000',
        ...transaction,
      };
      send(200, {
        ...body,
        signature_key: midtransSignature(
          { order_id: orderId, status_code: body.status_code, gross_amount: body.gross_amount },
          FAKE_SERVER_KEY,
        ),
      });
      return;
    }
    send(404, { status_code: '404', status_message: 'Not found' });
  }
}
