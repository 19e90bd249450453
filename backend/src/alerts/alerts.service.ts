import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AlertSettings as AlertSettingsBody, AlertSettingsUpdate, AlertsResponse, StockAlert as StockAlertBody } from '@telisik/contract';
import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import type { SignedInUser } from '../users';
import { PRICE_MOVE_PERCENT, SCORE_MOVE_POINTS } from './alerts.constants';
import { AlertSettings } from './entities/alert-settings.entity';
import { StockAlert } from './entities/stock-alert.entity';

/** How many alerts the bell lists (newest first); older ones stay stored. */
export const ALERTS_LISTED = 100;

/** A user's alerts: the bell's list and unread count, and marking them read. Owner checked in every query. */
@Injectable()
export class AlertsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(user: SignedInUser): Promise<AlertsResponse> {
    const repository = this.dataSource.getRepository(StockAlert);
    const [alerts, unread] = await Promise.all([
      repository.find({
        where: { userId: user.id },
        order: { createdAt: 'DESC', asOf: 'DESC', ticker: 'ASC', kind: 'ASC' },
        take: ALERTS_LISTED,
      }),
      repository.createQueryBuilder('a').where('a.user_id = :id AND a.read_at IS NULL', { id: user.id }).getCount(),
    ]);
    return { alerts: alerts.map(toBody), unread, alertsActive: user.isPremium };
  }

  async markRead(user: SignedInUser, alertId: string): Promise<StockAlertBody> {
    if (!/^[0-9a-f-]{36}$/i.test(alertId)) throw new DomainError('ALERT_NOT_FOUND', messages.alertNotFound);
    await this.dataSource.query(
      'UPDATE stock_alerts SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2',
      [alertId, user.id],
    );
    const alert = await this.dataSource.getRepository(StockAlert).findOneBy({ id: alertId, userId: user.id });
    if (!alert) throw new DomainError('ALERT_NOT_FOUND', messages.alertNotFound);
    return toBody(alert);
  }

  async settings(user: SignedInUser): Promise<AlertSettingsBody> {
    const row = await this.dataSource.getRepository(AlertSettings).findOneBy({ userId: user.id });
    return row
      ? { mailEnabled: row.mailEnabled, pushEnabled: row.pushEnabled, scorePoints: row.scorePoints, pricePercent: row.pricePercent }
      : DEFAULT_ALERT_SETTINGS;
  }

  async updateSettings(user: SignedInUser, input: AlertSettingsUpdate): Promise<AlertSettingsBody> {
    // pushEnabled left out ($5 null) keeps the stored value (false for a new row).
    await this.dataSource.query(
      `INSERT INTO alert_settings (user_id, mail_enabled, score_points, price_percent, push_enabled)
       VALUES ($1, $2, $3, $4, COALESCE($5::boolean, false))
       ON CONFLICT (user_id) DO UPDATE
          SET mail_enabled = EXCLUDED.mail_enabled, score_points = EXCLUDED.score_points,
              price_percent = EXCLUDED.price_percent, updated_at = now(),
              push_enabled = COALESCE($5::boolean, alert_settings.push_enabled),
              mail_unsubscribed_at = CASE WHEN EXCLUDED.mail_enabled THEN NULL ELSE alert_settings.mail_unsubscribed_at END`,
      [user.id, input.mailEnabled, input.scorePoints, input.pricePercent, input.pushEnabled ?? null],
    );
    return this.settings(user);
  }

  /** Turns the user's pushes on, in the caller's transaction: a device has just subscribed. */
  async turnPushOn(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      `INSERT INTO alert_settings (user_id, push_enabled) VALUES ($1, true)
       ON CONFLICT (user_id) DO UPDATE SET push_enabled = true, updated_at = now()`,
      [userId],
    );
  }

  async markAllRead(user: SignedInUser): Promise<void> {
    await this.dataSource.query('UPDATE stock_alerts SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [user.id]);
  }
}

export const DEFAULT_ALERT_SETTINGS: AlertSettingsBody = {
  mailEnabled: true,
  pushEnabled: false,
  scorePoints: SCORE_MOVE_POINTS,
  pricePercent: PRICE_MOVE_PERCENT,
};

function toBody(alert: StockAlert): StockAlertBody {
  return {
    id: alert.id,
    ticker: alert.ticker,
    asOf: alert.asOf,
    kind: alert.kind,
    title: alert.title,
    body: alert.body,
    read: alert.readAt !== null,
    createdAt: alert.createdAt.toISOString(),
  };
}
