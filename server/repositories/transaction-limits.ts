import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';
import { LIMIT_FIELDS, type LimitValues } from '../routes/crm/maker-checker-schema.js';

/**
 * The transaction limits (spec §3.4) a limit change request proposes to change: the rows for the maker's picker, one
 * row, its six values as numbers, and an approved change applied with one conditional update.
 */
type Json = Record<string, unknown>;

const parse = (text: string | null): Json | null => (text ? (JSON.parse(text) as Json) : null);

/** Pure: the six limits of a transaction_limits row as numbers (PostgreSQL numerics arrive as numbers too). */
export function limitValuesOf(
  row: Pick<Database['transaction_limits'], 'max_count' | 'max_amount'> & Json,
): LimitValues {
  return Object.fromEntries(LIMIT_FIELDS.map((f) => [f, Number(row[f])])) as LimitValues;
}

/** Every limit configuration, for the maker's picker. */
export function listLimitConfigs(db: Kysely<Database>) {
  return db
    .selectFrom('transaction_limits')
    .selectAll()
    .orderBy('transaction_type')
    .orderBy('txn_indicator')
    .orderBy('id')
    .execute();
}

export function findLimit(db: Kysely<Database>, id: number) {
  return db.selectFrom('transaction_limits').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * An approved limit change applied to its limit row: the proposed values, who submitted and approved it and when,
 * version bumped. Returns the limits before and after, or null when the row no longer exists.
 */
export async function applyLimitChange(
  db: Kysely<Database>,
  request: ApprovalRequest,
  approvedBy: string,
  at: number,
): Promise<{ before: Json; after: Json } | 'changed' | null> {
  if (request.target_id === null) return null;
  const before = await findLimit(db, request.target_id);
  if (!before) return null;
  const proposed = parse(request.proposed_json) ?? {};
  const previous = parse(request.previous_json) ?? {};
  const fields = LIMIT_FIELDS.filter((f) => proposed[f] !== undefined);
  const changes = Object.fromEntries(fields.map((f) => [f, proposed[f]]));
  // Applied only while each value it changes is still the one the maker saw: a proposal approved after another
  // changed the same value would undo that change unseen (several proposals may wait side by side on one limit).
  let update = db
    .updateTable('transaction_limits')
    .set((eb) => ({
      ...changes,
      submitted_by: request.maker_email,
      approved_by: approvedBy,
      approved_at: at,
      remarks: request.maker_remarks,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', request.target_id);
  for (const f of fields) {
    const seen = previous[f];
    update = seen === null || seen === undefined ? update.where(f, 'is', null) : update.where(f, '=', Number(seen));
  }
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return 'changed';
  const after = await db
    .selectFrom('transaction_limits')
    .selectAll()
    .where('id', '=', request.target_id)
    .executeTakeFirstOrThrow();
  return {
    before: { id: before.id, version: before.version, ...limitValuesOf(before) },
    after: { id: after.id, version: after.version, ...limitValuesOf(after) },
  };
}
