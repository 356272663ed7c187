import type { Kysely, Selectable } from 'kysely';
import type { ApprovalRequest, Database } from '../db/database.js';
import type { MerchantWalletTxnTable, QrOrderTable } from '../db/tables/merchant-calls.js';
import { maskMobile } from '../../contract/pii.js';
import { newestFirstPage, type Page } from './newest-first.js';
import { rowsWhere } from './rows-where.js';
import { applyMerchantField } from './merchant-field-change.js';
import { seconds } from './epoch-seconds.js';

type WalletTxnRow = Selectable<MerchantWalletTxnTable>;
export type QrOrderRow = Selectable<QrOrderTable>;

/** A merchant's MCC and version, as an MCC change reads it. */
export function mccOf(db: Kysely<Database>, merchantId: string) {
  return db
    .selectFrom('merchants')
    .select(['id', 'merchant_id', 'name', 'mcc', 'version'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}

/** An approved MCC change applied on the MCC the maker saw (merchant-field-change.ts); null when it moved on. */
export function applyMccChange(db: Kysely<Database>, request: ApprovalRequest, at: number) {
  return applyMerchantField(db, request, at, 'mcc', 'mcc');
}

/** The merchant's credit-card MDR rates, newest effective date first. */
export async function mdrRates(db: Kysely<Database>, merchantId: string) {
  const rows = await rowsWhere(db, 'merchant_mdr_rates', 'merchant_id', merchantId, [
    ['effective_from', 'desc'],
    ['card_network', 'asc'],
    ['card_type', 'asc'],
  ]);
  return rows.map((r) => ({
    id: r.id,
    cardNetwork: r.card_network,
    cardType: r.card_type,
    rate: Number(r.rate),
    effectiveFrom: seconds(Number(r.effective_from))!,
  }));
}

/** The P2P wallet balance of each of the merchant's stores (one store when `storeId` is given). */
export async function walletsOf(db: Kysely<Database>, merchantId: string, storeId?: string) {
  let q = db.selectFrom('merchant_wallets').selectAll().where('merchant_id', '=', merchantId);
  if (storeId) q = q.where('store_id', '=', storeId);
  const rows = await q.orderBy('store_id').execute();
  return rows.map((r) => ({
    storeId: r.store_id,
    storeName: r.store_name,
    balance: Number(r.balance),
    status: r.status,
    updatedAt: seconds(Number(r.updated_at))!,
  }));
}

/** A page of the merchant's wallet transactions, newest first under a snapshot. */
export function walletTxns(
  db: Kysely<Database>,
  merchantId: string,
  page: number,
  size: number,
  snapshot?: number,
): Promise<Page<WalletTxnRow>> {
  const base = db.selectFrom('merchant_wallet_txns').where('merchant_id', '=', merchantId);
  return newestFirstPage(base, (b) => b.selectAll(), 'txn_time', page, size, 'id', {
    db,
    table: 'merchant_wallet_txns',
    given: snapshot,
  }) as Promise<Page<WalletTxnRow>>;
}

export function findWalletTxn(db: Kysely<Database>, merchantId: string, txnId: string) {
  return db
    .selectFrom('merchant_wallet_txns')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('txn_id', '=', txnId)
    .executeTakeFirst();
}

/** A wallet transaction as spec §3's account transaction names its fields (times in epoch seconds, the mobile masked). */
export function toWalletTxnDto(r: WalletTxnRow) {
  return {
    id: r.id,
    txnId: r.txn_id,
    storeId: r.store_id,
    txnTime: seconds(Number(r.txn_time))!,
    updatedAt: seconds(Number(r.updated_at))!,
    payerName: r.payer_name,
    payeeName: r.payee_name,
    payeeMobile: maskMobile(r.payee_mobile),
    bankReferenceNumber: r.bank_reference_number,
    amount: Number(r.amount),
    fee: Number(r.fee),
    balance: Number(r.balance),
    status: r.status,
    subStatus: r.sub_status,
    txnType: r.txn_type,
    txnIndicator: r.txn_indicator,
    mode: r.mode,
    vpa: r.vpa,
  };
}

/** A page (`page` from 1) of QR orders, newest first under a snapshot. */
export function qrOrders(db: Kysely<Database>, page: number, limit: number, snapshot?: number) {
  return newestFirstPage(db.selectFrom('qr_orders'), (b) => b.selectAll(), 'created_at', page - 1, limit, 'id', {
    db,
    table: 'qr_orders',
    given: snapshot,
  }) as Promise<Page<QrOrderRow>>;
}

export function findQrOrder(db: Kysely<Database>, orderId: string) {
  return db.selectFrom('qr_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/**
 * A manual refund: ONE conditional update of a PAID order at the version read (`… WHERE status = 'PAID' AND version`),
 * so of concurrent refunds exactly one moves it to REFUNDED. Null when it did not (already refunded, or not paid).
 */
export async function refundQrOrder(
  db: Kysely<Database>,
  order: QrOrderRow,
  by: string,
  at: number,
): Promise<QrOrderRow | null> {
  const reference = `RFD${String(order.id).padStart(8, '0')}`;
  const updated = await db
    .updateTable('qr_orders')
    .set((eb) => ({
      status: 'REFUNDED',
      refund_reference: reference,
      refunded_by: by,
      refunded_at: at,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', order.id)
    .where('status', '=', 'PAID')
    .where('version', '=', order.version)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  return (await findQrOrder(db, order.order_id)) ?? null;
}

export function toQrOrderDto(r: QrOrderRow) {
  return {
    orderId: r.order_id,
    merchantId: r.merchant_id,
    merchantName: r.merchant_name,
    amount: Number(r.amount),
    payerVpa: r.payer_vpa,
    status: r.status,
    createdAt: Number(r.created_at),
    refundReference: r.refund_reference,
    refundedBy: r.refunded_by,
    refundedAt: r.refunded_at === null ? null : Number(r.refunded_at),
  };
}
