import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  AdminAction,
  AdminAuditEntry as AdminAuditEntryBody,
  AdminCatchUp,
  AdminPayment,
  AdminSupportRequest,
  AdminUserDetail,
  AdminUserSummary,
} from '@telisik/contract';
import type { DataSource, EntityManager } from 'typeorm';
import type { AdminPeriod } from '@telisik/contract';
import { PaymentRecordsService } from '../billing';
import { DomainError } from '../common/domain-error';
import { EntitlementService } from '../entitlement';
import { messages } from '../common/messages';
import { MarketDataService } from '../market-data';
import { SupportService } from '../support';
import { type SignedInUser, UsersService } from '../users';
import { recordAdminAction } from './admin-audit-log';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAuditView(entry: AdminAuditEntry): AdminAuditEntryBody {
  return {
    id: entry.id,
    adminEmail: entry.adminEmail,
    action: entry.action,
    targetUserId: entry.targetUserId,
    reason: entry.reason,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** The operator view: find users, grant and revoke Premium (audited), payments, support replies. */
@Injectable()
export class AdminService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly entitlement: EntitlementService,
    private readonly support: SupportService,
    private readonly users: UsersService,
    private readonly paymentRecords: PaymentRecordsService,
    private readonly marketData: MarketDataService,
  ) {}

  /** By email or name (contains, case-insensitive) or exact id; newest first. */
  async searchUsers(query: string | undefined): Promise<AdminUserSummary[]> {
    return Promise.all((await this.users.search(query, 25)).map((user) => this.summary(user)));
  }

  async userDetail(userId: string): Promise<AdminUserDetail> {
    const user = await this.findUser(userId);
    const [periods, payments, supportRequests, audit] = await Promise.all([
      this.periodsOf(userId),
      this.paymentRecords.paymentsOf(userId),
      this.support.requestsOf(userId),
      this.dataSource
        .getRepository(AdminAuditEntry)
        .find({ where: { targetUserId: userId }, order: { createdAt: 'DESC' }, take: 100 }),
    ]);
    return { ...(await this.summary(user)), periods, payments, supportRequests, audit: audit.map(toAuditView) };
  }

  async grant(
    admin: SignedInUser,
    userId: string,
    input: { days: number; reason: string },
  ): Promise<AdminUserDetail> {
    await this.findUser(userId);
    await this.grantAs(admin.email!, userId, input);
    return this.userDetail(userId);
  }

  /**
   * An operator's grant from outside the web view (`npm run user:premium`): the user found by the
   * email they signed in with, the audit row naming `operator`. False when nobody signed in with it.
   */
  async grantByEmail(operator: string, email: string, input: { days: number; reason: string }): Promise<boolean> {
    const user = await this.users.findByEmail(email);
    if (!user) return false;
    await this.grantAs(operator, user.id, input);
    return true;
  }

  private async grantAs(operator: string, userId: string, input: { days: number; reason: string }): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const period = await this.entitlement.grant(manager, {
        userId,
        days: input.days,
        reason: input.reason,
        grantedBy: operator,
      });
      await this.audit(manager, operator, 'grant_premium', userId, input.reason, {
        days: input.days,
        startsAt: period.startsAt.toISOString(),
        endsAt: period.endsAt.toISOString(),
      });
    });
  }

  async revoke(admin: SignedInUser, userId: string, input: { reason: string }): Promise<AdminUserDetail> {
    await this.findUser(userId);
    await this.dataSource.transaction(async (manager) => {
      const revoked = await this.entitlement.revokeAll(manager, { userId, reason: input.reason });
      if (revoked === 0) throw new DomainError('NOTHING_TO_REVOKE', messages.nothingToRevoke);
      await this.audit(manager, admin.email!, 'revoke_premium', userId, input.reason, { periods: revoked });
    });
    return this.userDetail(userId);
  }

  recentPayments(limit: number): Promise<AdminPayment[]> {
    return this.paymentRecords.recentPayments(limit);
  }

  supportQueue(): Promise<AdminSupportRequest[]> {
    return this.support.queue();
  }

  async replySupport(admin: SignedInUser, requestId: string, message: string): Promise<AdminSupportRequest> {
    if (!UUID_PATTERN.test(requestId))
      throw new DomainError('SUPPORT_REQUEST_NOT_FOUND', messages.supportRequestNotFound);
    return this.support.reply({ requestId, adminEmail: admin.email!, message }, (manager, request) =>
      this.audit(
        manager,
        admin.email!,
        'reply_support',
        request.userId,
        `Jawaban untuk "${request.subject}"`.slice(0, 500),
        {
          requestId: request.id,
        },
      ),
    );
  }

  /** The IDX catch-up's newest runs: days stored, rows written, the day a failed one stopped at. */
  catchUps(limit: number): Promise<AdminCatchUp[]> {
    return this.marketData.recentCatchUps(limit);
  }

  async auditLog(limit: number): Promise<AdminAuditEntryBody[]> {
    return (
      await this.dataSource.getRepository(AdminAuditEntry).find({ order: { createdAt: 'DESC' }, take: limit })
    ).map(toAuditView);
  }

  /** The user's periods, newest first, each with the number of the order that bought it. */
  private async periodsOf(userId: string): Promise<AdminPeriod[]> {
    const periods = await this.entitlement.periodsOf(userId, 'newest');
    const orderNumbers = await this.paymentRecords.orderNumbersOf(
      periods.flatMap((period) => (period.paymentOrderId ? [period.paymentOrderId] : [])),
    );
    return periods.map((period) => ({
      id: period.id,
      source: period.source,
      orderId: period.paymentOrderId ? (orderNumbers.get(period.paymentOrderId) ?? null) : null,
      days: period.days,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      revokedAt: period.revokedAt?.toISOString() ?? null,
      revokeReason: period.revokeReason,
      reason: period.reason,
      grantedBy: period.grantedBy,
    }));
  }

  private async findUser(userId: string): Promise<SignedInUser> {
    const user = UUID_PATTERN.test(userId) ? await this.users.findById(userId) : null;
    if (!user) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    return user;
  }

  private async summary(user: SignedInUser): Promise<AdminUserSummary> {
    const entitlement = await this.entitlement.entitlement(user.id);
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: user.createdAt.toISOString(),
      isPremium: entitlement.isPremium,
      premiumUntil: entitlement.premiumUntil?.toISOString() ?? null,
      analysesUsed: user.analysesUsed,
    };
  }

  private async audit(
    manager: EntityManager,
    adminEmail: string,
    action: AdminAction,
    targetUserId: string | null,
    reason: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await recordAdminAction(manager, { adminEmail, action, targetUserId, reason, details });
  }
}
