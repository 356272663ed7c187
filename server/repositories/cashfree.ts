import type { Kysely } from 'kysely';
import type { ProviderState } from '../../contract/payment-ops/calls.js';
import type { Database } from '../db/database.js';

/**
 * The payout provider's answer for a transfer (Cashfree's transfer status), or undefined when it has none. The
 * reference backend keeps the simulated provider's records in cashfree_payouts; a live deployment asks Cashfree.
 */
export async function providerPayout(db: Kysely<Database>, transferId: string) {
  const row = await db
    .selectFrom('cashfree_payouts')
    .selectAll()
    .where('transfer_id', '=', transferId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    transferId: row.transfer_id,
    status: row.provider_status as ProviderState,
    amount: Number(row.amount),
    utr: row.utr,
    message: row.provider_message,
    updatedAt: Number(row.updated_at),
  };
}
