import { describe, expect, it } from 'vitest';
import { refundableOf, refundRefusal, refundTypeOf } from '../../../contract/merchant-refunds/rules';
import type { DecisionSummary } from '../../../src/common/decision-summary';
import {
  initialRefund,
  refundBody,
  refundErrors,
  refundReady,
  withType,
} from '../../../src/pages/merchant-refunds/raise-form';
import { refundDecisionSummary, refundRaiseSummary } from '../../../src/pages/merchant-refunds/refund-summary';
import { keyTranslate } from '../helpers/key-translate';
import { refundRequest, refundTxn } from './fixtures';

/** ₹1,000.10, ₹200.05 refunded, ₹300 pending: ₹500.05 refundable. */
const TXN = refundTxn({ amount: 1000.1, refunded: 200.05, pending: 300, refundable: 500.05, pendingRequests: 1 });
/** A summary's changes as [label, before, after]. */
const rows = (s: DecisionSummary) => s.changes?.map((c) => [c.label, c.before, c.after]);

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
    expect(rows(s)).toEqual([
      ['merchantRefunds.fields.refundedAmount', '₹200.05', '₹320.55'],
      ['merchantRefunds.fields.pending', '₹300.00', '₹420.50'],
      ['merchantRefunds.fields.refundableAmount', '₹500.05', '₹379.55'],
    ]);
    expect(s.next).toBe('merchantRefunds.summary.next_raise');
    const full = refundRaiseSummary(TXN, { amount: 500.05, reason: '', remarks: '' }, keyTranslate);
    expect(new Map(full.facts).get('merchantRefunds.fields.amount')).toBe('₹500.05 (merchantRefunds.type.FULL)');
  });

  it('the verification restates the request with the diff, and what approving or rejecting does', () => {
    const request = refundRequest({ makerEmail: 'maker@console.example' });
    const approve = refundDecisionSummary(request, true, keyTranslate);
    expect(approve.subject).toBe('pages.approvals.kinds.MERCHANT_REFUND #42');
    const facts = new Map(approve.facts);
    expect(facts.get('merchantRefunds.fields.txnAmount')).toBe('₹1,000.00');
    expect(facts.get('merchantRefunds.fields.amount')).toBe('₹300.00 (merchantRefunds.type.PARTIAL)');
    expect(facts.get('merchantRefunds.fields.rrn')).toBe('123456789012');
    expect(facts.get('pages.approvals.decision.maker')).toBe('maker@console.example');
    expect(rows(approve)).toEqual([
      ['merchantRefunds.fields.refundedAmount', '₹200.00', '₹500.00'],
      ['merchantRefunds.fields.refundableAmount', '₹800.00', '₹500.00'],
    ]);
    expect(approve.next).toBe('pages.approvals.decision.next_refund {"amount":"₹300.00"}');
    expect(refundDecisionSummary(request, false, keyTranslate).next).toBe('merchantRefunds.summary.next_reject');
  });
});
