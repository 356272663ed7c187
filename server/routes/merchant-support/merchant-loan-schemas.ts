import { z } from 'zod';
import { loanTerms, num, text, when } from './merchant-schemas.js';

/** The response shapes of the credit line, loan details, excess NACH, Bharat Swipe, send money, service requests. */
export const creditLineDto = z.object({
  id: z.string(),
  creditLineId: z.string(),
  status: z.string(),
  lender: z.string(),
  sanctionedLimit: num,
  utilisedLimit: num,
  availableLimit: num,
  overdueAmount: num,
});

export const creditLineDetailsDto = creditLineDto.extend({
  interestRate: num,
  penaltyRate: num,
  billingDay: z.number().int(),
  dueDay: z.number().int(),
  sanctionedAt: when.nullable(),
  closedAt: when.nullable(),
  updatedAt: when,
});

export const applicationDto = z.object({
  id: z.string(),
  applicationId: z.string(),
  status: z.string(),
  stage: z.string(),
  lender: z.string(),
  requestedLimit: num,
  sanctionedLimit: num.nullable(),
  rejectionReason: text,
  appliedAt: when,
  sanctionedAt: when.nullable(),
});

export const entryDto = z.object({
  id: z.string(),
  entryRef: z.string(),
  kind: z.string(),
  month: z.string(),
  amount: num,
  status: z.string(),
  description: text,
  createdAt: when,
});

export const excessNachDto = z.object({
  id: z.string(),
  nachRef: z.string(),
  loanId: z.string(),
  emiAmount: num,
  debitedAmount: num,
  excessAmount: num,
  status: z.string(),
  utr: text,
  debitedAt: when,
  refundedAt: when.nullable(),
});

export const loanDetailsDto = loanTerms.extend({
  totalPayable: num,
  emisPaid: z.number().int(),
  emisRemaining: z.number().int().nullable(),
  nextEmiAt: when.nullable(),
  excessNachAmount: num,
  appliedAt: when,
  disbursedAt: when.nullable(),
  closedAt: when.nullable(),
  nocSentAt: when.nullable(),
});

export const accountDto = z.object({
  id: z.string(),
  accountId: z.string(),
  storeId: text,
  balance: num,
  holdAmount: num,
  status: z.string(),
  openedAt: when,
});

/** How a payout out of the merchant's money ended: a withdrawal's and a send money's last fields. */
const payoutOutcome = {
  amount: num,
  charges: num,
  status: z.string(),
  utr: text,
  failureReason: text,
  createdAt: when,
};

export const withdrawalDto = z.object({
  id: z.string(),
  withdrawalId: z.string(),
  accountId: z.string(),
  ...payoutOutcome,
});

export const sendMoneyDto = z.object({
  id: z.string(),
  txnId: z.string(),
  beneficiaryName: z.string(),
  accountNo: text,
  ifsc: z.string(),
  mode: z.string(),
  ...payoutOutcome,
});

export const serviceRequestDto = z.object({
  id: z.string(),
  requestId: z.string(),
  merchantId: z.string(),
  storeId: z.string(),
  deviceSerial: text,
  product: z.string(),
  type: z.string(),
  status: z.string(),
  description: text,
  resolution: text,
  createdAt: when,
  updatedAt: when,
});
