import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { shareUrl } from './shares.controller';

/** The user's share links, live and revoked, as their data export lists them. */
@Injectable()
export class SharesAccountDataService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: Pick<CoreConfig, 'appUrl'>,
  ) {}

  async of(userId: string): Promise<AccountExport['shareLinks']> {
    const rows = await this.dataSource.query<{ token: string; analysis_id: string; created_at: Date; revoked_at: Date | null }[]>(
      'SELECT token, analysis_id, created_at, revoked_at FROM analysis_shares WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows.map((row) => ({
      url: shareUrl(this.config.appUrl, row.token),
      analysisId: row.analysis_id,
      createdAt: row.created_at.toISOString(),
      revokedAt: row.revoked_at?.toISOString() ?? null,
    }));
  }
}
