/**
 * The fixed values of the consumer 360's account forms (spec §5.8), without zod: the console's forms read only these
 * and must not bring the zod runtime with them (issue 18); `forms.ts` re-exports them beside its schemas.
 */
/** Spec §5.8 new limit: a decimal with at most 6 digits before the point (2 after). */
export const NEW_LIMIT_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;

/** Spec §5.8 block/unblock reasons and closure reasons. */
export const BLOCK_REASONS = ['Fraud', 'Loss/Theft', 'Mobile loss', 'Bank Escalation', 'Others'] as const;
export const CLOSURE_REASONS = [
  'Risk-Non repayment',
  'Risk-High Risk segment',
  'Fraud',
  'Wrong Approval',
  'Non-repayment',
  'Risk initiated',
  'Collection initiated',
  'Customer Request CS',
  'Others',
] as const;

/** Spec §5.8: the nine offline reasons. */
export const OFFLINE_REASONS = [
  'Interest charges due to delayed refund',
  'Incorrect routing/BIN mismatch',
  'Ad-hoc customer delight',
  'QR fee refund',
  'Penalty waiver after payment',
  'Offline bill payment',
  'Settlement due to death',
  'Settlement after negotiation',
  'Internal testing',
] as const;
/** Spec §5.8 transfer form: NBFC direct or internal transfer to the company. */
export const TRANSFER_TYPES = ['NBFC_DIRECT', 'INTERNAL_TRANSFER'] as const;
