import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { FRM_CALLS } from '../../../contract/frm/calls.js';
import { FRM_MESSAGES as M, FRM_OPEN_STATES, nextFrmStates, type FrmProduct } from '../../../contract/frm/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { columnsOf, constraintKindOf } from '../../plugins/constraint-refusal.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findTransaction } from '../../repositories/chargeback-transactions.js';
import {
  changeFrmComplaint,
  findFrmComplaint,
  findOpenFrmComplaint,
  frmNotes,
  insertFrmComplaint,
  insertFrmNote,
  listFrmComplaints,
  toFrmComplaintDto,
  toFrmNoteDto,
  type FrmComplaintRow,
} from '../../repositories/frm-complaints.js';
import { serve } from '../declared.js';
import { ok, okSchema, paged, pagedSchema } from './envelope.js';
import {
  frmAssignBody,
  frmComplaintDto,
  frmDetailDto,
  frmIdParams,
  frmListQuery,
  frmMoveBody,
  frmNoteBody,
  frmRaiseBody,
} from './frm-schemas.js';

const ENTITY = 'frm_complaints';

async function requireComplaint(db: Kysely<Database>, id: number): Promise<FrmComplaintRow> {
  const row = await findFrmComplaint(db, id);
  if (!row) throw new RequestError(404, M.notFound);
  return row;
}

/** The complaint with its notes and its transaction, as the detail drawer reads it. */
async function detailOf(db: Kysely<Database>, row: FrmComplaintRow) {
  const [notes, txn] = await Promise.all([frmNotes(db, row.id), findTransaction(db, row.transaction_id)]);
  return {
    ...toFrmComplaintDto(row),
    notes: notes.map(toFrmNoteDto),
    transaction: txn
      ? {
          amount: Number(txn.amount),
          paymentTimestamp: Number(txn.payment_timestamp),
          payerInstrument: txn.payer_instrument,
          acquirerName: txn.acquirer_name,
        }
      : null,
  };
}

/**
 * One change to a complaint read at `read`: the conditional UPDATE on its status and version (409 when another agent
 * changed it first), an optional note, and one audit row, in one transaction; answers the complaint as it is after.
 */
function applyChange(
  db: Kysely<Database>,
  request: FastifyRequest,
  read: FrmComplaintRow,
  change: { action: string; set: Parameters<typeof changeFrmComplaint>[3]; note?: string },
) {
  return db.transaction().execute(async (trx) => {
    const at = Date.now();
    const actor = principalOf(request);
    const version = Number(read.version);
    if (!(await changeFrmComplaint(trx, read.id, { status: read.status, version }, change.set, at)))
      throw new RequestError(409, M.changed);
    if (change.note !== undefined) await insertFrmNote(trx, read.id, actor.email, change.note, at);
    const after = (await findFrmComplaint(trx, read.id))!;
    await writeAudit(trx, {
      actor,
      action: change.action,
      entity: ENTITY,
      entityId: after.reference,
      before: { status: read.status, outcome: read.outcome, assignee: read.assignee, version },
      after: {
        status: after.status,
        outcome: after.outcome,
        assignee: after.assignee,
        version: Number(after.version),
        ...(change.note !== undefined && { note: change.note }),
      },
      at,
    });
    return ok(await detailOf(trx, after));
  });
}

/**
 * FRM complaints on the fraud-risk backend (issue 43 item 4), mounted at /api/fraud-risk: raised from a chargeback
 * row with CAN_CREATE_FRM_COMPLAINT, listed and worked on /frm with CAN_MANAGE_FRM_COMPLAINT. Every change is
 * idempotent (Idempotency-Key) and writes one audit row in its transaction.
 */
export async function frmRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, FRM_CALLS.raise, { body: frmRaiseBody, response: { 200: okSchema(frmComplaintDto) } }, async (request) => {
    const body = request.body;
    const txn = await findTransaction(db, body.transactionId);
    if (!txn) throw new RequestError(404, M.transactionNotFound);
    if (body.amountAtRisk > Number(txn.amount))
      throw new RequestError(400, M.amountAbove, { amountAtRisk: M.amountAbove });
    const open = await findOpenFrmComplaint(db, txn.id, FRM_OPEN_STATES);
    if (open) throw new RequestError(409, M.duplicate(open.reference ?? ''));
    const raise = {
      product: txn.source_product as FrmProduct,
      merchantId: txn.merchant_id,
      transactionId: txn.id,
      paymentTransactionId: txn.payment_transaction_id,
      rrn: txn.bank_reference_no,
      amountAtRisk: body.amountAtRisk,
      category: body.category,
      description: body.description,
    };
    // Of concurrent raises that all passed the check above, the partial unique index (migration 0039) lets one land.
    return db
      .transaction()
      .execute(async (trx) => {
        const at = Date.now();
        const actor = principalOf(request);
        const row = await insertFrmComplaint(trx, raise, actor.email, at);
        const dto = toFrmComplaintDto(row);
        await writeAudit(trx, {
          actor,
          action: 'frm_complaint.raise',
          entity: ENTITY,
          entityId: dto.reference,
          after: dto,
          at,
        });
        return ok(dto);
      })
      .catch(async (error: unknown) => {
        if (constraintKindOf(error) !== 'unique' || !columnsOf(error).includes('transaction_id')) throw error;
        const winner = await findOpenFrmComplaint(db, txn.id, FRM_OPEN_STATES);
        throw new RequestError(409, M.duplicate(winner?.reference ?? ''));
      });
  });

  serve(
    app,
    FRM_CALLS.list,
    { querystring: frmListQuery, response: { 200: okSchema(pagedSchema(frmComplaintDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listFrmComplaints(db, q);
      return ok(paged(rows.map(toFrmComplaintDto), q.page, q.limit, total));
    },
  );

  serve(app, FRM_CALLS.one, { params: frmIdParams, response: { 200: okSchema(frmDetailDto) } }, async (request) =>
    ok(await detailOf(db, await requireComplaint(db, request.params.id))),
  );

  serve(
    app,
    FRM_CALLS.assign,
    { params: frmIdParams, body: frmAssignBody, response: { 200: okSchema(frmDetailDto) } },
    async (request) => {
      const read = await requireComplaint(db, request.params.id);
      if (read.status === 'CLOSED') throw new RequestError(409, M.closed);
      if (Number(read.version) !== request.body.version) throw new RequestError(409, M.changed);
      return applyChange(db, request, read, {
        action: 'frm_complaint.assign',
        set: { assignee: request.body.assignee },
      });
    },
  );

  serve(
    app,
    FRM_CALLS.note,
    { params: frmIdParams, body: frmNoteBody, response: { 200: okSchema(frmDetailDto) } },
    async (request) => {
      const read = await requireComplaint(db, request.params.id);
      return applyChange(db, request, read, { action: 'frm_complaint.note', set: {}, note: request.body.text });
    },
  );

  serve(
    app,
    FRM_CALLS.move,
    { params: frmIdParams, body: frmMoveBody, response: { 200: okSchema(frmDetailDto) } },
    async (request) => {
      const { to, version, outcome } = request.body;
      const read = await requireComplaint(db, request.params.id);
      if (!nextFrmStates(read.status).includes(to)) throw new RequestError(409, M.transition(read.status, to));
      if (Number(read.version) !== version) throw new RequestError(409, M.changed);
      return applyChange(db, request, read, {
        action: 'frm_complaint.move',
        set: { status: to, ...(outcome !== undefined && { outcome }) },
      });
    },
  );
}
