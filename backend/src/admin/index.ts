/** admin: the operators' view and actions. Public face: the module, its config and its tables for the composition root. */
export { AdminModule } from './admin.module';
export { type AdminConfig, loadAdminConfig } from './admin-config';
export { adminEntities } from './admin.entities';
// Written directly by the grant-premium command (issue 24 item 2 moves it behind AdminService).
export { AdminAuditEntry } from './entities/admin-audit-entry.entity';
