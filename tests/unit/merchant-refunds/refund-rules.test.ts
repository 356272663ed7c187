import { describe, expect, it } from 'vitest';
import {
  refundableOf,
  refundRefusal,
  refundTypeOf,
  type RefundableTransactionWire,
} from '../../../contract/merchant-refunds/rules';
import type { RefundRequest } from '../../../dataProviders/merchant-support/merchant-refunds';
import {
  initialRefund,
  refundBody,
  refundErrors,
  refundReady,
  withType,
} from '../../../src/pages/merchant-refunds/raise-form';
import { refundDecisionSummary, refundRaiseSummary } from '../../../src/pages/merchant-refunds/refund-summary';
import { keyTranslate } from '../helpers/key-translate';

const TXN: RefundableTransactionWire = {
  merchantId: '1000001',
  merchantName: 'Sharma Stores',
  txnId: 'TXN000000000012',
  rrn: '123456789012',
  status: 'SUCCESS',
  mode: 'UPI_QR',
  createdAt: 1_700_000_000,
  amount: 1000.1,
  refunded: 200.05,
  pending: 300,
  refundable: 500.05,
  pendingRequests: 1,
};

describe('refundable amount and refusals (contract)', () => {
  it('is amount − approved refunds − pending requests, in paise, never below 0', () => {
    expect(refundableOf(TXN)).toBe(500.05);
    expect(refundableOf({ amount: 0.3, refunded: 0.1, pending: 0.2 })).toBe(0);
    expect(refundableOf({ amount: 100, refunded: 80, pending: 50 })).toBe(0);
  });

  it('FULL takes all that is refundable, else PARTIAL', () => {
    expect(refundTypeOf(500.05, 500.05)).toBe('FULL');
    expect(refundTypeOf(500, 500.05)).toBe('PARTIAL');
  });

  it('refuses a transaction that is not successful, nothing left, a bad amount, or more than the rest', () => {
    expect(refundRefusal('FAILED', TXN, 1)).toBe('notSuccessful');
    expect(refundRefusal('SUCCESS', { amount: 10, refunded: 10, pending: 0 }, 1)).toBe('nothingLeft');
    expect(refundRefusal('SUCCESS', TXN, 0)).toBe('amount');
    expect(refundRefusal('SUCCESS', TXN, 1.005)).toBe('amount');
    expect(refundRefusal('SUCCESS', TXN, 500.06)).toBe('overRefundable');
    expect(refundRefusal('SUCCESS', TXN, 500.05)).toBeNull();
  });
});

describe('the raise form', () => {
  it('opens as a full refund of the refundable rest; Partial keeps the amount to lower, Full puts it back', () => {
    const start = initialRefund(TXN);
    expect(start).toEqual({ type: 'FULL', amount: '500.05', reason: '', remarks: '' });
    const partial = { ...withType(start, 'PARTIAL', TXN), amount: '120' };
    expect(partial.amount).toBe('120');
    expect(withType(partial, 'FULL', TXN).amount).toBe('500.05');
  });

  it('is ready only with an amount within the rest, a reason and a remark, on a successful transaction', () => {
    const input = {
      type: 'PARTIAL' as const,
      amount: '120.50',
      reason: 'Duplicate payment' as const,
      remarks: ' asked ',
    };
    expect(refundReady(input, TXN)).toBe(true);
    expect(refundBody(input, TXN)).toEqual({
      txnId: 'TXN000000000012',
      amount: 120.5,
      reason: 'Duplicate payment',
      remarks: 'asked',
    });
    expect(refundErrors({ ...input, amount: '500.06' }, TXN).amount?.key).toBe('validation.amount_too_large');
    expect(refundReady({ ...input, amount: '500.06' }, TXN)).toBe(false);
    expect(refundReady({ ...input, remarks: ' ' }, TXN)).toBe(false);
    expect(refundReady({ ...input, reason: '' }, TXN)).toBe(false);
    expect(refundErrors({ ...input, remarks: 'x'.repeat(301) }, TXN).remarks).toBe('validation.too_long');
    expect(refundReady(input, { ...TXN, status: 'FAILED' })).toBe(false);
  });
});

describe('summaries', () => {
  it('the raise restates merchant, transaction, amounts and the refunded / refundable amounts before → after', () => {
    const s = refundRaiseSummary(TXN, { amount: 120.5, reason: 'Duplicate payment', remarks: 'asked' }, keyTranslate);
    const facts = new Map(s.facts);
    expect(s.subject).toBe('merchantRefunds.summary.raise_subject {"txnId":"TXN000000000012"}');
    expect(facts.get('merchantRefunds.fields.merchantId')).toBe('Sharma Stores (1000001)');
    expect(facts.get('merchantRefunds.fields.txnId')).toBe('TXN000000000012');
    expect(facts.get('merchantRefunds.fields.txnAmount')).toBe('₹1,000.10');
    expect(facts.get('merchantRefunds.fields.amount')).toBe('₹120.50 (merchantRefunds.type.PARTIAL)');
    expect(s.changes).toEqual([
      { label: 'merchantRefunds.fields.refundedAmount', before: '₹200.05', after: '₹320.55' },
      { label: 'merchantRefunds.fields.pending', before: '₹300.00', after: '₹420.50' },
      { label: 'merchantRefunds.fields.refundableAmount', before: '₹500.05', after: '₹379.55' },
    ]);
    expect(s.next).toBe('merchantRefunds.summary.next_raise');
    const full = refundRaiseSummary(TXN, { amount: 500.05, reason: '', remarks: '' }, keyTranslate);
    expect(new Map(full.facts).get('merchantRefunds.fields.amount')).toBe('₹500.05 (merchantRefunds.type.FULL)');
  });

  it('the verification restates the request with the diff, and what approving or rejecting does', () => {
    const request: RefundRequest = {
      id: 42,
      merchantId: '1000001',
      status: 'PENDING',
      proposed: {
        merchantId: '1000001',
        txnId: 'TXN000000000012',
        rrn: null,
        amount: 400,
        refundType: 'PARTIAL',
        reason: 'Customer cancelled',
        refundedAmount: 600,
        refundableAmount: 400,
      },
      previous: {
        merchantId: '1000001',
        txnId: 'TXN000000000012',
        rrn: null,
        txnAmount: 1000,
        refundedAmount: 200,
        refundableAmount: 800,
      },
      makerEmail: 'maker@console.example',
      makerRemarks: 'called',
      checkerEmail: null,
      checkerRemarks: null,
      createdAt: 0,
      decidedAt: null,
      canDecide: true,
      raisedByViewer: false,
    };
    const approve = refundDecisionSummary(request, true, keyTranslate);
    expect(approve.subject).toBe('pages.approvals.kinds.MERCHANT_REFUND #42');
    const facts = new Map(approve.facts);
    expect(facts.get('merchantRefunds.fields.txnAmount')).toBe('₹1,000.00');
    expect(facts.get('merchantRefunds.fields.amount')).toBe('₹400.00 (merchantRefunds.type.PARTIAL)');
    expect(facts.get('merchantRefunds.fields.rrn')).toBe('N/A');
    expect(facts.get('pages.approvals.decision.maker')).toBe('maker@console.example');
    expect(approve.changes).toEqual([
      { label: 'merchantRefunds.fields.refundedAmount', before: '₹200.00', after: '₹600.00' },
      { label: 'merchantRefunds.fields.refundableAmount', before: '₹800.00', after: '₹400.00' },
    ]);
    expect(approve.next).toBe('pages.approvals.decision.next_refund {"amount":"₹400.00"}');
    expect(refundDecisionSummary(request, false, keyTranslate).next).toBe('merchantRefunds.summary.next_reject');
  });
});
