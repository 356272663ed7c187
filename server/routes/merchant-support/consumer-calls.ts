import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { billOrderType } from '../../../contract/consumer/bill-payments.js';
import {
  CONSUMER_CALL_ENDPOINTS as CALLS,
  CONSUMER_CALL_MESSAGES as M,
  RECHARGE_COMPLAINT_STATES,
  rechargeTypeOf,
  RECHARGE_TYPES,
  VIDEO_KYC_RULES,
} from '../../../contract/consumer-calls/calls.js';
import {
  interestDetailBody,
  languageQuery,
  rechargeComplaintBody,
  rechargeDetailsQuery,
  rechargeListQuery,
  videoKycBody,
} from '../../../contract/consumer-calls/rules.js';
import { maskMobile } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  complaintsOf,
  findInterestDetail,
  findOpenComplaint,
  findRecharge,
  insertRechargeComplaint,
  insertVideoKycLink,
  lastVideoKycSend,
  listRecharges,
  passVideoKycGate,
  supportLanguageOf,
  type RechargeComplaintRow,
  type RechargeRow,
} from '../../repositories/consumer-calls.js';
import { keepInOutbox } from '../../repositories/otp-outbox.js';
import { serve } from '../declared.js';
import { okSchema, paged, pagedSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const interestDto = z.object({
  accountId: z.number().int(),
  accountNo: z.string(),
  product: z.string(),
  holderName: z.string(),
  rate: z.number().nullable(),
  payoutFrequency: z.string().nullable(),
  periodFrom: z.number().nullable(),
  periodTo: z.number().nullable(),
  principal: z.number().nullable(),
  accrued: z.number().nullable(),
  paid: z.number().nullable(),
  due: z.number().nullable(),
  lastPaidAt: z.number().nullable(),
});

const linkDto = z.object({
  linkId: z.string(),
  merchantId: z.string(),
  mobile: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
});

const languageDto = z.object({
  merchantId: z.string(),
  language: z.string().nullable(),
  updatedAt: z.number().nullable(),
});

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

const num = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined ? null : Number(v);

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

/** A link id: 10 characters, letters and digits (it fits the dev outbox's code column). */
const newLinkId = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);

/**
 * Four spec §7.4 merchant-support calls (issue 43 item 7, part 2): an investment account's interest detail, a video-KYC
 * link sent to a merchant (one per cooldown, one conditional update; audited; the link in the dev outbox in
 * development), the recharge list, one recharge and a complaint on it (one OPEN per recharge; audited), and the
 * merchant's support language. Changes are idempotent (Idempotency-Key).
 */
export async function consumerCallRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  serve(
    app,
    CALLS.interestDetail,
    { body: interestDetailBody, response: { 200: okSchema(interestDto) } },
    async (request) => {
      const row = await findInterestDetail(db, request.body.accountId);
      if (!row) throw new RequestError(404, 'No Record Found!');
      const accrued = num(row.accrued);
      const paid = num(row.paid);
      return ok({
        accountId: Number(row.accountId),
        accountNo: row.account_no,
        product: row.product,
        holderName: row.holder_name,
        rate: num(row.rate),
        payoutFrequency: row.payout_frequency,
        periodFrom: num(row.period_from),
        periodTo: num(row.period_to),
        principal: num(row.principal),
        accrued,
        paid,
        due: accrued === null || paid === null ? null : Math.round((accrued - paid) * 100) / 100,
        lastPaidAt: num(row.last_paid_at),
      });
    },
  );

  serve(app, CALLS.videoKycLink, { body: videoKycBody, response: { 200: okSchema(linkDto) } }, async (request) => {
    const m = await requireMerchant(db, request.body.merchantId);
    if (m.kyc_status === 'VERIFIED') throw new RequestError(409, M.kycVerified);
    if (!m.mobile) throw new RequestError(409, M.noMobile);
    const mobile = m.mobile;
    const actor = principalOf(request);
    const at = Date.now();
    const link = {
      linkId: newLinkId(),
      merchantId: m.merchant_id,
      mobile,
      sentBy: actor.email,
      sentAt: at,
      expiresAt: at + VIDEO_KYC_RULES.expiryHours * HOUR,
    };
    const cooldown = VIDEO_KYC_RULES.cooldownMinutes * MINUTE;
    const sent = await db.transaction().execute(async (trx) => {
      if (!(await passVideoKycGate(trx, m.merchant_id, at, at - cooldown))) return false;
      await insertVideoKycLink(trx, link);
      // Development only, as a sign-in code: the link's id at the merchant's mobile (GET /api/crm/dev/outbox?mobile=).
      if (config.devMode) await keepInOutbox(trx, mobile, link.linkId, at);
      await writeAudit(trx, {
        actor,
        action: 'merchant.video_kyc_link',
        entity: 'merchants',
        entityId: m.merchant_id,
        after: { linkId: link.linkId, mobile: maskMobile(mobile), expiresAt: link.expiresAt },
        at,
      });
      return true;
    });
    if (!sent) {
      const last = (await lastVideoKycSend(db, m.merchant_id)) ?? at;
      throw new RequestError(429, M.cooldown(Math.max(1, Math.ceil((last + cooldown - at) / MINUTE))));
    }
    return ok({ ...link, mobile: maskMobile(mobile) ?? '' }, M.linkSent);
  });

  serve(
    app,
    CALLS.supportLanguage,
    { querystring: languageQuery, response: { 200: okSchema(languageDto) } },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      const row = await supportLanguageOf(db, m.merchant_id);
      return ok({ merchantId: m.merchant_id, language: row?.language ?? null, updatedAt: num(row?.updated_at) });
    },
  );

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
