import type { OrderStatus } from '@telisik/contract';
import { ORDER_STATUSES } from './entities/payment-order.entity';
import type { StatusOutcome } from './midtrans/transaction-status';
import { nextOrderState } from './order-transitions';

const OUTCOMES: StatusOutcome[] = [
  'paid',
  'waiting',
  'denied',
  'cancelled',
  'expired',
  'failed',
  'refunded',
  'charged_back',
  'partially_returned',
  'unknown',
];

describe('nextOrderState', () => {
  it.each([
    ['pending', 'paid', 'paid', 'granted'],
    ['creating', 'paid', 'paid', 'granted'],
    ['pending', 'waiting', 'pending', 'waiting'],
    ['pending', 'denied', 'denied', 'ended'],
    ['pending', 'expired', 'expired', 'ended'],
    ['pending', 'refunded', 'refunded', 'ended'],
    ['expired', 'paid', 'paid', 'granted'],
    ['failed', 'paid', 'paid', 'granted'],
    ['paid', 'paid', 'paid', 'none'],
    ['paid', 'waiting', 'paid', 'none'],
    ['paid', 'expired', 'paid', 'none'],
    ['paid', 'refunded', 'refunded', 'revoked'],
    ['paid', 'charged_back', 'charged_back', 'revoked'],
    ['paid', 'cancelled', 'cancelled', 'revoked'],
    ['paid', 'partially_returned', 'paid', 'none'],
    ['refunded', 'paid', 'refunded', 'none'],
    ['denied', 'waiting', 'denied', 'none'],
    ['pending', 'unknown', 'pending', 'none'],
  ] as const)('%s + %s → %s (%s)', (current, outcome, status, effect) => {
    expect(nextOrderState(current, outcome)).toEqual({ status, effect });
  });

  it('grants only when an order becomes paid, and revokes only a paid order', () => {
    for (const current of ORDER_STATUSES) {
      for (const outcome of OUTCOMES) {
        const next = nextOrderState(current, outcome);
        if (next.effect === 'granted') {
          expect(current).not.toBe('paid');
          expect(next.status).toBe('paid');
        }
        if (next.effect === 'revoked') expect(current).toBe('paid');
        // Nothing ever goes back to waiting once decided.
        if (next.status === 'pending') expect<OrderStatus[]>(['creating', 'pending']).toContain(current);
      }
    }
  });

  it('is idempotent: applying the same outcome twice changes nothing the second time', () => {
    for (const current of ORDER_STATUSES) {
      for (const outcome of OUTCOMES) {
        const once = nextOrderState(current, outcome);
        expect(nextOrderState(once.status, outcome).effect === 'none' || once.status === 'pending').toBe(
          true,
        );
      }
    }
  });
});
