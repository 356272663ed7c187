import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { insertInBatches, type SeedModule } from './context.js';
import { billPayment, planOrder, record, upiComplaints, upiMandates, upiTxns } from './consumer-extras-rows.js';
import { createRandom } from './random.js';
import { lendingRecords } from './consumer-extras-lending.js';
import { chillfestRecords } from './consumer-chillfest.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';

/**
 * The demo consumers of part 1's seed (consumers 1001 active, 1002 blocked, 1004 with no data); this area adds the
 * rest of their 360. 1001 has every kind, 1002 a few (a VAS order that cannot be cancelled, a Trillion application
 * that was rejected), 1004 nothing, so each tab shows its empty state there.
 */
export const EXTRAS_CONSUMERS = {
  full: DEMO_CONSUMERS.active.id,
  some: DEMO_CONSUMERS.blocked.id,
  none: DEMO_CONSUMERS.empty.id,
} as const;
const DAY_S = 86_400;
const EXTRAS_SEED = 13_2026;

async function seedFull(db: Kysely<Database>, id: number, nowMs: number): Promise<void> {
  const rng = createRandom(EXTRAS_SEED + id);
  const nowS = Math.floor(nowMs / 1000);
  const txns = upiTxns(rng, id, nowS, 27);
  const profile = record(id, 'UPI_PROFILE', `UPIP${id}`, 0, {
    mobile_number: '9876543210',
    verified_bank_name: 'ASHA VERMA',
    device_binding: true,
    upi_id: 'asha.verma@postpe',
    upi_activation_date: nowS - 400 * DAY_S,
    account_status: 'ACTIVE',
    upi_number_status: 'ACTIVE',
    linked_bank_accounts: [
      { bank_name: 'State Bank', account_number: 'XXXXXX4321', primary: true },
      { bank_name: 'HDFC Bank', account_number: 'XXXXXX8765', primary: false },
    ],
    linked_credit_card: 'RuPay XXXX 1234',
    linked_credit_line: 'postpe credit line',
    upi_lite_activated: false,
  });
  const rewardSummary = record(id, 'REWARD_SUMMARY', `ZIL${id}`, 0, {
    zillion_onboarding_date: nowS - 300 * DAY_S,
    coins_balance: 1250,
    coins_earned: 2400,
    coins_redeemed: 1000,
    coins_expired: 150,
  });
  const rewardTxns = Array.from({ length: 23 }, (_, k) =>
    record(
      id,
      'REWARD_TXN',
      `ZT${id}${String(k).padStart(3, '0')}`,
      nowS - (k + 1) * 5 * DAY_S,
      {
        reward_expiry: nowS + (180 - k * 5) * DAY_S,
        rule: ['BILL_PAY_REWARD', 'UPI_SPEND_REWARD', 'REFERRAL_REWARD'][k % 3],
        source: ['BBPS', 'UPI', 'REFERRAL'][k % 3],
        ledger_type: k % 4 === 3 ? 'DEBIT' : 'CREDIT',
        rejection_reason: k % 7 === 6 ? 'Transaction reversed' : null,
      },
      { status: k % 7 === 6 ? 'REJECTED' : 'SUCCESS', amount: 10 + (k % 5) * 20 },
    ),
  );
  const ledger = Array.from({ length: 6 }, (_, k) =>
    record(
      id,
      'CASHBACK_LEDGER',
      `CB${id}${k}`,
      nowS - (k * 9 + 1) * DAY_S,
      {
        txnId: `TXN${id}CB${k}`,
        uniqueReference: `UR${id}${k}`,
        tier: (k % 5) + 1,
        reason: ['QR payment', 'Card payment', 'Expired', 'Redeemed on bill'][k % 4],
      },
      { sub_type: ['EARNED', 'EARNED', 'EXPIRED', 'REDEEMED'][k % 4]!, amount: 25 + k * 10 },
    ),
  );
  const tiers = [3, 2, 1].map((tier, k) =>
    record(
      id,
      'CASHBACK_TIER',
      `TA${id}${k}`,
      nowS - (k + 1) * 60 * DAY_S,
      { type: k === 2 ? 'ASSIGNED' : 'UPGRADED', tier },
      { sub_type: 'TIER' },
    ),
  );
  const milestones = [1, 2].map((n) =>
    record(
      id,
      'MILESTONE_CASHBACK',
      `MS${id}${n}`,
      nowS - n * 30 * DAY_S,
      {
        rewardNo: n,
        baseCashbackAmount: 50 * n,
        bbpsSubCategory: n === 1 ? 'ELECTRICITY' : 'CREDIT_CARD',
        milestoneName: `${n * 3} bill payments`,
        orderId: `BP${id}C00${n}`,
      },
      { amount: 75 * n },
    ),
  );
  const referrals = [0, 1, 2].map((k) =>
    record(
      id,
      'REFERRAL',
      `RF${id}${k}`,
      nowS - (k + 1) * 40 * DAY_S,
      {
        referralConsumerId: 2001 + k,
        referralMobile: `98000000${10 + k}`,
        updatedAt: nowS - (k + 1) * 20 * DAY_S,
      },
      { status: k === 2 ? 'INACTIVE' : 'ACTIVE' },
    ),
  );
  const { loans, trillion, plConfig, plSummary, dsaLead } = lendingRecords(id, nowS);
  await insertInBatches(
    db,
    'consumer_records',
    [
      profile,
      ...txns,
      ...upiMandates(id, nowS),
      ...upiComplaints(id, txns),
      rewardSummary,
      ...rewardTxns,
      ...ledger,
      ...tiers,
      ...milestones,
      ...referrals,
      ...loans,
      trillion,
      plConfig,
      plSummary,
      dsaLead,
      ...chillfestRecords(id, nowS),
    ],
    200,
  );

  await insertInBatches(db, 'consumer_plan_orders', [
    planOrder(id, 'BP_SHIELD', 0, nowMs, {}),
    planOrder(id, 'BP_SHIELD', 1, nowMs, { status: 'EXPIRED' }),
    planOrder(id, 'VAS', 0, nowMs, { is_cancellable: 1 }),
    planOrder(id, 'VAS', 1, nowMs, { is_cancellable: 0, plan_name: 'Card Guard', plan_code: 'CG_49', plan_mrp: 49 }),
  ]);
  const cc = [
    billPayment(id, 'CREDIT_CARD', 0, nowS, { show_add_cashback_button: 1, vas_order_id: `VAS${id}V0` }),
    billPayment(id, 'CREDIT_CARD', 1, nowS, { status: 'CREDIT_SUCCESS', show_add_cashback_button: 0 }),
    billPayment(id, 'CREDIT_CARD', 2, nowS, {
      status: 'FULFILMENT_SUCCESS',
      payment_mode: 'POSTPE',
      show_add_cashback_button: 1,
    }),
    billPayment(id, 'CREDIT_CARD', 3, nowS, { status: 'PAYMENT_FAILED', show_add_cashback_button: 1 }),
    ...Array.from({ length: 20 }, (_, k) =>
      billPayment(id, 'CREDIT_CARD', 4 + k, nowS, {
        status: k % 3 ? 'FULFILMENT_SUCCESS' : 'REFUNDED',
        cashback_amount: k % 3 ? 20 : null,
      }),
    ),
  ];
  const postpe = [
    billPayment(id, 'POSTPE', 0, nowS, { biller_category: 'Mobile Prepaid', show_add_cashback_button: 1 }),
    billPayment(id, 'POSTPE', 1, nowS, { biller_category: 'DTH', status: 'CREDIT_SUCCESS', payment_mode: 'POSTPE' }),
    billPayment(id, 'POSTPE', 2, nowS, { biller_category: 'FASTag', status: 'PENDING' }),
    billPayment(id, 'POSTPE', 3, nowS, { biller_category: 'Electricity', show_add_cashback_button: 0 }),
  ];
  await insertInBatches(db, 'consumer_bill_payments', [...cc, ...postpe], 100);
}

async function seedSome(db: Kysely<Database>, id: number, nowMs: number): Promise<void> {
  const nowS = Math.floor(nowMs / 1000);
  await insertInBatches(db, 'consumer_plan_orders', [planOrder(id, 'VAS', 0, nowMs, { is_cancellable: 0 })]);
  await insertInBatches(db, 'consumer_records', [
    record(
      id,
      'TRILLION_APPLICATION',
      `TPL${id}`,
      nowS - 40 * DAY_S,
      {
        id: 88002,
        consumerId: id,
        externalApplicationId: 'TRL-APP-88002',
        loanAmount: 30000,
        processingFee: 600,
        tenureMonth: 6,
        roi: 18,
        lender: 'Trillion Finance',
        loanType: 'PERSONAL_LOAN',
        stage: 'UNDERWRITING',
        viewState: 'REJECTED',
        rejectionReason: 'Bureau score below policy',
        loanDisbursedAmount: null,
        nachStatus: null,
        qcStatus: 'REJECTED',
        cpvStatus: null,
        sentToLenderAt: nowS - 39 * DAY_S,
        loanDisbursedTimestamp: null,
        base: { createdAt: nowS - 40 * DAY_S, updatedAt: nowS - 39 * DAY_S },
        metaData: null,
      },
      { status: 'REJECTED' },
    ),
    record(id, 'PL_CONFIG', `PLC${id}`, 0, {
      maxLimit: 15000,
      processingFee: 3,
      availableBalance: 15000,
      minTenure: 3,
      maxTenure: 6,
      interestRate: 20,
    }),
  ]);
}

/** Consumer 360 part 2 (spec §3.14, §3.18, §3.19, §3.23, §3.24) for the demo consumers. */
export const consumerExtrasSeed: SeedModule = {
  name: 'consumer-extras',
  async seed({ db, now }) {
    await seedFull(db, EXTRAS_CONSUMERS.full, now);
    await seedSome(db, EXTRAS_CONSUMERS.some, now);
  },
};
