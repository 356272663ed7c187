import { MERCHANT_CALLS } from '../../contract/merchant-calls/calls';
import type { QrOrderState } from '../../contract/merchant-calls/rules';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { backendUrl } from '../runtime-config';
import { unwrapPaymentSupport } from './envelope';

export interface QrOrder {
  orderId: string;
  merchantId: string;
  merchantName: string;
  amount: number;
  payerVpa: string | null;
  status: QrOrderState;
  createdAt: number;
  refundReference: string | null;
  refundedBy: string | null;
  refundedAt: number | null;
}

export interface QrOrderPage {
  list: QrOrder[];
  page: number;
  limit: number;
  total: number;
}

/**
 * The payment-support QR orders (spec §7.4 GET /payment-support/qr-order (page, limit), POST /qr/order/manual/refund
 * (orderId)), each answer taken through the backend's rule (envelope.ts: status_code 200, or 'Processed!').
 */
export async function listQrOrders(
  page: number,
  limit: number,
  signal?: AbortSignal,
  baseUrl: BaseUrlOf = backendUrl,
): Promise<QrOrderPage> {
  return unwrapPaymentSupport(
    await callEndpoint(MERCHANT_CALLS.qrOrders, { query: { page, limit }, signal }, baseUrl),
  ) as QrOrderPage;
}

export async function refundQrOrder(
  params: { orderId: string; idempotencyKey: string },
  baseUrl: BaseUrlOf = backendUrl,
): Promise<QrOrder> {
  return unwrapPaymentSupport(
    await callEndpoint(
      MERCHANT_CALLS.qrRefund,
      { body: { orderId: params.orderId }, idempotencyKey: params.idempotencyKey },
      baseUrl,
    ),
  ) as QrOrder;
}
