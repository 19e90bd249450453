import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { MarketDataModule } from '../market-data/market-data.module';
import { CompaniesController } from './companies.controller';

@Module({ imports: [AuthModule, MarketDataModule], controllers: [CompaniesController] })
export class CompaniesModule {}
