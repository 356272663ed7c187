/**
 * Payment operations (contract/payment-ops/calls.ts; issue 45 item 5), unwrapped from the payouts envelope (`success`
 * true → `data`): merchants' withdrawal requests and a decision on one, a transaction's status pushes and a new push,
 * a payout beside Cashfree's record and a sync of ours.
 */
import {
  PAYMENT_OPS_ENDPOINTS as CALLS,
  type ProviderState,
  type PushState,
  type WithdrawalAction,
  type WithdrawalRequestState,
} from '../../contract/payment-ops/calls';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface WithdrawalRequest {
  id: number;
  requestId: string;
  merchantId: string;
  merchantName: string;
  accountId: string;
  accountStatus: string;
  balance: number;
  available: number;
  amount: number;
  charges: number;
  status: WithdrawalRequestState;
  merchantNote: string | null;
  requestedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
  remarks: string | null;
  balanceAfter: number | null;
  withdrawalId: string | null;
  version: number;
}

export interface WithdrawalPage {
  content: WithdrawalRequest[];
  totalElements: number;
}

export interface WithdrawalFilters {
  status?: WithdrawalRequestState | '';
  merchantId?: string;
}

export interface PushAttempt {
  attempt: number;
  attemptedAt: number;
  httpStatus: number | null;
  outcome: 'DELIVERED' | 'HTTP_ERROR' | 'TIMEOUT';
  responseExcerpt: string;
  durationMs: number;
}

export interface StatusPush {
  id: number;
  txnStatus: string;
  callbackUrl: string;
  status: PushState;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: number | null;
  startedBy: string;
  startedAt: number;
  finishedAt: number | null;
  log: PushAttempt[];
}

export interface PushLog {
  txnId: string;
  merchantId: string;
  merchantName: string;
  amount: number;
  status: string;
  mode: string;
  rrn: string | null;
  createdAt: number;
  callbackUrl: string | null;
  pushable: boolean;
  pushes: StatusPush[];
}

export interface PayoutComparison {
  /** Ours (the payouts list's fields; those the page shows). Times in epoch seconds, as every payout time. */
  payout: Record<'id' | 'amount' | 'updatedAt' | 'version', number> &
    Record<'status' | 'txnStatus' | 'transactionId' | 'beneficiaryName', string>;
  provider: {
    transferId: string;
    status: ProviderState;
    amount: number;
    utr: string | null;
    message: string;
    updatedAt: number;
  } | null;
  move: 'same' | 'sync' | 'refused' | 'missing';
  syncTo: 'SUCCESS' | 'FAILED' | null;
  refusal: string | null;
}

/** The data and the server's message (the success toast names the object from it). */
const answer = <T>(response: Parameters<typeof requireSuccess>[0]) => {
  const body = requireSuccess(response);
  return { data: body.data as T, message: String(body.message) };
};

export async function listWithdrawals(filters: WithdrawalFilters, page: number, limit: number, signal?: AbortSignal) {
  const values = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ''));
  return answer<WithdrawalPage>(await callEndpoint(CALLS.withdrawals, { values, query: { page, limit }, signal })).data;
}

export async function decideWithdrawal(
  id: number,
  body: { action: WithdrawalAction; remarks: string },
  idempotencyKey: string,
) {
  return answer<WithdrawalRequest>(
    await callEndpoint(CALLS.decideWithdrawal, { values: { id }, body, idempotencyKey }),
  );
}

export async function getPushLog(txnId: string, signal?: AbortSignal) {
  return answer<PushLog>(await callEndpoint(CALLS.pushLog, { values: { txnId }, signal })).data;
}

export async function pushTxnStatus(txnId: string, idempotencyKey: string) {
  return answer<PushLog>(await callEndpoint(CALLS.push, { values: { txnId }, body: {}, idempotencyKey }));
}

export async function getPayoutComparison(q: string, signal?: AbortSignal) {
  return answer<PayoutComparison>(await callEndpoint(CALLS.providerStatus, { values: { q }, signal })).data;
}

export async function syncPayoutStatus(
  id: number,
  body: { providerStatus: ProviderState; version: number; remarks: string },
  idempotencyKey: string,
) {
  return answer<PayoutComparison>(await callEndpoint(CALLS.syncPayout, { values: { id }, body, idempotencyKey }));
}
