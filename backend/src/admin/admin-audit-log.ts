import type { AdminAction } from '@telisik/contract';
import type { EntityManager } from 'typeorm';
import { AdminAuditEntry } from './entities/admin-audit-entry.entity';

export interface AdminActionRecord {
  /** Who acted: an operator's email, or 'cli' for the command line. */
  adminEmail: string;
  action: AdminAction;
  targetUserId: string | null;
  reason: string;
  details: Record<string, unknown>;
}

/**
 * Writes one entry of the audit log in the caller's transaction, so the action and its record
 * commit together. The one write path to admin's table, for the operators' actions and the
 * command line's grant alike.
 */
export async function recordAdminAction(manager: EntityManager, record: AdminActionRecord): Promise<void> {
  await manager.save(manager.create(AdminAuditEntry, record));
}
