import type { Kysely } from 'kysely';
import { CASE_STATUSES, type DisputeProduct } from '../../../contract/disputes/rules.js';
import { categoriesOf } from '../../repositories/dispute-categories.js';
import type { Database } from '../database.js';
import { days } from './context.js';
import { disputeAnalysts, transactionRow } from './disputes.js';
import { createRandom } from './random.js';

/** `grow`: 10,000 × scale disputes, each on a chargeback transaction of its own, over 300 days, in every state. */
export const DISPUTES_PER_SCALE = 10_000;
const BATCH = 400;
const GROW_SEED = 6_600_001;

export async function growDisputes(db: Kysely<Database>, scale: number, now: number): Promise<number> {
  const { n } = await db
    .selectFrom('disputes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const have = Number(n);
  const want = DISPUTES_PER_SCALE * scale;
  const analysts = await disputeAnalysts(db);
  if (have >= want || analysts.length < 2) return 0;
  const rng = createRandom(GROW_SEED + have);
  for (let start = have; start < want; start += BATCH) {
    const size = Math.min(BATCH, want - start);
    await db.transaction().execute(async (trx) => {
      const txns = await trx
        .insertInto('chargeback_transactions')
        .values(
          Array.from({ length: size }, (_, j) =>
            transactionRow({ rng, now }, (start + j) % 3 ? 'QR' : 'SWIPE', start + j, want),
          ),
        )
        .returningAll()
        .execute();
      await trx
        .insertInto('disputes')
        .values(
          txns.map((t, j) => {
            const k = start + j;
            const status = CASE_STATUSES[k % CASE_STATUSES.length]!;
            const raiser = analysts[k % 2]!;
            const categories = categoriesOf(t.source_product as DisputeProduct);
            const created = Math.min(now - 60_000, Number(t.payment_timestamp) + days(1));
            return {
              transaction_id: t.id,
              source_product: t.source_product,
              merchant_id: t.merchant_id,
              payment_transaction_id: t.payment_transaction_id,
              bank_reference_no: t.bank_reference_no,
              payer_mobile: t.payer_mobile,
              status,
              outcome: status === 'Resolved' ? (k % 2 ? 'REJECTED' : 'ACCEPTED') : null,
              dispute_category: categories[k % categories.length]!,
              acknowledgement_no: `ACK${String(k).padStart(8, '0')}`,
              subject_of_complaint: 'Customer disputes the charge with the issuing bank',
              state: 'Karnataka',
              city: 'Bengaluru',
              dispute_amount: Math.min(Number(t.total_amount), 100 + (k % 4900)),
              raised_by: raiser.id,
              raised_by_email: raiser.email,
              created_at: created,
              updated_at: created,
            };
          }),
        )
        .execute();
    });
  }
  return want - have;
}
