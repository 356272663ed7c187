import { z } from 'zod';
import { okSchema, pageSizeSchema } from '../success-envelope.js';

/** The response shapes of the merchant 360 calls (only declared fields go out). */
/** The field kinds every merchant 360 shape is made of (merchant-loan-schemas.ts too). */
export const text = z.string().nullable();
export const num = z.number();
export const when = z.number().int();

export const preferencesDto = z.object({
  sms: z.boolean(),
  whatsapp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});

export const profileDto = z.object({
  id: z.string(),
  merchantId: z.string(),
  name: z.string(),
  status: z.string(),
  kycStatus: z.string(),
  storeId: text,
  ownerName: text,
  mobile: text,
  email: text,
  vpa: text,
  pan: text,
  address: text,
  city: text,
  qrName: text,
  referralCode: text,
  mcc: text,
  businessCategory: text,
  migrationStatus: text,
  settlementType: text,
  settlementHold: text,
  notificationPreferences: preferencesDto,
  onboardedAt: when.nullable(),
  updatedAt: when,
  version: z.number().int(),
});

export const lookupDto = z.object({
  id: z.string(),
  merchantId: z.string(),
  name: z.string(),
  mobile: text,
  vpa: text,
  storeId: text,
  status: z.string(),
});

export const transactionDto = z.object({
  id: z.string(),
  txnId: z.string(),
  merchantId: z.string(),
  storeId: text,
  amount: num,
  status: z.string(),
  mode: z.string(),
  payerVpa: text,
  rrn: text,
  rejectReason: text,
  refundedAmount: num,
  settled: z.boolean(),
  createdAt: when,
});

export const refundDto = z.object({
  id: z.string(),
  refundId: z.string(),
  txnId: z.string(),
  merchantId: z.string(),
  amount: num,
  status: z.string(),
  reason: text,
  createdAt: when,
});

export const settlementDto = z.object({
  id: z.number().int(),
  settlementRef: z.string(),
  type: z.string(),
  grossAmount: num,
  deductions: num,
  netAmount: num,
  status: z.string(),
  utr: text,
  remarks: text,
  createdAt: when,
  updatedAt: when,
  version: z.number().int(),
});

export const deductionDto = z.object({
  id: z.number().int(),
  settlementId: z.number().int(),
  settlementRef: text,
  kind: z.string(),
  amount: num,
  description: z.string(),
  createdAt: when,
});

export const auditDto = z.object({
  id: z.number().int(),
  actorEmail: text,
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  outcome: z.string(),
  createdAt: when,
});

export const deviceDto = z.object({
  id: z.string(),
  deviceSerial: z.string(),
  storeId: z.string(),
  product: z.string(),
  terminalId: z.string(),
  model: z.string(),
  status: z.string(),
  monthlyRental: num,
  assignedAt: when,
  returnedAt: when.nullable(),
  returnReason: text,
});

export const storeDto = z.object({
  id: z.string(),
  storeId: z.string(),
  name: z.string(),
  address: text,
  city: text,
  pincode: text,
  status: z.string(),
  createdAt: when,
  terminals: z.array(deviceDto).optional(),
});

export const invoiceDto = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  deviceSerial: z.string(),
  amount: num,
  status: z.string(),
  invoiceDate: when,
});

/** A loan's terms, first in both the Loans tab's rows and a loan's details (merchant-loan-schemas.ts). */
export const loanTerms = z.object({
  id: z.string(),
  loanId: z.string(),
  product: z.string(),
  status: z.string(),
  amount: num,
  outstanding: num,
  tenureMonths: z.number().int(),
  interestRate: num,
  emi: num,
});

export const loanDto = loanTerms.extend({
  appliedAt: when,
  disbursedAt: when.nullable(),
  closedAt: when.nullable(),
  nocSentAt: when.nullable(),
});

export const goldDto = z.object({
  id: z.string(),
  txnRef: z.string(),
  type: z.string(),
  grams: num,
  rate: num,
  amount: num,
  status: z.string(),
  createdAt: when,
});

export const pageOf = <T extends z.ZodType>(item: T) => ({ 200: okSchema(pageSizeSchema(item)) });
export const listOf = <T extends z.ZodType>(item: T) => ({ 200: okSchema(z.array(item)) });
export const one = <T extends z.ZodType>(item: T) => ({ 200: okSchema(item) });

/** The audit record as the 360's history shows it (times in epoch seconds). */
export function toAuditDto(r: {
  id: number;
  actorEmail: string | null;
  action: string;
  before: unknown;
  after: unknown;
  outcome: string;
  createdAt: number;
}) {
  return { ...r, createdAt: Math.floor(r.createdAt / 1000) };
}

export function page<T>(content: T[], pageNo: number, size: number, total: number) {
  return { content, page: pageNo, size, totalElements: total, totalPages: Math.ceil(total / size) };
}
