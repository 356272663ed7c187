import { z } from 'zod';
import { RECON_GROUPS } from '../../../contract/payouts/index.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';
import { okSchema, pagedSchema } from './envelope.js';

export const reconRunDto = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  source: z.string(),
  fileName: z.string().nullable(),
  statementLines: z.number().int(),
  runBy: z.string(),
  runAt: z.number(),
});

export const reconGroupDto = z.object({
  group: z.enum(RECON_GROUPS),
  count: z.number().int(),
  booksTotal: z.number(),
  bankTotal: z.number(),
  open: z.number().int(),
});

export const reconItemDto = z.object({
  id: z.number().int(),
  runId: z.number().int(),
  group: z.string(),
  reason: z.string(),
  payoutId: z.number().int().nullable(),
  utr: z.string().nullable(),
  booksAmount: z.number().nullable(),
  booksStatus: z.string().nullable(),
  booksTxnStatus: z.string().nullable(),
  bankAmount: z.number().nullable(),
  bankStatus: z.string().nullable(),
  valueDay: z.string().nullable(),
  reviewStatus: z.string().nullable(),
  reviewRemarks: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.number().nullable(),
});

/** A run with its four groups' counts and totals. */
export const reconRunAnswer = okSchema(reconRunDto.extend({ groups: z.array(reconGroupDto) }));
export const reconItemsAnswer = okSchema(pagedSchema(reconItemDto));
export const reconItemAnswer = okSchema(reconItemDto);

/** The payouts backend's paging (page from 1, limit 20). */
const reconPaging = { page: pageParam(1), limit: sizeParam(20) };
/** The runs: newest first, under a snapshot key (routes/paging.ts snapshotParam). */
export const reconPageQuery = z.object({ ...reconPaging, snapshot: snapshotParam });
/** A group's items: in id order, so no snapshot key (repositories/payout-recon-reads.ts listItems). */
export const reconItemsQuery = z.object({
  ...reconPaging,
  group: z.enum(RECON_GROUPS, { error: `group must be one of ${RECON_GROUPS.join(', ')}.` }),
});
