import type { InboxItem } from './inbox-items';

/** Pure: the amount an item moves, if it has one (a payout's; a request's first proposed `…amount…` value). */
export function inboxAmount(item: InboxItem): number | null {
  if (item.kind === 'PAYOUT') return item.payout.amount;
  for (const [field, value] of Object.entries(item.request.proposed)) {
    if (!/amount/i.test(field)) continue;
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
    if (Number.isFinite(n)) return n;
  }
  return null;
}

/** Pure: the line the table shows for an item: why the maker raised it. */
export const inboxSummary = (item: InboxItem): string =>
  (item.kind === 'PAYOUT' ? (item.payout.agentRemarks ?? item.payout.beneficiaryName) : item.request.makerRemarks) ??
  '';

/** Pure: how long an item has waited, in its largest whole unit (minutes under an hour, hours under a day). */
export function ageOf(createdAt: number, now: number): { unit: 'minutes' | 'hours' | 'days'; n: number } {
  const minutes = Math.max(0, Math.floor((now - createdAt) / 60_000));
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  if (minutes < 24 * 60) return { unit: 'hours', n: Math.floor(minutes / 60) };
  return { unit: 'days', n: Math.floor(minutes / (24 * 60)) };
}

/**
 * Pure: why `a` / `r` does nothing on this item (an i18n key), or null when it may be decided. The same rule as the
 * card's buttons: they show only when the item may be decided, and the viewer's own item says so instead.
 */
export function decisionRefusal(item: InboxItem | undefined): string | null {
  if (!item) return 'keyboard.inbox.nothing_selected';
  if (item.canDecide) return null;
  if (item.raisedByViewer) return item.kind === 'PAYOUT' ? 'pages.approvals.own_payout' : 'pages.approvals.own_request';
  return 'keyboard.inbox.cannot_decide';
}
