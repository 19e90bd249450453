import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { MailModule } from '../mail';
import { UsersModule } from '../users';
import { SupportController } from './support.controller';
import { supportEntities } from './support.entities';
import { SupportService } from './support.service';

/** Priority support: the 'Bantuan' form, its inbox mail, and the operator's replies. */
@Module({
  imports: [TypeOrmModule.forFeature(supportEntities), AuthModule, MailModule, UsersModule],
  controllers: [SupportController],
  providers: [SupportService],
  exports: [SupportService],
})
export class SupportModule {}
