import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';

type Json = Record<string, unknown>;

/** A merchant column a four-eyes change sets, and the field its request carries the value in. */
export type MerchantValue = { column: 'settlement_type'; field: 'settlementType' } | { column: 'mcc'; field: 'mcc' };

/**
 * An approved change of one merchant value (settlement type, MCC): ONE conditional update (`… WHERE id AND <column> =
 * <the value the maker saw>`), so of two approvals (or another change in between) at most one applies. The before and
 * after for the audit; null when the value moved on (the decision is undone, 409).
 */
export async function applyMerchantValue(
  db: Kysely<Database>,
  request: ApprovalRequest,
  { column, field }: MerchantValue,
  at: number,
): Promise<{ before: Json; after: Json } | null> {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as Record<string, string> & { merchantId: string };
  const previous = JSON.parse(request.previous_json ?? '{}') as Record<string, string | null | undefined>;
  const was = previous[field] ?? null;
  const updated = await db
    .updateTable('merchants')
    .set((eb) => ({ [column]: proposed[field], updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', request.target_id)
    .where((eb) => (was === null ? eb(column, 'is', null) : eb(column, '=', was)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return {
    before: { merchantId: proposed.merchantId, [field]: was },
    after: { merchantId: proposed.merchantId, [field]: proposed[field] },
  };
}
