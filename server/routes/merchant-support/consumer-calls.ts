import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CONSUMER_CALL_ENDPOINTS as CALLS,
  CONSUMER_CALL_MESSAGES as M,
  VIDEO_KYC_RULES,
} from '../../../contract/consumer-calls/calls.js';
import { interestDetailBody, languageQuery, videoKycBody } from '../../../contract/consumer-calls/rules.js';
import { maskMobile } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull as num } from '../../db/values.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findInterestDetail,
  insertVideoKycLink,
  lastVideoKycSend,
  passVideoKycGate,
  supportLanguageOf,
} from '../../repositories/consumer-calls.js';
import { keepInOutbox } from '../../repositories/otp-outbox.js';
import { serve } from '../declared.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';
import { rechargeRoutes } from './recharge-complaints.js';

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

/** A link id: 10 characters, letters and digits (it fits the dev outbox's code column). */
const newLinkId = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);

/**
 * Four spec §7.4 merchant-support calls (issue 43 item 7, part 2): an investment account's interest detail, a video-KYC
 * link sent to a merchant (one per cooldown, one conditional update; audited; the link in the dev outbox in
 * development), the recharge list, one recharge and a complaint on it (one OPEN per recharge; audited;
 * recharge-complaints.ts), and the merchant's support language. Changes are idempotent (Idempotency-Key).
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

  rechargeRoutes(app, db);
}
