import { epochSecondsToMillis } from '../../format';
import { inboxFilter, type ApprovalRequestRecord, type RequestKind } from './request-diff';

/** Every kind the inbox lists: the maker-checker requests and payouts awaiting approval. */
export type InboxKind = RequestKind | 'PAYOUT';

/** A payout in APPROVAL_PENDING as the payouts API answers it (server/routes/payouts/payouts-repository.ts). */
export interface PendingPayout {
  id: number;
  consumerId: string;
  agentEmail: string;
  amount: number;
  agentRemarks: string | null;
  beneficiaryName: string | null;
  /** Epoch seconds. */
  createdAt: number;
  status: string;
}

/** One card of the inbox, whatever its kind: what the filters, the order and the decide buttons need. */
export type InboxItem = {
  /** Unique across kinds (ids of different tables may collide). */
  key: string;
  id: number;
  makerEmail: string;
  /** Epoch milliseconds. */
  createdAt: number;
  canDecide: boolean;
  raisedByViewer: boolean;
} & ({ kind: RequestKind; request: ApprovalRequestRecord } | { kind: 'PAYOUT'; payout: PendingPayout });

export interface InboxFilterValues {
  kind: string;
  maker: string;
  from: string;
  to: string;
}

export const INBOX_PER_PAGE = 20;

export function fromRequest(request: ApprovalRequestRecord): InboxItem {
  return {
    key: `${request.kind}-${request.id}`,
    id: request.id,
    kind: request.kind,
    makerEmail: request.makerEmail,
    createdAt: request.createdAt,
    canDecide: request.canDecide,
    raisedByViewer: request.raisedByViewer,
    request,
  };
}

/** A payout is the viewer's own when its agent e-mail is theirs: no decide buttons (the server answers 403 anyway). */
export function fromPayout(payout: PendingPayout, viewerEmail: string): InboxItem {
  const own = payout.agentEmail.trim().toLowerCase() === viewerEmail.trim().toLowerCase();
  return {
    key: `PAYOUT-${payout.id}`,
    id: payout.id,
    kind: 'PAYOUT',
    makerEmail: payout.agentEmail,
    createdAt: epochSecondsToMillis(payout.createdAt),
    canDecide: !own,
    raisedByViewer: own,
    payout,
  };
}

/** Pure: the same rules the CRM API applies to requests (kind, maker e-mail containing, created within the days). */
export function matchesInbox(item: InboxItem, filter: InboxFilterValues): boolean {
  const { maker, from, to } = inboxFilter(filter) as { maker?: string; from?: number; to?: number };
  if (filter.kind && item.kind !== filter.kind) return false;
  if (maker && !item.makerEmail.toLowerCase().includes(maker.toLowerCase())) return false;
  if (from !== undefined && item.createdAt < from) return false;
  return to === undefined || item.createdAt <= to;
}

/** Pure: every source's items that pass the filters, newest first (ties: kind, then id, both descending). */
export function mergeInbox(sources: readonly (readonly InboxItem[])[], filter: InboxFilterValues): InboxItem[] {
  return sources
    .flat()
    .filter((item) => matchesInbox(item, filter))
    .sort((a, b) => b.createdAt - a.createdAt || b.kind.localeCompare(a.kind) || b.id - a.id);
}

/** Pure: one page (1-based) of the merged inbox and the page count (at least 1). */
export function inboxPage(
  items: readonly InboxItem[],
  page: number,
  perPage = INBOX_PER_PAGE,
): { rows: InboxItem[]; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: items.slice((current - 1) * perPage, current * perPage), pages };
}
