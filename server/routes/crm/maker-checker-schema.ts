import { z } from 'zod';
import { INBOX_SOURCES } from '../../../contract/approvals/inbox.js';
import { fromText } from '../../../contract/strict-number.js';
import {
  isCountField,
  LIMIT_AMOUNT_MAX,
  LIMIT_COUNT_MAX,
  LIMIT_FIELDS,
  type LimitField,
} from '../../../contract/limit-fields.js';
import { keysetQuery, pageParam, sizeParam } from '../paging.js';

/** Spec §4: approval statuses. */
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** The kinds of maker-checker request; each names its path segment (one list: contract/approvals/inbox.ts). */
export const REQUEST_KINDS = INBOX_SOURCES['approval-requests'];
export type RequestKind = (typeof REQUEST_KINDS)[number];

export { LIMIT_FIELDS, type LimitField };
export type LimitValues = Record<LimitField, number>;

export const REMARKS_REQUIRED = 'Remarks are required.';
const remarks = z
  .string({ error: REMARKS_REQUIRED })
  .trim()
  .min(1, REMARKS_REQUIRED)
  .max(300, 'Cannot be more than 300 characters.');

/**
 * A new limit (contract/limit-fields.ts): a count is a whole number of at most 6 digits (spec §9 'new limit max 6');
 * an amount at most ₹1,000 crore with 2 decimals (issue 41 item 2: monthly lakhs and lifetime crores must fit).
 */
export const LIMIT_COUNT_MESSAGE = 'A whole number of at most 9,99,999.';
export const LIMIT_AMOUNT_MESSAGE = 'Cannot be more than ₹10,00,00,00,000.00.';
const newLimit = (field: LimitField) => {
  const base = z.number({ error: 'Must be a number.' }).min(0, 'Must not be negative.');
  return isCountField(field)
    ? base.int('Must be a whole number.').max(LIMIT_COUNT_MAX, LIMIT_COUNT_MESSAGE)
    : base.max(LIMIT_AMOUNT_MAX, LIMIT_AMOUNT_MESSAGE).multipleOf(0.01, 'At most 2 decimals.');
};

export const limitRequestBody = z
  .object({
    limit_id: z.number({ error: 'Choose a limit configuration.' }).int().positive(),
    remarks,
    max_count: newLimit('max_count').optional(),
    max_amount: newLimit('max_amount').optional(),
    monthly_max_count: newLimit('monthly_max_count').optional(),
    monthly_max_amount: newLimit('monthly_max_amount').optional(),
    monthly_overall_max_amount: newLimit('monthly_overall_max_amount').optional(),
    lifetime_max_amount: newLimit('lifetime_max_amount').optional(),
  })
  .strict();

export const CASHBACK_AMOUNT_MESSAGE = 'Amount: a positive number of at most 3 characters.';

/** Spec §7.3 goodwill cashback; §9 'cashback amount max 3 characters'. */
export const cashbackRequestBody = z
  .object({
    productType: z.literal('GOODWILL').default('GOODWILL'),
    consumerId: z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'Consumer id: digits only, at most 12.'),
    txnId: z.string().trim().min(1, 'Transaction id is required.').max(50, 'Cannot be more than 50 characters.'),
    amount: z.coerce
      .string()
      .trim()
      .refine((v) => v.length <= 3 && /^\d+(\.\d+)?$|^\.\d+$/.test(v) && Number(v) > 0, CASHBACK_AMOUNT_MESSAGE)
      .transform(Number),
    remarks,
  })
  .strict();

export const decisionBody = z
  .object({ isApproved: z.boolean({ error: 'isApproved must be true or false.' }), remarks })
  .strict();

export const idParams = z.object({ id: fromText(z.number().int().positive('No Record Found!')) });

export const listQuery = z.object({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(APPROVAL_STATUSES).optional(),
  productType: z.string().max(30).optional(),
  maker: z.string().trim().max(254).optional(),
  /** Created on or after / before, epoch ms. */
  from: fromText(z.number().int().nonnegative().optional()),
  to: fromText(z.number().int().nonnegative().optional()),
  page: pageParam(0),
  size: sizeParam(20),
  ...keysetQuery,
});
export type ListQuery = z.output<typeof listQuery>;

const json = z.record(z.string(), z.unknown());

/** Who raised and who decided a request, when, and what the viewer may do with it: every request's wire shape ends so. */
export const reviewFields = {
  makerEmail: z.string(),
  makerRemarks: z.string(),
  checkerEmail: z.string().nullable(),
  checkerRemarks: z.string().nullable(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
  canDecide: z.boolean(),
  raisedByViewer: z.boolean(),
};

/** The wire shape of a request (repositories/maker-checker.ts toRequestDto), with the old_* of a limit request. */
export const requestDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  productType: z.string().nullable(),
  status: z.string(),
  targetId: z.number().int().nullable(),
  targetVersion: z.number().int().nullable(),
  proposed: json,
  previous: json.nullable(),
  ...Object.fromEntries(LIMIT_FIELDS.map((f) => [`old_${f}`, z.unknown().optional()])),
  current: json.nullable(),
  changedSinceRequest: z.boolean(),
  ...reviewFields,
  version: z.number().int(),
});

/** A limit configuration as the maker's picker reads it. */
export const limitConfigDto = z.object({
  id: z.number().int(),
  transactionType: z.string(),
  txnIndicator: z.string(),
  status: z.string(),
  version: z.number().int(),
  ...Object.fromEntries(LIMIT_FIELDS.map((f) => [f, z.number()])),
});
