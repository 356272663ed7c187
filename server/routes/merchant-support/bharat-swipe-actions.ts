import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  BHARAT_SWIPE_ACTIONS as ACT,
  QR_KINDS,
  SWIPE_MESSAGES as M,
  SWIPE_RULES,
} from '../../../contract/bharat-swipe/calls.js';
import { dynamicQrBody, orderLinkBody, staticQrBody } from '../../../contract/bharat-swipe/rules.js';
import { maskMobile } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull as num } from '../../db/values.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertQr, staticQrOf, storeOf } from '../../repositories/bharat-swipe.js';
import { keepInOutbox } from '../../repositories/otp-outbox.js';
import { lastSendAt, passSendGate } from '../../repositories/send-gates.js';
import { serve } from '../declared.js';
import { okSchema } from '../success-envelope.js';
import { ok } from './envelope.js';
import { requireMerchant } from './merchant-common.js';
import { qrImage } from './qr-image.js';

const MINUTE = 60_000;
const HOUR = 3_600_000;

const qrDto = z.object({
  qrId: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  kind: z.enum(QR_KINDS),
  amount: z.number().nullable(),
  payload: z.string(),
  image: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number().nullable(),
  created: z.boolean(),
});
const linkDto = z.object({
  linkId: z.string(),
  merchantId: z.string(),
  mobile: z.string(),
  url: z.string(),
  sentAt: z.number(),
  expiresAt: z.number(),
});

type QrRow = NonNullable<Awaited<ReturnType<typeof staticQrOf>>>;
const toQr = async (q: QrRow, created: boolean) => ({
  qrId: q.qr_id,
  merchantId: q.merchant_id,
  storeId: q.store_id,
  kind: q.kind as (typeof QR_KINDS)[number],
  amount: num(q.amount),
  payload: q.payload,
  image: await qrImage(q.payload),
  createdBy: q.created_by,
  createdAt: Number(q.created_at),
  expiresAt: num(q.expires_at),
  created,
});

/** A store's static QR key: one static QR per store. */
const staticKeyOf = (merchantId: string, storeId: string) => `${merchantId}:${storeId}`;

/** An id of letters and digits (10 characters: it fits the dev outbox's code column). */
const newId = () => randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10);

/** The UPI intent a QR carries: the merchant's VPA, its name, the QR's reference, and the amount if fixed. */
function upiPayload(m: { merchant_id: string; name: string; vpa: string | null }, qrId: string, amount?: number) {
  const params = new URLSearchParams({ pa: m.vpa ?? `merchant.${m.merchant_id}@bharatpe`, pn: m.name, tr: qrId });
  if (amount !== undefined) params.set('am', amount.toFixed(2));
  params.set('cu', 'INR');
  return `upi://pay?${params.toString()}`;
}

/**
 * The bharat-swipe §7.4 changes (issue 44 item 5), each idempotent and audited: a store's static QR (one per store,
 * the unique key decides; asking again answers it), a dynamic QR for an amount, and the order link (one per cooldown,
 * one conditional update; the link in the dev outbox in development).
 */
export async function bharatSwipeActionRoutes(app: FastifyInstance, { db, config }: AppDeps): Promise<void> {
  /** The merchant and its store, which must be its own and active. */
  async function merchantStore(merchantId: string, storeId: string) {
    const m = await requireMerchant(db, merchantId);
    const store = await storeOf(db, m.merchant_id, storeId);
    if (!store) throw new RequestError(404, M.storeNotFound);
    if (store.status !== 'ACTIVE') throw new RequestError(409, M.storeInactive);
    return m;
  }

  /**
   * One QR for the merchant's store, in one transaction with its audit row: a static one (no amount, no expiry) only
   * if the store has none (null when another request's landed first), a dynamic one for the amount, valid 15 minutes.
   */
  function createQr(
    request: FastifyRequest,
    m: Awaited<ReturnType<typeof requireMerchant>>,
    storeId: string,
    amount?: number,
  ) {
    const kind = amount === undefined ? 'STATIC' : 'DYNAMIC';
    return db.transaction().execute(async (trx) => {
      const actor = principalOf(request);
      const at = Date.now();
      const qrId = `${kind[0]}QR${newId()}`;
      const row = await insertQr(trx, {
        qr_id: qrId,
        merchant_id: m.merchant_id,
        store_id: storeId,
        kind,
        amount: amount ?? null,
        payload: upiPayload(m, qrId, amount),
        static_key: kind === 'STATIC' ? staticKeyOf(m.merchant_id, storeId) : null,
        created_by: actor.email,
        created_at: at,
        expires_at: kind === 'STATIC' ? null : at + SWIPE_RULES.dynamicQrMinutes * MINUTE,
      });
      if (row)
        await writeAudit(trx, {
          actor,
          action: `merchant.swipe_qr_${kind.toLowerCase()}`,
          entity: 'merchants',
          entityId: m.merchant_id,
          after: { qrId, storeId, ...(amount !== undefined && { amount }) },
          at,
        });
      return row;
    });
  }

  serve(app, ACT.staticQr, { body: staticQrBody, response: { 200: okSchema(qrDto) } }, async (request) => {
    const { merchantId, storeId } = request.body;
    const m = await merchantStore(merchantId, storeId);
    const staticKey = staticKeyOf(m.merchant_id, storeId);
    const existing = await staticQrOf(db, staticKey);
    if (existing) return ok(await toQr(existing, false), M.qrGenerated);
    const row = await createQr(request, m, storeId);
    // Another agent's request landed first: its QR is the store's.
    return ok(await (row ? toQr(row, true) : toQr((await staticQrOf(db, staticKey))!, false)), M.qrGenerated);
  });

  serve(app, ACT.dynamicQr, { body: dynamicQrBody, response: { 200: okSchema(qrDto) } }, async (request) => {
    const { merchantId, storeId, amount } = request.body;
    const m = await merchantStore(merchantId, storeId);
    return ok(await toQr((await createQr(request, m, storeId, amount))!, true), M.qrGenerated);
  });

  serve(app, ACT.orderLink, { body: orderLinkBody, response: { 200: okSchema(linkDto) } }, async (request) => {
    const m = await requireMerchant(db, request.body.merchantId);
    if (!m.mobile) throw new RequestError(409, M.noMobile);
    const mobile = m.mobile;
    const actor = principalOf(request);
    const at = Date.now();
    const linkId = newId();
    const link = {
      linkId,
      merchantId: m.merchant_id,
      mobile: maskMobile(mobile) ?? '',
      url: `https://bharatpe.example/swipe/order/${linkId}`,
      sentAt: at,
      expiresAt: at + SWIPE_RULES.orderLinkHours * HOUR,
    };
    const cooldown = SWIPE_RULES.orderLinkCooldownMinutes * MINUTE;
    const sent = await db.transaction().execute(async (trx) => {
      if (!(await passSendGate(trx, 'swipe_order_link_gates', m.merchant_id, at, at - cooldown))) return false;
      // Development only, as a sign-in code: the link's id at the merchant's mobile (GET /api/crm/dev/outbox?mobile=).
      if (config.devMode) await keepInOutbox(trx, mobile, linkId, at);
      await writeAudit(trx, {
        actor,
        action: 'merchant.swipe_order_link',
        entity: 'merchants',
        entityId: m.merchant_id,
        after: { linkId, mobile: link.mobile, expiresAt: link.expiresAt },
        at,
      });
      return true;
    });
    if (!sent) {
      const last = (await lastSendAt(db, 'swipe_order_link_gates', m.merchant_id)) ?? at;
      throw new RequestError(429, M.cooldown(Math.max(1, Math.ceil((last + cooldown - at) / MINUTE))));
    }
    return ok(link, M.linkSent);
  });
}
