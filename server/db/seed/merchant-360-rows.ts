import { BUSINESS_CATEGORIES } from '../../../contract/merchant/categories.js';
import { days } from './context.js';
import type { Random } from './random.js';

/**
 * Pure row builders of the merchant 360 seed: the k-th merchant's profile and its k-th transaction are functions of
 * the index (and the random stream), so growing in steps writes the same rows as one go.
 */
const CITIES = ['Pune', 'Indore', 'Jaipur', 'Kochi', 'Nagpur', 'Surat', 'Patna', 'Mysuru'];
const OWNERS = ['Ravi Kumar', 'Anita Sharma', 'Suresh Patel', 'Fatima Khan', 'Gurpreet Singh', 'Lakshmi Iyer'];
const MIGRATION = ['MIGRATED', 'MIGRATED', 'PENDING', 'NOT_STARTED'] as const;
const BANKS = ['ybl', 'okaxis', 'paytm', 'ibl'] as const;

/** The demo merchant's mobile and VPA (README): merchant 1000001. */
export const demoMobile = (index: number): string => `98${String(index + 1).padStart(8, '0')}`;
export const demoVpa = (merchantId: string, index: number): string => `merchant.${merchantId}@${BANKS[index % 4]}`;

export function merchantProfile(merchantId: string, index: number, now: number) {
  const owner = OWNERS[index % OWNERS.length]!;
  const city = CITIES[index % CITIES.length]!;
  const category = BUSINESS_CATEGORIES[index % BUSINESS_CATEGORIES.length]!;
  return {
    mobile: demoMobile(index),
    email: index % 3 === 0 ? null : `owner.${merchantId}@mail.example`,
    vpa: demoVpa(merchantId, index),
    owner_name: owner,
    pan: `ABCPK${String(1000 + (index % 9000)).padStart(4, '0')}${String.fromCharCode(65 + (index % 26))}`,
    address: `${(index % 200) + 1}, Market Road, ${city}, ${String(411001 + (index % 800))}`,
    city,
    qr_name: index % 5 === 4 ? null : `${owner.split(' ')[0]} Store ${merchantId.slice(-3)}`,
    referral_code: `REF${merchantId}`,
    mcc: category.mcc,
    migration_status: MIGRATION[index % MIGRATION.length]!,
    annual_limit: 4_000_000,
    annual_used: (index * 7919) % 3_500_000,
    notify_sms: 1,
    notify_whatsapp: index % 2,
    notify_email: index % 3 === 0 ? 0 : 1,
    notify_push: 1,
    onboarded_at: now - days(30 + (index % 900)),
  };
}

const MODES = ['UPI_QR', 'UPI_QR', 'UPI_QR', 'CARD_SWIPE'] as const;
const REJECTS = ['Risk check declined', 'Payer bank timeout', 'Invalid VPA'] as const;

/** The k-th transaction of a merchant list: newest first within each merchant, ~1 in 12 refused or failed. */
export function transactionRow(
  rng: Random,
  k: number,
  merchantId: string,
  storeId: string | null,
  now: number,
  ageDays: number,
) {
  const roll = rng.int(0, 11);
  const status = roll === 0 ? 'REJECTED' : roll === 1 ? 'FAILED' : roll === 2 ? 'PENDING' : 'SUCCESS';
  return {
    txn_id: `TXN${String(k + 1).padStart(12, '0')}`,
    merchant_id: merchantId,
    store_id: storeId,
    amount: rng.int(10, 25_000) + rng.int(0, 99) / 100,
    status,
    mode: MODES[k % MODES.length]!,
    payer_vpa: `payer${rng.digits(5)}@${BANKS[k % 4]}`,
    rrn: rng.digits(12),
    reject_reason: status === 'REJECTED' ? REJECTS[k % REJECTS.length]! : null,
    settlement_id: null,
    created_at: now - days(ageDays) - rng.int(0, 86_399) * 1000,
  };
}

/** A merchant built by grow (beyond the 300 of the merchants seed): the 0005 columns and the profile. */
export function grownMerchant(index: number, merchantId: string, now: number) {
  return {
    merchant_id: merchantId,
    store_id: String(5_000_001 + index),
    name: `${CITIES[index % CITIES.length]} Traders ${merchantId.slice(-4)}`,
    status: index % 9 === 0 ? 'INACTIVE' : 'ACTIVE',
    status_remarks: null,
    kyc_status: index % 4 === 0 ? 'PENDING' : 'VERIFIED',
    kyc_remarks: null,
    settlement_status: 'ACTIVE',
    settlement_type: 'AUTO_SETTLEMENT',
    settlement_start: null,
    settlement_end: null,
    settlement_hold: null,
    settlement_remarks: null,
    p2pm_enabled: 0,
    updated_at: now - days(index % 60),
    ...merchantProfile(merchantId, index, now),
  };
}
