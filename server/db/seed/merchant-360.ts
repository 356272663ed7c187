import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { days, insertInBatches, type SeedModule } from './context.js';
import { MERCHANT_ID_FROM } from './merchants.js';
import { createRandom, type Random } from './random.js';
import { grownMerchant, merchantProfile, transactionRow } from './merchant-360-rows.js';
import { seedMerchantExtras } from './merchant-360-extras.js';

/** The README's demo merchant: ACTIVE, KYC pending, settlements not on hold (index 10 of the merchants seed). */
export const DEMO_MERCHANT_INDEX = 10;
export const DEMO_MERCHANT_ID = String(MERCHANT_ID_FROM + DEMO_MERCHANT_INDEX);
const TXNS_PER_MERCHANT = 12;
const GROW_SEED = 20261123;

async function countOf(db: Kysely<Database>, table: 'merchants' | 'merchant_transactions'): Promise<number> {
  const { n } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Transactions k = from … to-1, spread over the first `merchants` merchants (newest first within each). */
function transactions(rng: Random, from: number, to: number, merchants: number, now: number, settled?: Set<string>) {
  return Array.from({ length: to - from }, (_, j) => {
    const k = from + j;
    const index = k % merchants;
    const merchantId = String(MERCHANT_ID_FROM + index);
    const round = Math.floor(k / merchants);
    const drawn = transactionRow(rng, k, merchantId, String(5_000_001 + index), now, (round * 4) % 45);
    // The demo merchant's two newest payments succeeded, so it has money to settle on demand.
    const row =
      index === DEMO_MERCHANT_INDEX && round < 2 ? { ...drawn, status: 'SUCCESS', reject_reason: null } : drawn;
    // Older successes are settled (their settlement is seeded); the last two days wait for the next settlement.
    const isSettled = settled?.has(merchantId) && row.status === 'SUCCESS' && row.created_at < now - days(2);
    return isSettled ? { ...row, settlement_id: -1 } : row;
  });
}

/**
 * The merchant 360 (spec §1, §7.3, §7.4): every seeded merchant's profile (mobile, VPA, QR name, referral code,
 * MCC, notification preferences), 12 transactions each with refunds, stores and devices, settlements with
 * deductions, loans in several states, SafeGold, tickets, calls and messages; Operations may read merchants.
 * `grow`: 10,000 × N merchants and 100,000 × N transactions.
 */
export const merchant360Seed: SeedModule = {
  name: 'merchant-360',
  async seed({ db, rng, now }) {
    const merchants = await db.selectFrom('merchants').select(['merchant_id']).orderBy('id').execute();
    for (const [index, m] of merchants.entries()) {
      const demo = index === DEMO_MERCHANT_INDEX ? { status: 'ACTIVE', kyc_status: 'PENDING' } : {};
      await db
        .updateTable('merchants')
        .set({ ...merchantProfile(m.merchant_id, index, now), ...demo })
        .where('merchant_id', '=', m.merchant_id)
        .execute();
    }
    const settledBy = await seedMerchantExtras(db, rng, now, merchants.length);
    const rows = transactions(
      rng,
      0,
      merchants.length * TXNS_PER_MERCHANT,
      merchants.length,
      now,
      new Set(settledBy.keys()),
    );
    await insertInBatches(
      db,
      'merchant_transactions',
      rows.map((r) => (r.settlement_id === -1 ? { ...r, settlement_id: settledBy.get(r.merchant_id) ?? null } : r)),
    );
    await seedRefunds(db, now);
    const ops = await db.selectFrom('roles').select('id').where('name', '=', 'Operations').executeTakeFirst();
    if (ops) {
      await db
        .insertInto('role_permissions')
        .values({ role_id: ops.id, permission_name: 'CAN_LIST_MERCHANT_DETAILS' })
        .execute();
    }
  },
  async grow(db, scale, now) {
    let added = 0;
    const haveMerchants = await countOf(db, 'merchants');
    const wantMerchants = 10_000 * scale;
    for (let start = haveMerchants; start < wantMerchants; start += 5_000) {
      const rows = Array.from({ length: Math.min(5_000, wantMerchants - start) }, (_, j) =>
        grownMerchant(start + j, String(MERCHANT_ID_FROM + start + j), now),
      );
      await db.transaction().execute((trx) => insertInBatches(trx, 'merchants', rows, 500));
      added += rows.length;
    }
    const merchants = Math.max(haveMerchants, wantMerchants);
    const haveTxns = await countOf(db, 'merchant_transactions');
    const wantTxns = 100_000 * scale;
    const rng = createRandom(GROW_SEED + haveTxns);
    for (let start = haveTxns; start < wantTxns; start += 10_000) {
      const rows = transactions(rng, start, Math.min(start + 10_000, wantTxns), merchants, now);
      await db.transaction().execute((trx) => insertInBatches(trx, 'merchant_transactions', rows, 1000));
      added += rows.length;
    }
    return added;
  },
};

/** About one success in ten is refunded, in part or in full. */
async function seedRefunds(db: Kysely<Database>, now: number): Promise<void> {
  const paid = await db
    .selectFrom('merchant_transactions')
    .select(['txn_id', 'merchant_id', 'amount', 'created_at'])
    .where('status', '=', 'SUCCESS')
    .where('mode', '=', 'UPI_QR')
    .orderBy('id')
    .execute();
  const refunds = paid
    .filter((_, i) => i % 10 === 3)
    .map((t, i) => {
      const amount = i % 2 === 0 ? Number(t.amount) : Math.round(Number(t.amount) * 50) / 100;
      return {
        refund_id: `RFD${String(i + 1).padStart(10, '0')}`,
        txn_id: t.txn_id,
        merchant_id: t.merchant_id,
        amount,
        status: i % 7 === 0 ? 'PENDING' : 'SUCCESS',
        reason: i % 3 === 0 ? 'Customer returned goods' : 'Duplicate payment',
        created_at: Math.min(now, Number(t.created_at) + days(1)),
      };
    });
  await insertInBatches(db, 'merchant_refunds', refunds);
  for (const r of refunds) {
    await db
      .updateTable('merchant_transactions')
      .set({ refunded_amount: r.amount })
      .where('txn_id', '=', r.txn_id)
      .execute();
  }
}
