import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { BATCH_DEFAULT_SIZE, CELL_MESSAGES } from '../../../contract/uploads/index.js';
import { okSchema, pageSizeSchema } from '../success-envelope.js';

/** What an applied merchant-support upload answers. */
export const uploadResult = z.object({
  jobId: z.string(),
  rows: z.number().int(),
  inserted: z.number().int().optional(),
});
/** A refused upload: `errors` names each failing row by line (`line 4` → `merchantId: …`). */
export const uploadRefusal = z.object({
  success: z.boolean(),
  message: z.string(),
  data: z.null(),
  errors: z.record(z.string(), z.string()).optional(),
});
const refusals = { 400: uploadRefusal, 413: uploadRefusal };
export const uploadResponse = { 200: okSchema(uploadResult), ...refusals };

/** Bulk QR initiate answers the job id in `data` (spec §7.3: "plain text or in data"). */
export const qrInitiateResponse = { 200: okSchema(z.string()), ...refusals };

export const jobParams = z.object({
  jobId: fromText(z.number({ error: 'No Record Found!' }).int('No Record Found!').positive('No Record Found!')),
});

/** §7.3, §9: page from 0, size 10 by default; optional status and (numeric, §5.6) merchant id. */
export const batchStatusQuery = z.object({
  page: fromText(z.number().int().min(0).default(0)),
  size: fromText(z.number().int().min(1).max(100).default(BATCH_DEFAULT_SIZE)),
  status: z.enum(['SUCCESS', 'FAILED', 'PENDING']).optional(),
  merchant_id: z
    .string()
    .trim()
    .regex(/^\d*$/, CELL_MESSAGES.merchantId)
    .max(10, CELL_MESSAGES.merchantIdLength)
    .optional(),
});

export const batchRow = z.object({ merchant_id: z.string(), status: z.string(), remarks: z.string().nullable() });
export const batchStatusResponse = { 200: okSchema(pageSizeSchema(batchRow)) };

export const qrJob = z.object({
  jobId: z.string(),
  timestamp: z.number().int(),
  status: z.string(),
  fileName: z.string(),
  rows: z.number().int(),
});
export const qrJobsResponse = { 200: okSchema(z.array(qrJob)) };
