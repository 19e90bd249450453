import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { EFFECTIVE_END_SQL, premiumCoverageSql } from './premium-coverage';
import type { PremiumPeriodRecord } from './premium-period-record';
import { PremiumPeriod } from './premium-period.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a user's Premium ends (or ended) if nothing more is bought. */
export interface PremiumEnd {
  userId: string;
  until: Date;
}

export interface Entitlement {
  isPremium: boolean;
  /** When Premium ends if nothing more is bought; null when not Premium. */
  premiumUntil: Date | null;
}

const effectiveEnd = (period: PremiumPeriod): Date =>
  period.revokedAt && period.revokedAt < period.endsAt ? period.revokedAt : period.endsAt;

/**
 * Premium periods: granting (a paid order, an operator), taking back (refund, chargeback,
 * revocation) and reading whether a user is Premium. Changes take a lock per user (for the
 * transaction), so two events for one user (a renewal and a refund, two instances) apply one
 * after the other.
 */
@Injectable()
export class EntitlementService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async entitlement(
    userId: string,
    at = new Date(),
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Entitlement> {
    const rows = await manager.query<{ covered: boolean; until: Date | null }[]>(
      `SELECT ${premiumCoverageSql('$1', '$2::timestamptz')} AS covered,
              (SELECT max(${EFFECTIVE_END_SQL}) FROM premium_periods
                WHERE user_id = $1 AND starts_at < ${EFFECTIVE_END_SQL}) AS until`,
      [userId, at],
    );
    const covered = rows[0]?.covered ?? false;
    return { isPremium: covered, premiumUntil: covered ? (rows[0]?.until ?? null) : null };
  }

  /** The user's periods, newest first when `order` says so (the operators) or oldest first (the export). */
  periodsOf(userId: string, order: 'newest' | 'oldest'): Promise<PremiumPeriodRecord[]> {
    return this.dataSource.getRepository(PremiumPeriod).find({
      where: { userId },
      order: { startsAt: order === 'newest' ? 'DESC' : 'ASC' },
    });
  }

  /** The period each of these billing orders bought, by order id (an order without one is absent). */
  async periodsOfOrders(paymentOrderIds: string[]): Promise<Map<string, PremiumPeriodRecord>> {
    if (paymentOrderIds.length === 0) return new Map();
    const periods = await this.dataSource
      .getRepository(PremiumPeriod)
      .findBy({ paymentOrderId: In(paymentOrderIds) });
    return new Map(periods.map((period) => [period.paymentOrderId!, period]));
  }

  /**
   * Each user whose Premium ended in the `pastDays` before `at` or ends in the `aheadDays` after
   * it: the end of what covers them (revocations counted), read in the caller's transaction.
   */
  async endsAround(manager: EntityManager, at: Date, pastDays: number, aheadDays: number): Promise<PremiumEnd[]> {
    const rows = await manager.query<{ user_id: string; until: Date }[]>(
      `SELECT user_id, until
         FROM (SELECT user_id, max(${EFFECTIVE_END_SQL}) AS until
                 FROM premium_periods
                WHERE starts_at < ${EFFECTIVE_END_SQL}
                GROUP BY user_id) ends
        WHERE until > $1::timestamptz - make_interval(days => $2)
          AND until <= $1::timestamptz + make_interval(days => $3)`,
      [at, pastDays, aheadDays],
    );
    return rows.map((row) => ({ userId: row.user_id, until: new Date(row.until) }));
  }

  /**
   * The period a paid order buys, starting where the user's Premium ends (or when they paid).
   * One per order: a second call for the same order returns the first period, unless that one was
   * revoked (the payment reversed, then settled after all): then a new full period replaces it.
   */
  async grantForPayment(
    manager: EntityManager,
    input: { userId: string; paymentOrderId: string; paidAt: Date; days: number },
  ): Promise<PremiumPeriodRecord> {
    await this.lockUser(manager, input.userId);
    const existing = await manager.findOneBy(PremiumPeriod, { paymentOrderId: input.paymentOrderId });
    if (existing && !existing.revokedAt) return existing;
    if (existing) {
      // Taken back earlier (a capture cancelled), then settled after all: the money came, so the
      // order buys its full period again, from now or the end of what covers the user.
      await manager.delete(PremiumPeriod, { id: existing.id });
    }
    return this.appendPeriod(manager, {
      userId: input.userId,
      source: 'payment',
      paymentOrderId: input.paymentOrderId,
      anchoredAt: input.paidAt,
      days: input.days,
      reason: null,
      grantedBy: null,
    });
  }

  /** An operator's grant of `days`, extending from the current end like a payment would. */
  async grant(
    manager: EntityManager,
    input: { userId: string; days: number; reason: string; grantedBy: string; at?: Date },
  ): Promise<PremiumPeriodRecord> {
    await this.lockUser(manager, input.userId);
    return this.appendPeriod(manager, {
      userId: input.userId,
      source: 'grant',
      paymentOrderId: null,
      anchoredAt: input.at ?? new Date(),
      days: input.days,
      reason: input.reason,
      grantedBy: input.grantedBy,
    });
  }

  /**
   * Takes back what one order bought (refund, chargeback, a capture cancelled). Later periods move
   * up to close the gap, so a renewal bought after it is not lost.
   */
  async revokeForPayment(
    manager: EntityManager,
    input: { userId: string; paymentOrderId: string; reason: string; at?: Date },
  ): Promise<boolean> {
    const at = input.at ?? new Date();
    await this.lockUser(manager, input.userId);
    const period = await manager.findOneBy(PremiumPeriod, { paymentOrderId: input.paymentOrderId });
    if (!period || period.revokedAt) return false;
    period.revokedAt = at;
    period.revokeReason = input.reason;
    await manager.save(period);
    await this.rechain(manager, input.userId, at);
    return true;
  }

  /** An operator's revocation: every period covering now or later stops now. */
  async revokeAll(
    manager: EntityManager,
    input: { userId: string; reason: string; at?: Date },
  ): Promise<number> {
    const at = input.at ?? new Date();
    await this.lockUser(manager, input.userId);
    const result = await manager
      .createQueryBuilder()
      .update(PremiumPeriod)
      .set({ revokedAt: at, revokeReason: input.reason })
      .where('user_id = :userId', { userId: input.userId })
      .andWhere('revoked_at IS NULL')
      .andWhere('ends_at > :at', { at })
      .execute();
    return result.affected ?? 0;
  }

  private async appendPeriod(
    manager: EntityManager,
    input: Pick<
      PremiumPeriod,
      'userId' | 'source' | 'paymentOrderId' | 'anchoredAt' | 'days' | 'reason' | 'grantedBy'
    >,
  ): Promise<PremiumPeriodRecord> {
    const periods = await manager.findBy(PremiumPeriod, { userId: input.userId });
    const currentEnd = periods.reduce<Date | null>((latest, period) => {
      const end = effectiveEnd(period);
      if (end <= period.startsAt) return latest; // revoked before it began: covers nothing
      return latest === null || end > latest ? end : latest;
    }, null);
    const startsAt = currentEnd && currentEnd > input.anchoredAt ? currentEnd : input.anchoredAt;
    return manager.save(
      manager.create(PremiumPeriod, {
        ...input,
        startsAt,
        endsAt: new Date(startsAt.getTime() + input.days * DAY_MS),
        revokedAt: null,
        revokeReason: null,
      }),
    );
  }

  /** Periods that have not begun start again right after what still covers the user. */
  private async rechain(manager: EntityManager, userId: string, at: Date): Promise<void> {
    const periods = await manager.find(PremiumPeriod, {
      where: { userId },
      order: { startsAt: 'ASC', createdAt: 'ASC' },
    });
    let cursor: Date | null = null;
    for (const period of periods) {
      const end = effectiveEnd(period);
      if (period.startsAt <= at || period.revokedAt) {
        if (end > period.startsAt && (cursor === null || end > cursor)) cursor = end;
        continue;
      }
      const startsAt: Date = cursor && cursor > period.anchoredAt ? cursor : period.anchoredAt;
      if (startsAt.getTime() !== period.startsAt.getTime()) {
        period.startsAt = startsAt;
        period.endsAt = new Date(startsAt.getTime() + period.days * DAY_MS);
        await manager.save(period);
      }
      cursor = period.endsAt;
    }
  }

  /**
   * Serialises changes to one user's periods until the transaction ends. An advisory lock keyed
   * on the user rather than their row: users' table is not entitlement's to lock.
   */
  private async lockUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query("SELECT pg_advisory_xact_lock(hashtextextended('entitlement:' || $1, 0))", [userId]);
  }
}
