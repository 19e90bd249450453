import { Injectable } from '@nestjs/common';
import type { Quota } from '@telisik/contract';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { User } from '../users/entities/user.entity';
import { QuotaReservation } from './entities/quota-reservation.entity';
import { FREE_ANALYSIS_LIMIT, RESERVATION_TTL_MS } from './quota.constants';

@Injectable()
export class QuotaService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  quotaFor(user: Pick<User, 'analysesUsed' | 'isPremium'>): Quota {
    return {
      analysesUsed: user.analysesUsed,
      limit: user.isPremium ? null : FREE_ANALYSIS_LIMIT,
      isPremium: user.isPremium,
    };
  }

  /**
   * Holds one analysis worth of quota. The user row is locked for the few milliseconds of the
   * check, so concurrent requests of one user queue here and only as many pass as the quota allows.
   */
  async reserve(userId: string, now = new Date()): Promise<QuotaReservation> {
    return this.dataSource.transaction(async (manager) => {
      const user = await manager
        .getRepository(User)
        .createQueryBuilder('user')
        .setLock('pessimistic_write')
        .where('user.id = :userId', { userId })
        .getOneOrFail();
      if (!user.isPremium) {
        const pending = await manager.count(QuotaReservation, {
          where: { userId, expiresAt: MoreThan(now) },
        });
        if (user.analysesUsed + pending >= FREE_ANALYSIS_LIMIT) {
          throw new DomainError('QUOTA_EXHAUSTED', messages.quotaExhausted);
        }
      }
      return manager.save(
        manager.create(QuotaReservation, {
          userId,
          expiresAt: new Date(now.getTime() + RESERVATION_TTL_MS),
        }),
      );
    });
  }

  /** Turns the reservation into a used analysis, inside the transaction that stores the analysis. */
  async complete(manager: EntityManager, reservation: QuotaReservation): Promise<void> {
    await manager.delete(QuotaReservation, { id: reservation.id });
    await manager.increment(User, { id: reservation.userId }, 'analysesUsed', 1);
  }

  async release(reservation: QuotaReservation): Promise<void> {
    await this.dataSource.getRepository(QuotaReservation).delete({ id: reservation.id });
  }
}
