/**
 * entitlement: the Premium fact. It owns the periods (premium_periods): billing grants and takes
 * back through EntitlementService, users reads coverage in its row (premiumCoverageSql), analyses
 * and alerts put the same fragment in their own reads. It imports no feature, so users and billing
 * both build on it without a cycle. Public face: the module, the service, the period as plain data
 * and the coverage SQL.
 */
export { EntitlementModule } from './entitlement.module';
export { EntitlementService, type Entitlement, type PremiumEnd } from './entitlement.service';
export type { PremiumPeriodRecord } from './premium-period-record';
export { EFFECTIVE_END_SQL, premiumCoverageSql } from './premium-coverage';
export { entitlementErrors } from './entitlement.errors';
