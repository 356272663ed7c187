import type { Binding } from '../binding';
import { MCC_APPROVE_KEY, MCC_RAISE_KEY, QR_ORDERS_VIEW_KEY, QR_REFUND_KEY } from './rules';

/**
 * MCC changes (spec §7.3 POST /merchants/raise/request/mcc; issue 43 item 7): a maker raises one from the merchant
 * 360's profile, a checker decides it in the approvals inbox (four eyes).
 */
export const MCC_CHANGE_REQUESTS = {
  name: 'mcc-change-requests',
  backend: 'crm',
  path: 'merchants/raise/request/mcc',
  access: {
    list: [MCC_RAISE_KEY, MCC_APPROVE_KEY],
    raise: [MCC_RAISE_KEY],
    decide: [MCC_APPROVE_KEY],
  },
} as const satisfies Binding;

/**
 * QR orders on the payment-support backend (spec §7.4 GET /payment-support/qr-order, POST /qr/order/manual/refund):
 * listed with CAN_VIEW_QR_ORDERS, refunded with CAN_REFUND_QR_ORDER. The console's page is /qr-orders.
 */
export const QR_ORDERS = {
  name: 'payment-support-qr-orders',
  backend: 'payment-support',
  path: 'payment-support/qr-order',
  access: {
    access: [QR_ORDERS_VIEW_KEY],
    list: [QR_ORDERS_VIEW_KEY],
    edit: [QR_REFUND_KEY],
  },
} as const satisfies Binding;

export const MERCHANT_CALL_BINDINGS: readonly Binding[] = [MCC_CHANGE_REQUESTS, QR_ORDERS];
