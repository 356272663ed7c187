import type { Generated } from 'kysely';

/** A courier partner (migration 0048; contract/delivery/rules.ts). `active` is 1 or 0. */
export interface DeliveryPartnerTable {
  id: Generated<number>;
  code: string;
  name: string;
  contact: string;
  active: number;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** A pincode a partner serves, with its SLA in days and its COD/prepaid flags (1 or 0). */
export interface DeliveryPartnerPincodeTable {
  id: Generated<number>;
  partner_id: number;
  pincode: string;
  city: string;
  state: string;
  sla_days: number;
  cod: number;
  prepaid: number;
}

/** A physical card on its way to a merchant. */
export interface CardDeliveryTable {
  id: Generated<number>;
  /** CD-000001, set from the id in the insert's transaction. */
  reference: string | null;
  merchant_id: string;
  card_type: string;
  partner_id: number;
  awb: string | null;
  pincode: string;
  address: string;
  status: string;
  created_at: number;
  updated_at: number;
  version: Generated<number>;
}

/** One move of a card delivery: its timeline. */
export interface CardDeliveryEventTable {
  id: Generated<number>;
  delivery_id: number;
  from_status: string | null;
  to_status: string;
  remarks: string | null;
  actor: string;
  at: number;
}

/** A merchant card application, decided under four eyes. */
export interface MerchantCardApplicationTable {
  id: Generated<number>;
  reference: string | null;
  merchant_id: string;
  card_type: string;
  credit_limit: number | null;
  remarks: string;
  status: string;
  applied_by: string;
  applied_at: number;
  decided_by: string | null;
  decided_at: number | null;
  decision_remarks: string | null;
}

/** An approved application's card order and the delivery it created. */
export interface MerchantCardOrderTable {
  id: Generated<number>;
  reference: string | null;
  application_id: number;
  merchant_id: string;
  delivery_id: number;
  ordered_by: string;
  ordered_at: number;
}
