import { Module } from '@nestjs/common';
import { AnalysesModule } from '../analyses';
import { AuthModule } from '../auth';
import { BillingModule } from '../billing';
import { EntitlementModule } from '../entitlement';
import { MailModule } from '../mail';
import { PushModule } from '../push';
import { SupportModule } from '../support';
import { UsersModule } from '../users';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** Settings' data controls: export my data, delete my account. */
@Module({
  imports: [AuthModule, AnalysesModule, BillingModule, EntitlementModule, MailModule, PushModule, SupportModule, UsersModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
