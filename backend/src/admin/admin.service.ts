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
import { In, type DataSource, type EntityManager } from 'typeorm';
import { paymentMethodLabel, EntitlementService, PaymentNotification, PaymentOrder, PremiumPeriod } from '../billing';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { SupportRequest, SupportService } from '../support';
import { User, UsersService } from '../users';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toSupportView(request: SupportRequest): AdminSupportRequest {
  return {
    id: request.id,
    user: {
      id: request.userId,
      email: request.user?.email ?? null,
      firstName: request.user?.firstName ?? null,
    },
    subject: request.subject,
    message: request.message,
    priority: request.priority,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    replies: [...(request.replies ?? [])]
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((reply) => ({
        id: reply.id,
        authorEmail: reply.authorEmail,
        message: reply.message,
        createdAt: reply.createdAt.toISOString(),
      })),
  };
}

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
  ) {}

  /** By email or name (contains, case-insensitive) or exact id; newest first. */
  async searchUsers(query: string | undefined): Promise<AdminUserSummary[]> {
    const builder = this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .orderBy('u.created_at', 'DESC')
      .take(25);
    const q = query?.trim();
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      builder.where('(u.email ILIKE :pattern OR u.first_name ILIKE :pattern OR u.last_name ILIKE :pattern)', {
        pattern,
      });
      if (UUID_PATTERN.test(q)) builder.orWhere('u.id = :id', { id: q });
    }
    return Promise.all((await builder.getMany()).map((user) => this.summary(user)));
  }

  async userDetail(userId: string): Promise<AdminUserDetail> {
    const user = await this.findUser(userId);
    const [periods, orders, requests, audit] = await Promise.all([
      this.dataSource.getRepository(PremiumPeriod).find({ where: { userId }, order: { startsAt: 'DESC' } }),
      this.dataSource.getRepository(PaymentOrder).find({ where: { userId }, order: { createdAt: 'DESC' } }),
      this.dataSource.getRepository(SupportRequest).find({
        where: { userId },
        relations: { user: true, replies: true },
        order: { createdAt: 'DESC' },
      }),
      this.dataSource
        .getRepository(AdminAuditEntry)
        .find({ where: { targetUserId: userId }, order: { createdAt: 'DESC' }, take: 100 }),
    ]);
    const orderIds = new Map(orders.map((order) => [order.id, order.orderId]));
    return {
      ...(await this.summary(user)),
      periods: periods.map((period) => ({
        id: period.id,
        source: period.source,
        orderId: period.paymentOrderId ? (orderIds.get(period.paymentOrderId) ?? null) : null,
        days: period.days,
        startsAt: period.startsAt.toISOString(),
        endsAt: period.endsAt.toISOString(),
        revokedAt: period.revokedAt?.toISOString() ?? null,
        revokeReason: period.revokeReason,
        reason: period.reason,
        grantedBy: period.grantedBy,
      })),
      payments: await this.paymentViews(orders),
      supportRequests: requests.map(toSupportView),
      audit: audit.map(toAuditView),
    };
  }

  async grant(
    admin: User,
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

  async revoke(admin: User, userId: string, input: { reason: string }): Promise<AdminUserDetail> {
    await this.findUser(userId);
    await this.dataSource.transaction(async (manager) => {
      const revoked = await this.entitlement.revokeAll(manager, { userId, reason: input.reason });
      if (revoked === 0) throw new DomainError('NOTHING_TO_REVOKE', messages.nothingToRevoke);
      await this.audit(manager, admin.email!, 'revoke_premium', userId, input.reason, { periods: revoked });
    });
    return this.userDetail(userId);
  }

  async recentPayments(limit: number): Promise<AdminPayment[]> {
    const orders = await this.dataSource
      .getRepository(PaymentOrder)
      .find({ order: { createdAt: 'DESC' }, take: limit });
    return this.paymentViews(orders);
  }

  async supportQueue(): Promise<AdminSupportRequest[]> {
    return (await this.support.queue()).map(toSupportView);
  }

  async replySupport(admin: User, requestId: string, message: string): Promise<AdminSupportRequest> {
    if (!UUID_PATTERN.test(requestId))
      throw new DomainError('SUPPORT_REQUEST_NOT_FOUND', messages.supportRequestNotFound);
    await this.support.reply({ requestId, adminEmail: admin.email!, message }, (manager, request) =>
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
    const request = await this.dataSource.getRepository(SupportRequest).findOneOrFail({
      where: { id: requestId },
      relations: { user: true, replies: true },
    });
    return toSupportView(request);
  }

  /** The IDX catch-up's newest runs: days stored, rows written, the day a failed one stopped at. */
  async catchUps(limit: number): Promise<AdminCatchUp[]> {
    return this.dataSource.query<AdminCatchUp[]>(
      `SELECT id, trigger, status, to_char(started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startedAt",
              to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "finishedAt",
              from_date::text AS "fromDate", to_date::text AS "toDate", days_stored AS "daysStored", holidays,
              rows_written AS "rowsWritten", failure
         FROM market_data_catch_ups ORDER BY started_at DESC LIMIT $1`,
      [limit],
    );
  }

  async auditLog(limit: number): Promise<AdminAuditEntryBody[]> {
    return (
      await this.dataSource.getRepository(AdminAuditEntry).find({ order: { createdAt: 'DESC' }, take: limit })
    ).map(toAuditView);
  }

  private async findUser(userId: string): Promise<User> {
    const user = UUID_PATTERN.test(userId)
      ? await this.dataSource.getRepository(User).findOneBy({ id: userId })
      : null;
    if (!user) throw new DomainError('USER_NOT_FOUND', messages.userNotFound);
    return user;
  }

  private async summary(user: User): Promise<AdminUserSummary> {
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

  private async paymentViews(orders: PaymentOrder[]): Promise<AdminPayment[]> {
    const notifications =
      orders.length === 0
        ? []
        : await this.dataSource.getRepository(PaymentNotification).find({
            where: { paymentOrderId: In(orders.map((order) => order.id)) },
            order: { receivedAt: 'ASC' },
          });
    return orders.map((order) => ({
      orderId: order.orderId,
      userId: order.userId,
      customerEmail: order.customerEmail,
      status: order.status,
      gatewayStatus: order.gatewayStatus,
      amount: order.amount,
      currency: order.currency,
      paymentMethod: paymentMethodLabel(order.paymentType, order.paymentInstructions),
      receiptNumber: order.receiptNumber,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      failureReason: order.failureReason,
      notifications: notifications
        .filter((notification) => notification.paymentOrderId === order.id)
        .map((notification) => ({
          id: notification.id,
          source: notification.source,
          notifiedStatus: notification.notifiedStatus,
          confirmedStatus: notification.confirmedStatus,
          fraudStatus: notification.fraudStatus,
          paymentType: notification.paymentType,
          effect: notification.effect,
          receivedAt: notification.receivedAt.toISOString(),
        })),
    }));
  }

  private async audit(
    manager: EntityManager,
    adminEmail: string,
    action: AdminAction,
    targetUserId: string | null,
    reason: string,
    details: Record<string, unknown>,
  ): Promise<void> {
    await manager.save(manager.create(AdminAuditEntry, { adminEmail, action, targetUserId, reason, details }));
  }
}
