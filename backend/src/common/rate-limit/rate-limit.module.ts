import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitCounter } from './rate-limit.entity';

/**
 * Registers the shared rate-limit table with the app, like every feature registers its own: the
 * counters are written by rate-limiter-flexible (SharedRateLimit), but the table is ours and comes
 * from a migration, so the app and the standalone tools must both know it.
 */
@Module({ imports: [TypeOrmModule.forFeature([RateLimitCounter])] })
export class RateLimitModule {}
