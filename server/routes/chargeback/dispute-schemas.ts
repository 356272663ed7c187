import { z } from 'zod';
import { istDayOf } from '../../../contract/business-time.js';
import { fromText } from '../../../contract/strict-number.js';
import {
  CASE_STATUSES,
  chargebackSearchErrors,
  DISPUTE_MESSAGES,
  DISPUTE_PRODUCTS,
  disputeListErrors,
  disputeModalErrors,
  PROOF_MAX_FILES,
  PROOF_TYPES,
  raiseDisputeErrors,
  type FieldErrors,
} from '../../../contract/disputes/rules.js';
import { REJECT_REASONS, REVIEW_MESSAGES } from '../../../contract/disputes/reasons.js';
import { keysetQuery, snapshotParam } from '../paging.js';
import { DEFAULT_SOURCE_PRODUCT } from './envelope.js';

/** Today's IST business day (`yyyy-MM-dd`) for the date rules; the console uses the same clock. */
export const todayIso = (): string => istDayOf(Date.now());

/** Adds the contract's field errors as zod issues, so the 400 names each field with the exact message. */
function addErrors(ctx: z.RefinementCtx, errors: FieldErrors): void {
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
}

const sourceProduct = z.enum(DISPUTE_PRODUCTS).default(DEFAULT_SOURCE_PRODUCT);
/** A row id: a positive whole number within the databases' integer range. */
const rowId = fromText(z.number().int().positive().max(2_147_483_647));
const optionalText = z.string().trim().optional();
const page = fromText(z.number().int().min(1).max(1_000_000).default(1));
const limit = fromText(z.number().int().min(1).max(200).default(20));

export const productQuery = z.object({ sourceProduct });

export const transactionSearchQuery = z
  .object({
    sourceProduct,
    merchantId: optionalText,
    rrn: optionalText,
    startDate: z.string().trim().default(''),
    endDate: z.string().trim().default(''),
    page,
    limit,
    snapshot: snapshotParam,
  })
  .superRefine((q, ctx) => {
    if (!q.merchantId && !q.rrn)
      ctx.addIssue({ code: 'custom', path: ['merchantId'], message: DISPUTE_MESSAGES.searchPrompt });
    addErrors(ctx, chargebackSearchErrors(q, todayIso()));
  });

export const transactionDetailQuery = z.object({ sourceProduct, id: rowId });

export const disputeSearchQuery = z
  .object({
    sourceProduct: z.enum(DISPUTE_PRODUCTS).optional(),
    status: z.enum(CASE_STATUSES).optional(),
    merchantId: optionalText,
    paymentTransactionId: optionalText,
    transactionId: optionalText,
    mobile: optionalText,
    chargebackCategory: optionalText,
    freshdeskTicketId: optionalText,
    startDate: optionalText,
    endDate: optionalText,
    /** Ours (issue 46 item 1): only cases open past their SLA, a week (the quick summary's breach). */
    overdue: z.stringbool().optional(),
    page,
    limit,
    ...keysetQuery,
  })
  .superRefine((q, ctx) => addErrors(ctx, disputeListErrors(q)));

const proof = z.object({
  proofType: z.enum(PROOF_TYPES),
  fileName: z.string().trim().min(1).max(200),
  /** The file's bytes, base64; its type is found from them, never from the name. */
  content: z.string().min(1),
});

export const raiseDisputeBody = z
  .object({
    sourceProduct,
    transactionId: rowId,
    disputeCategory: z.string().trim().default(''),
    otherSpecify: optionalText,
    bankName: optionalText,
    acknowledgementNo: z.string().trim().default(''),
    subjectOfComplaint: z.string().trim().default(''),
    state: z.string().trim().default(''),
    city: z.string().trim().default(''),
    disputeAmount: z.union([z.string(), z.number()]).transform(String).default(''),
    freshdeskTicketId: optionalText,
    remarks: optionalText,
    proofs: z.array(proof).max(PROOF_MAX_FILES).default([]),
  })
  .superRefine((b, ctx) => {
    // The amount's upper bound needs the transaction: checked again in the handler.
    addErrors(ctx, raiseDisputeErrors(b, Number.MAX_SAFE_INTEGER));
    if (b.proofs.length === 0) ctx.addIssue({ code: 'custom', path: ['proofs'], message: DISPUTE_MESSAGES.required });
  });

const disputeId = rowId;

export const reviewBody = z
  .object({
    sourceProduct,
    disputeId,
    accepted: z.boolean(),
    acceptReason: z.array(z.string()).default([]),
    rejectReason: z.array(z.enum(REJECT_REASONS, { error: 'Not one of the reject reasons.' })).default([]),
    agentRejectionNotes: z.string().trim().max(300, REVIEW_MESSAGES.notesMax).default(''),
  })
  .superRefine((b, ctx) => {
    if (b.accepted && (b.acceptReason.length !== 1 || b.acceptReason[0] !== 'Sufficient Proof'))
      ctx.addIssue({ code: 'custom', path: ['acceptReason'], message: REVIEW_MESSAGES.reasonRequired });
    if (!b.accepted && b.rejectReason.length === 0)
      ctx.addIssue({ code: 'custom', path: ['rejectReason'], message: REVIEW_MESSAGES.reasonRequired });
  });

export const updateDisputeBody = z
  .object({ sourceProduct, disputeId, disputeReason: z.string().trim().default(''), holdReason: optionalText })
  .superRefine((b, ctx) => addErrors(ctx, disputeModalErrors(b)));

export const caseActionBody = z.object({ sourceProduct, disputeId });
export const documentQuery = z.object({ sourceProduct, id: rowId });
export const metadataQuery = z.object({
  sourceProduct,
  merchantId: z.string().trim().min(1),
  merchantStoreId: optionalText,
  paymentTransactionId: optionalText,
});
export const feasibilityQuery = z.object({ sourceProduct, disputeId });

export const transactionDto = z.object({
  id: z.number(),
  sourceProduct: z.string(),
  merchant_id: z.string(),
  merchant_store_id: z.string(),
  payment_transaction_id: z.string(),
  bank_reference_no: z.string(),
  payment_gateway: z.string(),
  txn_sub_type: z.string(),
  payer_vpa: z.string().nullable(),
  acquirer_name: z.string(),
  payer_instrument: z.string(),
  payee_identifier: z.string(),
  last_digits: z.string().nullable(),
  total_amount: z.number(),
  amount: z.number(),
  reward_amount: z.number(),
  payer_name: z.string(),
  payment_timestamp: z.number(),
  action: z.array(z.string()),
});

export const disputeDto = z.object({
  id: z.number(),
  sourceProduct: z.string(),
  transactionId: z.number(),
  merchantId: z.string(),
  paymentTransactionId: z.string(),
  rrn: z.string(),
  mobile: z.string(),
  status: z.string(),
  outcome: z.string().nullable(),
  disputeCategory: z.string(),
  otherSpecify: z.string().nullable(),
  bankName: z.string().nullable(),
  acknowledgementNo: z.string(),
  subjectOfComplaint: z.string(),
  state: z.string(),
  city: z.string(),
  disputeAmount: z.number(),
  freshdeskTicketId: z.string().nullable(),
  remarks: z.string().nullable(),
  disputeReason: z.string().nullable(),
  holdReason: z.string().nullable(),
  raisedBy: z.string(),
  reviewedBy: z.string().nullable(),
  acceptReason: z.array(z.string()),
  rejectReason: z.array(z.string()),
  agentRejectionNotes: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number(),
  proofs: z.array(
    z.object({ id: z.number(), proofType: z.string(), fileName: z.string(), mediaType: z.string(), size: z.number() }),
  ),
});

/** The chargeback search envelope: rows in `Response`, totals beside (and the case counts per status). */
export const searchSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    Response: z.array(row),
    page: z.number(),
    limit: z.number(),
    totalCount: z.number(),
    counts: z.object({ INIT: z.number(), Processing: z.number(), Resolved: z.number() }).optional(),
  });
