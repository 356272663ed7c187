/** The unblock body's rules (zod: the server's validation; kept out of calls.ts, which the console's first load reads). */
import { z } from 'zod';
import { LOGIN_BLOCK_MESSAGES, UNBLOCK_REASONS, UNBLOCK_REMARK_MAX } from './calls';

/** The body of an unblock: a reason from the list and a remark. */
export const unblockBody = z.object({
  reason: z.enum(UNBLOCK_REASONS, { error: 'Choose a reason from the list.' }),
  remark: z
    .string({ error: LOGIN_BLOCK_MESSAGES.remarkRequired })
    .trim()
    .min(1, LOGIN_BLOCK_MESSAGES.remarkRequired)
    .max(UNBLOCK_REMARK_MAX, `Cannot be more than ${UNBLOCK_REMARK_MAX} characters.`),
});
