import { fromEntry, type InboxItem, type PendingPayout } from '../../../../src/pages/approvals/inbox-items';
import type { ApprovalRequestRecord } from '../../../../src/pages/approvals/request-diff';

/** A request as the server's inbox page carries it (contract/approvals/inbox.ts), as a card. */
export const requestItem = (request: ApprovalRequestRecord): InboxItem =>
  fromEntry({
    key: `${request.kind}-${request.id}`,
    kind: request.kind,
    id: request.id,
    makerEmail: request.makerEmail,
    createdAt: request.createdAt,
    canDecide: request.canDecide,
    raisedByViewer: request.raisedByViewer,
    request: request as unknown as Record<string, unknown>,
  });

/** A pending payout as the server's inbox page carries it, as a card; `own`: raised by the viewer. */
export const payoutItem = (payout: PendingPayout, own = false): InboxItem =>
  fromEntry({
    key: `PAYOUT-${payout.id}`,
    kind: 'PAYOUT',
    id: payout.id,
    makerEmail: payout.agentEmail,
    createdAt: payout.createdAt * 1000,
    canDecide: !own,
    raisedByViewer: own,
    payout: payout as unknown as Record<string, unknown>,
  });
