import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PaymentOrder } from './entities/payment-order.entity';
import { OrdersService } from './orders.service';
import { PaymentEventsService } from './payment-events.service';

/** A pending order younger than this is left to its notification, which normally comes at once. */
const NOTIFICATION_GRACE_MS = 60_000;
/** An order asked about less than this long ago (finish page, an earlier run) is not asked again yet. */
const RECHECK_AFTER_MS = 5 * 60_000;
/** Orders asked about per run: the gateway's status API is called once for each. */
const BATCH_SIZE = 100;

export interface ReconciliationRun {
  checked: number;
  granted: number;
  expired: number;
  /** Orders the gateway could not be asked about: the next run asks again. */
  failed: number;
}

/**
 * Asks the gateway about the orders still open (a notification lost, a user who never opened the
 * finish page, a checkout whose process died) and applies what it says through the same path as
 * a notification: a payment grants its period, an order past its window with nothing paid is
 * closed. Scheduled every ten minutes, once across instances (ScheduledJobs); safe to run twice,
 * since every event is applied under the order's row lock.
 */
@Injectable()
export class PaymentReconciliationJob {
  private readonly log = new Logger('Billing');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrdersService,
    private readonly events: PaymentEventsService,
  ) {}

  async run(now = new Date()): Promise<ReconciliationRun> {
    const open = await this.dataSource
      .getRepository(PaymentOrder)
      .createQueryBuilder('o')
      .where("o.status IN ('creating', 'pending')")
      .andWhere('o.created_at < :settled', { settled: new Date(now.getTime() - NOTIFICATION_GRACE_MS) })
      .andWhere('(o.last_checked_at IS NULL OR o.last_checked_at < :recheck)', {
        recheck: new Date(now.getTime() - RECHECK_AFTER_MS),
      })
      .orderBy('o.last_checked_at', 'ASC', 'NULLS FIRST')
      .addOrderBy('o.created_at', 'ASC')
      .limit(BATCH_SIZE)
      .getMany();
    const run: ReconciliationRun = { checked: 0, granted: 0, expired: 0, failed: 0 };
    for (const order of open) {
      run.checked += 1;
      if (order.status === 'creating') {
        // Committed while still creating: its request died (a live one keeps the row uncommitted).
        await this.orders.reconcileStuck(order);
        continue;
      }
      try {
        const applied = await this.events.checkStatus(order);
        if (applied?.effect === 'granted') run.granted += 1;
      } catch (error) {
        run.failed += 1;
        this.log.warn(`reconciliation of order ${order.orderId} failed: ${String(error)}`);
        continue;
      }
      if (order.expiresAt <= now) {
        const before = await this.dataSource.getRepository(PaymentOrder).findOneByOrFail({ id: order.id });
        if (before.status === 'pending') {
          await this.orders.expireIfStillOpen(order);
          run.expired += 1;
        }
      }
    }
    if (run.checked > 0) {
      this.log.log(
        `payment reconciliation: ${run.checked} open orders asked about, ${run.granted} granted, ${run.expired} expired, ${run.failed} not reachable`,
      );
    }
    return run;
  }
}
