import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PremiumPeriod } from '../entities/premium-period.entity';
import { EntitlementService } from './entitlement.service';

/**
 * Premium periods on their own, without the payment gateway: the operator's grants (the admin view,
 * `npm run user:premium`) need who is Premium, not Midtrans, which BillingModule requires.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PremiumPeriod])],
  providers: [EntitlementService],
  exports: [EntitlementService],
})
export class EntitlementModule {}
