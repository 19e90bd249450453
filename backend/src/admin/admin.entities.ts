import { AdminAuditEntry } from './entities/admin-audit-entry.entity';

export const adminEntities = [AdminAuditEntry];
