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
