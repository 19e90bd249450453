/** account: the signed-in user's own data (export, deletion). Public face: the module. */
export { AccountModule } from './account.module';
