import { z } from 'zod';
import { fromText } from '../strict-number';
import { LOAN_IDENTIFIERS, UPI_MANDATE_STATUSES, UPI_TXN_STATUSES, UPI_TXN_TYPES } from './filters';

const consumerId = fromText(z.number({ error: 'consumerId: must be a whole number' }).int().positive());
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be yyyy-MM-dd');
const page0 = fromText(z.number().int().min(0).default(0));
const size = fromText(z.number().int().min(1).max(200).default(20));
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** `?consumerId=` alone. */
export const consumerIdQuery = z.object({ consumerId });

/** §7.5 UPI transactions (txn_status, txn_type, bank_rrn, dates), 0-based page. */
export const upiTxnQuery = z.object({
  consumerId,
  txn_status: z.preprocess(blankToUndefined, z.enum(UPI_TXN_STATUSES).optional()),
  txn_type: z.preprocess(blankToUndefined, z.enum(UPI_TXN_TYPES).optional()),
  bank_rrn: z.preprocess(blankToUndefined, z.string().max(40).optional()),
  start_date: z.preprocess(blankToUndefined, isoDay.optional()),
  end_date: z.preprocess(blankToUndefined, isoDay.optional()),
  page: page0,
  size,
});

/** §7.5 UPI complaints (mandate_status, bank_rrn, start_date, end_date) and mandates (their status), 0-based page. */
export const upiStatusQuery = z.object({
  consumerId,
  mandate_status: z.preprocess(blankToUndefined, z.string().max(40).optional()),
  bank_rrn: z.preprocess(blankToUndefined, z.string().max(40).optional()),
  start_date: z.preprocess(blankToUndefined, isoDay.optional()),
  end_date: z.preprocess(blankToUndefined, isoDay.optional()),
  page: page0,
  size,
});
export const MANDATE_STATUS_VALUES = UPI_MANDATE_STATUSES;

/** §7.5 rewards transactions: page_no from 1, page_size 20. */
export const rewardTxnQuery = z.object({
  consumerId,
  page_no: fromText(z.number().int().min(1).default(1)),
  page_size: size,
});

/** §7.5 current and previous loan lists: pageNum from 1, pageSize 20, the tab's loan identifier. */
export const loanListQuery = z.object({
  consumerId,
  loanIdentifier: z.enum(LOAN_IDENTIFIERS),
  pageNum: fromText(z.number().int().min(1).default(1)),
  pageSize: size,
});

/** §7.5 bill payment list: consumerId, pageNum from 0, pageSize 20, and which list. */
export const billPaymentListQuery = z.object({
  consumerId,
  kind: z.enum(['CREDIT_CARD', 'POSTPE']).default('CREDIT_CARD'),
  pageNum: page0,
  pageSize: size,
});

/** Ours (the spec names the Postpe Chillfest tab only): GET /postpe/chillfest, paged like the bill payments. */
export const chillfestListQuery = z.object({ consumerId, pageNum: page0, pageSize: size });

/** §7.5 cancel VAS order (orderId, consumerId). */
export const cancelVasBody = z.object({ orderId: z.string().min(1).max(40), consumerId });

/** §7.5 scratchcard apply and limit update (id) — and whose payment it is. */
export const billPaymentActionBody = z.object({ consumerId });

/** §7.5 loan-calculator (amount, date): the BPI. */
export const bpiQuery = z.object({ consumerId, amount: fromText(z.number().positive().max(10_000_000)), date: isoDay });

/** §7.5 installment schedule generation (tenure, amount, date, interestRate). */
export const scheduleQuery = z.object({
  tenure: fromText(z.number().int().min(1).max(60)),
  amount: fromText(z.number().positive().max(10_000_000)),
  date: isoDay,
  interestRate: fromText(z.number().min(0).max(100)),
});
