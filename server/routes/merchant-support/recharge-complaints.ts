import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { billOrderType } from '../../../contract/consumer/bill-payments.js';
import {
  CONSUMER_CALL_ENDPOINTS as CALLS,
  CONSUMER_CALL_MESSAGES as M,
  RECHARGE_COMPLAINT_STATES,
  rechargeTypeOf,
  RECHARGE_TYPES,
} from '../../../contract/consumer-calls/calls.js';
import {
  rechargeComplaintBody,
  rechargeDetailsQuery,
  rechargeListQuery,
} from '../../../contract/consumer-calls/rules.js';
import { maskMobile } from '../../../contract/pii.js';
import type { Database } from '../../db/database.js';
import { numOrNull as num } from '../../db/values.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  complaintsOf,
  findOpenComplaint,
  findRecharge,
  insertRechargeComplaint,
  listRecharges,
  type RechargeComplaintRow,
  type RechargeRow,
} from '../../repositories/consumer-calls.js';
import { serve } from '../declared.js';
import { okSchema, paged, pagedSchema } from '../success-envelope.js';
import { ok } from './envelope.js';

const rechargeDto = z.object({
  id: z.number().int(),
  consumerId: z.number().int(),
  consumerName: z.string(),
  mobile: z.string(),
  orderId: z.string(),
  billerCategory: z.string(),
  billOrderType: z.literal('Recharge'),
  rechargeType: z.enum(RECHARGE_TYPES),
  operator: z.string().nullable(),
  amount: z.number(),
  status: z.string(),
  paymentMode: z.string(),
  paymentDate: z.number(),
  updatedAt: z.number(),
  openComplaint: z.string().nullable(),
});

const complaintDto = z.object({
  id: z.number().int(),
  reference: z.string(),
  txnId: z.number().int(),
  category: z.string(),
  description: z.string(),
  status: z.enum(RECHARGE_COMPLAINT_STATES),
  raisedBy: z.string(),
  raisedAt: z.number(),
  resolvedAt: z.number().nullable(),
});

/** The operator a bill payment's detail names, if any (seeded details carry `billerName`). */
function operatorOf(detailJson: string): string | null {
  const detail = JSON.parse(detailJson) as Record<string, unknown>;
  const name = detail.billerName ?? detail.operator;
  return typeof name === 'string' ? name : null;
}

function toRechargeDto(r: RechargeRow & { open_complaint: string | null }) {
  return {
    id: Number(r.id),
    consumerId: Number(r.consumer_id),
    consumerName: r.verified_name,
    mobile: maskMobile(r.mobile_number) ?? '',
    orderId: r.source_ref_id,
    billerCategory: r.biller_category,
    billOrderType: billOrderType(r.biller_category) as 'Recharge',
    rechargeType: rechargeTypeOf(r.biller_category)!,
    operator: operatorOf(r.detail_json),
    amount: Number(r.payment_amount),
    status: r.status,
    paymentMode: r.payment_mode,
    // Bill payments keep epoch seconds (spec §3.19); these answers use milliseconds, as every newer call does.
    paymentDate: Number(r.payment_date) * 1000,
    updatedAt: Number(r.update_at) * 1000,
    openComplaint: r.open_complaint,
  };
}

const toComplaintDto = (c: RechargeComplaintRow) => ({
  id: Number(c.id),
  reference: c.reference ?? '',
  txnId: Number(c.bill_payment_id),
  category: c.category,
  description: c.description,
  status: c.status as (typeof RECHARGE_COMPLAINT_STATES)[number],
  raisedBy: c.raised_by,
  raisedAt: Number(c.raised_at),
  resolvedAt: num(c.resolved_at),
});

/**
 * Recharges (spec §7.4, issue 43 item 7, part 2): the recharge list, one recharge with its complaints, and a complaint
 * raised on it (one OPEN per recharge, decided by a partial unique index; audited; idempotent).
 */
export function rechargeRoutes(app: FastifyInstance, db: Kysely<Database>): void {
  serve(
    app,
    CALLS.rechargeList,
    { querystring: rechargeListQuery, response: { 200: okSchema(pagedSchema(rechargeDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listRecharges(db, q);
      return ok(paged(rows.map(toRechargeDto), q.page, q.limit, total));
    },
  );

  serve(
    app,
    CALLS.rechargeDetails,
    {
      querystring: rechargeDetailsQuery,
      response: { 200: okSchema(rechargeDto.extend({ complaints: z.array(complaintDto) })) },
    },
    async (request) => {
      const row = await findRecharge(db, request.query.txnId);
      if (!row) throw new RequestError(404, M.rechargeNotFound);
      const complaints = await complaintsOf(db, Number(row.id));
      return ok({ ...toRechargeDto(row), complaints: complaints.map(toComplaintDto) });
    },
  );

  serve(
    app,
    CALLS.rechargeComplaint,
    { body: rechargeComplaintBody, response: { 200: okSchema(complaintDto) } },
    async (request) => {
      const { txnId, category, description } = request.body;
      const recharge = await findRecharge(db, txnId);
      if (!recharge) throw new RequestError(404, M.rechargeNotFound);
      const open = await findOpenComplaint(db, txnId);
      if (open) throw new RequestError(409, M.complaintOpen(open.reference ?? ''));
      // Of concurrent raises that all passed the check above, the partial unique index (migration 0045) lets one land.
      return db.transaction().execute(async (trx) => {
        const actor = principalOf(request);
        const at = Date.now();
        const row = await insertRechargeComplaint(trx, {
          bill_payment_id: txnId,
          category,
          description,
          status: 'OPEN',
          raised_by: actor.email,
          raised_at: at,
          resolved_at: null,
        });
        if (!row) {
          const winner = await findOpenComplaint(trx, txnId);
          throw new RequestError(409, M.complaintOpen(winner?.reference ?? ''));
        }
        const dto = toComplaintDto(row);
        await writeAudit(trx, {
          actor,
          action: 'recharge_complaint.raise',
          entity: 'recharge_complaints',
          entityId: dto.reference,
          after: { ...dto, orderId: recharge.source_ref_id },
          at,
        });
        return ok(dto, M.complaintRaised);
      });
    },
  );
}
