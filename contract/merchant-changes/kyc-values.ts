/**
 * The KYC queues' constants, in a zod-free module: the console's queue pages import these, not ./kyc.ts, whose
 * request schemas would bring the zod runtime to every queue (docs/ARCHITECTURE.md, "JavaScript weight").
 */
export const KYC_QUEUES = ['CENTRAL', 'MANUAL'] as const;
export type KycQueue = (typeof KYC_QUEUES)[number];

/** A case waits (PENDING), is with a reviewer (ASSIGNED), awaits a second person (IN_APPROVAL), then ends. */
export const KYC_CASE_STATUSES = ['PENDING', 'ASSIGNED', 'IN_APPROVAL', 'VERIFIED', 'REJECTED'] as const;
export type KycCaseStatus = (typeof KYC_CASE_STATUSES)[number];

export const KYC_REASON_REQUIRED = 'A reason is required.';
