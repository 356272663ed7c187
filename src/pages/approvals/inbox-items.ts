import type { InboxEntryWire, InboxQuery } from '../../../contract/approvals/inbox';
import type { PendingPayout } from '../../../resources/payouts/payout-decision';
import type { ApprovalRequestRecord, RequestKind } from './request-diff';

/** Every kind the inbox lists: the maker-checker requests and payouts awaiting approval. */
export type InboxKind = RequestKind | 'PAYOUT';

export type { PendingPayout } from '../../../resources/payouts/payout-decision';

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

/** Pure: the inbox filter as the inbox's query (contract/approvals/inbox.ts): dates as epoch ms, the end day inclusive. */
export function inboxQuery(f: InboxFilterValues): Omit<InboxQuery, 'page' | 'size' | 'after' | 'snapshot'> {
  const day = (d: string, endOfDay: boolean) =>
    d ? new Date(`${d}T${endOfDay ? '23:59:59.999' : '00:00:00'}`).getTime() : undefined;
  return {
    kind: (f.kind || undefined) as InboxKind | undefined,
    maker: f.maker.trim() || undefined,
    from: day(f.from, false),
    to: day(f.to, true),
  };
}

/** Pure: one item of the server's inbox page as a card (a request kind's request, a payout's payout). */
export function fromEntry(entry: InboxEntryWire): InboxItem {
  const common = {
    key: entry.key,
    id: entry.id,
    makerEmail: entry.makerEmail,
    createdAt: entry.createdAt,
    canDecide: entry.canDecide,
    raisedByViewer: entry.raisedByViewer,
  };
  return entry.kind === 'PAYOUT'
    ? { ...common, kind: 'PAYOUT', payout: entry.payout as unknown as PendingPayout }
    : { ...common, kind: entry.kind, request: entry.request as unknown as ApprovalRequestRecord };
}
