import { LIMIT_FIELDS } from '../../../contract/limit-fields.js';
import type { SeedModule } from './context.js';

const MAKER = 'maker@console.example';
const HOUR = 3_600_000;

/** A few pending maker-checker requests raised by maker@ (two limit changes, two goodwill cashbacks) for the inbox. */
export const approvalsSeed: SeedModule = {
  name: 'approvals',
  async seed({ db, rng, now }) {
    const maker = await db
      .selectFrom('staff')
      .select(['id', 'email'])
      .where('email', '=', MAKER)
      .executeTakeFirstOrThrow();
    const limits = await db.selectFrom('transaction_limits').selectAll().orderBy('id').limit(2).execute();
    const base = { status: 'PENDING', maker_id: maker.id, maker_email: maker.email };
    const limitRows = limits.map((limit, i) => {
      const previous = Object.fromEntries(LIMIT_FIELDS.map((f) => [f, Number(limit[f])]));
      return {
        ...base,
        kind: 'LIMIT',
        product_type: null,
        target_id: limit.id,
        target_version: limit.version,
        proposed_json: JSON.stringify({
          max_count: Number(limit.max_count) + 5,
          max_amount: Math.min(999_999, Number(limit.max_amount) * 2),
        }),
        previous_json: JSON.stringify(previous),
        maker_remarks: i === 0 ? 'Festive season volumes' : 'Merchant asked for a higher per-transaction cap',
        created_at: now - (i + 2) * HOUR,
      };
    });
    const cashbackRows = [0, 1].map((i) => ({
      ...base,
      kind: 'CASHBACK',
      product_type: 'GOODWILL',
      target_id: null,
      target_version: null,
      proposed_json: JSON.stringify({
        consumerId: `10${rng.digits(8)}`,
        txnId: `TXN${rng.digits(12)}`,
        amount: rng.pick([50, 100, 250]),
      }),
      previous_json: null,
      maker_remarks: i === 0 ? 'Delayed refund, goodwill gesture' : 'Duplicate debit complaint',
      created_at: now - (i + 1) * HOUR,
    }));
    await db
      .insertInto('approval_requests')
      .values([...limitRows, ...cashbackRows])
      .execute();
  },
};
