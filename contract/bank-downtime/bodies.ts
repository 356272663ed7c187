/** The bodies of the downtime changes and of a QR priority raise (zod: the server's validation). */
import { z } from 'zod';
import { DOWNTIME_CHANNELS, DOWNTIME_MESSAGES as M, DOWNTIME_NOTE_MAX, DOWNTIME_SEVERITIES } from './rules';

const instant = z.number({ error: 'Must be a date and time.' }).int().positive();
const note = z
  .string({ error: M.noteRequired })
  .trim()
  .min(1, M.noteRequired)
  .max(DOWNTIME_NOTE_MAX, `Cannot be more than ${DOWNTIME_NOTE_MAX} characters.`);

const windowOk = (b: { start: number; end: number | null }) => b.end === null || b.end > b.start;

/** A new downtime: bank, channel, start and end (null: open-ended), severity and note. Epoch ms (UTC). */
export const declareBody = z
  .object({
    bankId: z.number({ error: M.unknownBank }).int().positive(),
    channel: z.enum(DOWNTIME_CHANNELS, { error: 'Choose a channel.' }),
    start: instant,
    end: instant.nullable(),
    severity: z.enum(DOWNTIME_SEVERITIES, { error: 'Choose a severity.' }),
    note,
  })
  .strict()
  .refine(windowOk, { message: M.endBeforeStart, path: ['end'] });

/** An edit: the new window, severity and note, at the version the editor saw. */
export const editBody = z
  .object({
    start: instant,
    end: instant.nullable(),
    severity: z.enum(DOWNTIME_SEVERITIES, { error: 'Choose a severity.' }),
    note,
    version: z.number().int().nonnegative(),
  })
  .strict()
  .refine(windowOk, { message: M.endBeforeStart, path: ['end'] });

/** Ending or cancelling: at the version seen, with an optional note. */
export const closeBody = z.object({ version: z.number().int().nonnegative() }).strict();

/** A new QR acquirer order (bank ids, first is tried first) at the version of the order the maker saw. */
export const qrPriorityBody = z
  .object({
    order: z.array(z.number().int().positive()).min(1).max(50),
    version: z.number().int().nonnegative(),
    remarks: z
      .string({ error: 'Remarks are required.' })
      .trim()
      .min(1, 'Remarks are required.')
      .max(300, 'Cannot be more than 300 characters.'),
  })
  .strict();
