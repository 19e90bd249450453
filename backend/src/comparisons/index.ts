/** comparisons: stocks side by side. Public face: the module and its table for the composition root. */
export { ComparisonsModule } from './comparisons.module';
export { ComparisonsAccountDataService } from './comparisons-account-data';
export { Comparison } from './entities/comparison.entity';
export { comparisonsErrors } from './comparisons.errors';
