import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { AnalysesService } from '../analyses/analyses.service';
import { toAnalysisResponse } from '../analyses/analysis.serializer';
import { EntitlementService } from '../billing/entitlement/entitlement.service';
import { PremiumPeriod } from '../billing/entities/premium-period.entity';
import { OrdersService } from '../billing/orders.service';
import { SupportService } from '../support/support.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

/** The user's own data: all of it as a file, or all of it gone. */
@Injectable()
export class AccountService {
  private readonly log = new Logger('Account');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly analyses: AnalysesService,
    private readonly orders: OrdersService,
    private readonly entitlement: EntitlementService,
    private readonly support: SupportService,
    private readonly users: UsersService,
  ) {}

  async export(user: User): Promise<AccountExport> {
    const [entitlement, periods, payments, analyses, supportRequests] = await Promise.all([
      this.entitlement.entitlement(user.id),
      this.dataSource
        .getRepository(PremiumPeriod)
        .find({ where: { userId: user.id }, order: { startsAt: 'ASC' } }),
      this.orders.history(user.id),
      this.analyses.listForUser(user.id),
      this.support.listForUser(user.id),
    ]);
    return {
      exportedAt: new Date().toISOString(),
      profile: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        profileImageUrl: user.profileImageUrl,
        createdAt: user.createdAt.toISOString(),
      },
      subscription: {
        isPremium: entitlement.isPremium,
        premiumUntil: entitlement.premiumUntil?.toISOString() ?? null,
      },
      premiumPeriods: periods.map((period) => ({
        source: period.source,
        startsAt: period.startsAt.toISOString(),
        endsAt: period.endsAt.toISOString(),
        revokedAt: period.revokedAt?.toISOString() ?? null,
      })),
      payments,
      analyses: analyses.map(toAnalysisResponse),
      supportRequests,
    };
  }

  /**
   * Removes the user with their sessions, analyses, quota, Premium periods, support requests and
   * queued mail (foreign keys cascade). Payment records stay for the books (Indonesian tax law
   * keeps them ten years) with the user and their contact details cleared. An identity that used
   * its free analysis leaves a keyed hash saying so, and nothing more.
   */
  async delete(userId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // Orders first, in the order a payment event takes its locks (order, then user).
      await manager.query('SELECT id FROM payment_orders WHERE user_id = $1 FOR UPDATE', [userId]);
      await manager.query(
        'UPDATE payment_orders SET customer_email = NULL, customer_name = NULL, user_id = NULL WHERE user_id = $1',
        [userId],
      );
      await this.users.rememberSpentFreeAnalysis(manager, userId);
      await manager.query("DELETE FROM sessions WHERE data->>'userId' = $1", [userId]);
      await manager.query('DELETE FROM users WHERE id = $1', [userId]);
    });
    this.log.log(`account ${userId} deleted`);
  }
}
