/** admin: the operators' view and actions. Public face: the module, its service (the command line's grants), its config and its tables for the composition root. */
export { AdminModule } from './admin.module';
export { AdminService } from './admin.service';
export { type AdminConfig, loadAdminConfig } from './admin-config';
export { adminEntities } from './admin.entities';
export { adminErrors } from './admin.errors';
