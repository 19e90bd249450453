import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { AlertsAccountDataService } from '../alerts';
import { AnalysesService, toAnalysisResponse } from '../analyses';
import { AuthService } from '../auth';
import { OrdersService } from '../billing';
import { ComparisonsAccountDataService } from '../comparisons';
import { EntitlementService } from '../entitlement';
import { MailOutboxService } from '../mail';
import { PushSubscriptionsService } from '../push';
import { SharesAccountDataService } from '../shares';
import { SupportService } from '../support';
import { type SignedInUser, UsersService } from '../users';

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
    private readonly auth: AuthService,
    private readonly mail: MailOutboxService,
    private readonly push: PushSubscriptionsService,
    private readonly alerts: AlertsAccountDataService,
    private readonly shares: SharesAccountDataService,
    private readonly comparisons: ComparisonsAccountDataService,
  ) {}

  async export(user: SignedInUser): Promise<AccountExport> {
    // Each feature lists what it keeps about the user (UU PDP's right of access covers all of it);
    // a new table with a user_id needs its owner's part here (account.e2e-spec lists the tables).
    const [entitlement, periods, payments, analyses, supportRequests, alerts, shareLinks, comparisons, pushDevices, mails] = await Promise.all([
      this.entitlement.entitlement(user.id),
      this.entitlement.periodsOf(user.id, 'oldest'),
      this.orders.history(user.id),
      this.analyses.listForUser(user.id),
      this.support.listForUser(user.id),
      this.alerts.of(user.id),
      this.shares.of(user.id),
      this.comparisons.of(user.id),
      this.push.devicesOf(user.id),
      this.mail.mailsOf(user.id),
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
      ...alerts,
      pushDevices,
      shareLinks,
      comparisons,
      mails,
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
      await this.orders.forgetCustomerWith(manager, userId);
      await this.users.rememberSpentFreeAnalysis(manager, userId);
      await this.auth.endSessionsOf(userId, manager);
      await this.users.deleteWith(manager, userId);
    });
    this.log.log(`account ${userId} deleted`);
  }
}
