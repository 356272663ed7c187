import type { Generated } from 'kysely';

/** The merchant 360's columns on `merchants` (migration 0008); money as numbers, flags 0/1, times epoch ms. */
declare module './merchants.js' {
  interface MerchantTable {
    mobile: string | null;
    email: string | null;
    vpa: string | null;
    owner_name: string | null;
    pan: string | null;
    address: string | null;
    city: string | null;
    qr_name: string | null;
    referral_code: string | null;
    mcc: string | null;
    migration_status: string | null;
    annual_limit: number | null;
    annual_used: number | null;
    notify_sms: Generated<number>;
    notify_whatsapp: Generated<number>;
    notify_email: Generated<number>;
    notify_push: Generated<number>;
    onboarded_at: number | null;
  }
}

export interface MerchantStoreTable {
  id: Generated<number>;
  merchant_id: string;
  store_id: string;
  name: string;
  address: string | null;
  city: string | null;
  pincode: string | null;
  status: string;
  created_at: number;
}

/** A card-swipe or speaker device at a store; its terminal id is the store's terminal. */
export interface MerchantDeviceTable {
  id: Generated<number>;
  merchant_id: string;
  store_id: string;
  product: string;
  device_serial: string;
  terminal_id: string;
  model: string;
  status: string;
  monthly_rental: number;
  assigned_at: number;
  returned_at: number | null;
  return_reason: string | null;
  version: Generated<number>;
  /** The device lifecycle (migration 0046): SWIPE or SPEAKER, its warehouse, its last shipment, its last move. */
  kind: Generated<string>;
  warehouse_id: Generated<string>;
  courier: string | null;
  awb: string | null;
  state_changed_at: number | null;
}

/** The warehouses devices are stocked in (migration 0046). */
export interface DeviceWarehouseTable {
  id: Generated<number>;
  code: string;
  name: string;
  city: string;
  /** Migration 0053: the warehouse's pincode, capacity in devices, 1 while active, its version. */
  pincode: Generated<string>;
  capacity: Generated<number>;
  active: Generated<number>;
  version: Generated<number>;
}

/** A device's timeline: one row per move or transfer (migration 0046). */
export interface DeviceEventTable {
  id: Generated<number>;
  device_serial: string;
  from_state: string;
  to_state: string;
  actor: string;
  at: number;
  details_json: string;
}

/** A repair ticket (migration 0052): OPEN while the device is in REPAIR, FIXED or SCRAPPED when it leaves. */
export interface DeviceRepairTable {
  id: Generated<number>;
  device_serial: string;
  kind: string;
  model: string;
  vendor: string;
  fault: string;
  cost: number;
  status: string;
  opened_by: string;
  opened_at: number;
  closed_by: string | null;
  closed_at: number | null;
  outcome: string | null;
}

export interface MerchantTransactionTable {
  id: Generated<number>;
  txn_id: string;
  merchant_id: string;
  store_id: string | null;
  amount: number;
  status: string;
  mode: string;
  payer_vpa: string | null;
  rrn: string | null;
  reject_reason: string | null;
  refunded_amount: Generated<number>;
  settlement_id: number | null;
  created_at: number;
}

export interface MerchantRefundTable {
  id: Generated<number>;
  refund_id: string;
  txn_id: string;
  merchant_id: string;
  amount: number;
  status: string;
  reason: string | null;
  created_at: number;
}

export interface MerchantSettlementTable {
  id: Generated<number>;
  merchant_id: string;
  settlement_ref: string;
  type: string;
  gross_amount: number;
  deductions: number;
  net_amount: number;
  status: string;
  utr: string | null;
  remarks: string | null;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

export interface MerchantSettlementDeductionTable {
  id: Generated<number>;
  settlement_id: number;
  merchant_id: string;
  kind: string;
  amount: number;
  description: string;
  created_at: number;
}

export interface MerchantLoanTable {
  id: Generated<number>;
  loan_id: string;
  merchant_id: string;
  product: string;
  status: string;
  amount: number;
  outstanding: number;
  tenure_months: number;
  interest_rate: number;
  emi: number;
  applied_at: number;
  disbursed_at: number | null;
  closed_at: number | null;
  noc_sent_at: number | null;
  updated_at: number;
  version: Generated<number>;
}

export interface MerchantGoldTransactionTable {
  id: Generated<number>;
  txn_ref: string;
  merchant_id: string;
  type: string;
  grams: number;
  rate: number;
  amount: number;
  status: string;
  created_at: number;
}

export interface MerchantTicketTable {
  id: Generated<number>;
  ticket_id: string;
  merchant_id: string;
  subject: string;
  status: string;
  priority: string;
  created_at: number;
  updated_at: number;
}

export interface MerchantCallTable {
  id: Generated<number>;
  merchant_id: string;
  direction: string;
  status: string;
  agent_email: string | null;
  duration_seconds: number;
  created_at: number;
}

export interface MerchantMessageTable {
  id: Generated<number>;
  merchant_id: string;
  channel: string;
  service: string;
  template: string;
  body: string;
  sent_by: string | null;
  created_at: number;
}

/** An analytics event (spec §3.7). */
export interface MerchantEventTable {
  id: Generated<number>;
  app_name: string;
  source: string;
  event_name: string;
  product: string;
  user_id: string;
  merchant_id: string | null;
  platform: string;
  screen: string;
  action: string;
  created_at: number;
}

/** A merchant's card-swipe transaction limits in rupees, once changed from the default (migration 0053). */
export interface SwipeTxnLimitTable {
  id: Generated<number>;
  merchant_id: string;
  per_txn: number;
  per_day: number;
  updated_at: number;
  updated_by: string;
  version: number;
}
