import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { BANK_PURPOSES, bankVerificationDto, merchantId } from '../../../contract/merchant-changes/bank.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';
import { reviewFields } from './maker-checker-schema.js';

const json = z.record(z.string(), z.unknown());

export const STATUS = z.enum(['PENDING', 'APPROVED', 'REJECTED']);

/** A change request in its kind's own list and detail (repositories/merchant-bank.ts toChangeDto). */
export const changeDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  merchantId: z.string(),
  purpose: z.string().nullable(),
  verificationId: z.number().int().nullable(),
  status: z.string(),
  proposed: json,
  previous: json.nullable(),
  ...reviewFields,
});

export const accountDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  purpose: z.string(),
  accountNumber: z.string(),
  ifsc: z.string(),
  label: z.string(),
  beneficiaryName: z.string(),
  bankName: z.string().nullable(),
  status: z.string(),
  createdAt: z.number(),
  version: z.number().int(),
});

export const merchantSummary = z.object({ merchantId: z.string(), name: z.string(), kycStatus: z.string() });

export const bankChangeDetail = z.object({
  request: changeDto,
  merchant: merchantSummary.nullable(),
  verification: bankVerificationDto.nullable(),
  current: accountDto.nullable(),
});

export const bankChangeListQuery = z.object({
  status: STATUS.optional(),
  purpose: z.enum(BANK_PURPOSES).optional(),
  merchantId: merchantId.optional(),
  page: pageParam(0),
  size: sizeParam(20),
  snapshot: snapshotParam,
});

export const merchantParams = z.object({ merchantId });
export const idParams = z.object({ id: fromText(z.number().int().positive('No Record Found!')) });
export { json };
