/**
 * Payout FMS and /payout/config (contract/payout-fms/calls.ts; issue 45 item 4): the company accounts, a ledger page,
 * the fund transfers, a raise, a threshold, the channels and a channel change, each answer unwrapped from the payouts
 * envelope; decisions through the maker-checker core's declared decision calls (contract/approvals/calls.ts).
 */
import { DECISION_CALLS } from '../../contract/approvals/calls';
import type { DecisionTrail } from '../../contract/approvals/request-trail';
import { PAYOUT_FMS_CALLS as C } from '../../contract/payout-fms/calls';
import type { ChannelValues, FmsTransferMode } from '../../contract/payout-fms/rules';
import type { ChannelChangeInput, FmsTransferInput, ThresholdInput } from '../../contract/payout-fms/schemas';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { unwrapPayouts } from './envelope';

export interface FmsAccount {
  id: number;
  name: string;
  type: string;
  bank: string;
  accountNo: string;
  ifsc: string;
  balance: number;
  threshold: number | null;
  topupTarget: number | null;
  topupSourceId: number | null;
  belowThreshold: boolean;
  pendingTopUpId: number | null;
  version: number;
  thresholdUpdatedBy: string | null;
  thresholdUpdatedAt: number | null;
}

export interface LedgerEntry {
  id: number;
  entry: 'DEBIT' | 'CREDIT';
  amount: number;
  balanceAfter: number;
  requestId: number | null;
  narration: string;
  counterparty: string | null;
  createdAt: number;
}

export interface FmsTransfer extends DecisionTrail {
  id: number;
  mode: FmsTransferMode;
  fromAccountId: number;
  toAccountId: number;
  fromAccount: string;
  toAccount: string;
  amount: number;
  status: string;
  makerId: number;
}

export interface PayoutChannel extends ChannelValues {
  id: number;
  channel: string;
  version: number;
  updatedBy: string | null;
  updatedAt: number;
  pending: {
    requestId: number;
    makerId: number;
    makerEmail: string;
    remarks: string;
    proposed: ChannelValues & { channel: string };
    createdAt: number;
  } | null;
}

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

const payouts = async <T>(call: ReturnType<typeof callEndpoint>): Promise<T> => unwrapPayouts(await call) as T;
/** A change: the server's message (the toast) and what it answered. */
const change = async <T>(call: ReturnType<typeof callEndpoint>): Promise<{ message: string; data: T }> => {
  const envelope = requireSuccess(await call) as { message: string; data: T };
  return { message: envelope.message, data: envelope.data };
};

export const fmsAccounts = (signal?: AbortSignal) => payouts<FmsAccount[]>(callEndpoint(C.accounts, { signal }));
export const fmsLedger = (accountId: number, page: number, signal?: AbortSignal) =>
  payouts<Page<LedgerEntry>>(callEndpoint(C.ledger, { values: { accountId }, query: { page, limit: 10 }, signal }));
export const fmsTransfers = (query: { page: number; mode?: string; status?: string }, signal?: AbortSignal) =>
  payouts<Page<FmsTransfer>>(callEndpoint(C.transfers, { query: { ...query, limit: 10 }, signal }));
export const raiseFmsTransfer = (body: FmsTransferInput, idempotencyKey: string) =>
  change<{ id: number }>(callEndpoint(C.raise, { body, idempotencyKey }));
export const saveThreshold = (accountId: number, body: ThresholdInput, idempotencyKey: string) =>
  change<FmsAccount>(callEndpoint(C.threshold, { values: { accountId }, body, idempotencyKey }));
export const payoutChannels = (signal?: AbortSignal) => payouts<PayoutChannel[]>(callEndpoint(C.channels, { signal }));
export const raiseChannelChange = (channel: string, body: ChannelChangeInput, idempotencyKey: string) =>
  change<{ id: number }>(callEndpoint(C.raiseChannel, { values: { channel }, body, idempotencyKey }));

/** A checker's decision on an FMS transfer or a channel change (the maker-checker core: never its maker). */
export const decideFms = (
  kind: 'FMS_TRANSFER' | 'PAYOUT_CONFIG_CHANGE',
  d: { id: number; isApproved: boolean; remarks: string },
  idempotencyKey: string,
) =>
  change<{ id: number; status: string }>(
    callEndpoint(DECISION_CALLS[kind], {
      values: { id: d.id },
      body: { isApproved: d.isApproved, remarks: d.remarks },
      idempotencyKey,
    }),
  );
