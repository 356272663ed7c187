import { z } from 'zod';
import { CPV_AGE_FILTERS, CPV_PERIODS, CPV_VISIT_STATES } from '../../../contract/cpv/calls.js';
import { fromText } from '../../../contract/strict-number.js';
import { pageParam, sizeParam } from '../paging.js';

export const agentDto = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Masked: the last 4 digits only. */
  mobile: z.string(),
  city: z.string(),
  pincodes: z.array(z.string()),
  active: z.boolean(),
  open: z.number().int(),
  version: z.number().int(),
});

export const visitDto = z.object({
  id: z.number().int(),
  merchantId: z.string(),
  merchantName: z.string().nullable(),
  city: z.string(),
  pincode: z.string(),
  address: z.string().nullable(),
  status: z.enum(CPV_VISIT_STATES),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  outcome: z.string().nullable(),
  remark: z.string().nullable(),
  requestedAt: z.number(),
  assignedAt: z.number().nullable(),
  closedAt: z.number().nullable(),
  version: z.number().int(),
});

const optionalNumber = fromText(z.number().int().positive()).optional();

export const visitQuery = z.object({
  status: z.enum(CPV_VISIT_STATES).optional(),
  city: z.string().trim().max(40).optional(),
  minAgeDays: fromText(
    z
      .number()
      .int()
      .refine((n) => (CPV_AGE_FILTERS as readonly number[]).includes(n), `One of ${CPV_AGE_FILTERS.join(', ')} days.`),
  ).optional(),
  agentId: optionalNumber,
  page: pageParam(0),
  size: sizeParam(20),
});

const day = z.iso.date('A date as yyyy-MM-dd.');
export const reportQuery = z
  .object({ period: z.enum(CPV_PERIODS).default('day'), from: day, to: day, agentId: optionalNumber })
  .refine((q) => q.from <= q.to, { message: 'From must not be after to.', path: ['from'] });

const counts = {
  verified: z.number().int(),
  notFound: z.number().int(),
  mismatch: z.number().int(),
  cancelled: z.number().int(),
  total: z.number().int(),
};
export const reportDto = z.object({
  period: z.enum(CPV_PERIODS),
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({ period: z.string(), agentId: z.number().int().nullable(), agentName: z.string().nullable(), ...counts }),
  ),
  totals: z.object(counts),
});

export const referralParams = z.object({ code: z.string().trim().toUpperCase().min(1).max(12) });
export const referralDto = z.object({
  code: z.string(),
  owner: z
    .object({
      merchantId: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      status: z.string(),
      version: z.number().int(),
    })
    .nullable(),
  signups: z.array(
    z.object({
      merchantId: z.string(),
      name: z.string(),
      city: z.string().nullable(),
      status: z.string(),
      signedUpAt: z.number(),
    }),
  ),
});
