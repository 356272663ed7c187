import type { Generated } from 'kysely';
import type { ConsumerAccountTxnTable } from './consumers.js';

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

/**
 * A P2P wallet transaction (migration 0044): spec §3's account transaction, so the consumer statement's columns of it
 * (the ones a merchant's wallet has), held by merchant and store.
 */
export interface MerchantWalletTxnTable extends Pick<
  ConsumerAccountTxnTable,
  | 'id'
  | 'txn_id'
  | 'txn_time'
  | 'updated_at'
  | 'payer_name'
  | 'payee_name'
  | 'payee_mobile'
  | 'bank_reference_number'
  | 'amount'
  | 'fee'
  | 'balance'
  | 'status'
  | 'sub_status'
  | 'txn_type'
  | 'txn_indicator'
  | 'mode'
  | 'vpa'
> {
  merchant_id: string;
  store_id: string;
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
