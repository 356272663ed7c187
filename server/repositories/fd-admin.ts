import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { writeAudit } from './audit.js';

/**
 * An FD cache admin action (spec §3.10, §7.7). The reference backend has no cache to refresh: the action is what it
 * records, one audit row (entity `fd_cache`, the environment as its id).
 */
export async function recordAdminAction(
  db: Kysely<Database>,
  actor: { staffId: number; email: string },
  environment: string,
): Promise<void> {
  await writeAudit(db, {
    actor,
    action: 'fd_plan.admin_action',
    entity: 'fd_cache',
    entityId: environment,
    after: { environment },
  });
}
