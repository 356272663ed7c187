/**
 * /payment-recon (PayOut): our payouts of some days matched against the bank's statement of those days (ours: the
 * spec gives only the title; README). The groups, the reasons a row is in its group, and the request bodies.
 */
import { z } from 'zod';
import { statementLine, STATEMENT_MAX_ROWS } from './statement';

/** Matched; in our books only; on the statement only; on both but the amount or the status differs. */
export const RECON_GROUPS = ['MATCHED', 'BOOKS_ONLY', 'STATEMENT_ONLY', 'MISMATCH'] as const;
export type ReconGroup = (typeof RECON_GROUPS)[number];

/** Why a row is in its group. */
export const RECON_REASONS = [
  'MATCHED',
  'MISSING_UTR',
  'STILL_PENDING',
  'NOT_ON_STATEMENT',
  'UNKNOWN_UTR',
  'AMOUNT',
  'STATUS',
  'AMOUNT_AND_STATUS',
] as const;
export type ReconReason = (typeof RECON_REASONS)[number];

/** A row that needs a look is OPEN until someone marks it REVIEWED; matched rows have no review. */
export const REVIEW_STATUSES = ['OPEN', 'REVIEWED'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Where the statement came from: a file uploaded with the run, or the lines the server already held. */
export const RECON_SOURCES = ['UPLOAD', 'HELD'] as const;

export const RECON_MESSAGES = {
  ran: 'Reconciliation done.',
  reviewed: 'Marked reviewed.',
  alreadyReviewed: 'This row was already marked reviewed.',
  notReviewable: 'Matched rows need no review.',
  noRun: 'No such reconciliation.',
  noItem: 'No such row.',
  remarks: 'Remarks are required.',
  remarksLong: 'Cannot be more than 300 characters.',
  fileName: 'File name: at most 200 characters.',
} as const;

const day = z.string({ error: 'Must be a date as yyyy-MM-dd.' });

/** POST /payout/recon/run: the days, and the checked statement lines when a file was uploaded. */
export const reconRunBody = z
  .object({
    from: day,
    to: day,
    fileName: z.string().trim().min(1).max(200, RECON_MESSAGES.fileName).optional(),
    lines: z.array(statementLine).min(1).max(STATEMENT_MAX_ROWS).optional(),
  })
  .strict();
export type ReconRunInput = z.input<typeof reconRunBody>;

/** POST /payout/recon/items/:id/review. */
export const reconReviewBody = z
  .object({
    remarks: z
      .string({ error: RECON_MESSAGES.remarks })
      .trim()
      .min(1, RECON_MESSAGES.remarks)
      .max(300, RECON_MESSAGES.remarksLong),
  })
  .strict();
export type ReconReviewInput = z.input<typeof reconReviewBody>;
