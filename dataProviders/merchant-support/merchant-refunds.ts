/**
 * /refund-request and /refund-verify (contract/merchant-refunds/calls.ts), unwrapped from the merchant-support
 * envelope (`success` true → `data`). A request is verified through the maker-checker decision
 * (dataProviders/crm/maker-checker.ts decideRequest, kind MERCHANT_REFUND).
 */
import { MERCHANT_REFUND_ENDPOINTS } from '../../contract/merchant-refunds/calls';
import type {
  RefundableTransactionWire,
  RefundPrevious,
  RefundProposed,
  RefundReason,
} from '../../contract/merchant-refunds/rules';
import type { BankChangeItem } from '../crm/merchant-kyc-reads';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

/**
 * A refund request as its lists answer it (server/repositories/merchant-bank.ts toChangeDto: every merchant change
 * request's shape), with the refund's proposed and previous values.
 */
export interface RefundRequest extends Omit<BankChangeItem, 'status' | 'proposed' | 'previous'> {
  merchantId: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  proposed: RefundProposed & Record<string, unknown>;
  previous: (RefundPrevious & Record<string, unknown>) | null;
  canDecide: boolean;
  raisedByViewer: boolean;
}

export interface RefundRequestPage {
  content: RefundRequest[];
  totalElements: number;
  totalPages: number;
}

export interface RefundRequestQuery {
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  /** Only the signed-in maker's own. */
  mine?: boolean;
  /** From 0. */
  page: number;
  size: number;
}

export interface RefundRaise {
  txnId: string;
  amount: number;
  reason: RefundReason;
  remarks: string;
}

/** One transaction of a merchant by its id or RRN, with what is refunded, pending and still refundable. */
export async function findRefundableTransaction(merchantId: string, ref: string, signal?: AbortSignal) {
  const response = await callEndpoint(MERCHANT_REFUND_ENDPOINTS.refundable, { values: { merchantId, ref }, signal });
  return requireSuccess(response).data as RefundableTransactionWire;
}

/** A page of refund requests, newest first. */
export async function listRefundRequests(q: RefundRequestQuery, signal?: AbortSignal) {
  const query = {
    page: q.page,
    size: q.size,
    ...(q.status ? { status: q.status } : {}),
    ...(q.mine ? { mine: 'true' } : {}),
  };
  const response = await callEndpoint(MERCHANT_REFUND_ENDPOINTS.requests, { query, signal });
  return requireSuccess(response).data as RefundRequestPage;
}

/** Raises a refund for a checker's verification; answers the request and the server's message. */
export async function raiseRefund(merchantId: string, body: RefundRaise, idempotencyKey: string) {
  const response = await callEndpoint(MERCHANT_REFUND_ENDPOINTS.raise, {
    values: { merchantId },
    body,
    idempotencyKey,
  });
  const envelope = requireSuccess(response) as { data: RefundRequest; message: string };
  return { request: envelope.data, message: envelope.message };
}
