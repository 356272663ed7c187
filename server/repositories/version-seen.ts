import type { Kysely, Updateable } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';

/** The tables a maker/checker change writes on the version its maker saw: each has an `id` and a `version`. */
export type VersionedTable =
  | 'payout_channels'
  | 'pg_payment_timeouts'
  | 'investment_accounts'
  | 'deposit_guardrails'
  | 'payout_guardrails'
  | 'risk_rules';

/**
 * An approved change written on the version its maker saw: ONE conditional update (`… SET …, version = version + 1
 * WHERE id = ? AND version = ?`), so of two approvals, or an edit made another way in between, at most one applies.
 * Whether it applied; false when the row moved on (the caller answers 409 and the decision is undone).
 */
export async function updateOnVersionSeen<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  target: { id: number | null; version: number | null },
  values: Updateable<Database[T]>,
): Promise<boolean> {
  if (target.id === null || target.version === null) return false;
  // Kysely cannot type a SET over a table named by a type parameter; `values` is typed against the table above.
  const versioned = db as unknown as Kysely<{ row: { id: number; version: number } }>;
  const done = await versioned
    .updateTable(table as string as 'row')
    .set((eb) => ({ ...(values as object), version: eb('version', '+', 1) }))
    .where('id', '=', target.id)
    .where('version', '=', target.version)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** The row a request targets and the version its maker saw. */
export const seenBy = (request: Pick<ApprovalRequest, 'target_id' | 'target_version'>) => ({
  id: request.target_id,
  version: request.target_version,
});
