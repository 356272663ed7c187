/**
 * Where each quick-summary tile leads: the list it counts, filtered in its URL as that list reads it (pure, tested).
 * A tile whose list takes no filter in its URL leads nowhere rather than to an unfiltered list with another number.
 */
import { PAYOUTS } from '../../../contract/bindings';
import type { SlaCount } from '../../../contract/dashboards/calls';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The payouts list (react-admin's `filter` parameter) under one status. */
export const payoutsLink = (status: string): string =>
  withQuery(`/${PAYOUTS.name}`, { filter: JSON.stringify({ status }) });

/**
 * An SLA breach's list under its `overdue` filter (the server's one rule each: overduePayouts, openBeforeNow): payouts
 * waiting past a day, or one product's open cases of one status tab past a week.
 */
export const slaLink = (breach: SlaCount): string | undefined => {
  if (breach.state === 'PAYOUT_WAITING_OVER_1_DAY')
    return withQuery(`/${PAYOUTS.name}`, { filter: JSON.stringify({ status: 'APPROVAL_PENDING', overdue: true }) });
  if (breach.state === 'DISPUTE_OPEN_OVER_7_DAYS' && breach.product && breach.status)
    return withQuery('/alerts/dispute', { product: breach.product, status: breach.status, overdue: 'true' });
  return undefined;
};

/** The approvals inbox opened on one kind (`?kind=`, ApprovalsPage). */
export const approvalsLink = (kind: string): string => withQuery('/approvals', { kind });

/** The dispute case list (/alerts/dispute) on one product and status tab. */
export const disputesLink = (product: string, status: string): string =>
  withQuery('/alerts/dispute', { product, status });

/** The upload activity under one outcome (the monitor's state of an upload). */
export const uploadsLink = (state: string): string => withQuery('/upload-activity', { state });

/** The Bulk Process monitor on the queue's jobs of one state (uploads are the upload tiles'). */
export const jobsLink = (state: string): string => withQuery('/bulk-process', { source: 'QUEUE', state });
