import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import { frmReference, type FrmCategory, type FrmProduct, type FrmState } from '../../contract/frm/rules.js';
import type { Database } from '../db/database.js';
import type { FrmComplaintNoteTable, FrmComplaintTable } from '../db/tables/frm.js';
import { newestFirstPage } from './newest-first.js';
import { rowsWhere } from './rows-where.js';

type Db = Kysely<Database> | Transaction<Database>;
export type FrmComplaintRow = Selectable<FrmComplaintTable>;

export interface FrmRaise {
  product: FrmProduct;
  merchantId: string;
  transactionId: number;
  paymentTransactionId: string;
  rrn: string;
  amountAtRisk: number;
  category: FrmCategory;
  description: string;
}

/** Inserts a complaint and sets its reference from its id (FRM-000001), in the caller's transaction; its id. */
export async function insertFrmComplaintRow(
  db: Db,
  values: Omit<Insertable<FrmComplaintTable>, 'reference'>,
): Promise<number> {
  const { id } = await db
    .insertInto('frm_complaints')
    .values({ ...values, reference: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('frm_complaints')
    .set({ reference: frmReference(id) })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A new OPEN complaint, unassigned (in the caller's transaction). */
export async function insertFrmComplaint(db: Db, b: FrmRaise, raisedBy: string, now: number): Promise<FrmComplaintRow> {
  const id = await insertFrmComplaintRow(db, {
    product: b.product,
    merchant_id: b.merchantId,
    transaction_id: b.transactionId,
    payment_transaction_id: b.paymentTransactionId,
    rrn: b.rrn,
    amount_at_risk: b.amountAtRisk,
    category: b.category,
    description: b.description,
    status: 'OPEN',
    outcome: null,
    assignee: null,
    raised_by: raisedBy,
    raised_at: now,
    updated_at: now,
  });
  return (await findFrmComplaint(db, id))!;
}

export function findFrmComplaint(db: Db, id: number): Promise<FrmComplaintRow | undefined> {
  return db.selectFrom('frm_complaints').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The transaction's complaint still being worked (OPEN or UNDER_REVIEW), if any. */
export function findOpenFrmComplaint(db: Db, transactionId: number, open: readonly string[]) {
  return db
    .selectFrom('frm_complaints')
    .select(['id', 'reference'])
    .where('transaction_id', '=', transactionId)
    .where('status', 'in', open)
    .executeTakeFirst();
}

export interface FrmListQuery {
  page: number;
  limit: number;
  status?: string;
  product?: string;
  category?: string;
  assignee?: string;
  /** A reference, a merchant id or an RRN, exactly. */
  q?: string;
}

/** The complaints, newest first, one page of them and how many there are. */
export async function listFrmComplaints(db: Db, q: FrmListQuery) {
  let query = db.selectFrom('frm_complaints');
  if (q.status) query = query.where('status', '=', q.status);
  if (q.product) query = query.where('product', '=', q.product);
  if (q.category) query = query.where('category', '=', q.category);
  if (q.assignee) query = query.where('assignee', '=', q.assignee.toLowerCase());
  if (q.q) {
    const text = q.q.trim();
    query = query.where((w) =>
      w.or([w('reference', '=', text.toUpperCase()), w('merchant_id', '=', text), w('rrn', '=', text)]),
    );
  }
  // Pages of the fraud-risk backend count from 1; newestFirstPage's from 0.
  const { rows, total } = await newestFirstPage(query, (s) => s.selectAll(), 'raised_at', q.page - 1, q.limit);
  return { rows, total };
}

export function frmNotes(db: Db, complaintId: number): Promise<Selectable<FrmComplaintNoteTable>[]> {
  return rowsWhere(db, 'frm_complaint_notes', 'complaint_id', complaintId, [['id', 'asc']]);
}

export async function insertFrmNote(db: Db, complaintId: number, author: string, text: string, now: number) {
  await db
    .insertInto('frm_complaint_notes')
    .values({ complaint_id: complaintId, author, text, created_at: now })
    .execute();
}

/**
 * ONE conditional UPDATE on the status and version the caller read: false when another caller changed the complaint
 * first (the caller answers 409). Every change bumps the version.
 */
export async function changeFrmComplaint(
  db: Db,
  id: number,
  read: { status: string; version: number },
  set: { status?: FrmState; outcome?: string; assignee?: string | null },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('frm_complaints')
    .set((eb) => ({ ...set, updated_at: now, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', read.status)
    .where('version', '=', read.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The wire shape of a complaint: times as epoch ms, money as a number. */
export function toFrmComplaintDto(r: FrmComplaintRow) {
  return {
    id: r.id,
    reference: r.reference ?? frmReference(r.id),
    product: r.product,
    merchantId: r.merchant_id,
    transactionId: r.transaction_id,
    paymentTransactionId: r.payment_transaction_id,
    rrn: r.rrn,
    amountAtRisk: Number(r.amount_at_risk),
    category: r.category,
    description: r.description,
    status: r.status,
    outcome: r.outcome,
    assignee: r.assignee,
    raisedBy: r.raised_by,
    raisedAt: Number(r.raised_at),
    updatedAt: Number(r.updated_at),
    version: Number(r.version),
  };
}
export type FrmComplaintDto = ReturnType<typeof toFrmComplaintDto>;

export const toFrmNoteDto = (n: Selectable<FrmComplaintNoteTable>) => ({
  id: n.id,
  author: n.author,
  text: n.text,
  createdAt: Number(n.created_at),
});
