import { Logger, Module } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { MarketDataConfig } from './market-data-config';
import { marketDataEntities } from './entities';
import {
  LIVE_MARKET_DATA_PROVIDER,
  MARKET_DATA_CLOCK,
  type Clock,
  type LiveMarketDataProvider,
} from './live/live-market-data-provider';
import { MarketDataFreshness } from './live/market-data-freshness';
import { MarketDataImporter } from './import/market-data-importer';
import { MarketDataRefreshJob } from './live/market-data-refresh-job';
import { MarketDataService } from './read/market-data.service';
import { MarketDataStatusController } from './read/market-data-status.controller';
import { YahooMarketDataProvider } from './live/yahoo-market-data-provider';
import { IDX_CATCH_UP, idxCatchUpFor } from './live/idx-catch-up';

/**
 * Market data tables, their bundle importer, the point-in-time reads analyses are built from, and
 * the live feeds: the whole market after every session from the IDX daily summaries
 * (MARKET_DATA_LIVE=idx) and watched tickers' prices and statements from Yahoo (yahoo); off by default.
 */
@Module({
  imports: [TypeOrmModule.forFeature(marketDataEntities)],
  controllers: [MarketDataStatusController],
  providers: [
    MarketDataService,
    MarketDataImporter,
    { provide: MARKET_DATA_CLOCK, useValue: (() => new Date()) satisfies Clock },
    {
      provide: LIVE_MARKET_DATA_PROVIDER,
      inject: [getDataSourceToken(), MARKET_DATA_CLOCK, APP_CONFIG],
      useFactory: (dataSource: DataSource, clock: Clock, { marketData: config }: CoreConfig & { marketData: MarketDataConfig }): LiveMarketDataProvider | null => {
        const log = new Logger('MarketDataModule');
        if (config.live !== 'yahoo') {
          log.log('live market data off (MARKET_DATA_LIVE): analyses use the stored data as it is');
          return null;
        }
        log.log(`live market data from Yahoo Finance (timeout ${config.yahooTimeoutMs} ms)`);
        return new YahooMarketDataProvider(dataSource, { timeoutMs: config.yahooTimeoutMs, clock });
      },
    },
    {
      provide: IDX_CATCH_UP,
      inject: [getDataSourceToken(), MARKET_DATA_CLOCK, APP_CONFIG],
      useFactory: (dataSource: DataSource, clock: Clock, { marketData: config }: CoreConfig & { marketData: MarketDataConfig }) =>
        idxCatchUpFor(dataSource, config, clock),
    },
    MarketDataFreshness,
    MarketDataRefreshJob,
  ],
  exports: [IDX_CATCH_UP, MarketDataService, MarketDataImporter, MarketDataFreshness, MarketDataRefreshJob],
})
export class MarketDataModule {}
