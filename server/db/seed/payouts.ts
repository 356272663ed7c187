import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { BANKS, FIRST_NAMES, LAST_NAMES } from './names.js';
import { insertInBatches, type SeedContext, type SeedModule } from './context.js';
import { createRandom } from './random.js';

const STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'REJECTED', 'SUCCESS', 'FAILED'] as const;
const AGENTS = ['maker@console.example', 'ops@console.example'] as const;

export function payoutRow({ rng, now }: Pick<SeedContext, 'rng' | 'now'>, i: number) {
  const status = rng.pick(STATUSES);
  const decided = status !== 'APPROVAL_PENDING';
  const bank = rng.pick(BANKS);
  const created = now - i * 37_000 - rng.int(0, 30_000);
  return {
    consumer_id: `10${rng.digits(8)}`,
    agent_email: rng.pick(AGENTS),
    approver_email: decided ? 'checker@console.example' : null,
    amount: rng.int(100, 250_000) + rng.int(0, 99) / 100,
    agent_remarks: rng.pick([
      'Refund for failed bill payment',
      'Goodwill payout',
      'Excess repayment refund',
      'Duplicate debit reversal',
    ]),
    approver_remarks: decided ? rng.pick(['Verified with statement', 'Documents in order', 'Not eligible']) : null,
    status,
    txn_status: status === 'SUCCESS' ? 'SUCCESS' : status === 'FAILED' ? 'FAILED' : 'PENDING',
    transaction_id: `TXN${rng.digits(12)}`,
    is_fee_waived: rng.bool(0.3) ? 1 : 0,
    bank_detail_id: `BD${rng.digits(6)}`,
    beneficiary_name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    account_no: rng.digits(rng.int(10, 16)),
    ifsc: bank.ifsc,
    created_at: created,
    // Decided some time between the request and the seeding moment, never after it.
    updated_at: decided ? created + Math.floor(((now - created) * rng.int(1, 99)) / 100) : created,
  };
}

/** Payouts are the big table: 1,000 × scale rows (`--scale 100` gives the 100,000 the bench lists). */
export const payoutsSeed: SeedModule = {
  name: 'payouts',
  async seed(ctx) {
    const total = 1000 * ctx.scale;
    for (let start = 0; start < total; start += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, total - start) }, (_, k) => payoutRow(ctx, start + k));
      await insertInBatches(ctx.db, 'payouts', rows, 1000);
    }
    await linkAgents(ctx.db);
  },
  async grow(db, scale, now) {
    const { n } = await db
      .selectFrom('payouts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const have = Number(n);
    const want = 1000 * scale;
    // A stream of its own per starting count, so growing in steps stays deterministic.
    const rng = createRandom(PAYOUT_GROWTH_SEED + have);
    for (let start = have; start < want; start += 10_000) {
      const rows = Array.from({ length: Math.min(10_000, want - start) }, (_, k) => payoutRow({ rng, now }, start + k));
      await db.transaction().execute((trx) => insertInBatches(trx, 'payouts', rows, 1000));
    }
    await linkAgents(db);
    return Math.max(0, want - have);
  },
};

const PAYOUT_GROWTH_SEED = 20261122;

/** Each seeded payout's raiser by staff id, from the agent's e-mail (migration 0026). */
async function linkAgents(db: Kysely<Database>): Promise<void> {
  await db
    .updateTable('payouts')
    .set((eb) => ({
      agent_staff_id: eb
        .selectFrom('staff')
        .select('staff.id')
        .whereRef('staff.email', '=', 'payouts.agent_email')
        .limit(1),
    }))
    .where('agent_staff_id', 'is', null)
    .execute();
}
