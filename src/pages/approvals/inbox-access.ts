import { INBOX_KIND_ORDER } from '../../../contract/approvals/inbox';
import { allowedParts, partOf } from '../types';
import type { InboxKind } from './inbox-items';

/** The inbox page's name in the access table. */
export const INBOX_PAGE = { name: 'approvals' } as const;

/** The access-table entry of one kind (`approvals.PAYOUT`). */
export const inboxKindEntry = (kind: InboxKind): string => partOf(INBOX_PAGE, kind);

/** Pure: the kinds whose entry the access decision allowed, in filter order (none while it is pending). */
export const visibleKinds = (decided: Readonly<Record<string, boolean>> | undefined): InboxKind[] =>
  allowedParts(INBOX_PAGE, INBOX_KIND_ORDER, decided);
