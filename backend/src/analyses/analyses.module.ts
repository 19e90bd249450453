import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { QuotaModule } from '../quota/quota.module';
import { AnalysesController } from './analyses.controller';
import { AnalysesService } from './analyses.service';
import { AnalysisRateLimit } from './analysis-rate-limit';
import { Analysis } from './entities/analysis.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Analysis]), AuthModule, QuotaModule],
  controllers: [AnalysesController],
  providers: [AnalysesService, AnalysisRateLimit],
  exports: [AnalysesService],
})
export class AnalysesModule {}
