/**
 * Where each quick-summary tile leads: the list it counts, filtered in its URL as that list reads it (pure, tested).
 * A tile whose list takes no filter in its URL leads nowhere rather than to an unfiltered list with another number.
 */
import { PAYOUTS } from '../../../contract/bindings';

/** The payouts list (react-admin's `filter` parameter) under one status. */
export const payoutsLink = (status: string): string =>
  `/${PAYOUTS.name}?${new URLSearchParams({ filter: JSON.stringify({ status }) }).toString()}`;

/** The approvals inbox opened on one kind (`?kind=`, ApprovalsPage). */
export const approvalsLink = (kind: string): string => `/approvals?${new URLSearchParams({ kind }).toString()}`;
