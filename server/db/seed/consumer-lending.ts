import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { DEMO_CONSUMERS, txn } from './consumers-fixtures.js';
import { days, type SeedModule } from './context.js';
import { grantToRoles } from './role-grants.js';

const sec = (ms: number) => Math.floor(ms / 1000);

/** A payout to a demo consumer, decided (none waiting: the approvals and dashboards count the seeded book's). */
const payout = (
  consumerId: number,
  at: number,
  amount: number,
  status: 'APPROVED' | 'REJECTED' | 'SUCCESS',
  remarks: string,
) => ({
  consumer_id: String(consumerId),
  agent_email: 'agent@console.example',
  approver_email: 'checker@console.example',
  amount,
  agent_remarks: remarks,
  approver_remarks: status === 'REJECTED' ? 'Refund to the account on file only' : 'Verified with statement',
  status,
  txn_status: status === 'SUCCESS' ? 'SUCCESS' : 'PENDING',
  transaction_id: `EXR${consumerId}-${at}`,
  is_fee_waived: 1,
  bank_detail_id: 'CBA-SEED',
  beneficiary_name: consumerId === DEMO_CONSUMERS.closed.id ? 'Meena Iyer' : 'Asha Verma',
  account_no: consumerId === DEMO_CONSUMERS.closed.id ? '000401556677' : '123456789012',
  ifsc: consumerId === DEMO_CONSUMERS.closed.id ? 'ICIC0000004' : 'HDFC0001234',
  created_at: at,
  updated_at: at + 3_600_000,
});

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
    await seedPayouts(db, now);
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

async function seedPayouts(db: Kysely<Database>, now: number) {
  const { active, closed } = DEMO_CONSUMERS;
  const rows = [
    payout(closed.id, now - days(20), 500, 'APPROVED', 'Excess repayment refund'),
    payout(closed.id, now - days(18), 300, 'REJECTED', 'Excess repayment refund'),
    payout(active.id, now - days(40), 250, 'SUCCESS', 'Goodwill payout'),
  ];
  for (const [k, row] of rows.entries()) {
    const { id } = await db.insertInto('payouts').values(row).returning('id').executeTakeFirstOrThrow();
    if (k < 2)
      await db
        .insertInto('consumer_excess_refunds')
        .values({ consumer_id: closed.id, payout_id: id, amount: row.amount, created_at: row.created_at })
        .execute();
  }
}
