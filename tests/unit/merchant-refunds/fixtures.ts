import type { RefundableTransactionWire } from '../../../contract/merchant-refunds/rules';
import type { RefundRequest } from '../../../dataProviders/merchant-support/merchant-refunds';

/** A successful ₹1,000 transaction of which ₹200 is refunded: ₹800 refundable (`figures` overrides). */
export const refundTxn = (figures: Partial<RefundableTransactionWire> = {}): RefundableTransactionWire => ({
  merchantId: '1000001',
  merchantName: 'Sharma Stores',
  txnId: 'TXN000000000012',
  rrn: '123456789012',
  status: 'SUCCESS',
  mode: 'UPI_QR',
  createdAt: 1_700_000_000,
  amount: 1000,
  refunded: 200,
  pending: 0,
  refundable: 800,
  pendingRequests: 0,
  ...figures,
});

/** Its values as the server raises a ₹300 partial refund on it: refunded ₹200 → ₹500, refundable ₹800 → ₹500. */
export const REFUND_VALUES = {
  proposed: {
    merchantId: '1000001',
    txnId: 'TXN000000000012',
    rrn: '123456789012',
    amount: 300,
    refundType: 'PARTIAL' as const,
    reason: 'Customer cancelled' as const,
    refundedAmount: 500,
    refundableAmount: 500,
  },
  previous: {
    merchantId: '1000001',
    txnId: 'TXN000000000012',
    rrn: '123456789012',
    txnAmount: 1000,
    refundedAmount: 200,
    refundableAmount: 800,
  },
};

/** That request, pending, as its lists answer it to a checker who may decide it. */
export const refundRequest = (values: Partial<RefundRequest> = {}): RefundRequest => ({
  id: 42,
  merchantId: '1000001',
  purpose: null,
  status: 'PENDING',
  ...REFUND_VALUES,
  makerEmail: 'maker@console.example',
  makerRemarks: 'Customer called',
  checkerEmail: null,
  checkerRemarks: null,
  createdAt: 0,
  decidedAt: null,
  canDecide: true,
  raisedByViewer: false,
  ...values,
});
