import type { FastifyInstance } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS, MERCHANT_ACTIONS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { BUSINESS_CATEGORIES } from '../../../contract/merchant/categories.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import {
  businessCategoryBody,
  merchantIdSchema,
  mobileSchema,
  smsTypeSchema,
  vpaSchema,
  type LookupBy,
} from '../../../contract/merchant/rules.js';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { recordEvent } from '../../repositories/merchant-desk.js';
import { lookupMerchants } from '../../repositories/merchant-360.js';
import { ok } from './envelope.js';
import { okSchema } from '../success-envelope.js';
import { auditMerchantAction, changeProfile, messageMerchant, requireChangeable } from './merchant-change.js';
import { MERCHANT_PII, merchantIdParams, requireMerchant, toLookupDto, toProfileDto } from './merchant-common.js';
import { listOf, lookupDto, one, profileDto } from './merchant-schemas.js';

const lookupQuery = z
  .object({
    merchantId: merchantIdSchema.optional(),
    mobile: mobileSchema.optional(),
    vpa: vpaSchema.optional(),
    storeId: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, 'Store ID must contain only numbers.')
      .optional(),
  })
  .refine((q) => Object.values(q).filter((v) => v !== undefined).length === 1, MERCHANT_MESSAGES.lookupOne);

const revealBody = z.object({
  field: z.enum(Object.keys(MERCHANT_PII) as [keyof typeof MERCHANT_PII, ...(keyof typeof MERCHANT_PII)[]]),
  reason: z.string().trim().min(REVEAL_REASON_MIN).max(REVEAL_REASON_MAX),
});

const SMS_BODIES: Record<z.infer<typeof smsTypeSchema>, string> = {
  APP_LINK: 'Download the merchant app to track your payments.',
  QR_LINK: 'Here is the link to your QR code.',
  KYC_LINK: 'Complete your KYC with this link to keep receiving payments.',
};

const eventBody = z.object({
  appName: z.string().trim().min(1).max(40),
  source: z.string().trim().min(1).max(40),
  eventName: z.string().trim().min(1).max(80),
  product: z.string().trim().min(1).max(40),
  userId: z.string().trim().min(1).max(40),
  merchantId: merchantIdSchema.optional(),
  platform: z.string().trim().min(1).max(20),
  screen: z.string().trim().min(1).max(80),
  action: z.string().trim().min(1).max(80),
  createdTime: z.number().int().positive().optional(),
});

/**
 * The merchant 360's profile calls on merchant support (spec §7.4): lookup by id, mobile, VPA or store; the profile;
 * the audited reveal of a personal field; business category (and its list, 6513 'Rent Payments'); migration status;
 * annual limit; the SMS by type; the analytics event of each action (§3.7).
 */
export async function merchantProfileRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_LISTS['m360-lookup'],
    { querystring: lookupQuery, response: listOf(lookupDto) },
    async (request) => {
      const [by, value] = Object.entries(request.query).find(([, v]) => v !== undefined) as [LookupBy, string];
      return ok((await lookupMerchants(db, by, value)).map(toLookupDto));
    },
  );

  serve(app, MERCHANT_READS.profile, { params: merchantIdParams, response: one(profileDto) }, async (request) =>
    ok(toProfileDto(await requireMerchant(db, request.params.merchantId))),
  );

  serve(
    app,
    MERCHANT_ACTIONS.reveal,
    { params: merchantIdParams, body: revealBody, response: one(z.object({ value: z.string().nullable() })) },
    async (request) => {
      const m = await requireMerchant(db, request.params.merchantId);
      const { field, reason } = request.body;
      await auditMerchantAction(db, request, m.merchant_id, 'merchant.reveal', { field, reason });
      return ok({ value: MERCHANT_PII[field](m) });
    },
  );

  serve(
    app,
    MERCHANT_READS.categories,
    { response: listOf(z.object({ mcc: z.string(), name: z.string() })) },
    async () => ok(BUSINESS_CATEGORIES.map((c) => ({ mcc: c.mcc, name: c.name }))),
  );

  serve(
    app,
    MERCHANT_ACTIONS.businessCategory,
    { params: merchantIdParams, body: businessCategoryBody, response: one(profileDto) },
    async (request) => {
      const { mcc, version } = request.body;
      const after = await changeProfile(db, request, {
        merchantId: request.params.merchantId,
        version,
        set: { mcc },
        action: 'merchant.business_category',
      });
      return ok(toProfileDto(after), MERCHANT_MESSAGES.success);
    },
  );

  const byMerchant = z.object({ merchantId: merchantIdSchema });
  serve(
    app,
    MERCHANT_READS.migration,
    {
      querystring: byMerchant,
      response: one(z.object({ merchantId: z.string(), migrationStatus: z.string().nullable() })),
    },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      return ok({ merchantId: m.merchant_id, migrationStatus: m.migration_status });
    },
  );

  serve(
    app,
    MERCHANT_READS.annualLimit,
    {
      querystring: byMerchant,
      response: one(
        z.object({
          annualLimit: z.number().nullable(),
          used: z.number().nullable(),
          remaining: z.number().nullable(),
        }),
      ),
    },
    async (request) => {
      const m = await requireMerchant(db, request.query.merchantId);
      const limit = m.annual_limit === null ? null : Number(m.annual_limit);
      const used = m.annual_used === null ? null : Number(m.annual_used);
      const remaining = limit === null ? null : Math.round((limit - (used ?? 0)) * 100) / 100;
      return ok({ annualLimit: limit, used, remaining });
    },
  );

  serve(
    app,
    MERCHANT_ACTIONS.sendSms,
    {
      params: merchantIdParams.extend({ type: smsTypeSchema }),
      response: one(z.object({ messageId: z.number() })),
    },
    async (request) => {
      const m = await requireChangeable(db, request.params.merchantId);
      const { type } = request.params;
      const messageId = await messageMerchant(
        db,
        request,
        m.merchant_id,
        { channel: 'SMS', service: 'merchant-support', template: type, body: SMS_BODIES[type] },
        'merchant.sms',
        (id) => ({ type, messageId: id }),
      );
      return ok({ messageId }, MERCHANT_MESSAGES.success);
    },
  );

  // The analytics event (§3.7) the console sends after each action; a log, not a change (no audit row). Idempotent
  // like every permissioned POST: a replay with the same key records it once.
  serve(app, MERCHANT_ACTIONS.event, { body: eventBody, response: { 200: okSchema(z.null()) } }, async (request) => {
    const e = request.body;
    await recordEvent(db, {
      app_name: e.appName,
      source: e.source,
      event_name: e.eventName,
      product: e.product,
      user_id: e.userId,
      merchant_id: e.merchantId ?? null,
      platform: e.platform,
      screen: e.screen,
      action: e.action,
      created_at: e.createdTime ?? Date.now(),
    });
    return ok(null, MERCHANT_MESSAGES.success);
  });
}
