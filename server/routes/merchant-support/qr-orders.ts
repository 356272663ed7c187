import type { FastifyInstance } from 'fastify';
import { MERCHANT_UPLOAD_CALLS } from '../../../contract/uploads/calls.js';
import { UPLOAD_TOASTS } from '../../../contract/uploads/index.js';
import type { AppDeps } from '../../app-deps.js';
import { merchantsById, qrOrderResult } from '../../repositories/merchant-uploads.js';
import { ok } from './envelope.js';
import { serveUpload } from './upload-flow.js';
import { qrInitiateResponse } from './schemas.js';

/**
 * §7.3 POST /qr/crm/order/initiate (CAN_UPDATE_MERCHANT_FIELDS): a bulk QR order file (merchant_id, address_id, at
 * most 1000 rows: 413 beyond, as §8 words it) becomes a job with one result per row, answered with its job id.
 */
export async function qrOrderUploadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveUpload(app, db, MERCHANT_UPLOAD_CALLS['qr-orders'], qrInitiateResponse, {
    kind: 'qr-orders',
    tooManyStatus: 413,
    async apply(trx, rows, _file, _at, finishJob) {
      const merchants = await merchantsById(
        trx,
        rows.map((r) => r.merchant_id),
      );
      const jobId = await finishJob(
        rows.map((r, i) => ({
          line: i + 2,
          merchantId: r.merchant_id,
          ...qrOrderResult(r, merchants.get(r.merchant_id)),
        })),
      );
      return { jobId, answer: ok(String(jobId), UPLOAD_TOASTS.qrSubmitted) };
    },
  });
}
