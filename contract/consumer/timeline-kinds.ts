/* Kept without zod: the Timeline tab reads only these, and must not bring the zod runtime with it (issue 18). */

/** The Timeline's kinds (issue 13): each a filter chip, in the order the chips show. */
export const TIMELINE_KINDS = [
  'TRANSACTION',
  'UPI',
  'BILL',
  'BILL_PAYMENT',
  'EMI',
  'REPAYMENT',
  'CASHBACK',
  'CRM_AUDIT',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];
