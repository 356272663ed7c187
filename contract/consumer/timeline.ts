import { z } from 'zod';
import { fromText } from '../strict-number';

import { TIMELINE_KINDS, type TimelineKind } from './timeline-kinds';

export { TIMELINE_KINDS, type TimelineKind } from './timeline-kinds';

/** One row of the Timeline: what happened (`kind`, `ref`), when (`at`, epoch seconds), how much and its status. */
export interface TimelineRow {
  kind: TimelineKind;
  at: number;
  id: number;
  ref: string;
  label: string | null;
  amount: number | null;
  status: string | null;
}

/** A keyset cursor: the last row's (at, kind, id); the next page has rows strictly after it in that order. */
export interface TimelineCursor {
  at: number;
  kind: TimelineKind;
  id: number;
}

export const cursorOf = (r: Pick<TimelineRow, 'at' | 'kind' | 'id'>): string => `${r.at}~${r.kind}~${r.id}`;

export function parseCursor(text: string): TimelineCursor | null {
  const [at, kind, id] = text.split('~');
  if (!at || !kind || !id || !/^\d+$/.test(at) || !/^\d+$/.test(id)) return null;
  if (!(TIMELINE_KINDS as readonly string[]).includes(kind)) return null;
  return { at: Number(at), kind: kind as TimelineKind, id: Number(id) };
}

/** GET /postpe/timeline: consumerId, kinds (comma-separated; all when absent), size, and `after` (the cursor). */
export const timelineQuery = z.object({
  consumerId: fromText(z.number().int().positive()),
  kinds: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v) return [...TIMELINE_KINDS];
      const list = v.split(',').filter(Boolean);
      const bad = list.find((k) => !(TIMELINE_KINDS as readonly string[]).includes(k));
      if (bad) {
        ctx.addIssue({ code: 'custom', message: `unknown kind ${bad}` });
        return z.NEVER;
      }
      return list as TimelineKind[];
    }),
  size: fromText(z.number().int().min(1).max(100).default(20)),
  after: z
    .string()
    .max(80)
    .optional()
    .refine((v) => v === undefined || v === '' || parseCursor(v) !== null, 'not a timeline cursor'),
});

/** GET /postpe/timeline/detail: one row's full record, in the shape its kind's own tab lists it. */
export const timelineDetailQuery = z.object({
  consumerId: fromText(z.number().int().positive()),
  kind: z.enum(TIMELINE_KINDS),
  id: fromText(z.number().int().positive()),
});
