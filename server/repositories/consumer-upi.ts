import { istDayStart } from '../../contract/business-time.js';
import type { Kysely } from 'kysely';
import { maskMobile } from '../../contract/pii.js';
import type { Database } from '../db/database.js';
import { detailOf, oneRecord, type ConsumerRecord } from './consumer-records.js';

const money = (v: number | null) => (v === null ? null : Number(v));

/** Spec §3.23 UPI transaction. */
export function toUpiTxnDto(r: ConsumerRecord) {
  const d = detailOf(r);
  return {
    ...d,
    id: Number(r.id),
    transaction_id: r.record_id,
    created_at: Number(r.at),
    amount: money(r.amount),
    status: r.status ?? '',
    txn_type: r.sub_type ?? '',
    bank_rrn: r.bank_rrn,
  };
}

/** Spec §3.23 UPI mandate. */
export function toUpiMandateDto(r: ConsumerRecord) {
  return {
    ...detailOf(r),
    id: Number(r.id),
    mandate_id: r.record_id,
    status: r.status ?? '',
    amount: money(r.amount),
    created_at: Number(r.at),
  };
}

/** Spec §3.23 UPI (UDIR) complaint. */
export function toUpiComplaintDto(r: ConsumerRecord) {
  return {
    ...detailOf(r),
    id: Number(r.id),
    upi_complaint_id: r.record_id,
    status: r.status ?? '',
    amount: money(r.amount),
    registered_date: Number(r.at),
    bank_rrn: r.bank_rrn,
  };
}

/** Spec §3.23 UPI profile. */
/** Spec §3.23 UPI profile, its mobile masked (the whole one: upiMobileOf, for the audited reveal only). */
export function toUpiProfileDto(r: ConsumerRecord) {
  const d = detailOf(r);
  return { ...d, mobile_number: typeof d.mobile_number === 'string' ? maskMobile(d.mobile_number) : d.mobile_number };
}

/** The whole mobile of a consumer's UPI profile, or null. */
export async function upiMobileOf(db: Kysely<Database>, consumerId: number): Promise<string | null> {
  const r = await oneRecord(db, consumerId, 'UPI_PROFILE');
  const mobile = r ? detailOf(r).mobile_number : null;
  return typeof mobile === 'string' && mobile !== '' ? mobile : null;
}

/** Spec §3.23 reward transaction. */
export function toRewardTxnDto(r: ConsumerRecord) {
  return {
    ...detailOf(r),
    id: Number(r.id),
    transaction_id: r.record_id,
    reward_date: Number(r.at),
    reward_amount: money(r.amount),
    status: r.status ?? '',
  };
}

/** "yyyy-MM-dd" to the epoch seconds of that IST business day's start (or its last second). */
export function dayBound(date: string, end: boolean): number {
  const start = Math.floor(istDayStart(date) / 1000);
  return end ? start + 86_399 : start;
}

/** The record filter's date range from start_date / end_date: only when both are given (spec §5.8). */
export function dateRange(start?: string, end?: string): { from?: number; to?: number } {
  return start && end ? { from: dayBound(start, false), to: dayBound(end, true) } : {};
}
