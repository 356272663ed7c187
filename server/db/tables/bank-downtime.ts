import type { Generated } from 'kysely';

/** A bank or PSP (migration 0057); `qr_acquirer` 1 when it takes part in QR routing. */
export interface PaymentBankTable {
  id: Generated<number>;
  code: string;
  name: string;
  kind: string;
  qr_acquirer: Generated<number>;
}

/** A declared downtime of a bank's channel (migration 0057): epoch ms, UTC; `end_time` null while open-ended. */
export interface BankDowntimeTable {
  id: Generated<number>;
  bank_id: number;
  channel: string;
  start_time: number;
  end_time: number | null;
  severity: string;
  note: string;
  status: string;
  version: Generated<number>;
  declared_by: string;
  created_at: number;
  updated_by: string | null;
  updated_at: number | null;
}

/** Who is told of a downtime of a severity, and how (migration 0057). */
export interface DowntimeRecipientTable {
  id: Generated<number>;
  severity: string;
  recipient: string;
  channel: string;
}

/** A notification the reference backend would send about a downtime (migration 0057). */
export interface DowntimeNotificationTable {
  id: Generated<number>;
  downtime_id: number;
  event: string;
  recipient: string;
  channel: string;
  severity: string;
  created_at: number;
}

/** The one QR acquirer order (migration 0057): bank ids as a JSON array, first tried first. */
export interface QrPriorityTable {
  id: number;
  order_json: string;
  version: Generated<number>;
  updated_by: string;
  updated_at: number;
}
