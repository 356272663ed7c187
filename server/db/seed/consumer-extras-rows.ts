import type { Insertable } from 'kysely';
import { UPI_MANDATE_STATUSES, UPI_TXN_TYPES } from '../../../contract/consumer/filters.js';
import type { ConsumerBillPaymentTable, ConsumerPlanOrderTable, ConsumerRecordTable } from '../database.js';
import type { Random } from './random.js';

type RecordRow = Insertable<ConsumerRecordTable>;
const DAY_S = 86_400;

/** A read-only record; `detail` is what the backend answers for it. */
export function record(
  consumerId: number,
  kind: string,
  recordId: string,
  at: number,
  detail: Record<string, unknown>,
  cols: Partial<Pick<RecordRow, 'status' | 'sub_type' | 'bank_rrn' | 'amount'>> = {},
): RecordRow {
  return {
    consumer_id: consumerId,
    kind,
    record_id: recordId,
    at,
    status: cols.status ?? null,
    sub_type: cols.sub_type ?? null,
    bank_rrn: cols.bank_rrn ?? null,
    amount: cols.amount ?? null,
    detail_json: JSON.stringify(detail),
  };
}

const UPI_STATUSES = [
  'SUCCESS',
  'FAILED',
  'PENDING',
  'DEEMED',
  'INITIALIZED',
  'COLLECT_REJECTED',
  'COLLECT_EXPIRED',
  'AUTH_PENDING',
  'DISPUTE',
];
const PAYEES = ['Fresh Mart', 'City Electricity', 'Metro Cabs', 'Book Corner', 'Cafe Aroma', 'Star Telecom'];

/** UPI transactions, one of every status and type, a day apart. */
export function upiTxns(rng: Random, consumerId: number, nowS: number, n: number): RecordRow[] {
  return Array.from({ length: n }, (_, k) => {
    const status = UPI_STATUSES[k % UPI_STATUSES.length]!;
    const txnType = UPI_TXN_TYPES[k % UPI_TXN_TYPES.length]!;
    const at = nowS - (k + 1) * DAY_S + 3600;
    const rrn = `4${String(consumerId).padStart(5, '0')}${String(k).padStart(6, '0')}`;
    const amount = rng.int(50, 9000);
    const payee = PAYEES[k % PAYEES.length]!;
    return record(
      consumerId,
      'UPI_TXN',
      `UPI${consumerId}T${String(k).padStart(4, '0')}`,
      at,
      {
        expire_after: txnType === 'COLLECT' ? at + 15 * 60 : null,
        original_transaction_id: null,
        payee_details: { name: payee, vpa: `${payee.toLowerCase().replace(/ /g, '')}@upi` },
        payer_details: {
          bank_name: 'State Bank',
          account_number: `XXXXXX${rng.digits(4)}`,
          account_identifier: 'SAVINGS',
        },
        sub_type: txnType === 'PAY_TO_GLOBAL' ? 'INTERNATIONAL' : 'P2M',
        upi_complaint_id: status === 'DISPUTE' ? `UDIR${consumerId}${k}` : null,
        remarks: k % 2 ? 'Groceries' : null,
        response_message: status === 'SUCCESS' ? 'Transaction successful' : `Transaction ${status.toLowerCase()}`,
        response_code: status === 'SUCCESS' ? '00' : 'U30',
      },
      { status, sub_type: txnType, bank_rrn: rrn, amount },
    );
  });
}

/** One mandate of each of the nine statuses. */
export function upiMandates(consumerId: number, nowS: number): RecordRow[] {
  return UPI_MANDATE_STATUSES.map((status, k) => {
    const at = nowS - (k + 2) * 7 * DAY_S;
    return record(
      consumerId,
      'UPI_MANDATE',
      `MDT${consumerId}${k}`,
      at,
      {
        mandate_name: ['OTT subscription', 'Mutual fund SIP', 'Insurance premium'][k % 3],
        frequency: ['MONTHLY', 'WEEKLY', 'AS_PRESENTED'][k % 3],
        mode: 'QR',
        payee_name: PAYEES[k % PAYEES.length],
        payee_vpa: `merchant${k}@upi`,
        payer_account: `XXXXXX${String(1000 + k)}`,
        revokeable: status === 'ACTIVE',
        umn: `UMN${consumerId}${k}@upi`,
        validity_start: at,
        validity_end: at + 365 * DAY_S,
        initiated_by: k % 2 ? 'PAYEE' : 'PAYER',
        note: null,
      },
      { status, amount: 99 + k * 100 },
    );
  });
}

/** UDIR complaints on the DISPUTE transactions. */
export function upiComplaints(consumerId: number, txns: readonly RecordRow[]): RecordRow[] {
  return txns
    .filter((t) => t.status === 'DISPUTE')
    .map((t, k) =>
      record(
        consumerId,
        'UPI_COMPLAINT',
        `UDIR${consumerId}${k}`,
        Number(t.at) + 2 * 3600,
        {
          payee_name: (JSON.parse(t.detail_json) as { payee_details: { name: string } }).payee_details.name,
          complaint_status: k % 2 ? 'CLOSED' : 'OPEN',
          dispute_status: k % 2 ? 'RESOLVED' : 'PENDING',
          txn_date: t.at,
          complaint_ref_no: `CRN${consumerId}${k}`,
          upi_complaints_reason: 'Amount debited but not credited to beneficiary',
          txn_message: 'Transaction deemed',
        },
        { status: k % 2 ? 'CLOSED' : 'OPEN', bank_rrn: t.bank_rrn ?? null, amount: t.amount ?? null },
      ),
    );
}

/** A plan order; VAS orders name whether they may be cancelled. */
export function planOrder(
  consumerId: number,
  kind: 'BP_SHIELD' | 'VAS',
  k: number,
  nowMs: number,
  over: Partial<Insertable<ConsumerPlanOrderTable>>,
): Insertable<ConsumerPlanOrderTable> {
  const created = Math.floor(nowMs / 1000) - (k + 1) * 20 * DAY_S;
  return {
    consumer_id: consumerId,
    kind,
    membership_id: `MEM${consumerId}${kind === 'VAS' ? 'V' : 'S'}${k}`,
    vas_order_id: `VAS${consumerId}${kind === 'VAS' ? 'V' : 'S'}${k}`,
    transaction_id: `TXN${consumerId}P${k}`,
    eligibility_date: created - DAY_S,
    created_at: created,
    plan_name: kind === 'VAS' ? 'Bill Protect Plus' : 'BP Shield Gold',
    plan_code: kind === 'VAS' ? 'BPP_99' : 'BPS_GOLD',
    plan_mrp: kind === 'VAS' ? 99 : 199,
    status: 'ACTIVE',
    activation_date: created,
    expiration_date: created + 365 * DAY_S,
    cancel_date: null,
    is_cancellable: 0,
    ...over,
  };
}

/** A bill payment; `over` sets the status, mode and cashback button the rules depend on. */
export function billPayment(
  consumerId: number,
  kind: 'CREDIT_CARD' | 'POSTPE',
  k: number,
  nowS: number,
  over: Partial<Insertable<ConsumerBillPaymentTable>>,
  detail: Record<string, unknown> = {},
): Insertable<ConsumerBillPaymentTable> {
  const at = nowS - (k + 1) * 3 * DAY_S;
  const cc = kind === 'CREDIT_CARD';
  return {
    consumer_id: consumerId,
    kind,
    source_ref_id: `BP${consumerId}${cc ? 'C' : 'S'}${String(k).padStart(3, '0')}`,
    payment_date: at,
    update_at: at + 600,
    biller_category: cc ? 'Credit Card' : 'Electricity',
    payment_amount: 1000 + k * 250,
    status: 'FULFILMENT_SUCCESS',
    payment_mode: 'UPI',
    cashback_amount: null,
    show_add_cashback_button: 0,
    scratchcard_status: null,
    scratchcard_issue_date: null,
    scratchcard_expiry: null,
    limit_updated_at: null,
    vas_order_id: null,
    detail_json: JSON.stringify({
      userId: consumerId,
      last4digits: cc ? String(4000 + k).slice(-4) : null,
      billerId: cc ? 'HDFC00000NATA' : 'BESCOM000KAR01',
      billerName: cc ? 'HDFC Credit Card' : 'BESCOM',
      billerType: cc ? 'CREDIT_CARD' : 'BILLER',
      partnerRefNo: `PR${consumerId}${k}`,
      billerPartner: 'BBPS',
      bank: cc ? 'HDFC Bank' : null,
      cardOwnerName: cc ? 'Asha Verma' : null,
      category: cc ? 'CREDIT_CARD' : 'UTILITY',
      paymentClient: 'APP',
      paymentCreditDate: at + 3600,
      gatewayReferenceId: `GW${consumerId}${k}`,
      transactionReferenceId: `TR${consumerId}${k}`,
      epgTxnId: `EPG${consumerId}${k}`,
      fulfilmentMethod: 'INSTANT',
      refundAmount: null,
      txnType: 'DEBIT',
      bankRefNum: `BRN${consumerId}${k}`,
      authenticators: [{ parameter_name: cc ? 'Card Number' : 'Consumer Number', value: `XXXX${1000 + k}` }],
      ...detail,
    }),
    ...over,
  };
}
