import type { FastifyInstance } from 'fastify';
import { MERCHANT_ACTIONS } from '../../../contract/merchant/calls.js';
import { serve } from '../declared.js';
import { z } from 'zod';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { merchantIdSchema, versionSchema } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { ok } from './envelope.js';
import { changeProfile } from './merchant-change.js';
import { one, preferencesDto } from './merchant-schemas.js';

const byMerchant = z.object({ merchantId: merchantIdSchema });

/** The notification preferences update (spec §7.4 updateMerchantPreference): a versioned, audited profile change. */
export async function merchantPreferenceRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MERCHANT_ACTIONS.preferences,
    {
      body: byMerchant.extend({ ...preferencesDto.shape, version: versionSchema }),
      response: one(preferencesDto.extend({ version: z.number().int() })),
    },
    async (request) => {
      const b = request.body;
      const flag = (on: boolean) => (on ? 1 : 0);
      const after = await changeProfile(db, request, {
        merchantId: b.merchantId,
        version: b.version,
        set: {
          notify_sms: flag(b.sms),
          notify_whatsapp: flag(b.whatsapp),
          notify_email: flag(b.email),
          notify_push: flag(b.push),
        },
        action: 'merchant.notification_preferences',
      });
      return ok(
        {
          sms: after.notify_sms === 1,
          whatsapp: after.notify_whatsapp === 1,
          email: after.notify_email === 1,
          push: after.notify_push === 1,
          version: Number(after.version),
        },
        MERCHANT_MESSAGES.success,
      );
    },
  );
}
