import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';
import { applyMerchantValue } from './merchant-value-change.js';

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
export function applySettlementType(db: Kysely<Database>, request: ApprovalRequest, at: number) {
  return applyMerchantValue(db, request, { column: 'settlement_type', field: 'settlementType' }, at);
}
