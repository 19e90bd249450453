import type { EntityManager } from 'typeorm';

/** A user as a mail addresses them. */
export interface MailContact {
  id: string;
  email: string;
  firstName: string | null;
}

/**
 * Where to mail these users: each one that still exists and has an address, read through the
 * caller's `manager` so that a run queueing mail in its transaction reads in it too. A function
 * over the caller's connection rather than a UsersService method, so the jobs that mail need no users
 * module to ask (the bench builds them by hand).
 */
export async function mailContactsOf(manager: EntityManager, userIds: readonly string[]): Promise<MailContact[]> {
  if (userIds.length === 0) return [];
  const rows = await manager.query<Array<{ id: string; email: string; first_name: string | null }>>(
    'SELECT id, email, first_name FROM users WHERE id = ANY($1::uuid[]) AND email IS NOT NULL',
    [userIds],
  );
  return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name }));
}

/** Whether the user still exists: a link in a mail outlives a deleted account. */
export async function userExists(manager: EntityManager, userId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}
