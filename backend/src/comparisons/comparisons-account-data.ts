import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AccountExport } from '@telisik/contract';
import type { DataSource } from 'typeorm';

/** The user's saved comparisons, as their data export lists them. */
@Injectable()
export class ComparisonsAccountDataService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async of(userId: string): Promise<AccountExport['comparisons']> {
    const rows = await this.dataSource.query<{ id: string; analysis_ids: string[]; data_as_of: string; created_at: Date }[]>(
      'SELECT id, analysis_ids, data_as_of::text, created_at FROM comparisons WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      analysisIds: row.analysis_ids,
      dataAsOf: row.data_as_of,
      createdAt: row.created_at.toISOString(),
    }));
  }
}
