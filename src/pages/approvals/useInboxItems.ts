import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useGetList } from 'react-admin';
import { useAllowedParts } from '../page-parts';
import { INBOX_KIND_ORDER } from '../../../contract/approvals/inbox';
import { INBOX_PAGE } from './inbox-access';
import {
  fromPayout,
  fromRequest,
  mergeInbox,
  type InboxFilterValues,
  type InboxItem,
  type InboxKind,
  type PendingPayout,
} from './inbox-items';
import { sourceWanted, type InboxDataProvider } from './inbox-kinds';
import { inboxFilter, type ApprovalRequestRecord } from './request-diff';

/** The most the CRM API returns in one page: the inbox reads the newest this many requests and pages them itself. */
export const SOURCE_WINDOW = 200;
const PAYOUT_PENDING = 'APPROVAL_PENDING';

export interface InboxItems {
  kinds: InboxKind[];
  items: InboxItem[];
  isPending: boolean;
  /** Sources holding more pending items than the window read (those are left out of the inbox). */
  truncated: { source: string; shown: number; total: number }[];
}

/**
 * Every pending item the signed-in user may see, from each source through the data provider (DESIGN.md §3):
 * maker-checker requests (filtered by the CRM API) and payouts in APPROVAL_PENDING (every page, up to the provider's
 * cap: the payouts API filters by status only, so maker and dates are filtered here), merged newest first.
 */
export function useInboxItems(filter: InboxFilterValues): InboxItems {
  const { allowed: kinds, isPending: accessPending } = useAllowedParts(INBOX_PAGE, INBOX_KIND_ORDER);
  const { identity } = useGetIdentity();
  const viewerEmail = typeof identity?.email === 'string' ? identity.email : '';
  const requests = useGetList<ApprovalRequestRecord>(
    'approval-requests',
    { filter: inboxFilter(filter), pagination: { page: 1, perPage: SOURCE_WINDOW } },
    { enabled: sourceWanted('approval-requests', kinds, filter.kind) },
  );
  const dataProvider = useDataProvider<InboxDataProvider>();
  const payouts = useQuery({
    queryKey: ['postpe-payouts', 'getAllPages', { status: PAYOUT_PENDING }],
    queryFn: () => dataProvider.getAllPages('postpe-payouts', { filter: { status: PAYOUT_PENDING } }),
    enabled: sourceWanted('postpe-payouts', kinds, filter.kind),
  });
  const configs = useQuery({
    queryKey: ['merchant-support-uploads', 'getConfigRequests'],
    queryFn: () => dataProvider.getConfigRequests('merchant-support-uploads'),
    enabled: sourceWanted('config-requests', kinds, filter.kind),
  });
  const requestData = sourceWanted('approval-requests', kinds, filter.kind) ? requests.data : undefined;
  const payoutData = sourceWanted('postpe-payouts', kinds, filter.kind)
    ? (payouts.data?.data as PendingPayout[] | undefined)
    : undefined;
  const configData = sourceWanted('config-requests', kinds, filter.kind)
    ? (configs.data?.data as ApprovalRequestRecord[] | undefined)
    : undefined;
  const items = useMemo(
    () =>
      mergeInbox(
        [
          (requestData ?? []).map(fromRequest),
          (configData ?? []).filter((r) => kinds.includes(r.kind)).map(fromRequest),
          (payoutData ?? []).filter((p) => p.status === PAYOUT_PENDING).map((p) => fromPayout(p, viewerEmail)),
        ],
        filter,
      ),
    [requestData, payoutData, configData, kinds, viewerEmail, filter],
  );
  const truncated = [
    { source: 'approval-requests', shown: requestData?.length ?? 0, total: requestData ? (requests.total ?? 0) : 0 },
    { source: 'postpe-payouts', shown: payoutData?.length ?? 0, total: payoutData ? (payouts.data?.total ?? 0) : 0 },
  ].filter((s) => s.total > s.shown);
  return {
    kinds,
    items,
    isPending: accessPending || requests.isLoading || payouts.isLoading || configs.isLoading,
    truncated,
  };
}
