import { z } from 'zod';
import { remarks } from '../merchant-changes/bank';
import { PG_METHODS, PG_VPA_MESSAGES as M } from './rules';

/** A maker's timeout change: the method, the new timeout in whole seconds (bounds checked by the route), remarks. */
export const timeoutChangeBody = z
  .object({
    method: z.enum(PG_METHODS, { error: M.noMethod }),
    timeoutSeconds: z.number({ error: M.wholeSeconds }).int(M.wholeSeconds),
    remarks,
  })
  .strict();
export type TimeoutChangeBody = z.output<typeof timeoutChangeBody>;
