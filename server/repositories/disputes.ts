import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { CaseStatus } from '../../contract/disputes/rules.js';
import type { Database, DisputeTable } from '../db/database.js';
import type { ChargebackTransaction } from './chargeback-transactions.js';

type Db = Kysely<Database> | Transaction<Database>;

export type Dispute = Selectable<DisputeTable>;

export { searchDisputes, type DisputeSearch } from './dispute-list.js';

export async function findDispute(db: Db, id: number): Promise<Dispute | undefined> {
  return db.selectFrom('disputes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The open case (not Resolved) on a transaction, if any: one at most (DISPUTE_MESSAGES.openDispute). */
export async function openDisputeOn(db: Db, transactionId: number): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('disputes')
    .select('id')
    .where('transaction_id', '=', transactionId)
    .where('status', '<>', 'Resolved')
    .executeTakeFirst();
}

export interface Transition {
  id: number;
  from: readonly CaseStatus[];
  to: CaseStatus;
  /** The staff member acting; with `notRaisedBy` the update also requires that they did not raise it. */
  by: { staffId: number; email: string };
  notRaisedBy?: boolean;
  /** Outcomes this action may start from (re-raise: only a rejected or lost case). */
  fromOutcomes?: readonly string[];
  set: Partial<
    Pick<
      Dispute,
      | 'outcome'
      | 'accept_reason'
      | 'reject_reasons_json'
      | 'agent_rejection_notes'
      | 'dispute_reason'
      | 'hold_reason'
      | 'reviewed_by'
      | 'reviewed_by_email'
    >
  >;
  at: number;
}

/**
 * THE case state machine step: one conditional UPDATE on the current status (and, for a review, on the raiser), so
 * of two concurrent decisions exactly one changes the row. Returns whether it did.
 */
export async function transitionDispute(db: Db, t: Transition): Promise<boolean> {
  let query = db
    .updateTable('disputes')
    .set((eb) => ({ ...t.set, status: t.to, updated_at: t.at, version: eb('version', '+', 1) }))
    .where('id', '=', t.id)
    .where('status', 'in', [...t.from]);
  if (t.notRaisedBy) query = query.where('raised_by', '<>', t.by.staffId);
  if (t.fromOutcomes) query = query.where('outcome', 'in', [...t.fromOutcomes]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function recordDecision(
  db: Db,
  d: {
    disputeId: number;
    action: string;
    from: string;
    to: string;
    reasons?: readonly string[];
    notes?: string | null;
    by: number;
    at: number;
  },
) {
  await db
    .insertInto('dispute_decisions')
    .values({
      dispute_id: d.disputeId,
      action: d.action,
      from_status: d.from,
      to_status: d.to,
      reasons_json: d.reasons ? JSON.stringify(d.reasons) : null,
      notes: d.notes ?? null,
      decided_by: d.by,
      decided_at: d.at,
    })
    .execute();
}

export function toDisputeDto(
  d: Dispute,
  proofs: readonly {
    id: number;
    dispute_id: number;
    proof_type: string;
    file_name: string;
    media_type: string;
    size_bytes: number;
  }[] = [],
) {
  return {
    id: d.id,
    sourceProduct: d.source_product,
    transactionId: d.transaction_id,
    merchantId: d.merchant_id,
    paymentTransactionId: d.payment_transaction_id,
    rrn: d.bank_reference_no,
    mobile: d.payer_mobile,
    status: d.status,
    outcome: d.outcome,
    disputeCategory: d.dispute_category,
    otherSpecify: d.other_specify,
    bankName: d.bank_name,
    acknowledgementNo: d.acknowledgement_no,
    subjectOfComplaint: d.subject_of_complaint,
    state: d.state,
    city: d.city,
    disputeAmount: Number(d.dispute_amount),
    freshdeskTicketId: d.freshdesk_ticket_id,
    remarks: d.remarks,
    disputeReason: d.dispute_reason,
    holdReason: d.hold_reason,
    raisedBy: d.raised_by_email,
    reviewedBy: d.reviewed_by_email,
    acceptReason: d.accept_reason ? [d.accept_reason] : [],
    rejectReason: d.reject_reasons_json ? (JSON.parse(d.reject_reasons_json) as string[]) : [],
    agentRejectionNotes: d.agent_rejection_notes ?? '',
    createdAt: Math.floor(Number(d.created_at) / 1000),
    updatedAt: Math.floor(Number(d.updated_at) / 1000),
    version: Number(d.version),
    proofs: proofs
      .filter((p) => p.dispute_id === d.id)
      .map((p) => ({
        id: p.id,
        proofType: p.proof_type,
        fileName: p.file_name,
        mediaType: p.media_type,
        size: Number(p.size_bytes),
      })),
  };
}

/** What a raise asks for (the §5.3 form or a bulk row), already checked by the contract's rules. */
export interface DisputeRaise {
  disputeCategory: string;
  otherSpecify?: string | null;
  bankName?: string | null;
  acknowledgementNo: string;
  subjectOfComplaint: string;
  state: string;
  city: string;
  disputeAmount: string | number;
  freshdeskTicketId?: string | null;
  remarks?: string | null;
}

/**
 * Inserts a new case (INIT) for a transaction: the one place a dispute row is made, by a raise, a bulk raise and
 * the seed (which may set the later fields of a case that has moved on through `state`). Returns its id.
 */
export async function insertDispute(
  db: Db,
  txn: ChargebackTransaction,
  raise: DisputeRaise,
  raiser: { id: number; email: string },
  at: number,
  state: Partial<Insertable<DisputeTable>> = {},
): Promise<number> {
  const category = raise.disputeCategory.toLowerCase();
  const row = await db
    .insertInto('disputes')
    .values({
      transaction_id: txn.id,
      source_product: txn.source_product,
      merchant_id: txn.merchant_id,
      payment_transaction_id: txn.payment_transaction_id,
      bank_reference_no: txn.bank_reference_no,
      payer_mobile: txn.payer_mobile,
      status: 'INIT',
      outcome: null,
      dispute_category: raise.disputeCategory,
      other_specify: category === 'others' ? (raise.otherSpecify ?? null) : null,
      bank_name: category === 'bank' ? (raise.bankName ?? null) : null,
      acknowledgement_no: raise.acknowledgementNo,
      subject_of_complaint: raise.subjectOfComplaint,
      state: raise.state,
      city: raise.city,
      dispute_amount: Number(raise.disputeAmount),
      freshdesk_ticket_id: raise.freshdeskTicketId || null,
      remarks: raise.remarks || null,
      dispute_reason: null,
      hold_reason: null,
      raised_by: raiser.id,
      raised_by_email: raiser.email,
      reviewed_by: null,
      reviewed_by_email: null,
      accept_reason: null,
      reject_reasons_json: null,
      agent_rejection_notes: null,
      created_at: at,
      updated_at: at,
      ...state,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A merchant's open cases and transactions of one product (the merchant metadata call). */
export async function merchantDisputeCounts(
  db: Db,
  q: { merchantId: string; product: string; merchantStoreId?: string; paymentTransactionId?: string },
): Promise<{ openDisputes: number; transactions: number }> {
  let disputes = db
    .selectFrom('disputes')
    .where('merchant_id', '=', q.merchantId)
    .where('source_product', '=', q.product)
    .where('status', '<>', 'Resolved');
  if (q.paymentTransactionId) disputes = disputes.where('payment_transaction_id', '=', q.paymentTransactionId);
  const open = await disputes.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  let txns = db
    .selectFrom('chargeback_transactions')
    .where('merchant_id', '=', q.merchantId)
    .where('source_product', '=', q.product);
  if (q.merchantStoreId) txns = txns.where('merchant_store_id', '=', q.merchantStoreId);
  const count = await txns.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { openDisputes: Number(open.n), transactions: Number(count.n) };
}
