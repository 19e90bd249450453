import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Cron } from '@nestjs/schedule';
import { MarketDataRefreshJob } from './market-data-refresh-job';

export const MARKET_DATA_REFRESH_CRON = 'market-data-refresh';

/**
 * Work that needs the day's final bars (the engine's daily ratings, track-record/), run after the
 * refresh. Looked up by token rather than imported: those features depend on market data, not the
 * other way round. It must be idempotent per day, since every instance's cron may call it.
 */
export const AFTER_MARKET_DATA_REFRESH = 'AFTER_MARKET_DATA_REFRESH';
export interface AfterMarketDataRefresh {
  afterMarketDataRefresh(): Promise<unknown>;
}

/**
 * Every scheduled task of the market data, and nothing else: each only calls a service that tests
 * call directly.
 */
@Injectable()
export class MarketDataCron {
  private readonly log = new Logger(MarketDataCron.name);

  constructor(
    private readonly refreshJob: MarketDataRefreshJob,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** 16:20 WIB on weekdays: IDX's post-trading session ends at 16:15, so the day's bars are final. */
  @Cron('0 20 16 * * 1-5', {
    name: MARKET_DATA_REFRESH_CRON,
    timeZone: 'Asia/Jakarta',
    waitForCompletion: true,
  })
  async refreshMarketData(): Promise<void> {
    try {
      await this.refreshJob.run();
    } catch (error) {
      this.log.error(`the daily market-data refresh failed: ${String(error)}`);
    }
    try {
      await this.refreshJob.runStatements();
    } catch (error) {
      this.log.error(`the daily statements refresh failed: ${String(error)}`);
    }
    try {
      await this.afterRefresh()?.afterMarketDataRefresh();
    } catch (error) {
      this.log.error(`the work after the market-data refresh failed: ${String(error)}`);
    }
  }

  private afterRefresh(): AfterMarketDataRefresh | null {
    try {
      return this.moduleRef.get<AfterMarketDataRefresh>(AFTER_MARKET_DATA_REFRESH, { strict: false });
    } catch {
      return null;
    }
  }
}
