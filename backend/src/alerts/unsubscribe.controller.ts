import { Controller, Get, HttpCode, HttpStatus, Inject, Post, Query, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error';
import { messages } from '../common/messages';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { escapeHtml } from '../mail';
import { AlertDigestsService } from './alert-digests.service';
import { isValidUnsubscribeToken } from './unsubscribe-token';

/**
 * The one-click path takes a form body (RFC 8058), not JSON: the app lets it through. Its answers
 * are pages a browser shows (the app's security headers treat it as a document).
 */
export const UNSUBSCRIBE_PATH = '/alerts/unsubscribe';

function page(title: string, text: string, form?: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:32px 16px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<main style="max-width:480px;margin:0 auto;background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:24px">
<p style="margin:0 0 12px;font-weight:700;color:#0f766e">Telisik</p>
<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(title)}</h1>
<p style="line-height:1.5">${escapeHtml(text)}</p>${form ?? ''}
</main></body></html>`;
}

/**
 * Leaving the daily alert mail from the mail itself, signed out: the link carries the user's id
 * and its signature. GET shows a page with one button (a link prefetcher must not unsubscribe);
 * POST unsubscribes, from that button or from the mail client's one-click (List-Unsubscribe-Post).
 */
@Controller('alerts/unsubscribe')
export class UnsubscribeController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly digests: AlertDigestsService,
    @Inject(APP_CONFIG) private readonly config: CoreConfig,
  ) {}

  @Get()
  async show(@Query('user') user: unknown, @Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const userId = this.verified(user, token);
    if (!userId) {
      res.status(HttpStatus.BAD_REQUEST).type('html').send(page('Tautan tidak valid', messages.unsubscribeLinkInvalid));
      return;
    }
    const rows = await this.dataSource.query<{ mail_enabled: boolean }[]>(
      'SELECT mail_enabled FROM alert_settings WHERE user_id = $1',
      [userId],
    );
    if (rows[0] && !rows[0].mail_enabled) {
      res.type('html').send(page('Anda sudah berhenti berlangganan', messages.unsubscribedAlready));
      return;
    }
    const action = `?user=${encodeURIComponent(userId)}&token=${encodeURIComponent(String(token))}`;
    res.type('html').send(
      page(
        'Berhenti menerima email peringatan?',
        'Anda tidak akan lagi menerima email harian tentang saham yang Anda pantau. Peringatan di aplikasi tetap ada.',
        `<form method="post" action="${escapeHtml(action)}"><button type="submit" style="background:#0f766e;color:#fff;border:0;border-radius:8px;padding:10px 18px;font-weight:600">Berhenti berlangganan</button></form>`,
      ),
    );
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  async unsubscribe(@Query('user') user: unknown, @Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const userId = this.verified(user, token);
    if (!userId) throw new DomainError('UNSUBSCRIBE_LINK_INVALID', messages.unsubscribeLinkInvalid);
    const changed = await this.digests.unsubscribe(this.dataSource.manager, userId);
    res
      .type('html')
      .send(page(changed ? 'Anda berhenti berlangganan' : 'Anda sudah berhenti berlangganan', changed ? messages.unsubscribed : messages.unsubscribedAlready));
  }

  private verified(user: unknown, token: unknown): string | null {
    if (typeof user !== 'string' || typeof token !== 'string') return null;
    if (!/^[0-9a-f-]{36}$/i.test(user) || token.length > 100) return null;
    return isValidUnsubscribeToken(this.config.sessionSecret, user, token) ? user : null;
  }
}
