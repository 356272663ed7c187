import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';

type Json = Record<string, unknown>;

/**
 * An approved change of one merchant field (a settlement type, a registered mobile, an MCC): ONE conditional update
 * (`… WHERE id AND <column> = <the value the maker saw>`), so of two approvals (or a change made another way in
 * between) at most one applies. The request's proposed and previous values name the field `key`; its target is the
 * merchant's row. The change before and after, or null when the field moved on (the decision is then undone, 409).
 */
export async function applyMerchantField(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
  key: string,
  column: 'settlement_type' | 'mobile' | 'mcc',
): Promise<{ before: Json; after: Json } | null> {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as Json & { merchantId: string };
  const previous = JSON.parse(request.previous_json ?? '{}') as Json;
  const was = (previous[key] ?? null) as string | null;
  const next = proposed[key] as string;
  const updated = await db
    .updateTable('merchants')
    .set((eb) => ({ [column]: next, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', request.target_id)
    .where((eb) => (was === null ? eb(column, 'is', null) : eb(column, '=', was)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return {
    before: { merchantId: proposed.merchantId, [key]: was },
    after: { merchantId: proposed.merchantId, [key]: next },
  };
}
