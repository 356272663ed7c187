import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { INBOX_KIND_ORDER, type InboxPageWire } from '../../../contract/approvals/inbox';
import { APPROVAL_REQUESTS } from '../../../contract/bindings';
import { useAllowedParts } from '../page-parts';
import { INBOX_PAGE } from './inbox-access';
import {
  fromEntry,
  INBOX_PER_PAGE,
  inboxQuery,
  type InboxFilterValues,
  type InboxItem,
  type InboxKind,
} from './inbox-items';
import type { InboxDataProvider } from './inbox-kinds';

/** The query key of the inbox's pages: the live queue reads them again when the approvals queue changes. */
export const INBOX_QUERY_KEY = ['approvals-inbox'] as const;

export interface InboxItems {
  kinds: InboxKind[];
  /** The page's items, newest first. */
  items: InboxItem[];
  /** Pending items under the filters, and the pages they make (at least 1). */
  total: number;
  pages: number;
  /** Pending items per kind under the filters other than the kind. */
  counts: Partial<Record<InboxKind, number>>;
  isPending: boolean;
  isError: boolean;
}

/**
 * One page (from 1) of every pending item the signed-in user may see, filtered and paged by the server
 * (contract/approvals/inbox.ts): one request per page, whatever the number of kinds.
 */
export function useInboxItems(filter: InboxFilterValues, page: number): InboxItems {
  const { allowed: kinds, isPending: accessPending } = useAllowedParts(INBOX_PAGE, INBOX_KIND_ORDER);
  const dataProvider = useDataProvider<InboxDataProvider>();
  const query = inboxQuery(filter);
  const inbox = useQuery({
    queryKey: [...INBOX_QUERY_KEY, 'page', { query, page }],
    queryFn: ({ signal }) =>
      // Served by the CRM provider, which the combined provider picks by the maker-checker requests' resource.
      dataProvider.getInboxPage(APPROVAL_REQUESTS.name, { filter: query, page, perPage: INBOX_PER_PAGE }, signal),
    enabled: kinds.length > 0,
    placeholderData: keepPreviousData,
  });
  const data: InboxPageWire | undefined = inbox.data?.data;
  const items = useMemo(() => (data?.content ?? []).map(fromEntry), [data]);
  const counts = useMemo(
    () => Object.fromEntries((data?.counts ?? []).map((c) => [c.kind, c.pending])) as InboxItems['counts'],
    [data],
  );
  return {
    kinds,
    items,
    total: data?.totalElements ?? 0,
    pages: Math.max(1, data?.totalPages ?? 1),
    counts,
    isPending: accessPending || inbox.isLoading,
    isError: inbox.isError,
  };
}
