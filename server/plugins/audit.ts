import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import type { Principal } from './auth.js';

export type AuditOutcome = 'success' | 'stale' | 'locked';

export interface AuditEntry {
  /** Who did it; null for the system (e.g. an automatic OTP lock). */
  actor: Pick<Principal, 'staffId' | 'email'> | null;
  /** What was done, `<entity>.<verb>`: 'user.update', 'role.permissions', 'otp.lock' … */
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  outcome?: AuditOutcome;
  /** UTC epoch milliseconds; defaults to now. */
  at?: number;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/**
 * Appends one row to the audit trail (DESIGN.md §5: who, what, before/after, when in UTC, outcome). Pass the
 * transaction of the mutation so the row lands with it or not at all.
 */
export async function writeAudit(db: Kysely<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actor?.staffId ?? null,
      actor_email: entry.actor?.email ?? null,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      before_json: json(entry.before),
      after_json: json(entry.after),
      outcome: entry.outcome ?? 'success',
      created_at: entry.at ?? Date.now(),
    })
    .execute();
}
