import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';

export const accountDto = z.object({
  id: z.number().int(),
  accountNo: z.string(),
  clientCode: z.string(),
  product: z.string(),
  holderName: z.string(),
  mobile: z.string(),
  merchantId: z.string().nullable(),
  status: z.string(),
  balance: z.number(),
  holdAmount: z.number(),
  investLimit: z.number(),
  createdAt: z.number(),
  version: z.number().int(),
});

export const holdingDto = z.object({
  id: z.number().int(),
  instrument: z.string(),
  kind: z.string(),
  units: z.number(),
  invested: z.number(),
  currentValue: z.number(),
  updatedAt: z.number(),
});

export const txnDto = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  product: z.string(),
  txnType: z.string(),
  amount: z.number(),
  status: z.string(),
  reference: z.string(),
  remarks: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  version: z.number().int(),
});

export const mutualFundDto = z.object({
  id: z.number().int(),
  scheme: z.string(),
  accountNo: z.string(),
  holderName: z.string(),
  units: z.number(),
  invested: z.number(),
  currentValue: z.number(),
  updatedAt: z.number(),
});

const search = z
  .string()
  .trim()
  .max(20, 'Cannot be more than 20 characters.')
  .regex(/^[A-Za-z0-9]*$/, 'Search by account number, mobile or merchant id (letters and digits).')
  .optional();

export const accountsQuery = z.object({
  search,
  client: z.string().trim().max(30).optional(),
  product: z.string().trim().max(20).optional(),
  page: pageParam(1),
  limit: sizeParam(20),
  snapshot: snapshotParam,
});

export const detailQuery = z.object({ id: fromText(z.number().int().positive('No Record Found!')) });

export const txnQuery = z.object({
  accountId: fromText(z.number().int().positive().optional()),
  status: z.string().trim().max(20).optional(),
  page: pageParam(1),
  limit: sizeParam(20),
  snapshot: snapshotParam,
});

export const clientDto = z.object({ clientCode: z.string(), product: z.string(), accounts: z.number().int() });
