import type { FastifyInstance } from 'fastify';
import { MERCHANT_LISTS, MERCHANT_READS, MERCHANT_ACTIONS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { qrNameBody, referralCodeBody } from '../../../contract/merchant/rules.js';
import { KYC_SMS_TEMPLATE, templateOf } from '../../../contract/merchant/sms.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { listMessages } from '../../repositories/merchant-desk.js';
import { recordAudit, referralHolder } from '../../repositories/merchant-360.js';
import { changeProfile, messageMerchant, requireChangeable } from '../merchant-support/merchant-change.js';
import {
  merchantIdParams,
  pageQuery,
  preferencesOf,
  requireMerchant,
  seconds,
  serveMerchantPage,
  toProfileDto,
} from '../merchant-support/merchant-common.js';
import { auditDto, one, preferencesDto, profileDto, toAuditDto } from '../merchant-support/merchant-schemas.js';
import { conflictOnUnique } from '../once-only.js';
import { ok } from './envelope.js';

const messageDto = z.object({
  id: z.number().int(),
  channel: z.string(),
  service: z.string(),
  template: z.string(),
  body: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.number().int(),
});

/**
 * The CRM merchant calls of the 360 (spec §7.3): QR name and referral code (each a versioned, audited change), the
 * messages sent to a merchant, the KYC SMS, the merchant's audit history, notification preferences.
 */
export async function crmMerchantRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const params = merchantIdParams;

  serve(app, MERCHANT_ACTIONS.qrName, { params, body: qrNameBody, response: one(profileDto) }, async (request) => {
    const { qrName, version } = request.body;
    const after = await changeProfile(db, request, {
      merchantId: request.params.merchantId,
      version,
      set: { qr_name: qrName },
      action: 'merchant.qr_name',
    });
    return ok(toProfileDto(after), MERCHANT_MESSAGES.success);
  });

  serve(
    app,
    MERCHANT_ACTIONS.referralCode,
    { params, body: referralCodeBody, response: one(profileDto) },
    async (request) => {
      const { referralCode, version } = request.body;
      if (await referralHolder(db, referralCode, request.params.merchantId))
        throw new RequestError(409, MERCHANT_MESSAGES.referralTaken);
      const after = await changeProfile(db, request, {
        merchantId: request.params.merchantId,
        version,
        set: { referral_code: referralCode },
        action: 'merchant.referral_code',
      }).catch(conflictOnUnique(MERCHANT_MESSAGES.referralTaken)); // two merchants racing for one code (migration 0023)
      return ok(toProfileDto(after), MERCHANT_MESSAGES.success);
    },
  );

  serveMerchantPage(
    app,
    db,
    MERCHANT_LISTS['m360-messages'],
    { querystring: pageQuery, dto: messageDto },
    (merchantId, q) => listMessages(db, merchantId, q.page, q.size, q.snapshot),
    (m) => ({
      id: m.id,
      channel: m.channel,
      service: m.service,
      template: m.template,
      body: m.body,
      sentBy: m.sent_by,
      createdAt: seconds(m.created_at)!,
    }),
  );

  // The KYC reminder SMS: only while KYC is not yet verified (a state check on the server).
  serve(
    app,
    MERCHANT_ACTIONS.kycSms,
    { params, response: one(z.object({ messageId: z.number().int() })) },
    async (request) => {
      const m = await requireChangeable(db, request.params.merchantId);
      if (m.kyc_status === 'VERIFIED') throw new RequestError(409, MERCHANT_MESSAGES.kycVerified);
      const template = templateOf('merchant-onboarding', KYC_SMS_TEMPLATE)!;
      const messageId = await messageMerchant(
        db,
        request,
        m.merchant_id,
        { channel: 'SMS', service: 'merchant-onboarding', template: template.templateId, body: template.body },
        'merchant.kyc_sms',
        (id) => ({ messageId: id, kycStatus: m.kyc_status }),
      );
      return ok({ messageId }, MERCHANT_MESSAGES.success);
    },
  );

  serveMerchantPage(
    app,
    db,
    MERCHANT_LISTS['m360-audit'],
    { querystring: pageQuery, dto: auditDto },
    (merchantId, q) => recordAudit(db, 'merchants', merchantId, q.page, q.size, q.snapshot),
    toAuditDto,
  );

  serve(
    app,
    MERCHANT_READS.preferences,
    { params, response: one(preferencesDto.extend({ version: z.number().int() })) },
    async (request) => {
      const m = await requireMerchant(db, request.params.merchantId);
      return ok({ ...preferencesOf(m), version: Number(m.version) });
    },
  );
}
