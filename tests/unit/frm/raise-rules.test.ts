import { describe, expect, it } from 'vitest';
import { frmReference, nextFrmStates } from '../../../contract/frm/rules';
import { initialRaise, raiseBody, raiseErrors, raiseReady, raiseSummary } from '../../../src/pages/frm/raise-form';
import { moveBody, moveReady, movesOf, moveSummary } from '../../../src/pages/frm/move-rules';
import type { FrmComplaint } from '../../../dataProviders/fraud-risk/frm';

const TXN = {
  id: 7,
  merchant_id: '4000000001',
  payment_transaction_id: 'SW123',
  bank_reference_no: '998877',
  amount: 1500.5,
};
const t = (key: string, args?: Record<string, unknown>) => (args ? `${key} ${JSON.stringify(args)}` : key);

describe('the Raise FRM Complaint dialog rules', () => {
  it('opens with the transaction amount at risk and nothing else filled, so it cannot be sent yet', () => {
    const v = initialRaise(TXN);
    expect(v).toEqual({ category: '', description: '', amount: '1500.5' });
    expect(raiseReady(v, TXN)).toBe(false);
  });

  it('is ready with a category, a description and an amount up to the transaction amount', () => {
    const v = { category: 'Stolen card' as const, description: ' Card stolen ', amount: '1,500.50' };
    expect(raiseErrors(v, TXN)).toEqual({});
    expect(raiseReady(v, TXN)).toBe(true);
    expect(raiseBody(v, TXN)).toEqual({
      transactionId: 7,
      category: 'Stolen card',
      description: 'Card stolen',
      amountAtRisk: 1500.5,
    });
  });

  it('never lets the amount at risk go above the transaction, or be nothing', () => {
    const base = { category: 'Other' as const, description: 'x', amount: '' };
    expect(raiseErrors({ ...base, amount: '1500.51' }, TXN).amount?.key).toBe('validation.amount_too_large');
    expect(raiseErrors({ ...base, amount: '0' }, TXN).amount?.key).toBe('validation.amount_positive');
    expect(raiseErrors({ ...base, amount: '12.345' }, TXN).amount?.key).toBe('validation.amount_invalid');
    expect(raiseReady({ ...base, amount: '1500.51' }, TXN)).toBe(false);
  });

  it('says a description over 1000 characters is too long, and keeps it', () => {
    const v = { category: 'Other' as const, description: 'x'.repeat(1001), amount: '10' };
    expect(raiseErrors(v, TXN).description).toBe('frm.raise.description_too_long');
    expect(raiseReady(v, TXN)).toBe(false);
    expect(raiseReady({ ...v, description: 'x'.repeat(1000) }, TXN)).toBe(true);
  });

  it('restates merchant, transaction, RRN, the transaction amount and the amount at risk', () => {
    const s = raiseSummary({ category: '', description: '', amount: '500' }, TXN, t);
    expect(s.facts.map(([, v]) => v)).toEqual(['4000000001', 'SW123', '998877', '₹1,500.50', '₹500.00']);
  });
});

describe('the FRM moves', () => {
  const complaint = {
    reference: 'FRM-000003',
    status: 'UNDER_REVIEW',
    version: 4,
    merchantId: '4000000001',
    rrn: '998877',
    amountAtRisk: 10,
  } as FrmComplaint;

  it('OPEN → UNDER_REVIEW → CLOSED only', () => {
    expect(nextFrmStates('OPEN')).toEqual(['UNDER_REVIEW']);
    expect(movesOf(complaint)).toEqual(['CLOSED']);
    expect(nextFrmStates('CLOSED')).toEqual([]);
    expect(nextFrmStates('LOST')).toEqual([]);
  });

  it('closing needs an outcome, which is sent only to close, with the version read', () => {
    expect(moveReady('CLOSED', '')).toBe(false);
    expect(moveReady('CLOSED', 'NOT_FRAUD')).toBe(true);
    expect(moveReady('UNDER_REVIEW', '')).toBe(true);
    expect(moveBody(complaint, 'CLOSED', 'NOT_FRAUD')).toEqual({ to: 'CLOSED', version: 4, outcome: 'NOT_FRAUD' });
    expect(moveBody(complaint, 'UNDER_REVIEW', 'NOT_FRAUD')).toEqual({ to: 'UNDER_REVIEW', version: 4 });
  });

  it('restates the status from → to, and the outcome when closing', () => {
    const s = moveSummary(complaint, 'CLOSED', 'FRAUD_CONFIRMED', t);
    expect(s.changes).toEqual([
      { label: 'frm.field.status', before: 'frm.status.UNDER_REVIEW', after: 'frm.status.CLOSED' },
      { label: 'frm.field.outcome', before: '—', after: 'frm.outcome.FRAUD_CONFIRMED' },
    ]);
  });

  it('references are FRM and six digits', () => {
    expect(frmReference(42)).toBe('FRM-000042');
  });
});
