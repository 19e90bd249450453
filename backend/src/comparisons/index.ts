/** comparisons: stocks side by side. Public face: the module (its table stays inside). */
export { ComparisonsModule } from './comparisons.module';
export { ComparisonsAccountDataService } from './comparisons-account-data';
export { comparisonsErrors } from './comparisons.errors';
