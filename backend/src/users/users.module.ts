import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SpentFreeAnalysis } from './entities/spent-free-analysis.entity';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User, SpentFreeAnalysis])],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
