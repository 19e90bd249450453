import { Logger } from '@nestjs/common';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { MidtransGatewayConfig } from '../billing-config';
import { midtransSignature } from '../midtrans/signature';
import { choosePage, closedPage, notFoundPage, pendingPage, SIMULATOR_METHODS } from './simulator-pages';
import { SimulatorStore, type SimulatedStatus, type SimulatedTransaction } from './simulator-store';

export const PAYMENT_SIMULATOR_PATH = '/payment-simulator';
const SNAP_PATH = `${PAYMENT_SIMULATOR_PATH}/snap/v1`;
const PAGE_PATH = `${PAYMENT_SIMULATOR_PATH}/snap/v4/redirection`;
const ORDER_ID_PATTERN = /^[A-Za-z0-9._~-]{1,50}$/;
const NOTIFICATION_RETRIES = 5;

const STATUS_CODES: Record<SimulatedStatus, string> = {
  settlement: '200',
  pending: '201',
  deny: '202',
  expire: '407',
};
const STATUS_MESSAGES: Record<SimulatedStatus, string> = {
  settlement: 'Success, transaction is found',
  pending: 'Success, pending transaction is created',
  deny: 'Transaction is denied',
  expire: 'Transaction is expired',
};

/** Midtrans's wall-clock format: WIB without an offset. */
function wib(date: Date): string {
  return new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString().replace('T', ' ').slice(0, 19);
}

const EXPIRY_UNIT_MS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/**
 * A development-only stand-in for Midtrans on the app's own origin, like the embedded sign-in:
 * the Snap create-transaction API, the status API, a payment page with 'Bayar', 'Tunda' and
 * 'Gagal', and signed HTTP notifications back to the app (retried like Midtrans when refused).
 * The app's real Midtrans code path runs unchanged against it.
 */
export function mountPaymentSimulator(
  app: Express,
  options: { appUrl: string; dataDir: string; production: boolean; timeoutMs: number },
): MidtransGatewayConfig {
  if (options.production) {
    throw new Error('The payment simulator refuses to run with NODE_ENV=production');
  }
  const log = new Logger('PaymentSimulator');
  const store = new SimulatorStore(join(options.dataDir, 'payment-simulator.json'));
  const serverKey = store.serverKey;
  const expectedAuthorization = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const authorized = (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.authorization !== expectedAuthorization) {
      res
        .status(401)
        .json({ status_code: '401', status_message: 'Access denied, please check client or server key' });
      return;
    }
    next();
  };

  const wireFormat = (transaction: SimulatedTransaction): Record<string, unknown> => {
    const status = transaction.status ?? 'pending';
    const grossAmount = `${transaction.grossAmount}.00`;
    const statusCode = STATUS_CODES[status];
    return {
      status_code: statusCode,
      status_message: STATUS_MESSAGES[status],
      transaction_id: transaction.transactionId,
      order_id: transaction.orderId,
      merchant_id: 'SIMULATOR',
      gross_amount: grossAmount,
      currency: 'IDR',
      payment_type: transaction.paymentType,
      transaction_time: transaction.transactionTime,
      transaction_status: status,
      fraud_status: status === 'deny' && transaction.paymentType === 'credit_card' ? 'deny' : 'accept',
      expiry_time: wib(new Date(transaction.expiresAt)),
      ...(transaction.settlementTime ? { settlement_time: transaction.settlementTime } : {}),
      ...(transaction.vaNumber ? { va_numbers: [{ bank: 'bca', va_number: transaction.vaNumber }] } : {}),
      signature_key: midtransSignature(
        { order_id: transaction.orderId, status_code: statusCode, gross_amount: grossAmount },
        serverKey,
      ),
    };
  };

  /** Sends the signed notification; the first try is awaited, refusals are retried in the background. */
  const notify = async (transaction: SimulatedTransaction): Promise<void> => {
    if (!transaction.notificationUrl) return;
    const url = transaction.notificationUrl;
    const body = JSON.stringify(wireFormat(transaction));
    const attempt = async (n: number): Promise<void> => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (response.ok) return;
        throw new Error(`HTTP ${response.status}`);
      } catch (error) {
        if (n >= NOTIFICATION_RETRIES) {
          log.warn(`notification for ${transaction.orderId} given up after ${n} attempts: ${String(error)}`);
          return;
        }
        setTimeout(() => void attempt(n + 1), 1000 * 2 ** n).unref();
      }
    };
    await attempt(1);
  };

  /** Pending past its expiry becomes expired, as Midtrans does (with a notification). */
  const current = (transaction: SimulatedTransaction): SimulatedTransaction => {
    if (transaction.status === 'pending' && new Date(transaction.expiresAt) <= new Date()) {
      const expired = { ...transaction, status: 'expire' as const };
      store.put(expired);
      void notify(expired);
      return expired;
    }
    return transaction;
  };

  const json = express.json({ limit: '32kb' });
  const form = express.urlencoded({ extended: false, limit: '4kb' });

  app.post(`${SNAP_PATH}/transactions`, authorized, json, (req: Request, res: Response) => {
    const body = (req.body ?? {}) as {
      transaction_details?: { order_id?: unknown; gross_amount?: unknown };
      item_details?: { name?: unknown }[];
      customer_details?: { email?: unknown };
      callbacks?: { finish?: unknown };
      expiry?: { unit?: unknown; duration?: unknown };
    };
    const orderId = body.transaction_details?.order_id;
    const grossAmount = body.transaction_details?.gross_amount;
    const errors: string[] = [];
    if (typeof orderId !== 'string' || !ORDER_ID_PATTERN.test(orderId))
      errors.push('transaction_details.order_id is invalid');
    if (typeof grossAmount !== 'number' || !Number.isInteger(grossAmount) || grossAmount < 1) {
      errors.push('transaction_details.gross_amount must be a positive whole number');
    }
    if (errors.length === 0 && store.byOrderId(orderId as string)) {
      errors.push('transaction_details.order_id has already been taken');
    }
    if (errors.length > 0) {
      res.status(400).json({ error_messages: errors });
      return;
    }
    const unitMs = EXPIRY_UNIT_MS[String(body.expiry?.unit)] ?? EXPIRY_UNIT_MS.day!;
    const duration =
      typeof body.expiry?.duration === 'number' && body.expiry.duration > 0 ? body.expiry.duration : 1;
    const now = new Date();
    const token = randomUUID();
    const finish = body.callbacks?.finish;
    const override = req.headers['x-override-notification'];
    store.put({
      orderId: orderId as string,
      token,
      grossAmount: grossAmount as number,
      itemName: typeof body.item_details?.[0]?.name === 'string' ? body.item_details[0].name : 'Pembayaran',
      customerEmail: typeof body.customer_details?.email === 'string' ? body.customer_details.email : null,
      finishUrl: typeof finish === 'string' ? finish : null,
      notificationUrl: typeof override === 'string' ? override.split(',')[0]!.trim() : null,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + duration * unitMs).toISOString(),
      status: null,
      paymentType: null,
      transactionId: null,
      vaNumber: null,
      transactionTime: null,
      settlementTime: null,
    });
    res.status(201).json({ token, redirect_url: `${options.appUrl}${PAGE_PATH}/${token}` });
  });

  app.get(`${PAYMENT_SIMULATOR_PATH}/v2/:orderId/status`, authorized, (req: Request, res: Response) => {
    const stored = store.byOrderId(String(req.params.orderId));
    if (!stored?.status) {
      res.status(404).json({ status_code: '404', status_message: "Transaction doesn't exist." });
      return;
    }
    res.json(wireFormat(current(stored)));
  });

  app.get(`${PAGE_PATH}/:token`, (req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store');
    const stored = store.byToken(String(req.params.token));
    if (!stored) {
      res.status(404).type('html').send(notFoundPage());
      return;
    }
    const transaction = current(stored);
    const action = `${PAGE_PATH}/${encodeURIComponent(transaction.token)}`;
    if (transaction.status === null) {
      res.type('html').send(choosePage(transaction, action));
    } else if (transaction.status === 'pending') {
      res.type('html').send(pendingPage(transaction, action, finishRedirect(transaction)));
    } else {
      res.type('html').send(closedPage(transaction, finishRedirect(transaction)));
    }
  });

  app.post(`${PAGE_PATH}/:token`, form, (req: Request, res: Response, next: NextFunction) => {
    const stored = store.byToken(String(req.params.token));
    if (!stored) {
      res.status(404).type('html').send(notFoundPage());
      return;
    }
    const transaction = current(stored);
    const body = (req.body ?? {}) as { action?: unknown; method?: unknown };
    const method = SIMULATOR_METHODS.find((m) => m.value === body.method)?.value ?? 'qris';
    const now = new Date();
    const chosen = transaction.status === null || transaction.status === 'pending';
    let next_: SimulatedTransaction | null = null;
    if (chosen && body.action === 'pay') {
      next_ = {
        ...transaction,
        status: 'settlement',
        paymentType: transaction.paymentType ?? method,
        settlementTime: wib(now),
      };
    } else if (transaction.status === null && body.action === 'defer') {
      next_ = {
        ...transaction,
        status: 'pending',
        paymentType: 'bank_transfer',
        vaNumber: `12345${randomDigits(11)}`,
      };
    } else if (transaction.status === null && body.action === 'fail') {
      next_ = { ...transaction, status: 'deny', paymentType: 'credit_card' };
    }
    if (!next_) {
      // Already decided (a second tab, the back button): show where it stands.
      res.redirect(303, `${PAGE_PATH}/${encodeURIComponent(transaction.token)}`);
      return;
    }
    next_.transactionId ??= randomUUID();
    next_.transactionTime ??= wib(now);
    store.put(next_);
    const decided = next_;
    notify(decided)
      .then(() =>
        res.redirect(303, finishRedirect(decided) ?? `${PAGE_PATH}/${encodeURIComponent(decided.token)}`),
      )
      .catch(next);
  });

  return {
    serverKey,
    snapBaseUrl: `${options.appUrl}${SNAP_PATH}`,
    apiBaseUrl: `${options.appUrl}${PAYMENT_SIMULATOR_PATH}`,
    timeoutMs: options.timeoutMs,
  };
}

/** Snap sends the payer back to the finish URL with the order and its status in the query. */
function finishRedirect(transaction: SimulatedTransaction): string | null {
  if (!transaction.finishUrl || !transaction.status) return null;
  const url = new URL(transaction.finishUrl);
  url.searchParams.set('order_id', transaction.orderId);
  url.searchParams.set('status_code', STATUS_CODES[transaction.status]);
  url.searchParams.set('transaction_status', transaction.status);
  return url.toString();
}

function randomDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}
