import type { Generated } from 'kysely';

/** A merchant's credit-card MDR rate per card network and type, from a date (migration 0044). */
export interface MerchantMdrRateTable {
  id: Generated<number>;
  merchant_id: string;
  card_network: string;
  card_type: string;
  /** Percent, two decimals. */
  rate: number;
  effective_from: number;
}

/** The P2P wallet of one store of a merchant (migration 0044). */
export interface MerchantWalletTable {
  id: Generated<number>;
  merchant_id: string;
  store_id: string;
  store_name: string;
  balance: number;
  status: string;
  updated_at: number;
}

/** A P2P wallet transaction (migration 0044; spec §3 'Account transaction'). */
export interface MerchantWalletTxnTable {
  id: Generated<number>;
  txn_id: string;
  merchant_id: string;
  store_id: string;
  txn_time: number;
  updated_at: number;
  payer_name: string | null;
  payee_name: string | null;
  payee_mobile: string | null;
  bank_reference_number: string | null;
  amount: number;
  fee: number;
  balance: number;
  status: string;
  sub_status: string | null;
  txn_type: string;
  txn_indicator: string;
  mode: string | null;
  vpa: string | null;
}

/** A payment-support QR order and its manual refund (migration 0044). */
export interface QrOrderTable {
  id: Generated<number>;
  order_id: string;
  merchant_id: string;
  merchant_name: string;
  amount: number;
  payer_vpa: string | null;
  status: string;
  created_at: number;
  refund_reference: string | null;
  refunded_by: string | null;
  refunded_at: number | null;
  version: Generated<number>;
}
