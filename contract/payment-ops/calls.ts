/**
 * Payment operations (issue 45 item 5), declared once (contract/endpoint.ts), all on the payouts backend:
 * - /merchant-withdrawal: merchants' withdrawal requests from their Bharat Swipe balances; approve, hold or reject one
 *   (the balance is checked on the server at approval);
 * - /payment/transaction-push: re-send a transaction's final status to the merchant's callback URL, with its delivery
 *   log; retries with backoff run on the server, one push in flight per transaction;
 * - /cashfree/payout-status: a payout looked up at the payout provider (Cashfree), beside ours; ours synced when they
 *   differ and the move is allowed (spec §6 VIEW_PAYOUT_STATUS, CAN_UPDATE_PAYOUT_STATUS).
 */
import type { AccessRules } from '../binding';
import type { Endpoint } from '../endpoint';
import type { PermissionKey } from '../permissions';

/** Ours (spec §2.3 names the routes, no keys). */
export const WITHDRAWAL_VIEW_KEY = 'CAN_VIEW_MERCHANT_WITHDRAWALS' satisfies PermissionKey;
export const WITHDRAWAL_DECIDE_KEY = 'CAN_DECIDE_MERCHANT_WITHDRAWALS' satisfies PermissionKey;
export const TXN_PUSH_VIEW_KEY = 'CAN_VIEW_TXN_PUSH' satisfies PermissionKey;
export const TXN_PUSH_KEY = 'CAN_PUSH_TXN_STATUS' satisfies PermissionKey;

export const WITHDRAWAL_ACCESS = {
  list: [WITHDRAWAL_VIEW_KEY],
  decide: [WITHDRAWAL_DECIDE_KEY],
} as const satisfies AccessRules;
export const TXN_PUSH_ACCESS = { show: [TXN_PUSH_VIEW_KEY], create: [TXN_PUSH_KEY] } as const satisfies AccessRules;
/** The spec's payout status keys (§6) open the provider look-up and the sync. */
export const CASHFREE_ACCESS = {
  show: ['VIEW_PAYOUT_STATUS'],
  edit: ['CAN_UPDATE_PAYOUT_STATUS'],
} as const satisfies AccessRules;

/** A withdrawal request's states; PENDING and ON_HOLD may still be decided. */
export const WITHDRAWAL_REQUEST_STATES = ['PENDING', 'ON_HOLD', 'APPROVED', 'REJECTED'] as const;
export type WithdrawalRequestState = (typeof WITHDRAWAL_REQUEST_STATES)[number];
export const WITHDRAWAL_ACTIONS = ['APPROVE', 'HOLD', 'REJECT'] as const;
export type WithdrawalAction = (typeof WITHDRAWAL_ACTIONS)[number];

/** Pure: the state a decision moves a request to, or null when the request cannot take it (held twice, decided). */
export function withdrawalMove(from: string, action: WithdrawalAction): WithdrawalRequestState | null {
  if (from !== 'PENDING' && from !== 'ON_HOLD') return null;
  if (action === 'HOLD') return from === 'PENDING' ? 'ON_HOLD' : null;
  return action === 'APPROVE' ? 'APPROVED' : 'REJECTED';
}

/** The outcome of one delivery attempt to the merchant's callback URL. */
export const PUSH_OUTCOMES = ['DELIVERED', 'HTTP_ERROR', 'TIMEOUT'] as const;
export const PUSH_STATES = ['IN_FLIGHT', 'DELIVERED', 'FAILED'] as const;
export type PushState = (typeof PUSH_STATES)[number];

/** Ours, where the spec is silent (README "Choices where the spec is silent"). */
export const PUSH_RULES = {
  /** Attempts of one push, the first included; the push FAILS after the last. */
  maxAttempts: 4,
  /** Seconds before the 2nd, 3rd and 4th attempt. */
  backoffSeconds: [10, 30, 90],
  /** The merchant has this long to answer an attempt. */
  timeoutSeconds: 5,
  /** How much of the merchant's answer the log keeps. */
  excerptChars: 200,
  /** A transaction's status is final (pushable) in these states. */
  finalStates: ['SUCCESS', 'FAILED', 'REJECTED'],
} as const;

/** Pure: when the attempt after `attempt` is due (ms after `at`), or null when `attempt` was the last. */
export function nextAttemptAt(attempt: number, at: number): number | null {
  if (attempt >= PUSH_RULES.maxAttempts) return null;
  return at + PUSH_RULES.backoffSeconds[attempt - 1]! * 1000;
}

/** The provider's payout states (Cashfree's transfer status, as the reference backend simulates it). */
export const PROVIDER_STATES = ['SUCCESS', 'FAILED', 'PENDING', 'REVERSED'] as const;
export type ProviderState = (typeof PROVIDER_STATES)[number];

/**
 * Pure: what syncing ours to the provider's status would change, or why it cannot. Only a stuck payout (approved, its
 * transfer PENDING) moves, and only to the provider's final SUCCESS or FAILED, as /payout/status marks one; any
 * other difference is for the payouts team to investigate, never a sync.
 */
export function syncMove(
  ours: { status: string; txnStatus: string },
  provider: ProviderState,
): { kind: 'same' } | { kind: 'sync'; to: 'SUCCESS' | 'FAILED' } | { kind: 'refused'; reason: string } {
  if (ours.txnStatus === provider) return { kind: 'same' };
  const stuck = ours.status === 'APPROVED' && ours.txnStatus === 'PENDING';
  if (stuck && (provider === 'SUCCESS' || provider === 'FAILED')) return { kind: 'sync', to: provider };
  if (provider === 'PENDING') return { kind: 'refused', reason: PAYMENT_OPS_MESSAGES.providerPending };
  return { kind: 'refused', reason: PAYMENT_OPS_MESSAGES.notAllowed(ours.txnStatus, provider) };
}

export const PAYMENT_OPS_MESSAGES = {
  notFound: 'No Record Found!',
  approved: 'Withdrawal approved.',
  held: 'Withdrawal put on hold.',
  rejected: 'Withdrawal rejected.',
  decided: 'This withdrawal request was decided already; refresh the list.',
  alreadyHeld: 'This withdrawal request is on hold already.',
  insufficient: (available: string, amount: string) =>
    `Insufficient balance: the account has ${available} available, the withdrawal needs ${amount}.`,
  accountInactive: 'The merchant’s Bharat Swipe account is not active: the withdrawal cannot be approved.',
  remarksRequired: 'Remarks are required.',
  pushStarted: 'Status push started.',
  pushDelivered: 'Status delivered to the merchant.',
  inFlight: 'A push for this transaction is already in flight; wait for it to finish.',
  notFinal: 'This transaction has no final status yet: there is nothing to push.',
  noCallback: 'This merchant has no callback URL.',
  notAtProvider: 'Cashfree has no payout with this transfer id.',
  synced: 'Payout status synced from Cashfree.',
  inSync: 'Our status already matches Cashfree: nothing to sync.',
  providerPending: 'Cashfree still reports this payout as PENDING: there is nothing final to sync.',
  notAllowed: (ours: string, provider: string) =>
    `Our status ${ours} cannot move to Cashfree's ${provider} here; raise it with the payouts team.`,
  stale: 'This payout changed since you looked it up; look it up again.',
} as const;

const BACKEND = 'payouts';

export const PAYMENT_OPS_ENDPOINTS = {
  /** Withdrawal requests, newest first (page, limit from 1; status, merchant id). */
  withdrawals: {
    backend: BACKEND,
    method: 'GET',
    path: '/merchant-withdrawal/requests',
    access: { rules: WITHDRAWAL_ACCESS, actions: ['list'] },
    paging: 'backend',
  },
  /** Approve, hold or reject one request with remarks. */
  decideWithdrawal: {
    backend: BACKEND,
    method: 'POST',
    path: '/merchant-withdrawal/requests/:id/decision',
    access: { rules: WITHDRAWAL_ACCESS, actions: ['decide'] },
    idempotent: true,
  },
  /** One transaction with its merchant's callback and its pushes, each with its delivery log. */
  pushLog: {
    backend: BACKEND,
    method: 'GET',
    path: '/payment/transaction-push/:txnId',
    access: { rules: TXN_PUSH_ACCESS, actions: ['show'] },
  },
  /** Push the transaction's final status to the merchant now (the first attempt answers; retries follow). */
  push: {
    backend: BACKEND,
    method: 'POST',
    path: '/payment/transaction-push/:txnId/push',
    access: { rules: TXN_PUSH_ACCESS, actions: ['create'] },
    idempotent: true,
  },
  /** A payout by id or transfer id (UTR), ours beside Cashfree's. */
  providerStatus: {
    backend: BACKEND,
    method: 'GET',
    path: '/cashfree/payout-status',
    access: { rules: CASHFREE_ACCESS, actions: ['show'] },
  },
  /** Sync ours to Cashfree's status (only the allowed moves). */
  syncPayout: {
    backend: BACKEND,
    method: 'POST',
    path: '/cashfree/payout-status/:id/sync',
    access: { rules: CASHFREE_ACCESS, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;
