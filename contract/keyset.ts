/**
 * Keyset paging on top of the spec's page numbers (issue 39 item 4). Every paged list still takes its backend's page
 * parameters; a list that can page by keyset also sends, with each page, an opaque cursor naming its last row, and
 * takes it back in `after` to read the next page as the rows strictly after that row in the list's order: no OFFSET,
 * so rows inserted or moved ahead of it do not shift the page, and a deep page costs what the first does.
 * The cursor is the server's to read (server/db/keyset.ts); the console only keeps it and sends it back.
 */

/** The query parameter that carries a cursor back. */
export const KEYSET_PARAM = 'after';

/** The response header holding the cursor of the answer's last row (absent when the page is empty). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/**
 * The snapshot key of a list read by page numbers (a jump to page 7, a backend contract that knows only numbers):
 * every answer names the newest row the list held when its first page was read, in X-Snapshot, and a page asked for
 * with it back in `snapshot` leaves out rows added since, so rows added ahead of the page do not shift it. Rows that
 * move out of a list's filter still do: only a cursor (`after`) holds against that.
 */
export const SNAPSHOT_PARAM = 'snapshot';

/** The response header holding the snapshot key the answer was read under. */
export const SNAPSHOT_HEADER = 'X-Snapshot';
