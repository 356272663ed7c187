import type { Insertable } from 'kysely';
import type { ConsumerAccountTxnTable, ConsumerLimitTable, ConsumerTable } from '../database.js';
import type { Random } from './random.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';

const sec = (ms: number) => Math.floor(ms / 1000);
export const BANKS = ['HDFC Bank', 'ICICI Bank', 'Axis Bank', 'State Bank of India'] as const;
const MERCHANTS = ['Fresh Mart', 'City Fuels', 'Cafe Mocha', 'Metro Pharmacy', 'Book Nook', 'Urban Rentals'] as const;

/** What a seeded consumer's profile_json holds: display-only detail (spec §3.12, §3.18, §3.22, §3.13). */
export function profileOf(id: number, name: string, over: Record<string, unknown> = {}) {
  return JSON.stringify({
    agreement: true,
    dsa: { eligible: id % 3 === 0, leadGenerated: id % 6 === 0, partner: id % 3 === 0 ? 'CardPartner' : null },
    ccbpSpecialOffer: id % 4 === 0,
    features: { POSTPE_PAYMENT_MODE: true, CC_BILL_PAYMENT: id % 2 === 0 },
    userStatus: { status: 'ACTIVE', deleted_at: null, deletion_error_reason: null },
    kyc: {
      pan: `ABCPK${String(1000 + (id % 9000)).padStart(4, '0')}F`,
      poa: {
        docIdentifier: `XXXX-XXXX-${String(1000 + (id % 9000))}`,
        address: `${(id % 90) + 10} MG Road, Indiranagar, Bengaluru 560038`,
        formattedDob: '14/02/1990',
      },
      selfie: true,
    },
    card: {
      appState: 'CARD_ACTIVE',
      cardUsabilityStatus: 'USABLE',
      last_digits: String(1000 + (id % 9000)),
      bin_number: '652150',
      policies_activated: ['ECOM', 'POS'],
      policies_assigned: ['ECOM', 'POS', 'ATM'],
    },
    delivery: { awbNumber: `AWB${id}`, orderStatus: 'DELIVERED', orderDate: 1_760_000_000 },
    unity: { state: 'ACTIVE', created_at: 1_750_000_000, updated_at: 1_760_000_000, milestone: 'CARD_ISSUED' },
    sm: { approvedSmLimit: 20000, availableSmLimit: 15000, usedSmLimit: 5000, plAmountBlockedOnSmUsage: 0 },
    name,
    ...over,
  });
}

/** A generated consumer (the book at scale), id and mobile from its number. */
export function consumerRow(rng: Random, n: number, nowMs: number): Insertable<ConsumerTable> {
  const id = 2_000_000 + n;
  const name = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
  const limit = rng.pick([10_000, 20_000, 50_000, 100_000]);
  const used = rng.int(0, limit);
  return {
    id,
    mobile_number: String(7_000_000_000 + n),
    verified_name: name,
    email: null,
    created_at: sec(nowMs) - rng.int(30, 900) * 86_400,
    activated_at: sec(nowMs) - rng.int(1, 29) * 86_400,
    kyc_level: rng.pick(['FULL', 'MIN']),
    account_type: 'POSTPAID',
    card_activated: rng.bool(0.7) ? 1 : 0,
    account_status: 'ACTIVE',
    nbfc_name: rng.pick(['Trillion Finance', 'Zillion Credit']),
    cashback_tier: rng.int(1, 5),
    referred_by: null,
    platform: rng.pick(['ANDROID', 'IOS']),
    app_version: '5.2.1',
    kyc_failure_reason: null,
    closed_date: null,
    dpd_days: 0,
    highest_dpd_days: rng.int(0, 30),
    imps_charge: 25,
    is_write_off: 0,
    write_off_amount: null,
    write_off_date: null,
    permanent_blocked: 0,
    blocked_reason: null,
    blocked_remark: null,
    due_date: sec(nowMs) + rng.int(1, 28) * 86_400,
    account_limit: limit,
    used_limit: used,
    repayment_amount: used,
    received_amount: 0,
    penalty: 0,
    due_penalty: 0,
    due_now_amount: used,
    total_due_amount: used,
    spent: used,
    profile_json: profileOf(id, name),
  };
}

export function limitRows(consumerId: number, limit: number): Insertable<ConsumerLimitTable>[] {
  return [
    {
      consumer_id: consumerId,
      txn_type: 'PAYMENT',
      available_limit: limit * 0.8,
      used_limit: limit * 0.2,
      month_limit: limit,
      per_transaction_limit: Math.min(limit, 10_000),
      charges: 0,
      yearly_limit: limit * 12,
    },
    {
      consumer_id: consumerId,
      txn_type: 'BANK_TRANSFER',
      available_limit: limit * 0.3,
      used_limit: limit * 0.1,
      month_limit: limit * 0.4,
      per_transaction_limit: 5000,
      charges: 25,
      yearly_limit: limit * 4,
    },
  ];
}

/** A generated account transaction for consumer `consumerId`, the k-th of the book. */
export function txnRow(rng: Random, consumerId: number, k: number, nowMs: number): Insertable<ConsumerAccountTxnTable> {
  const type = rng.pick(['PAYMENT', 'CARD_USAGE', 'CARD_USAGE', 'PAYMENT', 'REPAYMENT', 'BANK_TRANSFER'] as const);
  const credit = type === 'REPAYMENT';
  const at = sec(nowMs) - rng.int(1, 365 * 86_400);
  const status = rng.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'FAILED', 'PENDING'] as const);
  return {
    consumer_id: consumerId,
    txn_id: `G${consumerId}-${k}`,
    txn_time: at,
    updated_at: at,
    payer_name: null,
    payee_name: null,
    merchant_name: type === 'PAYMENT' || type === 'CARD_USAGE' ? rng.pick(MERCHANTS) : null,
    payee_mobile: null,
    bank_reference_number: String(400_000_000_000 + k),
    amount: rng.int(10, 20_000),
    fee: 0,
    balance: 0,
    status,
    sub_status: null,
    txn_type: type,
    txn_indicator: credit ? 'CREDIT' : 'DEBIT',
    disbursal_type: null,
    expected_completion_time: null,
    mode: type === 'CARD_USAGE' ? 'POS' : 'UPI',
    cashback_tier: null,
    cashback_amount: null,
    cashback_rule_code: null,
    account_no: null,
    ifsc: null,
    vpa: type === 'PAYMENT' ? 'merchant@upi' : null,
    mcc: '5411',
    provider_id: null,
    bank_logo: null,
  };
}
