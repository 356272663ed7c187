import { z } from 'zod';

/**
 * Where a merchant's loan application is routed, and whether the merchant may apply (spec §7.4 GET
 * /merchants/{id}/loan/route/eligible/verify). The spec names the call only; the checks and the routing rule are ours
 * (README): every check must pass; an application goes to the lender of the merchant's credit line when it has a live
 * one (as a top-up of it), otherwise to a term-loan lender chosen by the merchant id (even → the first, odd → the second).
 */
export const LOAN_LENDERS = ['Kredit Finance Ltd', 'Arth NBFC Pvt Ltd'] as const;
export const LOAN_ROUTE_CHECKS = [
  'MERCHANT_ACTIVE',
  'KYC_VERIFIED',
  'SETTLEMENT_NOT_ON_HOLD',
  'VINTAGE_90_DAYS',
  'NO_OPEN_LOAN',
] as const;
export type LoanRouteCheck = (typeof LOAN_ROUTE_CHECKS)[number];
export const LOAN_CHANNELS = ['CREDIT_LINE_TOP_UP', 'TERM_LOAN'] as const;
/** Loan states still open: a merchant has at most one (the application being routed aside). */
export const OPEN_LOAN_STATES = ['APPLIED', 'APPROVED', 'DISBURSED'] as const;
/** Credit-line states that still route a top-up to its lender. */
const LIVE_CREDIT_LINE = ['ACTIVE', 'APPROVED'];
const VINTAGE_MS = 90 * 86_400_000;

export interface LoanRouteFacts {
  merchantId: string;
  status: string;
  kycStatus: string;
  settlementHold: string | null;
  onboardedAt: number | null;
  /** Open loans other than the application being routed. */
  openLoans: number;
  creditLine: { lender: string; status: string } | null;
  now: number;
}

export const loanRouteDto = z.object({
  merchantId: z.string(),
  loanId: z.string().nullable(),
  eligible: z.boolean(),
  channel: z.enum(LOAN_CHANNELS).nullable(),
  lender: z.string().nullable(),
  checks: z.array(z.object({ check: z.enum(LOAN_ROUTE_CHECKS), passed: z.boolean() })),
  verifiedAt: z.number(),
});
export type LoanRoute = z.infer<typeof loanRouteDto>;

/** Pure: the checks, and the route when every one passes (times in epoch seconds, as the merchant-support calls). */
export function routeLoan(f: LoanRouteFacts, loanId: string | null = null): LoanRoute {
  const passed: Record<LoanRouteCheck, boolean> = {
    MERCHANT_ACTIVE: f.status === 'ACTIVE',
    KYC_VERIFIED: f.kycStatus === 'VERIFIED',
    SETTLEMENT_NOT_ON_HOLD: !f.settlementHold,
    VINTAGE_90_DAYS: f.onboardedAt !== null && f.now - f.onboardedAt >= VINTAGE_MS,
    NO_OPEN_LOAN: f.openLoans === 0,
  };
  const eligible = LOAN_ROUTE_CHECKS.every((c) => passed[c]);
  const topUp = f.creditLine !== null && LIVE_CREDIT_LINE.includes(f.creditLine.status);
  const byId = LOAN_LENDERS[Number(f.merchantId.slice(-1)) % 2]!;
  return {
    merchantId: f.merchantId,
    loanId,
    eligible,
    channel: eligible ? (topUp ? 'CREDIT_LINE_TOP_UP' : 'TERM_LOAN') : null,
    lender: eligible ? (topUp ? f.creditLine!.lender : byId) : null,
    checks: LOAN_ROUTE_CHECKS.map((check) => ({ check, passed: passed[check] })),
    verifiedAt: Math.floor(f.now / 1000),
  };
}
