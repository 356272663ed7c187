/**
 * FRM complaints (spec §2.3 /frm, §2.8 'Raise FRM Complaint', issue 43 item 4): a suspected fraud on a chargeback
 * transaction, raised to the fraud-risk backend and worked there. The spec names the page and the action only; the
 * fields, states and rules are ours (README "Choices where the spec is silent"). Pure data and pure functions: the
 * server's routes and the console's dialog and page read them, so they cannot disagree.
 */
import { FRM_COMPLAINT_KEY } from '../disputes/access';
import type { PermissionKey } from '../permissions';

export const FRM_PRODUCTS = ['SWIPE', 'QR'] as const;
export type FrmProduct = (typeof FRM_PRODUCTS)[number];

/** What the fraud is thought to be: one list for the dialog, the filter and the server. */
export const FRM_CATEGORIES = [
  'Stolen card',
  'Account takeover',
  'Friendly fraud',
  'Merchant collusion',
  'Identity theft',
  'Other',
] as const;
export type FrmCategory = (typeof FRM_CATEGORIES)[number];

/** A complaint moves OPEN → UNDER_REVIEW → CLOSED, and only so. */
export const FRM_STATES = ['OPEN', 'UNDER_REVIEW', 'CLOSED'] as const;
export type FrmState = (typeof FRM_STATES)[number];

export const FRM_NEXT: Readonly<Record<FrmState, readonly FrmState[]>> = {
  OPEN: ['UNDER_REVIEW'],
  UNDER_REVIEW: ['CLOSED'],
  CLOSED: [],
};

/** The states of a complaint still being worked: a transaction has at most one complaint in them. */
export const FRM_OPEN_STATES: readonly FrmState[] = ['OPEN', 'UNDER_REVIEW'];

/** How a closed complaint ended; required to close. */
export const FRM_OUTCOMES = ['FRAUD_CONFIRMED', 'NOT_FRAUD'] as const;
export type FrmOutcome = (typeof FRM_OUTCOMES)[number];

export const FRM_RULES = { descriptionMax: 1000, noteMax: 1000, searchMax: 40 } as const;

/** Raising needs the spec's key; viewing and working /frm our own (contract/permissions.ts). */
export const FRM_RAISE_KEY: PermissionKey = FRM_COMPLAINT_KEY;
export const FRM_MANAGE_KEY: PermissionKey = 'CAN_MANAGE_FRM_COMPLAINT';

/** Pure: the states a complaint in `status` may move to (none for an unknown one). */
export function nextFrmStates(status: string): readonly FrmState[] {
  return (FRM_NEXT as Record<string, readonly FrmState[]>)[status] ?? [];
}

/** Pure: the complaint's reference from its id, FRM-000001. */
export const frmReference = (id: number): string => `FRM-${String(id).padStart(6, '0')}`;

/** The server's refusals, which the console shows as they come. */
export const FRM_MESSAGES = {
  notFound: 'No such FRM complaint.',
  transactionNotFound: 'No such chargeback transaction.',
  duplicate: (reference: string) => `An open FRM complaint already exists for this transaction: ${reference}.`,
  transition: (from: string, to: string) => `An FRM complaint cannot move from ${from} to ${to}.`,
  changed: 'This FRM complaint was changed since you opened it. Reload and try again.',
  outcomeNeeded: 'An outcome is needed to close a complaint.',
  outcomeOnlyToClose: 'An outcome is given only when closing a complaint.',
  amountAbove: 'The amount at risk cannot be more than the transaction amount.',
  closed: 'This FRM complaint is closed.',
} as const;
