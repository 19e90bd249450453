import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { MailModule } from '../mail';
import { BillingController } from './billing.controller';
import { billingEntities } from './billing.entities';
import { EntitlementModule } from './entitlement/entitlement.module';
import { MidtransNotificationController } from './midtrans-notification.controller';
import { midtransClientProvider } from './midtrans/midtrans.provider';
import { OrdersService } from './orders.service';
import { PaymentEventsService } from './payment-events.service';
import { PaymentReconciliationJob } from './payment-reconciliation.job';
import { PremiumRemindersJob } from './premium-reminders.job';

/** Buying Premium through Midtrans Snap, the periods it buys, and the mail about them. */
@Module({
  imports: [TypeOrmModule.forFeature(billingEntities), EntitlementModule, AuthModule, MailModule],
  controllers: [BillingController, MidtransNotificationController],
  providers: [
    midtransClientProvider,
    PaymentEventsService,
    OrdersService,
    PremiumRemindersJob,
    PaymentReconciliationJob,
  ],
  exports: [EntitlementModule, OrdersService, PremiumRemindersJob, PaymentReconciliationJob],
})
export class BillingModule {}
