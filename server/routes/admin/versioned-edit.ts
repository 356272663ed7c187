import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';

export interface EditAudit {
  actor: Principal;
  action: string;
  entity: string;
  entityId: number;
  at: number;
}

/**
 * An edit of a versioned record (DESIGN.md §5): `work` runs in one transaction and answers the record before and
 * after, and the edit writes one audit row with both. A stale edit (`work` throws 412) rolls back and is audited
 * too, outside the rolled-back transaction, with outcome 'stale'; the error goes on to the caller.
 */
export async function auditedVersionedEdit<T>(
  db: Kysely<Database>,
  audit: EditAudit,
  work: (trx: Kysely<Database>) => Promise<{ before: unknown; after: T }>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { before, after } = await work(trx);
      await writeAudit(trx, { ...audit, before, after });
      return after;
    });
  } catch (error) {
    if (error instanceof RequestError && error.statusCode === 412) await writeAudit(db, { ...audit, outcome: 'stale' });
    throw error;
  }
}
