import type { Generated } from 'kysely';

/** A device's month: rent, LU charge, transactions and volume, paid/due/waived (migration 0047). */
export interface SwipeMonthlyChargeTable {
  id: Generated<number>;
  merchant_id: string;
  device_serial: string;
  month: string;
  rent: number;
  lu_charge: number;
  txn_count: number;
  txn_volume: number;
  status: string;
  charged_at: number;
  paid_at: number | null;
}

/** The third-party verification of a merchant's bank account (migration 0047). */
export interface SwipeTpvTable {
  merchant_id: string;
  account_holder: string;
  account_no: string;
  ifsc: string;
  bank_name: string;
  name_at_bank: string | null;
  name_match: number | null;
  status: string;
  failure_reason: string | null;
  requested_at: number;
  verified_at: number | null;
}

/** A device's last transaction (migration 0047). */
export interface SwipeDeviceActivityTable {
  device_serial: string;
  merchant_id: string;
  last_txn_at: number | null;
  /** When it was last reactivated (migration 0052). */
  reactivated_at: number | null;
}

/** A reactivation or a deactivation request of a device (migration 0047). */
export interface SwipeDeviceEventTable {
  id: Generated<number>;
  merchant_id: string;
  device_serial: string;
  kind: string;
  status: string;
  reason: string;
  remarks: string | null;
  actor: string;
  created_at: number;
  updated_at: number;
}

/** A merchant's device order (migration 0047); history_json: [{ status, at }], oldest first. */
export interface SwipeOrderTable {
  id: Generated<number>;
  order_id: string;
  merchant_id: string;
  store_id: string;
  plan: string;
  quantity: number;
  amount: number;
  status: string;
  courier: string | null;
  awb: string | null;
  history_json: string;
  created_at: number;
  updated_at: number;
  /** SWIPE or SPEAKER (migration 0054), and the device allocated to the order. */
  product: Generated<string>;
  device_serial: Generated<string | null>;
}

/** A QR generated for a merchant's store (migration 0047): static (one per store) or dynamic (an amount). */
export interface SwipeQrCodeTable {
  id: Generated<number>;
  qr_id: string;
  merchant_id: string;
  store_id: string;
  kind: string;
  amount: number | null;
  payload: string;
  static_key: string | null;
  created_by: string;
  created_at: number;
  expires_at: number | null;
}

/** The last order link sent to a merchant: the cooldown's one conditional update (migration 0047). */
export interface SwipeOrderLinkGateTable {
  merchant_id: string;
  last_sent_at: number;
}
