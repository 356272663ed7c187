/**
 * /swipe/refunds (contract/devices/refunds.ts): the refund worklist (payments of returned terminals) and a refund
 * raised for a second person's decision, unwrapped from the CRM envelope. The requests list is the binding's resource.
 */
import { DEVICE_REFUND_ENDPOINTS as CALLS, type DevicePaymentKind } from '../../contract/devices/refunds';
import { callEndpoint } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';

export interface DevicePayment {
  id: number;
  serial: string;
  merchantId: string;
  kind: DevicePaymentKind;
  paidAt: number;
  /** Rupees. */
  paid: number;
  refunded: number;
  pending: number;
  refundable: number;
  returned: boolean;
}

export interface DevicePaymentPage {
  content: DevicePayment[];
  totalElements: number;
}

export interface DeviceRefundInput {
  merchantId: string;
  serial: string;
  paymentId: number;
  amount: number;
  reason: string;
}

/** The worklist, a page at a time (pages from 1 here, from 0 on the wire), by serial or merchant id. */
export async function listRefundPayments(filters: { q?: string }, page: number, size: number, signal?: AbortSignal) {
  const query = { ...(filters.q ? { q: filters.q } : {}), page: page - 1, size };
  return requireSuccess(await callEndpoint(CALLS.payments, { query, signal })).data as DevicePaymentPage;
}

/** Raises a refund (201: the PENDING request, and the server's message). */
export async function raiseDeviceRefund(body: DeviceRefundInput, idempotencyKey: string) {
  const answer = requireSuccess(await callEndpoint(CALLS.raise, { body, idempotencyKey }));
  return { id: (answer.data as { id: number }).id, message: String(answer.message) };
}
