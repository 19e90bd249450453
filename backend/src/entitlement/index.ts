export { EFFECTIVE_END_SQL, premiumCoverageSql } from './premium-coverage';
