import { Controller, Get, Inject } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { MarketDataStatus } from '@telisik/contract';
import type { DataSource } from 'typeorm';
import { MARKET_DATA_CLOCK, type Clock } from '../live/live-market-data-provider';
import { marketDataStatus } from './market-data-status';

/**
 * How current the market data is, for the app's "data older than the last session" banner. Public
 * like /api/health/ready, which reports the same: the date of the newest stored day is no secret.
 */
@Controller('market-data')
export class MarketDataStatusController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MARKET_DATA_CLOCK) private readonly clock: Clock,
  ) {}

  @Get('status')
  status(): Promise<MarketDataStatus> {
    return marketDataStatus(this.dataSource, this.clock());
  }
}
