/** The /live routes' request and answer schemas (zod): the server validates with them; the console reads the types. */
import { z } from 'zod';
import { fromText } from '../strict-number';
import { LIVE_ITEM_KIND_NAMES, LIVE_QUEUES, type LiveQueue } from './queues';

const kind = z.enum(LIVE_ITEM_KIND_NAMES as [string, ...string[]], {
  error: `kind: one of ${LIVE_ITEM_KIND_NAMES.join(', ')}.`,
});
const id = z
  .number({ error: 'id: a positive whole number.' })
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** `?queues=approvals,disputes`: the queues to hear (default all); unknown names are refused. */
export const liveQueuesQuery = z.object({
  queues: z
    .string()
    .max(200)
    .optional()
    .transform((s) => (s ? [...new Set(s.split(',').map((q) => q.trim()))] : [...LIVE_QUEUES]))
    .refine((qs) => qs.every((q) => (LIVE_QUEUES as readonly string[]).includes(q)), {
      message: `queues: a comma-separated list of ${LIVE_QUEUES.join(', ')}.`,
    })
    .transform((qs) => qs as LiveQueue[]),
});

export const viewingBody = z.object({ kind, id });
export const viewingQuery = z.object({ kind, id: fromText(id) });
export const viewersQuery = z.object({ kind });

export const itemViewerSchema = z.object({ itemId: z.number().int(), staffId: z.number().int(), name: z.string() });
