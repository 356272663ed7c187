import { z } from 'zod';
import {
  FRM_CATEGORIES,
  FRM_MESSAGES,
  FRM_OUTCOMES,
  FRM_PRODUCTS,
  FRM_RULES,
  FRM_STATES,
} from '../../../contract/frm/rules.js';
import { pageParam, sizeParam } from '../paging.js';
import { idParam } from '../success-envelope.js';

const text = (max: number) => z.string().trim().min(1, 'Required.').max(max, `At most ${max} characters.`);
const email = z.string().trim().toLowerCase().email('Must be an e-mail address.').max(254);

export const frmIdParams = idParam();

export const frmRaiseBody = z
  .object({
    transactionId: z.number().int().positive(),
    category: z.enum(FRM_CATEGORIES),
    description: text(FRM_RULES.descriptionMax),
    amountAtRisk: z.number().positive('Must be more than 0.').multipleOf(0.01, 'At most 2 decimals.'),
  })
  .strict();

export const frmListQuery = z
  .object({
    page: pageParam(1),
    limit: sizeParam(25),
    status: z.enum(FRM_STATES).optional(),
    product: z.enum(FRM_PRODUCTS).optional(),
    category: z.enum(FRM_CATEGORIES).optional(),
    assignee: email.optional(),
    q: z.string().trim().max(FRM_RULES.searchMax).optional(),
  })
  .strict();

export const frmAssignBody = z.object({ assignee: email.nullable(), version: z.number().int().positive() }).strict();

export const frmNoteBody = z.object({ text: text(FRM_RULES.noteMax) }).strict();

export const frmMoveBody = z
  .object({
    to: z.enum(FRM_STATES),
    version: z.number().int().positive(),
    outcome: z.enum(FRM_OUTCOMES).optional(),
  })
  .strict()
  .refine((b) => b.to !== 'CLOSED' || b.outcome !== undefined, {
    message: FRM_MESSAGES.outcomeNeeded,
    path: ['outcome'],
  })
  .refine((b) => b.to === 'CLOSED' || b.outcome === undefined, {
    message: FRM_MESSAGES.outcomeOnlyToClose,
    path: ['outcome'],
  });

export const frmComplaintDto = z.object({
  id: z.number().int(),
  reference: z.string(),
  product: z.string(),
  merchantId: z.string(),
  transactionId: z.number().int(),
  paymentTransactionId: z.string(),
  rrn: z.string(),
  amountAtRisk: z.number(),
  category: z.string(),
  description: z.string(),
  status: z.string(),
  outcome: z.string().nullable(),
  assignee: z.string().nullable(),
  raisedBy: z.string(),
  raisedAt: z.number(),
  updatedAt: z.number(),
  version: z.number().int(),
});

export const frmNoteDto = z.object({
  id: z.number().int(),
  author: z.string(),
  text: z.string(),
  createdAt: z.number(),
});

/** One complaint with its notes and the transaction it is on (amount, time, payer's instrument). */
export const frmDetailDto = frmComplaintDto.extend({
  notes: z.array(frmNoteDto),
  transaction: z
    .object({ amount: z.number(), paymentTimestamp: z.number(), payerInstrument: z.string(), acquirerName: z.string() })
    .nullable(),
});
