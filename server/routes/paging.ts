import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { KEYSET_PARAM, NEXT_CURSOR_HEADER, SNAPSHOT_HEADER, SNAPSHOT_PARAM } from '../../contract/keyset.js';
import { fromText } from '../../contract/strict-number.js';
import { CursorError, decodeCursor, MAX_ID, type Cursor } from '../db/keyset.js';

/** Spec §9: page sizes up to 200. */
export const MAX_PAGE_SIZE = 200;
/** The last page number any list accepts: beyond it the offset would not be a safe integer (issue 10: no 500s). */
export const MAX_PAGE = Math.floor(Number.MAX_SAFE_INTEGER / MAX_PAGE_SIZE);

/** A page number in the query, from `base` (0 or 1) to MAX_PAGE; missing → the first page. */
export const pageParam = (base: 0 | 1) =>
  fromText(
    z
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(base, `Pages start at ${base}.`)
      .max(MAX_PAGE, `At most ${MAX_PAGE}.`)
      .default(base),
  );

/** A page size in the query, 1 to `max` (200); missing → `fallback`. */
export const sizeParam = (fallback: number, max = MAX_PAGE_SIZE) =>
  fromText(
    z
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(1, 'At least 1.')
      .max(max, `At most ${max}.`)
      .default(fallback),
  );

/**
 * A page size the generic lists take as the console sends it: any whole number from 1, served at most 200 a page
 * (an export asks for 1000 and gets the first 200, as before); a size that is not a safe integer is a 400.
 */
export const cappedSizeParam = (fallback: number) =>
  fromText(
    z
      .number({ error: 'Must be a whole number.' })
      .int('Must be a whole number.')
      .min(1, 'At least 1.')
      .default(fallback),
  ).transform((size) => Math.min(size, MAX_PAGE_SIZE));

/**
 * A cursor in the query (contract/keyset.ts `after`): an opaque text an answer sent in X-Next-Cursor, read by
 * `decode` (which throws a CursorError on a malformed one: a 400 naming `after`, never a 500). Missing or empty: none.
 */
export const cursorParam = <T>(decode: (text: string) => T, description: string) =>
  z
    .string()
    .transform((text, ctx): T | undefined => {
      if (!text) return undefined;
      try {
        return decode(text);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof CursorError ? error.message : 'Not a cursor.' });
        return z.NEVER;
      }
    })
    .optional()
    .meta({ description });

/**
 * The keyset cursor of a list (server/db/keyset.ts); the list checks it is its own (db/paging.ts readPage).
 * Missing or empty: the page is read by its number.
 */
export const afterParam = cursorParam<Cursor>(
  decodeCursor,
  `Keyset paging: the ${NEXT_CURSOR_HEADER} header of the previous page's answer. The page is then the rows ` +
    `after that page's last row in the same sort and order (the page number is echoed, not used to skip rows).`,
);

/**
 * The snapshot key in the query (contract/keyset.ts `snapshot`): the X-Snapshot of an earlier page of the same list,
 * the largest row id the list then held; the page leaves out rows added since. Missing or empty: the list as it is.
 */
export const snapshotParam = z
  .string()
  .transform((text, ctx): number | undefined => {
    if (!text) return undefined;
    const n = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (n <= MAX_ID) return n;
    ctx.addIssue({ code: 'custom', message: `Not a snapshot: send back the ${SNAPSHOT_HEADER} header of a page.` });
    return z.NEVER;
  })
  .optional()
  .meta({
    description:
      `Paging by number over a snapshot: the ${SNAPSHOT_HEADER} header of an earlier page of the same list. Rows ` +
      `added since are left out, so they do not shift the page.`,
  });

/** The query fields a keyset-paged list adds to its own. */
export const keysetQuery = { [KEYSET_PARAM]: afterParam, [SNAPSHOT_PARAM]: snapshotParam };

/** Adds response headers to those a browser on another origin may read. */
function expose(reply: FastifyReply, name: string): void {
  const exposed = reply.getHeader('Access-Control-Expose-Headers');
  const names = typeof exposed === 'string' && exposed ? exposed.split(/\s*,\s*/) : [];
  if (!names.includes(name)) names.push(name);
  reply.header('Access-Control-Expose-Headers', names.join(', '));
}

/**
 * Sends the cursor of the page's last row (nothing for an empty page) and the snapshot key the page was read under,
 * both readable by a browser on another origin.
 */
export function sendPaging(reply: FastifyReply, page: { next: string | null; snapshot?: number }): void {
  if (page.next) reply.header(NEXT_CURSOR_HEADER, page.next);
  expose(reply, NEXT_CURSOR_HEADER);
  if (page.snapshot !== undefined) {
    reply.header(SNAPSHOT_HEADER, String(page.snapshot));
    expose(reply, SNAPSHOT_HEADER);
  }
}
