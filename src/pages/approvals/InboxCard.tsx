import type { InboxItem } from './inbox-items';
import { PayoutCard } from './PayoutCard';
import { RequestCard } from './RequestCard';
import { isMerchantChangeKind, MerchantChangeCard } from '../merchant-changes/MerchantChangeCard';

/** The card of one inbox item, chosen by its kind (requests share one card: the diff). */
export function InboxCard({ item, onDecide }: { item: InboxItem; onDecide(isApproved: boolean): void }) {
  return item.kind === 'PAYOUT' ? (
    <PayoutCard
      payout={item.payout}
      canDecide={item.canDecide}
      raisedByViewer={item.raisedByViewer}
      onDecide={onDecide}
    />
  ) : isMerchantChangeKind(item.kind) ? (
    <MerchantChangeCard request={item.request} onDecide={onDecide} />
  ) : (
    <RequestCard request={item.request} onDecide={onDecide} />
  );
}
