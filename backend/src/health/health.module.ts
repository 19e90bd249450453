import { Module } from '@nestjs/common';
import { MarketDataModule } from '../market-data';
import { HealthController } from './health.controller';

/** Liveness and readiness; readiness asks market-data how current its data is (a database round trip). */
@Module({ imports: [MarketDataModule], controllers: [HealthController] })
export class HealthModule {}
