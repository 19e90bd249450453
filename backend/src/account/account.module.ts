import { Module } from '@nestjs/common';
import { AlertsModule } from '../alerts';
import { AnalysesModule } from '../analyses';
import { AuthModule } from '../auth';
import { BillingModule } from '../billing';
import { ComparisonsModule } from '../comparisons';
import { EntitlementModule } from '../entitlement';
import { MailModule } from '../mail';
import { PushModule } from '../push';
import { SharesModule } from '../shares';
import { SupportModule } from '../support';
import { UsersModule } from '../users';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** Settings' data controls: export my data, delete my account. */
@Module({
  imports: [
    AuthModule,
    AlertsModule,
    AnalysesModule,
    BillingModule,
    ComparisonsModule,
    EntitlementModule,
    MailModule,
    PushModule,
    SharesModule,
    SupportModule,
    UsersModule,
  ],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
