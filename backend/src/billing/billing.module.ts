import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { EntitlementModule } from '../entitlement';
import { MailModule } from '../mail';
import { UsersModule } from '../users';
import { BillingController } from './billing.controller';
import { billingEntities } from './billing.entities';
import { MidtransNotificationController } from './midtrans-notification.controller';
import { midtransClientProvider } from './midtrans/midtrans.provider';
import { OrdersService } from './orders.service';
import { PaymentEventsService } from './payment-events.service';
import { PaymentReconciliationJob } from './payment-reconciliation.job';
import { PremiumRemindersJob } from './premium-reminders.job';

/** Buying Premium through Midtrans Snap, the periods it buys, and the mail about them. */
@Module({
  imports: [TypeOrmModule.forFeature(billingEntities), AuthModule, EntitlementModule, MailModule, UsersModule],
  controllers: [BillingController, MidtransNotificationController],
  providers: [
    midtransClientProvider,
    PaymentEventsService,
    OrdersService,
    PremiumRemindersJob,
    PaymentReconciliationJob,
  ],
  exports: [OrdersService, PremiumRemindersJob, PaymentReconciliationJob],
})
export class BillingModule {}
