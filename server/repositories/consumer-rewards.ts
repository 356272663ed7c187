import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { allRecords, detailOf, oneRecord, type ConsumerRecord } from './consumer-records.js';
import { sumRupees } from '../../contract/money.js';

const num = (v: number | null) => (v === null ? 0 : Number(v));
const sum = (rows: readonly ConsumerRecord[], type: string) =>
  sumRupees(rows.filter((r) => r.sub_type === type).map((r) => r.amount));

/** Spec §3.23 rewards summary, or null when the consumer never joined Zillion. */
export async function rewardsSummary(db: Kysely<Database>, consumerId: number) {
  const r = await oneRecord(db, consumerId, 'REWARD_SUMMARY');
  return r ? detailOf(r) : null;
}

/**
 * Spec §3.18 cashback: balance, lifetime and current-month earned / redeemed / expired (summed from the ledger),
 * the ledger and the tier history; null when the consumer has neither (the tab then says 'No Cashback Found!').
 */
export async function cashbackSummary(db: Kysely<Database>, consumerId: number, nowS: number, tier: number | null) {
  const [ledgerRows, tierRows] = await Promise.all([
    allRecords(db, consumerId, 'CASHBACK_LEDGER'),
    allRecords(db, consumerId, 'CASHBACK_TIER'),
  ]);
  if (ledgerRows.length === 0 && tierRows.length === 0) return null;
  const now = new Date(nowS * 1000);
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000;
  const month = ledgerRows.filter((r) => Number(r.at) >= monthStart);
  const earned = sum(ledgerRows, 'EARNED');
  const redeemed = sum(ledgerRows, 'REDEEMED');
  const expired = sum(ledgerRows, 'EXPIRED');
  const latestTier = tierRows[0] ? Number(detailOf(tierRows[0]).tier) : tier;
  return {
    cashbackBalance: earned - redeemed - expired,
    cashbackTier: latestTier,
    cashbackEarned: earned,
    cashbackRedeemed: redeemed,
    cashbackExpired: expired,
    currentMonthCashbackEarned: sum(month, 'EARNED'),
    currentMonthCashbackRedeemed: sum(month, 'REDEEMED'),
    currentMonthCashbackExpired: sum(month, 'EXPIRED'),
    ledger: ledgerRows.map(toLedgerDto),
    tierAudit: tierRows.map((r) => ({ ...detailOf(r), id: Number(r.id), createdAt: Number(r.at) })),
  };
}

/** One cashback ledger entry (spec §3.18), as the Cashback tab lists it. */
export function toLedgerDto(r: ConsumerRecord) {
  return { ...detailOf(r), id: Number(r.id), createdAt: Number(r.at), type: r.sub_type ?? '', amount: num(r.amount) };
}

/** Spec §3.18 milestone cashback. */
export async function milestoneCashback(db: Kysely<Database>, consumerId: number) {
  const rows = await allRecords(db, consumerId, 'MILESTONE_CASHBACK');
  return rows.map((r) => ({ ...detailOf(r), id: Number(r.id), cashbackAmount: num(r.amount) }));
}

/** Spec §3.23 referrals: total, active and inactive lists. */
export async function referrals(db: Kysely<Database>, consumerId: number) {
  const rows = await allRecords(db, consumerId, 'REFERRAL');
  const dto = (r: ConsumerRecord) => ({ ...detailOf(r), id: Number(r.id), createdAt: Number(r.at) });
  return {
    totalReferral: rows.length,
    activeReferrals: rows.filter((r) => r.status === 'ACTIVE').map(dto),
    inactiveReferrals: rows.filter((r) => r.status !== 'ACTIVE').map(dto),
  };
}
