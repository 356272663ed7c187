import type { GetListParams } from 'react-admin';
import { KEYSET_PARAM, NEXT_CURSOR_HEADER } from '../contract/keyset';

/**
 * Keyset paging in the console (contract/keyset.ts). React-admin asks for pages by number, and every backend's
 * contract pages by number; a list that also answers a cursor (X-Next-Cursor) is asked for page n with the cursor
 * that ended page n-1, when the provider read that page of the same list (same filter, sort and page size): the
 * rows after it, so rows added or moved ahead of it since do not shift the page. Otherwise (first load, a jump to a
 * far page, a backend that sends no cursor) the page number alone, as before, under the list's snapshot key
 * (list-snapshots.ts, for every read the console makes).
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Pure: a text of a value with object keys sorted, so the same filter written in another order is the same list. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .filter((k) => value[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableText(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** Pure: what makes two list reads the same list (the page number aside). */
export const listKeyOf = (params: GetListParams): string =>
  stableText({ filter: params.filter ?? {}, sort: params.sort ?? null, perPage: params.pagination?.perPage ?? null });

const pageOf = (params: GetListParams) => params.pagination?.page ?? 1;

/** The cursors that ended each page read, per resource, for the one list (filter, sort, size) last read there. */
export interface CursorMemory {
  /**
   * The cursor to send for this read: the one ending the previous page of the same list, if held. Page 1, or
   * another filter, sort or page size, drops what the resource held.
   */
  cursorFor(resource: string, params: GetListParams): string | undefined;
  /** Keeps the cursor a page ended with (none: the page was empty or the backend sends none). */
  remember(resource: string, params: GetListParams, next: string | null): void;
  /** Drops the resource's cursors (the backend refused one). */
  forget(resource: string): void;
}

export function cursorMemory(): CursorMemory {
  const lists = new Map<string, { key: string; ends: Map<number, string> }>();
  const dropFrom = (ends: Map<number, string>, page: number) => {
    for (const p of [...ends.keys()]) if (p >= page) ends.delete(p);
  };
  return {
    cursorFor(resource, params) {
      const key = listKeyOf(params);
      const page = pageOf(params);
      const list = lists.get(resource);
      if (page <= 1 || !list || list.key !== key) {
        lists.set(resource, { key, ends: new Map() });
        return undefined;
      }
      return list.ends.get(page - 1);
    },
    remember(resource, params, next) {
      const list = lists.get(resource);
      // Another list of the resource was asked for meanwhile: this answer's cursor is not for it.
      if (!list || list.key !== listKeyOf(params)) return;
      const page = pageOf(params);
      if (list.ends.get(page) === next) return;
      // The pages after this one were read from where it used to end: their cursors no longer follow on.
      dropFrom(list.ends, page);
      if (next) list.ends.set(page, next);
    },
    forget(resource) {
      lists.get(resource)?.ends.clear();
    },
  };
}

/** A refusal of the request itself (400): a cursor the backend does not take (any more). */
const isRefused = (error: unknown) => isObject(error) && error.status === 400;

/**
 * One list read with keyset paging when the memory holds the cursor for it: `read` gets the extra query (`after`, or
 * nothing) and answers the result with the response's headers. A refused cursor is dropped and the page read again
 * by its number.
 */
export async function listWithCursor<R>(
  memory: CursorMemory,
  resource: string,
  params: GetListParams,
  read: (extraQuery: Record<string, string>) => Promise<{ result: R; headers?: Headers }>,
): Promise<R> {
  const after = memory.cursorFor(resource, params);
  let answer: { result: R; headers?: Headers };
  try {
    answer = await read(after ? { [KEYSET_PARAM]: after } : {});
  } catch (error) {
    if (!after || !isRefused(error)) throw error;
    memory.forget(resource);
    answer = await read({});
  }
  const { headers } = answer;
  memory.remember(resource, params, headers?.get(NEXT_CURSOR_HEADER) ?? null);
  return answer.result;
}
