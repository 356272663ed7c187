import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DECLARATION_NOTICE,
  NOT_NOTIFIABLE_MESSAGE,
  NOTIFIABLE,
  declarationStatus,
} from '../../../contract/merchant/declaration.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { KYC_CALLS } from '../../../contract/merchant-changes/calls.js';
import { merchantIdSchema } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { numOrNull as num } from '../../db/values.js';
import { RequestError } from '../../plugins/validation.js';
import { messageMerchant, requireChangeable } from '../merchant-support/merchant-change.js';
import { one } from '../merchant-support/merchant-schemas.js';
import { serve } from '../declared.js';
import { ok } from './envelope.js';

/**
 * Merchant Declaration- NPCI (spec §7.3 POST /crm/sherloc/notify-merchant): asks a merchant whose KYC is not verified
 * and who has used 80% or more of its NPCI annual limit to declare its business. Checked on the server (409
 * otherwise), recorded with the merchant's messages, one audit row, idempotent; CAN_UPDATE_MERCHANT_FIELDS.
 */
export async function merchantDeclarationRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): Promise<void> {
  serve(
    app,
    KYC_CALLS.notifyDeclaration,
    {
      body: z.object({ merchantId: merchantIdSchema }),
      response: one(z.object({ messageId: z.number().int(), declaration: z.string() })),
    },
    async (request) => {
      const m = await requireChangeable(db, request.body.merchantId);
      const declaration = declarationStatus({
        kycStatus: m.kyc_status,
        annualLimit: num(m.annual_limit),
        used: num(m.annual_used),
      });
      if (!NOTIFIABLE.includes(declaration)) throw new RequestError(409, NOT_NOTIFIABLE_MESSAGE);
      const { service, templateId: template, body } = DECLARATION_NOTICE;
      const messageId = await messageMerchant(
        db,
        request,
        m.merchant_id,
        { channel: 'SMS', service, template, body },
        'merchant.declaration_notice',
        (id) => ({ messageId: id, declaration }),
      );
      return ok({ messageId, declaration }, MERCHANT_MESSAGES.success);
    },
  );
}
