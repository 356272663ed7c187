import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_FILES } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { documentBytes } from '../../documents/store.js';
import { RequestError } from '../../plugins/validation.js';
import { findMaskedKycImage } from '../../repositories/consumer-documents.js';
import { consumerIdQuery } from './consumer-schemas.js';
import { serve } from '../declared.js';

/**
 * A KYC image (POA front, selfie; CAN_VIEW_POSTPE_KYC), always the masked rendition: the clear bytes leave the server
 * only through the audited reveal (POST /pii/reveal, field `image`, recordId the image's id).
 */
export async function consumerKycImageRoutes(app: FastifyInstance, { db, documents }: AppDeps): Promise<void> {
  serve(
    app,
    CONSUMER_FILES.kycImage,
    { querystring: consumerIdQuery.extend({ docType: z.enum(['POA', 'SELFIE']) }) },
    async (request, reply) => {
      const image = await findMaskedKycImage(db, request.query.consumerId, request.query.docType);
      if (!image) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      return reply
        .type(image.media_type)
        .header('Cache-Control', 'no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .send(await documentBytes(documents, image.masked_key, image.masked_content));
    },
  );
}
