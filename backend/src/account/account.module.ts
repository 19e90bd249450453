import { Module } from '@nestjs/common';
import { AnalysesModule } from '../analyses/analyses.module';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { SupportModule } from '../support/support.module';
import { UsersModule } from '../users/users.module';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** Settings' data controls: export my data, delete my account. */
@Module({
  imports: [AuthModule, AnalysesModule, BillingModule, SupportModule, UsersModule],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
