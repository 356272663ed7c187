/**
 * Where each quick-summary tile leads: the list it counts, filtered in its URL as that list reads it (pure, tested).
 * A tile whose list takes no filter in its URL leads nowhere rather than to an unfiltered list with another number.
 */
import { PAYOUTS } from '../../../contract/bindings';

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

/** The payouts list (react-admin's `filter` parameter) under one status. */
export const payoutsLink = (status: string): string =>
  withQuery(`/${PAYOUTS.name}`, { filter: JSON.stringify({ status }) });

/**
 * An SLA breach's list: payouts waiting past a day are the payouts list under its `overdue` filter (the server's one
 * rule, overduePayouts). Dispute cases open past a week span products and status tabs, so that tile leads nowhere.
 */
export const slaLink = (breach: string): string | undefined =>
  breach === 'PAYOUT_WAITING_OVER_1_DAY'
    ? withQuery(`/${PAYOUTS.name}`, { filter: JSON.stringify({ status: 'APPROVAL_PENDING', overdue: true }) })
    : undefined;

/** The approvals inbox opened on one kind (`?kind=`, ApprovalsPage). */
export const approvalsLink = (kind: string): string => withQuery('/approvals', { kind });

/** The dispute case list (/alerts/dispute) on one product and status tab. */
export const disputesLink = (product: string, status: string): string =>
  withQuery('/alerts/dispute', { product, status });

/** The upload activity under one outcome (the monitor's state of an upload). */
export const uploadsLink = (state: string): string => withQuery('/upload-activity', { state });

/** The Bulk Process monitor on the queue's jobs of one state (uploads are the upload tiles'). */
export const jobsLink = (state: string): string => withQuery('/bulk-process', { source: 'QUEUE', state });
