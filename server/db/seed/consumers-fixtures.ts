import type { Insertable, Kysely } from 'kysely';
import type { ConsumerAccountTxnTable, Database } from '../database.js';
import { consumerRow, limitRows, profileOf } from './consumers-rows.js';
import { createRandom } from './random.js';

/** The README's demo consumers: each state the consumer 360's rules depend on. */
export const DEMO_CONSUMERS = {
  /** Active, full KYC: every transaction, EMI, bill and bank-transfer state. */
  active: { id: 1001, mobile: '9876543210' },
  /** Permanently blocked (Fraud) and written off. */
  blocked: { id: 1002, mobile: '9123456780' },
  /** Closed. */
  closed: { id: 1003, mobile: '9000000003' },
  /** New: no transactions, bills, EMIs or transfers (every empty state). */
  empty: { id: 1004, mobile: '9000000004' },
} as const;

const sec = (ms: number) => Math.floor(ms / 1000);
const DAY = 86_400;

type Txn = Insertable<ConsumerAccountTxnTable>;
/** One account transaction of a demo consumer: a SUCCESS UPI payment of ₹500 unless `over` says otherwise. */
export const txn = (consumerId: number, txnId: string, at: number, over: Partial<Txn>): Txn => ({
  consumer_id: consumerId,
  txn_id: txnId,
  txn_time: at,
  updated_at: at,
  payer_name: null,
  payee_name: null,
  merchant_name: null,
  payee_mobile: null,
  bank_reference_number: `5${txnId.replace(/\D/g, '').padStart(11, '0')}`,
  amount: 500,
  fee: 0,
  balance: 0,
  status: 'SUCCESS',
  sub_status: null,
  txn_type: 'PAYMENT',
  txn_indicator: 'DEBIT',
  disbursal_type: null,
  expected_completion_time: null,
  mode: 'UPI',
  cashback_tier: null,
  cashback_amount: null,
  cashback_rule_code: null,
  account_no: null,
  ifsc: null,
  vpa: null,
  mcc: '5411',
  provider_id: null,
  bank_logo: null,
  ...over,
});

/** The active consumer's transactions: one of each state a rule reads (hold, cashback, revert, LDC, 6513 …). */
function activeTxns(id: number, now: number): Txn[] {
  return [
    txn(id, 'TXN-CARD-TODAY', now - 3600, {
      txn_type: 'CARD_USAGE',
      merchant_name: 'Cafe Mocha',
      mode: 'POS',
      amount: 850,
    }),
    txn(id, 'TXN-CARD-WEEK', now - 7 * DAY, {
      txn_type: 'CARD_USAGE',
      merchant_name: 'City Fuels',
      mode: 'POS',
      amount: 2200,
    }),
    txn(id, 'TXN-CARD-HOLD', now - 2 * DAY, {
      txn_type: 'CARD_USAGE',
      status: 'HOLD',
      merchant_name: 'Book Nook',
      mode: 'ECOM',
      amount: 1299,
    }),
    txn(id, 'TXN-CARD-CREDIT', now - 2 * 3600, { txn_type: 'CARD_USAGE', txn_indicator: 'CREDIT', amount: 120 }),
    txn(id, 'TXN-QR-NEW', now - 5 * 3600, { merchant_name: 'Fresh Mart', vpa: 'freshmart@upi', amount: 640 }),
    txn(id, 'TXN-QR-CASHBACK', now - 3 * DAY, {
      merchant_name: 'Metro Pharmacy',
      amount: 310,
      cashback_amount: 20,
      cashback_rule_code: 'CASHBACK_FIRST_QR_TRANSACTION',
    }),
    txn(id, 'TXN-QR-FAILED', now - 4 * DAY, { merchant_name: 'Fresh Mart', status: 'FAILED', amount: 90 }),
    txn(id, 'TXN-QR-DISPUTE', now - 6 * DAY, { merchant_name: 'Cafe Mocha', status: 'DISPUTE', amount: 450 }),
    txn(id, 'TXN-RENT', now - 10 * DAY, { merchant_name: 'Urban Rentals', mcc: '6513', amount: 15000 }),
    txn(id, 'TXN-QR-REFUND', now - 8 * DAY, {
      txn_type: 'QR_REFUND',
      txn_indicator: 'CREDIT',
      sub_status: 'REFUND_SUCCESS',
      merchant_name: 'Fresh Mart',
      amount: 640,
    }),
    txn(id, 'TXN-QR-REFUND-REVERTED', now - 9 * DAY, {
      txn_type: 'QR_REFUND',
      txn_indicator: 'CREDIT',
      sub_status: 'REVERTED',
      merchant_name: 'Cafe Mocha',
      amount: 75,
    }),
    txn(id, 'TXN-LDC-PENDING', now - 1800, {
      txn_type: 'BANK_TRANSFER',
      status: 'PENDING',
      disbursal_type: 'LDC',
      expected_completion_time: now + 2 * 3600,
      payee_name: 'Asha Verma',
      account_no: '123456789012',
      ifsc: 'HDFC0001234',
      mode: 'IMPS',
      fee: 25,
      amount: 5000,
    }),
    txn(id, 'TXN-REPAYMENT', now - 12 * DAY, { txn_type: 'REPAYMENT', txn_indicator: 'CREDIT', amount: 3000 }),
  ];
}

/** Seeds the demo consumers and their lists. */
export async function seedDemoConsumers(db: Kysely<Database>, nowMs: number): Promise<void> {
  const rng = createRandom(1001);
  const now = sec(nowMs);
  const base = (n: number) => consumerRow(rng, n, nowMs);
  const { active, blocked, closed, empty } = DEMO_CONSUMERS;
  await db
    .insertInto('consumers')
    .values([
      {
        ...base(0),
        id: active.id,
        mobile_number: active.mobile,
        verified_name: 'Asha Verma',
        email: 'asha.verma@example.in',
        kyc_level: 'FULL',
        card_activated: 1,
        account_limit: 50_000,
        used_limit: 18_250.5,
        repayment_amount: 18_250.5,
        received_amount: 3000,
        penalty: 250,
        due_penalty: 250,
        due_now_amount: 6_400,
        total_due_amount: 18_500.5,
        spent: 18_250.5,
        cashback_tier: 3,
        referred_by: '1004',
        profile_json: profileOf(active.id, 'Asha Verma'),
      },
      {
        ...base(1),
        id: blocked.id,
        mobile_number: blocked.mobile,
        verified_name: 'Ravi Kumar',
        account_status: 'BLOCKED',
        permanent_blocked: 1,
        blocked_reason: 'Fraud',
        blocked_remark: 'Confirmed by the risk team',
        is_write_off: 1,
        write_off_amount: 12_500,
        write_off_date: now - 40 * DAY,
        dpd_days: 95,
        highest_dpd_days: 120,
        profile_json: profileOf(blocked.id, 'Ravi Kumar', {
          userStatus: { status: 'BLOCKED', deleted_at: null, deletion_error_reason: null },
        }),
      },
      {
        ...base(2),
        id: closed.id,
        mobile_number: closed.mobile,
        verified_name: 'Meena Iyer',
        account_status: 'CLOSED',
        closed_date: now - 20 * DAY,
        profile_json: profileOf(closed.id, 'Meena Iyer'),
      },
      {
        ...base(3),
        id: empty.id,
        mobile_number: empty.mobile,
        verified_name: 'Kiran Rao',
        kyc_level: 'MIN',
        card_activated: 0,
        used_limit: 0,
        due_now_amount: 0,
        total_due_amount: 0,
        repayment_amount: 0,
        spent: 0,
        profile_json: profileOf(empty.id, 'Kiran Rao', { kyc: null, card: null, delivery: null, unity: null }),
      },
    ])
    .execute();
  await db
    .insertInto('consumer_limits')
    .values([active, blocked, closed, empty].flatMap((c) => limitRows(c.id, c.id === active.id ? 50_000 : 20_000)))
    .execute();
  await db.insertInto('consumer_account_txns').values(activeTxns(active.id, now)).execute();
  await db
    .insertInto('consumer_account_txns')
    .values([
      txn(blocked.id, 'TXN-B-1', now - 50 * DAY, { txn_type: 'CARD_USAGE', amount: 12_500 }),
      txn(closed.id, 'TXN-C-1', now - 30 * DAY, { amount: 200 }),
    ])
    .execute();
  await seedActiveLists(db, active.id, now);
}

async function seedActiveLists(db: Kysely<Database>, id: number, now: number): Promise<void> {
  const loan = {
    consumer_id: id,
    disbursed_amount: 12_000,
    tenure: 6,
    processing_fee: 199,
    rate_of_interest: 16,
    bpi_amount: 0,
    bpi_days: 0,
    lender: 'Trillion Finance',
    can_foreclose: 1,
    bill_amount: null,
    emi_foreclosure_date: null,
    emi_foreclosure_amount: null,
    foreclosure_reference: null,
    foreclosure_comments: null,
  };
  await db
    .insertInto('consumer_emis')
    .values([
      { ...loan, loan_status: 'ACTIVE', date_of_loan_disbursed: now - 65 * DAY, paid_installments: 2 },
      {
        ...loan,
        loan_status: 'ACTIVE',
        date_of_loan_disbursed: now - 20 * DAY,
        paid_installments: 0,
        can_foreclose: 0,
        disbursed_amount: 6000,
        tenure: 3,
      },
      {
        ...loan,
        loan_status: 'CLOSED',
        date_of_loan_disbursed: now - 300 * DAY,
        paid_installments: 6,
        can_foreclose: 0,
      },
      {
        ...loan,
        loan_status: 'FORECLOSED',
        date_of_loan_disbursed: now - 200 * DAY,
        paid_installments: 3,
        can_foreclose: 0,
        emi_foreclosure_date: now - 100 * DAY,
        emi_foreclosure_amount: 6080,
        foreclosure_reference: 'UTR000111',
        bill_amount: 12_000,
      },
      { ...loan, loan_status: 'PENDING', date_of_loan_disbursed: now - DAY, paid_installments: 0, can_foreclose: 0 },
    ])
    .execute();
  const bill = (monthsAgo: number, status: string, paid: boolean) => {
    const start = now - (monthsAgo + 1) * 30 * DAY;
    const end = now - monthsAgo * 30 * DAY;
    return {
      consumer_id: id,
      bill_date: end,
      start_date: start,
      end_date: end,
      bill_due_date: end + 10 * DAY,
      bill_paid_date: paid ? end + 5 * DAY : null,
      previous_bill_amount: 4200,
      spent_amount: 6100,
      on_going_emi: 2090,
      penalty: status === 'CARRY_FORWARDED' ? 250 : 0,
      paid_early: 0,
      last_bill_pending_principal: 0,
      due_amount: paid ? 0 : 6400,
      bill_status: status,
    };
  };
  await db
    .insertInto('consumer_bills')
    .values([
      bill(0, 'DUE', false),
      bill(1, 'PAID', true),
      bill(2, 'CARRY_FORWARDED', true),
      bill(3, 'CONVERTED TO EMI', true),
    ])
    .execute();
  const transfer = (n: number, status: string, daysAgo: number) => ({
    consumer_id: id,
    order_id: `BT-ORDER-${n}`,
    settlement_order_id: `SETTLE-${n}`,
    amount: 1000 * n,
    bank_reference_no: `UTR90000${n}`,
    account_no: `12345678${String(9000 + n)}`,
    ifsc: 'HDFC0001234',
    status,
    settlement_status: null,
    checked_at: null,
    created_at: now - daysAgo * DAY,
  });
  await db
    .insertInto('consumer_bank_transfers')
    .values([transfer(1, 'SUCCESS', 1), transfer(2, 'PENDING', 2), transfer(3, 'FAILED', 3)])
    .execute();
  await db
    .insertInto('consumer_repayments')
    .values([
      {
        consumer_id: id,
        txn_id: 'REPAY-1',
        order_id: 'RP-ORDER-1',
        bank_reference_number: 'UTR77001',
        txn_time: now - 12 * DAY,
        amount: 3000,
        cashback_amount: null,
        status: 'SUCCESS',
        error_description: null,
        refund_json: null,
      },
      {
        consumer_id: id,
        txn_id: 'REPAY-2',
        order_id: 'RP-ORDER-2',
        bank_reference_number: 'UTR77002',
        txn_time: now - 40 * DAY,
        amount: 1500,
        cashback_amount: 15,
        status: 'REFUNDED',
        error_description: 'Paid twice',
        refund_json: JSON.stringify({
          status: 'COMPLETED',
          initiated: now - 39 * DAY,
          completed: now - 38 * DAY,
          bankReferenceId: 'RFND991',
        }),
      },
    ])
    .execute();
  const event = (kind: string, daysAgo: number, data: object) => ({
    consumer_id: id,
    kind,
    created_at: now - daysAgo * DAY,
    data_json: JSON.stringify(data),
  });
  await db
    .insertInto('consumer_events')
    .values([
      event('LIMIT_AUDIT', 90, {
        startDate: now - 90 * DAY,
        uniqueReferenceId: 'LIM-1',
        accountLimit: 20_000,
        status: 'ACTIVE',
      }),
      event('LIMIT_AUDIT', 30, {
        startDate: now - 30 * DAY,
        uniqueReferenceId: 'LIM-2',
        accountLimit: 50_000,
        status: 'ACTIVE',
      }),
      event('SM_LIMIT_AUDIT', 15, { accountId: id, keyName: 'approvedSmLimit', oldValue: '10000', newValue: '20000' }),
      event('CRM_AUDIT', 5, {
        requestIdentifier: 'WAIVE_PENALTY',
        request: { requestDto: { amount: 100, consumerId: id, txnType: 'PENALTY_WAIVER' } },
        requestAuditDto: { requestContext: { client: 'CRM', userId: 4, userEmail: 'ops@console.example' } },
      }),
      event('DEACTIVATION', 60, {
        action: 'BLOCK',
        reason: 'Mobile loss',
        remark: 'Customer called',
        by: 'ops@console.example',
      }),
      event('DEACTIVATION', 58, {
        action: 'UNBLOCK',
        reason: 'Others',
        remark: 'New SIM verified',
        by: 'ops@console.example',
      }),
      event('FEEDBACK', 58, { selectedReason: 'Too many charges', whetherReinstall: 'YES', text: 'Will come back' }),
    ])
    .execute();
}
