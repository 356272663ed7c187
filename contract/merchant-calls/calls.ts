/**
 * The endpoints of issue 43 item 7, declared once (contract/endpoint.ts): the MCC change raise on the CRM API (its
 * decision is the maker-checker core's, contract/approvals/calls.ts) and the payment-support QR orders. The merchant
 * 360's MDR and wallet reads are in contract/merchant/wallet-calls.ts, with the other merchant 360 tabs.
 */
import type { Endpoint } from '../endpoint';
import { MCC_CHANGE_REQUESTS, QR_ORDERS } from './bindings';

export const MERCHANT_CALLS = {
  /** A maker's MCC change: merchant, new MCC, reason, remarks; 201 with the PENDING request. */
  raiseMcc: {
    backend: 'crm',
    method: 'POST',
    path: '/merchants/raise/request/mcc',
    access: { rules: MCC_CHANGE_REQUESTS.access, actions: ['raise'] },
    idempotent: true,
  },
  /** QR orders, newest first: `page`, `limit` from 1 (the backend's numbered pages). */
  qrOrders: {
    backend: 'payment-support',
    method: 'GET',
    path: '/payment-support/qr-order',
    access: { rules: QR_ORDERS.access, actions: ['list'] },
    paging: 'backend',
  },
  /** A paid order's manual refund (orderId); a second refund of the same order is a 409. */
  qrRefund: {
    backend: 'payment-support',
    method: 'POST',
    path: '/qr/order/manual/refund',
    access: { rules: QR_ORDERS.access, actions: ['edit'] },
    idempotent: true,
  },
} as const satisfies Record<string, Endpoint>;

export const MERCHANT_CALL_ENDPOINTS: Readonly<Record<string, Endpoint>> = MERCHANT_CALLS;
