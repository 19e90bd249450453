import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { usersEntities } from './users.entities';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature(usersEntities)],
  providers: [UsersService],
  exports: [UsersService],
})
export class UsersModule {}
