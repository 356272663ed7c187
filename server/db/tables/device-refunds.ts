import type { Generated } from 'kysely';

/** What a merchant paid up front for a device, and how much approved refunds have given back (migration 0054). */
export interface DevicePaymentTable {
  id: Generated<number>;
  device_serial: string;
  merchant_id: string;
  kind: string;
  paid: number;
  refunded: Generated<number>;
  paid_at: number;
}
