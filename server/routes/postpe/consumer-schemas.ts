import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';

/** Route schemas of the consumer 360 (spec §3.12–§3.22): every answer declared, so only these fields go out. */
const n = z.number();
const nn = z.number().nullable();
const s = z.string();
const ns = z.string().nullable();
const json = z.record(z.string(), z.unknown());

export const consumerIdQuery = z.object({
  consumerId: fromText(z.number({ error: 'Consumer id: digits only.' }).int().positive('Consumer id: digits only.')),
});
export const pagedConsumerQuery = (base: 0 | 1, size: number) =>
  consumerIdQuery.extend({ page: pageParam(base), size: sizeParam(size), snapshot: snapshotParam });
/** The lists paged from 1 by `limit` (20 by default: repayments, bank transfers): their paging keys. */
export const pageLimitQuery = { page: pageParam(1), limit: sizeParam(20), snapshot: snapshotParam };
/** The page fields those lists answer beside their rows. */
export const pageLimitFields = { page: n, limit: n, totalElements: n };
/** Such a query as the repositories page: from 0, `size` rows, under its snapshot key. */
export const repositoryPaging = (q: { page: number; limit: number; snapshot?: number | undefined }) => ({
  page: q.page - 1,
  size: q.limit,
  snapshot: q.snapshot,
});
export const lookupQuery = z.object({
  id: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'Mobile / Consumer ID: digits only, at most 12.'),
});

export const summaryDto = z.object({
  consumerId: n,
  mobileNumber: ns,
  verifiedName: s,
  email: ns,
  createdAt: n,
  activatedAt: nn,
  kycLevel: s,
  accountType: s,
  cardActivated: z.boolean(),
  accountStatus: s,
  nbfcName: ns,
  cashbackTier: nn,
  referredBy: ns,
  platform: ns,
  appVersion: ns,
  kycFailureReason: ns,
  closedDate: nn,
  dpdDays: n,
  highestDpdDays: n,
  impsCharge: n,
  isWriteOff: z.boolean(),
  writeOffAmount: nn,
  writeOffDate: nn,
  permanentBlockedUser: z.object({ blocked: z.boolean(), reason: ns, remark: ns }),
  dsaCreditCard: z.object({ eligible: z.boolean(), leadGenerated: z.boolean(), partner: ns }),
  ccbpSpecialOffer: z.boolean(),
  dueDate: nn,
  postPaidAccount: z.object({
    agreement: z.boolean(),
    accountLimit: n,
    usedLimit: n,
    availableLimit: n,
    repaymentAmount: n,
    receivedAmount: n,
    penalty: n,
    duePenalty: n,
    dueNowAmount: n,
    totalDueAmount: n,
    usedBreakup: z.object({ spent: n }),
  }),
  featureFlags: z.record(z.string(), z.boolean()),
  userStatus: json,
  version: n,
});

export const txnDto = z.object({
  id: s,
  txnId: s,
  txnTime: n,
  updatedAt: n,
  payerName: ns,
  payeeName: ns,
  merchantName: ns,
  payeeMobile: ns,
  bankReferenceNumber: ns,
  amount: n,
  fee: n,
  balance: n,
  status: s,
  subStatus: ns,
  txnType: s,
  txnIndicator: s,
  disbursalType: ns,
  expectedCompletionTime: nn,
  mode: ns,
  cashbackTier: nn,
  cashbackAmount: nn,
  accountNo: ns,
  ifsc: ns,
  vpa: ns,
  mcc: ns,
  providerId: ns,
  bankLogo: ns,
});

export const scheduleRow = z.object({
  installmentNumber: n,
  date: n,
  principleAmount: n,
  interestAmount: n,
  penaltyAmount: n,
  installmentAmount: n,
  paid: z.boolean(),
  paidPrinciple: n,
  paidInterest: n,
  paidPenalty: n,
  outstandingPrinciple: n,
});

export const emiDto = z.object({
  id: n,
  loanStatus: s,
  dateOfLoanDisbursed: n,
  disbursedAmount: n,
  tenure: n,
  processingFee: n,
  rateOfInterest: n,
  installmentAmount: n,
  nextEmiDueDate: nn,
  bpiAmount: n,
  bpiDays: n,
  canForeclose: z.boolean(),
  emiForeclosureDate: nn,
  emiForeclosureAmount: nn,
  lender: s,
  totalPayableAmount: n,
  loanInstallmentSchedule: z.array(scheduleRow),
});

export const quoteDto = z.object({
  emiChosen: n,
  interestRate: n,
  paidPrincipal: n,
  paidInterest: n,
  paidAmount: n,
  foreclosureInterest: n,
  foreclosurePrincipal: n,
  foreclosureAmount: n,
  savedInterest: n,
  billAmount: n.optional(),
});

export const ledgerRow = z.object({ date: n, amount: n, principle: n, interest: n, penalty: n });

export const bankTransferDto = z.object({
  id: n,
  orderId: s,
  settlementOrderId: s,
  amount: n,
  bankReferenceNo: s,
  accountNo: ns,
  ifsc: s,
  status: s,
  settlementStatus: ns,
  createdAt: n,
});

export const billDto = z.object({
  id: n,
  billId: n,
  billDate: n,
  startDate: n,
  endDate: n,
  billDueDate: n,
  billPaidDate: nn,
  previousBillAmount: n,
  spentAmount: n,
  onGoingEmi: n,
  penalty: n,
  paidEarly: n,
  lastBillPendingPrincipal: n,
  dueAmount: n,
  billStatus: s,
});

export const repaymentDto = z.object({
  id: n,
  txnId: s,
  orderId: s,
  bankReferenceNumber: ns,
  txnTime: n,
  amount: n,
  cashbackAmount: nn,
  status: s,
  errorDescription: ns,
  refundInfo: json.nullable(),
});

export const limitPanel = z.object({
  availableLimit: n,
  usedLimit: n,
  monthLimit: n,
  monthlyLimit: n,
  perTransactionLimit: n,
  perTransaction: n,
  charges: n,
  charge: n,
  yearlyLimit: n,
});

export const kycDto = z.object({
  docs: z.array(
    z.object({
      docType: s,
      docFrontImageUrl: ns,
      /** The KYC image's id (the reveal's recordId); null when none is stored. */
      imageId: n.nullable(),
      imageMasked: z.boolean(),
      docIdentifier: ns,
      address: ns,
      formattedDob: ns,
    }),
  ),
  panNumber: ns,
});

export const cardDto = z.object({
  appState: ns,
  cardUsabilityStatus: ns,
  cardActivated: z.boolean(),
  cardDetails: z
    .object({
      last_digits: ns,
      bin_number: ns,
      policies_activated: z.array(s),
      policies_assigned: z.array(s),
    })
    .nullable(),
  delivery: json.nullable(),
  unityCard: json.nullable(),
});

/** A history row (limit audit, send-money audit, CRM action, deactivation, feedback): id, createdAt and its fields. */
export const eventDto = z.object({ id: n, createdAt: n }).catchall(z.unknown());

/** Spec §3.17 NACH record (the bank account masked to its last 4 digits). */
export const nachDto = z.object({
  id: n,
  accountName: s,
  amount: n,
  bankAccountNo: ns,
  dateOfClearance: n.nullable(),
  dateOfRegistration: n,
  ifsc: s,
  nachClearanceDate: n.nullable(),
  status: s,
  rejectionReason: ns,
});
