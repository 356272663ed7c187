/**
 * The TP club (contract/club/calls.ts): its reads and its three changes, unwrapped from the investment envelope
 * (`success` true → `data`). Amounts are rupees.
 */
import type { ApplyInterestInput, CancelRefundInput, ForceWithdrawInput } from '../../contract/club/bodies';
import { CLUB_CALLS } from '../../contract/club/calls';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface ClubMember {
  id: number;
  accountNo: string;
  holderName: string;
  status: string;
  balance: number;
  holdings: number;
  networth: number;
}
export interface ClubCollection {
  day: string;
  txnType: string;
  count: number;
  amount: number;
}
export interface ClubCashback {
  accountId: number;
  accountNo: string;
  holderName: string;
  eligible: number;
  credited: number;
  difference: number;
}
export interface ClubInterestDue {
  id: number;
  accountId: number;
  accountNo: string;
  holderName: string;
  period: string;
  amount: number;
  status: string;
  appliedBy: string | null;
  appliedAt: number | null;
}
export interface ClubSubscription {
  id: number;
  accountId: number;
  accountNo: string;
  holderName: string;
  plan: string;
  amount: number;
  status: string;
  createdAt: number;
  refundedAmount: number | null;
  refundedBy: string | null;
  refundedAt: number | null;
}
/** The server's answer to a change: its message. */
export interface ClubChangeResult {
  message: string;
}

const read =
  <T>(call: (typeof CLUB_CALLS)[keyof typeof CLUB_CALLS]) =>
  async (signal?: AbortSignal): Promise<T[]> =>
    requireSuccess(await callEndpoint(call, { signal })).data as T[];

export const CLUB_READS = {
  members: read<ClubMember>(CLUB_CALLS.members),
  collections: read<ClubCollection>(CLUB_CALLS.collections),
  cashback: read<ClubCashback>(CLUB_CALLS.cashback),
  interestDues: read<ClubInterestDue>(CLUB_CALLS.interestDues),
  subscriptions: read<ClubSubscription>(CLUB_CALLS.subscriptions),
};

const change = async (
  call: (typeof CLUB_CALLS)[keyof typeof CLUB_CALLS],
  body: object,
  idempotencyKey: string,
): Promise<ClubChangeResult> => {
  const answer = requireSuccess(await callEndpoint(call, { body, idempotencyKey })) as { message?: string };
  return { message: answer.message ?? '' };
};

export const raiseForceWithdraw = (body: ForceWithdrawInput, key: string) =>
  change(CLUB_CALLS.raiseForceWithdraw, body, key);
export const applyClubInterest = (body: ApplyInterestInput, key: string) => change(CLUB_CALLS.applyInterest, body, key);
export const cancelRefundSubscription = (body: CancelRefundInput, key: string) =>
  change(CLUB_CALLS.cancelRefund, body, key);
