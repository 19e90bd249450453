import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { billingEntities } from './billing.entities';
import { PaymentRecordsService } from './payment-records.service';

/**
 * Billing's records for the operators, without the payment gateway: the admin view (and the
 * command line's context, which builds AdminModule) read payments, they need no Midtrans.
 */
@Module({
  imports: [TypeOrmModule.forFeature(billingEntities)],
  providers: [PaymentRecordsService],
  exports: [PaymentRecordsService],
})
export class PaymentRecordsModule {}
