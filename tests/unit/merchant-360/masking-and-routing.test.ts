import { describe, expect, it } from 'vitest';
import { routeLoan, type LoanRouteFacts } from '../../../contract/merchant/loan-route';
import { maskPayload } from '../../../contract/merchant/masked-fields';
import { nextServiceStates } from '../../../contract/merchant/service-requests';

describe('maskPayload', () => {
  it('masks account numbers and PAN at any depth to their last 4, leaving the rest and non-text values alone', () => {
    const out = maskPayload({
      accountNumber: '918273645560',
      ifsc: 'HDFC0000001',
      label: 'HDFC5560',
      target: { account_number: '1234567890', pan: 'ABCPK1000F' },
      amount: 10,
      note: null,
    });
    expect(out).toEqual({
      accountNumber: 'XXXXXXXX5560',
      ifsc: 'HDFC0000001',
      label: 'HDFC5560',
      target: { account_number: 'XXXXXX7890', pan: 'XXXXXX000F' },
      amount: 10,
      note: null,
    });
    expect(maskPayload(null)).toBeNull();
  });

  it('masks inside lists too (an audit payload of several accounts)', () => {
    expect(
      maskPayload({ accounts: [{ accountNumber: '918273645560' }, 'text', 3], declared: { pan: 'ABCPK1000F' } }),
    ).toEqual({ accounts: [{ accountNumber: 'XXXXXXXX5560' }, 'text', 3], declared: { pan: 'XXXXXX000F' } });
  });
});

describe('routeLoan', () => {
  const now = Date.UTC(2026, 10, 1);
  const eligible: LoanRouteFacts = {
    merchantId: '1000004',
    status: 'ACTIVE',
    kycStatus: 'VERIFIED',
    settlementHold: null,
    onboardedAt: now - 91 * 86_400_000,
    openLoans: 0,
    creditLine: null,
    now,
  };
  it('routes an eligible merchant: a live credit line’s lender as a top-up, else a term loan by merchant id', () => {
    expect(routeLoan(eligible)).toMatchObject({ eligible: true, channel: 'TERM_LOAN', lender: 'Kredit Finance Ltd' });
    expect(routeLoan({ ...eligible, merchantId: '1000005' }).lender).toBe('Arth NBFC Pvt Ltd');
    const line = { lender: 'Arth NBFC Pvt Ltd', status: 'ACTIVE' };
    expect(routeLoan({ ...eligible, creditLine: line })).toMatchObject({
      channel: 'CREDIT_LINE_TOP_UP',
      lender: 'Arth NBFC Pvt Ltd',
    });
  });
  it('routes nothing when a check fails, and says which', () => {
    const young = routeLoan({ ...eligible, onboardedAt: now - 10 * 86_400_000, settlementHold: 'BLOCKED' });
    expect(young).toMatchObject({ eligible: false, channel: null, lender: null });
    expect(young.checks.filter((c) => !c.passed).map((c) => c.check)).toEqual([
      'SETTLEMENT_NOT_ON_HOLD',
      'VINTAGE_90_DAYS',
    ]);
  });
});

describe('service request states', () => {
  it('offers each state its next ones; CLOSED and CANCELLED are final', () => {
    expect(nextServiceStates('OPEN')).toEqual(['ASSIGNED', 'IN_PROGRESS', 'CANCELLED']);
    expect(nextServiceStates('RESOLVED')).toEqual(['CLOSED', 'IN_PROGRESS']);
    expect(nextServiceStates('CLOSED')).toEqual([]);
    expect(nextServiceStates('UNKNOWN')).toEqual([]);
  });
});
