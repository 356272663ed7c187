/** How a detail field shows its value. */
export type DetailFormat = 'text' | 'money' | 'time' | 'status';

/** One field of a record's detail: where it is in the record (a dotted path), its i18n label and its format. */
export interface DetailField {
  path: string;
  label: string;
  format?: DetailFormat;
}

/** A kind of record with a detail dialog of plain fields: its title (i18n, with %{ref}), the ref path, its fields. */
export interface RecordDetailSpec {
  title: string;
  ref: string;
  fields: readonly DetailField[];
}

const f = (path: string, label: string, format: DetailFormat = 'text'): DetailField => ({ path, label, format });

/**
 * The detail dialogs of the kinds whose tab lists plain fields (spec §3.21 transactions and repayments, §3.23 UPI
 * transactions, §3.18 cashback ledger): the same spec opens from the kind's own tab and from the Timeline.
 */
export const RECORD_DETAILS = {
  transaction: {
    title: 'consumer360Products.detail.transaction',
    ref: 'txnId',
    fields: [
      f('txnId', 'consumer360.col.txnId'),
      f('txnTime', 'consumer360.col.txnTime', 'time'),
      f('updatedAt', 'consumer360.col.updatedAt', 'time'),
      f('amount', 'consumer360.col.amount', 'money'),
      f('fee', 'consumer360.col.fee', 'money'),
      f('status', 'consumer360.col.status', 'status'),
      f('subStatus', 'consumer360Products.detail.sub_status'),
      f('txnType', 'consumer360.col.txnType'),
      f('txnIndicator', 'consumer360.col.indicator'),
      f('mode', 'consumer360.col.mode'),
      f('merchantName', 'consumer360Products.detail.merchant'),
      f('payeeName', 'consumer360Products.col.payee_name'),
      f('vpa', 'consumer360Products.col.payee_vpa'),
      f('bankReferenceNumber', 'consumer360.col.bankReference'),
      f('accountNo', 'consumer360.col.accountNo'),
      f('ifsc', 'consumer360.col.ifsc'),
      f('mcc', 'consumer360.col.category'),
      f('cashbackAmount', 'consumer360.col.cashback', 'money'),
      f('expectedCompletionTime', 'consumer360.col.expected', 'time'),
    ],
  },
  upi: {
    title: 'consumer360Products.detail.upi',
    ref: 'transaction_id',
    fields: [
      f('transaction_id', 'consumer360Products.col.transaction_id'),
      f('created_at', 'consumer360Products.col.created_at', 'time'),
      f('amount', 'consumer360Products.col.amount', 'money'),
      f('status', 'consumer360Products.col.status', 'status'),
      f('txn_type', 'consumer360Products.col.txn_type'),
      f('payee_details.name', 'consumer360Products.col.payee_name'),
      f('payee_details.vpa', 'consumer360Products.col.payee_vpa'),
      f('payer_details.bank_name', 'consumer360Products.detail.payer_bank'),
      f('payer_details.account_number', 'consumer360Products.col.payer_account'),
      f('bank_rrn', 'consumer360Products.col.bank_rrn'),
      f('upi_complaint_id', 'consumer360Products.col.upi_complaint_id'),
      f('response_message', 'consumer360Products.col.response_message'),
    ],
  },
  repayment: {
    title: 'consumer360Products.detail.repayment',
    ref: 'txnId',
    fields: [
      f('txnId', 'consumer360.col.txnId'),
      f('orderId', 'consumer360.col.orderId'),
      f('bankReferenceNumber', 'consumer360.col.bankReference'),
      f('txnTime', 'consumer360.col.txnTime', 'time'),
      f('amount', 'consumer360.col.amount', 'money'),
      f('cashbackAmount', 'consumer360.col.cashback', 'money'),
      f('status', 'consumer360.col.status', 'status'),
      f('errorDescription', 'consumer360.col.error'),
      f('refundInfo.status', 'consumer360Products.detail.refund_status'),
      f('refundInfo.bankReferenceId', 'consumer360Products.detail.refund_reference'),
      f('refundInfo.completed', 'consumer360Products.detail.refund_completed', 'time'),
    ],
  },
  cashback: {
    title: 'consumer360Products.detail.cashback',
    ref: 'id',
    fields: [
      f('createdAt', 'consumer360Products.col.created_at', 'time'),
      f('txnId', 'consumer360Products.col.txn_id'),
      f('uniqueReference', 'consumer360Products.col.unique_reference'),
      f('type', 'consumer360Products.col.type'),
      f('tier', 'consumer360Products.col.tier'),
      f('amount', 'consumer360Products.col.amount', 'money'),
      f('reason', 'consumer360Products.col.reason'),
    ],
  },
} as const satisfies Record<string, RecordDetailSpec>;
export type RecordDetailKind = keyof typeof RECORD_DETAILS;

/** Pure: the value at a dotted path of a record (undefined when any step is missing). */
export function valueAt(record: Record<string, unknown>, path: string): unknown {
  let at: unknown = record;
  for (const step of path.split('.')) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[step];
  }
  return at;
}
