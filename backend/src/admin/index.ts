/** admin: the operators' view and actions. Public face: the module, its config and the audit log's one write path. */
export { AdminModule } from './admin.module';
export { AdminService } from './admin.service';
export { type AdminConfig, loadAdminConfig } from './admin-config';
export { adminErrors } from './admin.errors';
