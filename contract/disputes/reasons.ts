/** Review decisions (spec §3.2 review defaults, §8 reject reasons): the exact wording offered to reviewers. */
export const ACCEPT_REASON = 'Sufficient Proof';

export const REJECT_REASONS = [
  'Proof not valid - Upload transaction invoice or customer declaration',
  'Business name not printed on invoice',
  'Customer name mismatch or missing on invoice',
  'Invoice amount, quantity, or transaction date mismatch or missing',
  'Business stamp required on invoice for transaction amount more than INR 10,000',
  'Proof image is not clear',
  'Customer name mismatch with PAN in declaration',
  'Customer signature mismatch with PAN in declaration',
  'Transaction UTR mismatch or missing in declaration',
  'Transaction date mismatch or missing in declaration',
  'Merchant signature mismatch with PAN Card in declaration',
  'Card Number mismatch or missing in declaration',
  'Merchant Name mismatch or missing in declaration',
  'Transaction amount mismatch in declaration',
  'PAN or GST mismatch or missing in declaration',
  'Customer or merchant declaration missing',
] as const;

export type RejectReason = (typeof REJECT_REASONS)[number];

/** §3.2 review form defaults. */
export const REVIEW_DEFAULTS = {
  accepted: true,
  rejected: true,
  resolved: true,
  action: true,
  acceptReason: [] as string[],
  rejectReason: [] as string[],
  disputeType: '',
  agentRejectionNotes: '',
};

export const REVIEW_MESSAGES = {
  selfReview: 'You cannot review a dispute you raised.',
  decided: 'This dispute has already been resolved.',
  notFound: 'No Record Found!',
  reasonRequired: 'Select at least one reason.',
  notesMax: 'Cannot be more than 300 characters.',
} as const;
