import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport, AlertKind } from '@telisik/contract';
import type { DataSource } from 'typeorm';

export type AlertsAccountData = Pick<AccountExport, 'watchlist' | 'alertSettings' | 'alerts'>;

/** What alerts keeps about one user, as their data export lists it (UU PDP's right of access). */
@Injectable()
export class AlertsAccountDataService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<AlertsAccountData> {
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    const q = <T>(sql: string) => this.dataSource.query<T[]>(sql, [userId]);
    const [watchlist, settings, alerts] = await Promise.all([
      q<{ ticker: string; created_at: Date }>('SELECT ticker, created_at FROM watched_stocks WHERE user_id = $1 ORDER BY created_at, ticker'),
      q<{ mail_enabled: boolean; push_enabled: boolean; score_points: number; price_percent: number; mail_unsubscribed_at: Date | null }>(
        'SELECT mail_enabled, push_enabled, score_points, price_percent, mail_unsubscribed_at FROM alert_settings WHERE user_id = $1',
      ),
      q<{ id: string; ticker: string; as_of: string; kind: AlertKind; title: string; body: string; read_at: Date | null; created_at: Date }>(
        'SELECT id, ticker, as_of::text, kind, title, body, read_at, created_at FROM stock_alerts WHERE user_id = $1 ORDER BY created_at, id',
      ),
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
    };
  }
}
