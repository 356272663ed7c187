import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { MERCHANT_UPLOAD_CALLS } from '../../../contract/uploads/calls.js';
import { merchantStatusPreview, UPLOAD_TOASTS, type CheckedFile } from '../../../contract/uploads/index.js';
import type { Database } from '../../db/database.js';
import type { AppDeps } from '../../app-deps.js';
import {
  applyMerchantStatus,
  merchantsById,
  upsertIfsc,
  type MerchantLookup,
} from '../../repositories/merchant-uploads.js';
import { heavyWork, heavyWorkFor } from '../../workers/heavy-work.js';
import { serve } from '../declared.js';
import { failure } from '../success-envelope.js';
import { refusalOf, type ServerCheckedFile } from './upload-check.js';
import { ok } from './envelope.js';
import { readUploadOf, uploadedFile } from './upload-file.js';
import { serveUpload } from './upload-flow.js';
import { uploadResponse } from './schemas.js';

export const MERCHANT_NOT_FOUND = 'Merchant not found.';
export const STORE_MISMATCH = 'Store does not belong to this merchant.';

/** A merchant-status file's rows against the merchants: unknown merchant, store of another merchant. */
async function merchantChecks(db: Kysely<Database>, checked: CheckedFile<'merchant-status'>): Promise<MerchantLookup> {
  const found = await merchantsById(
    db,
    checked.rows.map((r) => r.value?.merchantId ?? ''),
  );
  for (const row of checked.rows) {
    if (!row.value) continue;
    const merchant = found.get(row.value.merchantId);
    if (!merchant) row.errors.push({ column: 'merchantId', message: MERCHANT_NOT_FOUND });
    else if (row.value.merchantStoreId && merchant.store_id !== row.value.merchantStoreId)
      row.errors.push({ column: 'merchantStoreId', message: STORE_MISMATCH });
  }
  return found;
}

/**
 * §7.3 PATCH /upload/bulk-update-merchant-status and PUT /upload/bulk-insert-ifsc (CAN_UPDATE_MERCHANT_FIELDS):
 * multipart with one CSV file; every rule checked again; applied all or nothing; Idempotency-Key honoured.
 */
export async function merchantUploadRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // runUpload checks every upload's file in a worker thread (all backends' uploads): the pool ends with this app.
  heavyWorkFor(app);

  serveUpload(app, db, MERCHANT_UPLOAD_CALLS['merchant-status'], uploadResponse, {
    kind: 'merchant-status',
    cells: false,
    extraChecks: async (trx, checked) => void (await merchantChecks(trx, checked)),
    async apply(trx, rows, _file, at, finishJob) {
      await applyMerchantStatus(trx, rows, at);
      const jobId = await finishJob(
        rows.map((r, i) => ({ line: i + 2, merchantId: r.merchantId, status: 'SUCCESS', remarks: r.opType })),
      );
      return { jobId, answer: ok({ jobId: String(jobId), rows: rows.length }, UPLOAD_TOASTS.statusSubmitted) };
    },
  });

  // Ours (issue 41 item 1): what a merchant-status file would do, nothing applied, for the console's confirmation
  // before it sends the file to the PATCH above: the row count, how many change, the first rows old → new.
  serve(
    app,
    MERCHANT_UPLOAD_CALLS.merchantStatusPreview,
    {},
    async (request, reply) => {
      const file = uploadedFile(request);
      const checked = JSON.parse(
        await heavyWork.run('checkUpload', { kind: 'merchant-status', text: file.text, cells: false }),
      ) as ServerCheckedFile<'merchant-status'>;
      let refused = refusalOf(checked);
      let found: MerchantLookup = new Map();
      if (!refused) {
        found = await merchantChecks(db, checked);
        for (const row of checked.rows) if (row.errors.length) delete row.value;
        checked.counts.invalid = checked.rows.filter((r) => r.errors.length).length;
        checked.counts.valid = checked.counts.total - checked.counts.invalid;
        refused = refusalOf(checked);
      }
      if (refused) {
        reply.code(refused.status);
        return failure(refused.message, refused.errors);
      }
      return ok(
        merchantStatusPreview(
          checked.rows.map((r) => r.value!),
          found,
        ),
        'OK',
      );
    },
    { preHandler: readUploadOf(db, 'merchant-status') },
  );

  serveUpload(app, db, MERCHANT_UPLOAD_CALLS.ifsc, uploadResponse, {
    kind: 'ifsc',
    cells: false,
    async apply(trx, rows, _file, at, finishJob) {
      const inserted = await upsertIfsc(trx, rows, at);
      const jobId = await finishJob();
      return {
        jobId,
        answer: ok({ jobId: String(jobId), rows: rows.length, inserted }, UPLOAD_TOASTS.ifscSubmitted),
      };
    },
  });
}
