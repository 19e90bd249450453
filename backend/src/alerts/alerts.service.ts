import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AlertsResponse, StockAlert as StockAlertBody } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import type { User } from '../users/entities/user.entity';
import { StockAlert } from './entities/stock-alert.entity';

/** How many alerts the bell lists (newest first); older ones stay stored. */
export const ALERTS_LISTED = 100;

/** A user's alerts: the bell's list and unread count, and marking them read. Owner checked in every query. */
@Injectable()
export class AlertsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(user: User): Promise<AlertsResponse> {
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

  async markRead(user: User, alertId: string): Promise<StockAlertBody> {
    if (!/^[0-9a-f-]{36}$/i.test(alertId)) throw new DomainError('ALERT_NOT_FOUND', messages.alertNotFound);
    await this.dataSource.query(
      'UPDATE stock_alerts SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2',
      [alertId, user.id],
    );
    const alert = await this.dataSource.getRepository(StockAlert).findOneBy({ id: alertId, userId: user.id });
    if (!alert) throw new DomainError('ALERT_NOT_FOUND', messages.alertNotFound);
    return toBody(alert);
  }

  async markAllRead(user: User): Promise<void> {
    await this.dataSource.query('UPDATE stock_alerts SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [user.id]);
  }
}

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
