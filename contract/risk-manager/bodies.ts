/** The risk rule change's body (zod: the server's validation; kept out of calls.ts, which the first load reads). */
import { z } from 'zod';
import { RISK_MAX_AMOUNT, RISK_MAX_COUNT, RISK_MESSAGES, RISK_REASON_MAX, RISK_SUBJECTS } from './rules';

const count = z.number().int().min(1).max(RISK_MAX_COUNT).nullable();
const amount = z.number().positive().max(RISK_MAX_AMOUNT).multipleOf(0.01).nullable();

export const riskChangeBody = z.object({
  subjectType: z.enum(RISK_SUBJECTS),
  subjectId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, RISK_MESSAGES.subjectId),
  /** The rule's version the maker saw (0 for a subject without a rule). */
  version: z.number().int().min(0),
  maxCountHour: count,
  maxCountDay: count,
  maxAmountHour: amount,
  maxAmountDay: amount,
  blocked: z.boolean(),
  blockReason: z.string().trim().max(RISK_REASON_MAX).nullable(),
  blockUntil: z.number().int().positive().nullable(),
  remarks: z.string().trim().min(1, 'Remarks are required.').max(300),
});
export type RiskChangeBody = z.infer<typeof riskChangeBody>;
