/** support: users' support requests. Public face: the module, the service and config. */
export { SupportModule } from './support.module';
export { SupportService } from './support.service';
export { type SupportConfig, loadSupportConfig } from './support-config';
export { supportErrors } from './support.errors';
