import { z } from 'zod';
import { remarks } from './bank';

export const KYC_QUEUES = ['CENTRAL', 'MANUAL'] as const;
export type KycQueue = (typeof KYC_QUEUES)[number];

/** A case waits (PENDING), is with a reviewer (ASSIGNED), awaits a second person (IN_APPROVAL), then ends. */
export const KYC_CASE_STATUSES = ['PENDING', 'ASSIGNED', 'IN_APPROVAL', 'VERIFIED', 'REJECTED'] as const;
export type KycCaseStatus = (typeof KYC_CASE_STATUSES)[number];

export const KYC_REASON_REQUIRED = 'A reason is required.';

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
