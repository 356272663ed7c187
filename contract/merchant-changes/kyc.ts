import { z } from 'zod';
import { remarks } from './bank';
import { KYC_REASON_REQUIRED } from './kyc-values';

export * from './kyc-values';

/** POST /merchantkyc/cases/{id}/assign (admin). */
export const kycAssignBody = z.object({ assigneeId: z.number().int().positive('Choose a reviewer.') }).strict();

/** POST /merchantkyc/cases/{id}/review: the reviewer's decision, applied once a second person approves it. */
export const kycReviewBody = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT'], { error: 'Choose approve or reject.' }),
    reason: z.string({ error: KYC_REASON_REQUIRED }).trim().min(1, KYC_REASON_REQUIRED).max(300),
    remarks: remarks.optional(),
  })
  .strict();
export type KycReviewBody = z.output<typeof kycReviewBody>;
