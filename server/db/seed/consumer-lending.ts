import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { DEMO_CONSUMERS, txn } from './consumers-fixtures.js';
import { days, type SeedModule } from './context.js';
import { grantToRoles } from './role-grants.js';

const sec = (ms: number) => Math.floor(ms / 1000);

/** What a seeded payout becomes when it is adopted as a demo consumer's: the amount, why, and where it went. */
const adopted = (consumerId: number, amount: number, remarks: string) => {
  const closed = consumerId === DEMO_CONSUMERS.closed.id;
  return {
    consumer_id: String(consumerId),
    amount,
    agent_remarks: remarks,
    bank_detail_id: 'CBA-SEED',
    beneficiary_name: closed ? 'Meena Iyer' : 'Asha Verma',
    account_no: closed ? '000401556677' : '123456789012',
    ifsc: closed ? 'ICIC0000004' : 'HDFC0001234',
  };
};

/**
 * Demo data of the lending calls part B (issue 46 item 6): bank accounts (verified and not) of the active and the
 * closed consumer; the closed consumer (1003) repaid ₹1,700 against ₹200 spent, an excess of ₹1,500 of which an
 * approved refund holds ₹500 and a rejected one gave ₹300 back (₹1,000 refundable); a goodwill payout to the active
 * consumer; the active consumer's QR refunds FAILED (re-initiable) and already re-initiated. The keys go to the
 * Consumer Agent.
 */
export const consumerLendingSeed: SeedModule = {
  name: 'consumer-lending',
  async seed({ db, now }) {
    const { active, closed } = DEMO_CONSUMERS;
    await db
      .insertInto('consumer_bank_accounts')
      .values([
        {
          consumer_id: active.id,
          account_no: '123456789012',
          ifsc: 'HDFC0001234',
          bank_name: 'HDFC Bank',
          holder_name: 'Asha Verma',
          verified: 1,
          is_primary: 1,
          created_at: now - days(300),
        },
        {
          consumer_id: active.id,
          account_no: '30112233445',
          ifsc: 'SBIN0000456',
          bank_name: 'State Bank of India',
          holder_name: 'Asha Verma',
          verified: 0,
          is_primary: 0,
          created_at: now - days(20),
        },
        {
          consumer_id: closed.id,
          account_no: '000401556677',
          ifsc: 'ICIC0000004',
          bank_name: 'ICICI Bank',
          holder_name: 'Meena Iyer',
          verified: 1,
          is_primary: 1,
          created_at: now - days(400),
        },
      ])
      .execute();
    await seedLedger(db, now);
    await seedPayouts(db);
    await grantToRoles(db, [
      {
        role: 'Consumer Agent',
        permissions: [
          'CAN_REFUND_POSTPE_EXCESS_CREDIT',
          'CAN_REFRESH_POSTPE_ACCOUNT_LIMIT',
          'CAN_REINITIATE_POSTPE_QR_REFUND',
        ],
      },
    ]);
  },
};

async function seedLedger(db: Kysely<Database>, now: number) {
  const { active, closed } = DEMO_CONSUMERS;
  const at = (d: number) => sec(now - days(d));
  await db
    .insertInto('consumer_account_txns')
    .values([
      txn(closed.id, 'TXN-C-REPAY-EXCESS', at(25), { txn_type: 'REPAYMENT', txn_indicator: 'CREDIT', amount: 1700 }),
      txn(active.id, 'TXN-QR-REFUND-FAILED', at(5), {
        txn_type: 'QR_REFUND',
        txn_indicator: 'CREDIT',
        status: 'FAILED',
        sub_status: 'REFUND_FAILED',
        merchant_name: 'Fresh Mart',
        amount: 180,
      }),
      {
        ...txn(active.id, 'TXN-QR-REFUND-REINIT', at(11), { txn_type: 'QR_REFUND', txn_indicator: 'CREDIT' }),
        status: 'PENDING',
        sub_status: 'REINITIATED',
        merchant_name: 'Metro Pharmacy',
        amount: 95,
        updated_at: at(10),
      },
    ])
    .execute();
}

/**
 * The demo consumers' payouts are adopted from the seeded book (its size stays 1,000 × scale, as the payout seed and
 * its tests count it), as the investments and reconciliation seeds adopt theirs: the newest APPROVED and REJECTED
 * become the closed consumer's excess refunds (the investments seed takes the oldest APPROVED, reconciliation the
 * newest SUCCESS and FAILED), the oldest SUCCESS the active consumer's goodwill payout.
 */
async function seedPayouts(db: Kysely<Database>) {
  const { active, closed } = DEMO_CONSUMERS;
  const pick = async (status: string, order: 'asc' | 'desc') =>
    await db
      .selectFrom('payouts')
      .select(['id', 'created_at'])
      .where('status', '=', status)
      .orderBy('id', order)
      .executeTakeFirstOrThrow();
  const cases = [
    { status: 'APPROVED', order: 'desc', row: adopted(closed.id, 500, 'Excess repayment refund'), refund: true },
    { status: 'REJECTED', order: 'desc', row: adopted(closed.id, 300, 'Excess repayment refund'), refund: true },
    { status: 'SUCCESS', order: 'asc', row: adopted(active.id, 250, 'Goodwill payout'), refund: false },
  ] as const;
  for (const c of cases) {
    const p = await pick(c.status, c.order);
    await db.updateTable('payouts').set(c.row).where('id', '=', p.id).execute();
    if (c.refund)
      await db
        .insertInto('consumer_excess_refunds')
        .values({ consumer_id: closed.id, payout_id: p.id, amount: c.row.amount, created_at: Number(p.created_at) })
        .execute();
  }
}
