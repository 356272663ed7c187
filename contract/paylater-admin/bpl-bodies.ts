/** The bodies of the BPL plan calls (zod: the server's validation). */
import { z } from 'zod';
import { BPL_BOUNDS, BPL_MESSAGES as M, boundMessage, type BplTerm } from './bpl-rules';

const term = (name: BplTerm, whole: boolean) => {
  const b = BPL_BOUNDS[name];
  const n = z.number({ error: 'Must be a number.' }).min(b.min, boundMessage(name)).max(b.max, boundMessage(name));
  return whole
    ? n.int('Must be a whole number.')
    : n.refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'At most two decimals.');
};

/** A plan's full terms as the maker proposes them (every term, changed or not). */
export const bplTerms = z
  .object({
    minLimit: term('minLimit', true),
    maxLimit: term('maxLimit', true),
    billingDay: term('billingDay', true),
    interestFreeDays: term('interestFreeDays', true),
    lateFee: term('lateFee', false),
    interestRate: term('interestRate', false),
  })
  .strict()
  .superRefine((t, ctx) => {
    if (t.minLimit > t.maxLimit) ctx.addIssue({ code: 'custom', message: M.minAboveMax, path: ['minLimit'] });
  });
export type BplTerms = z.output<typeof bplTerms>;

const remarks = z
  .string({ error: 'Remarks are required.' })
  .trim()
  .min(1, 'Remarks are required.')
  .max(300, 'Cannot be more than 300 characters.');

/** A change to a plan's terms, at the version the maker saw. */
export const bplChangeBody = z
  .object({ planId: z.number().int().positive(), version: z.number().int().nonnegative(), terms: bplTerms, remarks })
  .strict();
