import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses';
import { AuthModule } from '../auth';
import { AnalysisShare } from './entities/analysis-share.entity';
import { PublicSharesController, SharesController } from './shares.controller';
import { SharesAccountDataService } from './shares-account-data';
import { SharesService } from './shares.service';

@Module({
  imports: [TypeOrmModule.forFeature([AnalysisShare]), AuthModule, AnalysesModule],
  controllers: [SharesController, PublicSharesController],
  providers: [SharesService, SharesAccountDataService],
  exports: [SharesService, SharesAccountDataService],
})
export class SharesModule {}
