import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Quota } from '@telisik/contract';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { FREE_ANALYSIS_LIMIT, type SignedInUser, UsersService } from '../users';
import { QuotaReservation } from './entities/quota-reservation.entity';
import { RESERVATION_HEARTBEAT_MS, RESERVATION_LEASE_MS, RESERVATION_TTL_MS } from './quota.constants';

/** SQL: the reservation `r` still holds quota (not expired, its process alive). `$now` is a timestamptz. */
const LIVE = (now: string) =>
  `r.expires_at > ${now} AND r.heartbeat_at > ${now} - make_interval(secs => ${RESERVATION_LEASE_MS / 1000})`;

@Injectable()
export class QuotaService implements OnApplicationBootstrap {
  private readonly log = new Logger('Quota');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
  ) {}

  /**
   * Reservations of a process that died stop counting by themselves (lease, expiry); at start they
   * are deleted too, so the table holds only live ones. Instances on one PostgreSQL keep theirs:
   * their heartbeats are fresh.
   */
  async onApplicationBootstrap(): Promise<void> {
    const removed = await this.clearDead();
    if (removed > 0) this.log.log(`cleared ${removed} quota reservation(s) left by a stopped process`);
  }

  async clearDead(now = new Date()): Promise<number> {
    // TypeORM answers a DELETE on PostgreSQL with [rows, affected count].
    const [, removed] = await this.dataSource.query<[unknown[], number]>(
      `DELETE FROM quota_reservations r WHERE NOT (${LIVE('$1::timestamptz')})`,
      [now],
    );
    return removed;
  }

  quotaFor(user: Pick<SignedInUser, 'analysesUsed' | 'isPremium'>): Quota {
    return {
      analysesUsed: user.analysesUsed,
      limit: user.isPremium ? null : FREE_ANALYSIS_LIMIT,
      isPremium: user.isPremium,
    };
  }

  /**
   * Holds one analysis worth of quota. The user row is locked for the few milliseconds of the
   * check, so concurrent requests of one user queue here and only as many pass as the quota allows.
   * A user whose quota is used up is told so; one held only by an analysis still running is told
   * to wait for it, never that the quota is gone.
   */
  async reserve(userId: string, now = new Date()): Promise<QuotaReservation> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.lockWith(manager, userId);
      if (!user.isPremium) {
        if (user.analysesUsed >= FREE_ANALYSIS_LIMIT) throw new DomainError('QUOTA_EXHAUSTED', messages.quotaExhausted);
        const pending = await this.livePending(manager, userId, now);
        if (user.analysesUsed + pending >= FREE_ANALYSIS_LIMIT) {
          throw new DomainError('ANALYSIS_IN_PROGRESS', messages.analysisInProgress);
        }
      }
      return manager.save(
        manager.create(QuotaReservation, {
          userId,
          expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS),
          heartbeatAt: now,
        }),
      );
    });
  }

  /** Beats the reservation's heart until the returned function is called (the analysis ended). */
  keepAlive(reservation: QuotaReservation): () => void {
    const timer = setInterval(() => {
      this.dataSource
        .query('UPDATE quota_reservations SET heartbeat_at = now() WHERE id = $1', [reservation.id])
        .catch((error: unknown) => this.log.warn(`quota reservation heartbeat failed: ${String(error)}`));
    }, RESERVATION_HEARTBEAT_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Turns the reservation into a used analysis, inside the transaction that stores the analysis.
   * Only a live reservation counts as held: one that lapsed (another request may have reserved in
   * its place) is counted only if the quota still allows it now, else the store is refused.
   */
  async complete(manager: EntityManager, reservation: QuotaReservation): Promise<void> {
    const user = await this.users.lockWith(manager, reservation.userId);
    const [, held] = await manager.query<[unknown[], number]>(
      `DELETE FROM quota_reservations r WHERE r.id = $1 AND ${LIVE('clock_timestamp()')}`,
      [reservation.id],
    );
    if (held === 0) {
      await manager.delete(QuotaReservation, { id: reservation.id });
      if (!user.isPremium) {
        const pending = await this.livePending(manager, user.id, new Date());
        if (user.analysesUsed + pending >= FREE_ANALYSIS_LIMIT) throw new DomainError('QUOTA_EXHAUSTED', messages.quotaExhausted);
      }
    }
    await this.users.countAnalysisWith(manager, reservation.userId);
  }

  /** Gives the slot back; a failure here is logged, not thrown: the lease frees the slot anyway. */
  async release(reservation: QuotaReservation): Promise<void> {
    try {
      await this.dataSource.getRepository(QuotaReservation).delete({ id: reservation.id });
    } catch (error) {
      this.log.warn(`quota reservation ${reservation.id} not released (its lease frees it): ${String(error)}`);
    }
  }

  private async livePending(manager: EntityManager, userId: string, now: Date): Promise<number> {
    const [row] = await manager.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM quota_reservations r WHERE r.user_id = $1 AND ${LIVE('$2::timestamptz')}`,
      [userId, now],
    );
    return row?.n ?? 0;
  }
}
