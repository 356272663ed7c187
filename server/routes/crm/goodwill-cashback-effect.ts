import type { Kysely } from 'kysely';
import type { ApprovalRequest, Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';

/** The ledger entry a goodwill cashback request credits: one per request (migration 0036 keeps it so). */
export const goodwillLedgerId = (requestId: number) => `GOODWILL-${requestId}`;
/** The reason the consumer 360's Cashback tab shows for it. */
export const GOODWILL_REASON = 'Goodwill cashback';

/**
 * Approving a goodwill cashback credits it (issue 43 item 8): one EARNED entry in the consumer's cashback ledger
 * (consumer_records, kind CASHBACK_LEDGER, as GET /postpe/cashback sums and lists it), in the decision's transaction.
 * Once whatever the retries: the decision is one conditional update (a second one is a 409, a replay with the same
 * Idempotency-Key writes nothing), and the ledger's unique entry per request refuses a second credit outright.
 */
export async function applyGoodwillCashback(
  db: Kysely<Database>,
  request: ApprovalRequest,
  checker: Principal,
  at: number,
): Promise<{ before: unknown; after: unknown }> {
  const proposed = JSON.parse(request.proposed_json) as { consumerId: string; txnId: string; amount: number };
  const entry = {
    consumer_id: Number(proposed.consumerId),
    kind: 'CASHBACK_LEDGER',
    record_id: goodwillLedgerId(request.id),
    at: Math.floor(at / 1000),
    status: null,
    sub_type: 'EARNED',
    bank_rrn: null,
    amount: proposed.amount,
    detail_json: JSON.stringify({
      txnId: proposed.txnId,
      uniqueReference: goodwillLedgerId(request.id),
      tier: null,
      reason: GOODWILL_REASON,
      approvedBy: checker.email,
    }),
  };
  await db.insertInto('consumer_records').values(entry).execute();
  return {
    before: null,
    after: { cashbackLedger: entry.record_id, consumerId: proposed.consumerId, amount: proposed.amount },
  };
}
