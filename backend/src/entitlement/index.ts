export { EFFECTIVE_END_SQL, premiumCoverageSql } from './premium-coverage';
export { entitlementErrors } from './entitlement.errors';
