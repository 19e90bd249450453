/** support: users' support requests. Public face: the module, the service and config. */
export { SupportModule } from './support.module';
export { SupportService } from './support.service';
export { type SupportConfig, loadSupportConfig } from './support-config';
export { supportEntities } from './support.entities';
// The support table, still read directly by admin (issue 24 item 2).
export { SupportRequest } from './entities/support-request.entity';
export { supportErrors } from './support.errors';
