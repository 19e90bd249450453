import { Module } from '@nestjs/common';
import { MarketDataImporter } from './market-data-importer';
import { MarketDataService } from './market-data.service';

/** Market data tables, their bundle importer and the point-in-time reads analyses are built from. */
@Module({
  providers: [MarketDataService, MarketDataImporter],
  exports: [MarketDataService, MarketDataImporter],
})
export class MarketDataModule {}
