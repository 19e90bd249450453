import { PremiumPeriod } from './premium-period.entity';

/** entitlement's table, for its module and the composition root (src/entities.ts). */
export const entitlementEntities = [PremiumPeriod];
