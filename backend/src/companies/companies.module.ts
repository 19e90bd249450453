import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MarketDataModule } from '../market-data';
import { CompaniesController } from './companies.controller';

@Module({ imports: [AuthModule, MarketDataModule], controllers: [CompaniesController] })
export class CompaniesModule {}
