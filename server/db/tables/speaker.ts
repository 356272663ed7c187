import type { Generated } from 'kysely';

/** A speaker model's price version (migration 0050): insert-only, from a date (`yyyy-MM-dd`, IST). Rupees. */
export interface SpeakerPriceTable {
  id: Generated<number>;
  model: string;
  one_time_price: number;
  monthly_rent: number;
  deposit: number;
  effective_from: string;
  created_by: string;
  created_at: number;
}

/** How the reference backend's pretend speaker answers a test announcement (migration 0050). */
export interface SpeakerAudioProfileTable {
  device_serial: string;
  behaviour: string;
  latency_ms: number;
}

/** A test announcement sent to a speaker (migration 0050): WAITING until the device answers or times out. */
export interface SpeakerAudioTestTable {
  id: Generated<number>;
  device_serial: string;
  merchant_id: string;
  text: string;
  amount: number;
  language: string;
  status: string;
  latency_ms: number | null;
  sent_by: string;
  sent_at: number;
  answered_at: number | null;
}

/** A speaker rent waiver, written by an approved SPEAKER_RENT_WAIVER request (migration 0050). */
export interface SpeakerRentWaiverTable {
  id: Generated<number>;
  approval_id: number;
  merchant_id: string;
  device_serial: string;
  monthly_amount: number;
  months: number;
  from_month: string;
  reason: string;
  approved_by: string;
  created_at: number;
}

/** A month's speaker rent invoice of a device (migration 0050). */
export interface SpeakerInvoiceTable {
  id: Generated<number>;
  invoice_no: string;
  merchant_id: string;
  device_serial: string;
  month: string;
  rent: number;
  status: string;
  issued_at: number;
}
