import type { OrderStatus } from '@telisik/contract';
import { OPEN_ORDER_STATUSES } from './entities/payment-order.entity';
import type { PaymentEventEffect } from '@telisik/contract';
import type { StatusOutcome } from './midtrans/transaction-status';

const ENDED: readonly OrderStatus[] = ['denied', 'cancelled', 'expired', 'failed'];

export interface Transition {
  status: OrderStatus;
  effect: PaymentEventEffect;
}

/**
 * The order's next state for a status the gateway confirmed. Pure, so the whole table is tested
 * directly. The gateway's word is final, but what happened stays done: a paid order is never
 * "pending" again, and money that arrives after we gave up on an order still buys the period.
 */
export function nextOrderState(current: OrderStatus, outcome: StatusOutcome): Transition {
  const open = OPEN_ORDER_STATUSES.includes(current);
  const ended = ENDED.includes(current);
  const stay: Transition = { status: current, effect: 'none' };
  switch (outcome) {
    case 'paid':
    case 'partially_returned':
      return open || ended ? { status: 'paid', effect: 'granted' } : stay;
    case 'waiting':
      return open ? { status: 'pending', effect: 'waiting' } : stay;
    case 'denied':
    case 'cancelled':
    case 'expired':
    case 'failed':
      if (open) return { status: outcome, effect: 'ended' };
      // A captured card payment can still be cancelled or denied before it settles: no money came.
      if (current === 'paid' && (outcome === 'denied' || outcome === 'cancelled'))
        return { status: outcome, effect: 'revoked' };
      return stay;
    case 'refunded':
    case 'charged_back':
      if (current === 'paid') return { status: outcome, effect: 'revoked' };
      if (open) return { status: outcome, effect: 'ended' };
      return stay;
    case 'unknown':
      return stay;
  }
}
