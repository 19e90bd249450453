import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses';
import { AuthModule } from '../auth';
import { MarketDataModule } from '../market-data';
import { ComparisonsAccountDataService } from './comparisons-account-data';
import { ComparisonsController } from './comparisons.controller';
import { ComparisonsService } from './comparisons.service';
import { Comparison } from './entities/comparison.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Comparison]), AuthModule, AnalysesModule, MarketDataModule],
  controllers: [ComparisonsController],
  providers: [ComparisonsService, ComparisonsAccountDataService],
  exports: [ComparisonsAccountDataService],
})
export class ComparisonsModule {}
