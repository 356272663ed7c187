/** The mobile change bodies' rules (zod: the server's validation; kept out of calls.ts, which the first load reads). */
import { z } from 'zod';
import { REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../pii';
import { MOBILE_CHANGE_MESSAGES as M, MOBILE_CHANGE_REASONS, MOBILE_PATTERN, MOBILE_REMARKS_MAX } from './calls';

/** POST /merchants/{id}/mobile-change/request: the new number, a listed reason, remarks and the proof (base64). */
export const mobileChangeBody = z
  .object({
    newMobile: z.string({ error: M.mobileFormat }).trim().regex(MOBILE_PATTERN, M.mobileFormat),
    reason: z.enum(MOBILE_CHANGE_REASONS, { error: M.reasonRequired }),
    remarks: z
      .string({ error: M.remarksRequired })
      .trim()
      .min(1, M.remarksRequired)
      .max(MOBILE_REMARKS_MAX, `Cannot be more than ${MOBILE_REMARKS_MAX} characters.`),
    proof: z.object(
      {
        fileName: z.string().trim().min(1, M.proofRequired).max(200),
        content: z.string().min(1, M.proofRequired),
      },
      { error: M.proofRequired },
    ),
  })
  .strict();
export type MobileChangeBody = z.output<typeof mobileChangeBody>;

/** The reveal of a request's previous (old) or proposed (new) number, with a reason. */
export const mobileRevealBody = z
  .object({
    side: z.enum(['previous', 'proposed']),
    reason: z.string().trim().min(REVEAL_REASON_MIN).max(REVEAL_REASON_MAX),
  })
  .strict();
