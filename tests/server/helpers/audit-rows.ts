import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/database.js';

/** The audit rows of one action on one maker-checker request (its before, after and actor). */
export const requestAudits = (db: Kysely<Database>, action: string, id: number) =>
  db
    .selectFrom('audit_log')
    .select(['before_json', 'after_json', 'actor_email'])
    .where('action', '=', action)
    .where('entity', '=', 'approval_requests')
    .where('entity_id', '=', String(id))
    .execute();
