import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalysesModule } from '../analyses';
import { MarketDataModule } from '../market-data';
import { DemoController } from './demo.controller';
import { DemoService } from './demo.service';
import { DemoAnalysis } from './entities/demo-analysis.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DemoAnalysis]), AnalysesModule, MarketDataModule],
  controllers: [DemoController],
  providers: [DemoService],
})
export class DemoModule {}
