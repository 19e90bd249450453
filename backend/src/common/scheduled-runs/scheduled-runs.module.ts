import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { scheduledRunEntities } from './scheduled-run.entity';
import { ScheduledRunsService } from './scheduled-runs.service';

/** `ScheduledRunsService.runOnce`: for any feature whose work must happen once across instances. */
@Module({
  imports: [TypeOrmModule.forFeature(scheduledRunEntities)],
  providers: [ScheduledRunsService],
  exports: [ScheduledRunsService],
})
export class ScheduledRunsModule {}
