import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';

type Json = Record<string, unknown>;

/** A merchant's settlement configuration as a settlement type change reads it. */
export function settlementOf(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchants')
    .select(['id', 'merchant_id', 'name', 'settlement_type', 'settlement_hold', 'version'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

export const SETTLEMENT_TYPE_MOVED = 'The merchant’s settlement type changed after this request was raised.';

/**
 * The settlement update (spec §7.4 /merchants/{id}/settlement/update) an approved settlement type change calls: ONE
 * conditional update (`… WHERE id AND settlement_type = <the type the maker saw>`), so of two approvals (or a
 * config upload in between) at most one applies. Null when the type moved on (the decision is undone, 409).
 */
export async function applySettlementType(
  db: Kysely<Database>,
  request: ApprovalRequest,
  at: number,
): Promise<{ before: Json; after: Json } | null> {
  if (request.target_id === null) return null;
  const proposed = JSON.parse(request.proposed_json) as { merchantId: string; settlementType: string };
  const previous = JSON.parse(request.previous_json ?? '{}') as { settlementType?: string | null };
  const was = previous.settlementType ?? null;
  const updated = await db
    .updateTable('merchants')
    .set((eb) => ({ settlement_type: proposed.settlementType, updated_at: at, version: eb('version', '+', 1) }))
    .where('id', '=', request.target_id)
    .where((eb) => (was === null ? eb('settlement_type', 'is', null) : eb('settlement_type', '=', was)))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return {
    before: { merchantId: proposed.merchantId, settlementType: was },
    after: { merchantId: proposed.merchantId, settlementType: proposed.settlementType },
  };
}
