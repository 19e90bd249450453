import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport, AlertKind } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { AnalysesService, toAnalysisResponse } from '../analyses';
import { AuthService } from '../auth';
import { OrdersService } from '../billing';
import { EntitlementService } from '../entitlement';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { MailOutboxService } from '../mail';
import { PushSubscriptionsService } from '../push';
import { shareUrl } from '../shares';
import { SupportService } from '../support';
import { type SignedInUser, UsersService } from '../users';

type OwnedRecords = Pick<
  AccountExport,
  'watchlist' | 'alertSettings' | 'alerts' | 'pushDevices' | 'shareLinks' | 'comparisons' | 'mails'
>;

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
    @Inject(APP_CONFIG) private readonly config: Pick<CoreConfig, 'appUrl'>,
  ) {}

  async export(user: SignedInUser): Promise<AccountExport> {
    const [entitlement, periods, payments, analyses, supportRequests, owned] = await Promise.all([
      this.entitlement.entitlement(user.id),
      this.entitlement.periodsOf(user.id, 'oldest'),
      this.orders.history(user.id),
      this.analyses.listForUser(user.id),
      this.support.listForUser(user.id),
      this.ownedRecords(user.id),
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
      ...owned,
    };
  }

  /**
   * The rest of what the user owns: watchlist, alert settings and alerts, push devices, share
   * links, comparisons and the mails sent to them (UU PDP's right of access covers all of it).
   * Every query is by user id; a new table with a user_id belongs here too (the test lists them).
   */
  private async ownedRecords(userId: string): Promise<OwnedRecords> {
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const q = <T>(sql: string) => this.dataSource.query<T[]>(sql, [userId]);
    const [watchlist, settings, alerts, pushDevices, shares, comparisons, mails] = await Promise.all([
      q<{ ticker: string; created_at: Date }>('SELECT ticker, created_at FROM watched_stocks WHERE user_id = $1 ORDER BY created_at, ticker'),
      q<{ mail_enabled: boolean; push_enabled: boolean; score_points: number; price_percent: number; mail_unsubscribed_at: Date | null }>(
        'SELECT mail_enabled, push_enabled, score_points, price_percent, mail_unsubscribed_at FROM alert_settings WHERE user_id = $1',
      ),
      q<{ id: string; ticker: string; as_of: string; kind: AlertKind; title: string; body: string; read_at: Date | null; created_at: Date }>(
        'SELECT id, ticker, as_of::text, kind, title, body, read_at, created_at FROM stock_alerts WHERE user_id = $1 ORDER BY created_at, id',
      ),
      this.push.devicesOf(userId),
      q<{ token: string; analysis_id: string; created_at: Date; revoked_at: Date | null }>(
        'SELECT token, analysis_id, created_at, revoked_at FROM analysis_shares WHERE user_id = $1 ORDER BY created_at',
      ),
      q<{ id: string; analysis_ids: string[]; data_as_of: string; created_at: Date }>(
        'SELECT id, analysis_ids, data_as_of::text, created_at FROM comparisons WHERE user_id = $1 ORDER BY created_at',
      ),
      this.mail.mailsOf(userId),
    ]);
    const setting = settings[0];
    return {
      watchlist: watchlist.map((row) => ({ ticker: row.ticker, addedAt: row.created_at.toISOString() })),
      alertSettings: setting
        ? {
            mailEnabled: setting.mail_enabled,
            pushEnabled: setting.push_enabled,
            scorePoints: Number(setting.score_points),
            pricePercent: Number(setting.price_percent),
            mailUnsubscribedAt: iso(setting.mail_unsubscribed_at),
          }
        : null,
      alerts: alerts.map((row) => ({
        id: row.id,
        ticker: row.ticker,
        asOf: row.as_of,
        kind: row.kind,
        title: row.title,
        body: row.body,
        readAt: iso(row.read_at),
        createdAt: row.created_at.toISOString(),
      })),
      pushDevices,
      shareLinks: shares.map((row) => ({
        url: shareUrl(this.config.appUrl, row.token),
        analysisId: row.analysis_id,
        createdAt: row.created_at.toISOString(),
        revokedAt: iso(row.revoked_at),
      })),
      comparisons: comparisons.map((row) => ({
        id: row.id,
        analysisIds: row.analysis_ids,
        dataAsOf: row.data_as_of,
        createdAt: row.created_at.toISOString(),
      })),
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
