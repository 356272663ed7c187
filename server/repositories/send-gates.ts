import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The cooldown gates (one row per merchant: its last send): video-KYC links, card-swipe order links. */
export type SendGate = 'video_kyc_gates' | 'swipe_order_link_gates';

/**
 * The cooldown's one conditional write: the merchant's gate moved to `at` only if its last send is at or before
 * `notAfter` (a first send creates the gate). True when this send may go; false when another was sent within the
 * cooldown (of concurrent sends, exactly one passes).
 */
export async function passSendGate(
  db: Kysely<Database>,
  gate: SendGate,
  merchantId: string,
  at: number,
  notAfter: number,
): Promise<boolean> {
  await db
    .insertInto(gate)
    .values({ merchant_id: merchantId, last_sent_at: 0 })
    .onConflict((oc) => oc.column('merchant_id').doNothing())
    .execute();
  const result = await db
    .updateTable(gate)
    .set({ last_sent_at: at })
    .where('merchant_id', '=', merchantId)
    .where('last_sent_at', '<=', notAfter)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** When the merchant's last send through this gate was (null: never). */
export async function lastSendAt(db: Kysely<Database>, gate: SendGate, merchantId: string): Promise<number | null> {
  const row = await db.selectFrom(gate).select('last_sent_at').where('merchant_id', '=', merchantId).executeTakeFirst();
  return row ? Number(row.last_sent_at) : null;
}
