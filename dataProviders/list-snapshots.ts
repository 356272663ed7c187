import { KEYSET_PARAM, SNAPSHOT_HEADER, SNAPSHOT_PARAM } from '../contract/keyset';
import { PAGING } from '../contract/resource-api';

/**
 * The snapshot key of lists read by page number (contract/keyset.ts), for every read of the console, whichever
 * provider or screen makes it: a list answer that names its key (X-Snapshot) is remembered for that list (its URL
 * and query, the page aside), and every read of another page of the same list sends it back, so rows added since the
 * key was named do not shift the page. Reading the page that named the key again (a refresh, a live queue's update,
 * page 1) sends none and takes the new key the answer names. A backend that names no key is read as before.
 */

/** The query parameters that say which page: every backend convention's (PAGING) and simple-rest's `range`. */
const PAGE_PARAMS: ReadonlySet<string> = new Set(['range', ...Object.values(PAGING).map((p) => p.page)]);
/** Lists remembered at most (the oldest read is forgotten first). */
const MAX_LISTS = 100;

interface Held {
  /** The page parameter's value in the read that named the key. */
  page: string;
  key: string;
}

/** A read as sent: its URL, and the list it is a page of when it is one. */
export interface SnapshotRead {
  url: string;
  list?: string;
  /** True when the read carried a remembered key. */
  sentKey: boolean;
  /** The page parameter's value. */
  page?: string;
}

/** Pure: the list a URL reads a page of (URL and query, sorted, without page, cursor and key) and its page, if any. */
export function pageOfUrl(url: string): { list: string; page: string } | undefined {
  const [path = '', search = ''] = url.split('?', 2);
  const params = new URLSearchParams(search);
  const page = [...params].find(([name]) => PAGE_PARAMS.has(name));
  if (!page) return undefined;
  const rest = [...params]
    .filter(([name]) => !PAGE_PARAMS.has(name) && name !== KEYSET_PARAM && name !== SNAPSHOT_PARAM)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return { list: `${path}?${new URLSearchParams(rest).toString()}`, page: page[1] };
}

export interface ListSnapshots {
  /** The read to send for `url` (a GET): with the list's key added when another page of it named one. */
  request(url: string): SnapshotRead;
  /** Keeps the key an answer named (`key`: its X-Snapshot), unless the read carried one already. */
  answered(read: SnapshotRead, key: string | null): void;
  /** The backend refused a read that carried a key (400): the list's key is dropped, the next read goes without. */
  refused(read: SnapshotRead): void;
}

export function listSnapshots(): ListSnapshots {
  const held = new Map<string, Held>();
  return {
    request(url) {
      const page = pageOfUrl(url);
      if (!page) return { url, sentKey: false };
      const kept = held.get(page.list);
      const explicit = new URLSearchParams(url.split('?', 2)[1]).has(SNAPSHOT_PARAM);
      if (!kept || explicit || kept.page === page.page)
        return { url, list: page.list, page: page.page, sentKey: false };
      const sent = `${url}&${SNAPSHOT_PARAM}=${encodeURIComponent(kept.key)}`;
      return { url: sent, list: page.list, page: page.page, sentKey: true };
    },
    answered(read, key) {
      if (!read.list || read.page === undefined || read.sentKey || !key) return;
      if (new URLSearchParams(read.url.split('?', 2)[1]).has(SNAPSHOT_PARAM)) return;
      held.delete(read.list);
      held.set(read.list, { page: read.page, key });
      if (held.size > MAX_LISTS) held.delete(held.keys().next().value as string);
    },
    refused(read) {
      if (read.list && read.sentKey) held.delete(read.list);
    },
  };
}

/** The console's one memory of list keys (http.ts and the admin client read through it). */
export const snapshots = listSnapshots();

/** The snapshot key of an answer's headers. */
export const snapshotHeader = (headers: Headers | undefined): string | null => headers?.get(SNAPSHOT_HEADER) ?? null;
