/**
 * The settlement requests' reasons and messages, in a zod-free module: the console's settlement pages import these,
 * not ./settlement.ts, whose request schemas would bring the zod runtime (docs/ARCHITECTURE.md, "JavaScript weight").
 */
export const UNBLOCK_REASONS = [
  'Fraud check cleared',
  'Chargeback resolved',
  'KYC completed',
  'Bank Escalation',
  'Others',
] as const;

export const SETTLEMENT_TYPE_REASONS = ['Merchant request', 'Risk review', 'Business volume change', 'Others'] as const;

export const UNBLOCK_REQUEST_PLACED = 'Settlement unblock request placed successfully!';
export const BANK_CHANGE_PLACED = 'Bank account change request placed successfully!';
export const KYC_REVIEW_PLACED = 'KYC decision sent for approval.';
export const SETTLEMENT_TYPE_PLACED = 'Settlement type change request placed successfully!';
