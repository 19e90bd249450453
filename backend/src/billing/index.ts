/** billing: Premium orders, payments and the periods they buy. Public face: the module, its services, jobs and config. */
export { BillingModule } from './billing.module';
export { OrdersService } from './orders.service';
export { PaymentRecordsService } from './payment-records.service';
export { PaymentRecordsModule } from './payment-records.module';
export { PaymentReconciliationJob } from './payment-reconciliation.job';
export { PremiumRemindersJob } from './premium-reminders.job';
export { mountPaymentSimulator } from './payment-simulator/payment-simulator';
export { type BillingConfig, loadBillingConfig } from './billing-config';
export { paymentMethodLabel } from './billing-format';
export { PREMIUM_PERIOD_DAYS } from './billing.constants';
export { billingErrors } from './billing.errors';
