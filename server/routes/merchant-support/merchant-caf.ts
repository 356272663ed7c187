import type { FastifyInstance } from 'fastify';
import { istDayOf } from '../../../contract/business-time.js';
import { CAF_CALLS, cafLines } from '../../../contract/caf/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { sendPdf, textPdf } from '../postpe/consumer-bill-pdf.js';
import { serve } from '../declared.js';
import { auditMerchantAction } from './merchant-change.js';
import { merchantIdParams, requireMerchant, toProfileDto } from './merchant-common.js';

/**
 * /caf-form (issue 46 item 5): the merchant's customer application form as a PDF, from its record (personal data
 * masked as the 360 shows it) and its stores, through the shared plain-text PDF builder; each download audited.
 */
export async function merchantCafRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, CAF_CALLS.cafPdf, { params: merchantIdParams }, async (request, reply) => {
    const profile = toProfileDto(await requireMerchant(db, request.params.merchantId));
    const stores = await db
      .selectFrom('merchant_stores')
      .select(['store_id', 'name', 'city', 'pincode', 'status'])
      .where('merchant_id', '=', profile.merchantId)
      .orderBy('store_id')
      .execute();
    const lines = cafLines(
      {
        ...profile,
        businessCategory: profile.businessCategory ?? null,
        onboardedOn: profile.onboardedAt === null ? null : istDayOf(profile.onboardedAt * 1000),
        stores: stores.map((s) => ({
          storeId: s.store_id,
          name: s.name,
          city: s.city,
          pincode: s.pincode,
          status: s.status,
        })),
      },
      istDayOf(Date.now()),
    );
    await auditMerchantAction(db, request, profile.merchantId, 'merchant.caf', { stores: stores.length });
    return sendPdf(reply, `CAF-${profile.merchantId}.pdf`, textPdf(lines));
  });
}
