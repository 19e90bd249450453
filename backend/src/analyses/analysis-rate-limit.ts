import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import { SharedRateLimit } from '../common/rate-limit/shared-rate-limit';

/**
 * Checked after the body is validated (a guard would run before validation), so a mistyped
 * ticker does not cost the user a slot. Counted in the database: every instance sees every hit.
 */
@Injectable()
export class AnalysisRateLimit {
  private readonly limiter: SharedRateLimit;

  /** Analyses are the expensive call (market data, scoring, the LLM): a few per minute per user. */
  constructor(@Inject(APP_CONFIG) config: CoreConfig, @InjectDataSource() dataSource: DataSource) {
    this.limiter = new SharedRateLimit(dataSource, 'analysis', config.analysesPerMinute, 60);
  }

  check(userId: string): Promise<void> {
    return this.limiter.hit(userId);
  }
}
