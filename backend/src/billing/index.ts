/** billing: Premium orders, payments and the periods they buy. Public face: the module, its services, jobs and config. */
export { BillingModule } from './billing.module';
export { OrdersService } from './orders.service';
export { EntitlementService, type Entitlement } from './entitlement/entitlement.service';
export { EntitlementModule } from './entitlement/entitlement.module';
export { PaymentReconciliationJob } from './payment-reconciliation.job';
export { PremiumRemindersJob } from './premium-reminders.job';
export { mountPaymentSimulator } from './payment-simulator/payment-simulator';
export { type BillingConfig, loadBillingConfig } from './billing-config';
export { paymentMethodLabel } from './billing-format';
export { PREMIUM_PERIOD_DAYS } from './billing.constants';
export { billingEntities } from './billing.entities';
// Billing's tables, still read directly by admin and account (issue 24 item 2).
export { PaymentNotification } from './entities/payment-notification.entity';
export { PaymentOrder } from './entities/payment-order.entity';
export { PremiumPeriod } from './entities/premium-period.entity';
export { billingErrors } from './billing.errors';
