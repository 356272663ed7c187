import { describe, expect, it } from 'vitest';
import {
  amountTooHighMessage,
  chargebackSearchErrors,
  daysBefore,
  disputeListDefaults,
  disputeListErrors,
  disputeModalErrors,
  hasSearchKey,
  raiseDisputeErrors,
} from '../../../contract/disputes/rules';
import { typedAmountError } from '../../../src/pages/disputes/RaiseDisputeForm';
import { REJECT_REASONS } from '../../../contract/disputes/reasons';

const today = '2026-11-22';

describe('§5.2 chargeback search', () => {
  const ok = { merchantId: '1234567890', startDate: daysBefore(today, 30), endDate: today };
  it('accepts a merchant id of ≤ 10 digits and a range within the limits', () => {
    expect(chargebackSearchErrors(ok, today)).toEqual({});
    expect(hasSearchKey(ok)).toBe(true);
    expect(hasSearchKey({ startDate: today })).toBe(false);
    expect(hasSearchKey({ rrn: 'ABC123' })).toBe(true);
  });
  it('merchant id digits only, ≤ 10', () => {
    expect(chargebackSearchErrors({ ...ok, merchantId: '12a' }, today).merchantId).toBe(
      'Merchant ID must contain only numbers.',
    );
    expect(chargebackSearchErrors({ ...ok, merchantId: '12345678901' }, today).merchantId).toBe(
      'Merchant ID must contain only numbers.',
    );
  });
  it('UTR alphanumeric', () => {
    expect(chargebackSearchErrors({ ...ok, rrn: 'AB-12' }, today).rrn).toBe('Transaction UTR must be alphanumeric.');
    expect(chargebackSearchErrors({ ...ok, rrn: 'AB12' }, today).rrn).toBeUndefined();
  });
  it('range ≤ 180 days, start ≤ 270 days back', () => {
    expect(chargebackSearchErrors({ ...ok, startDate: daysBefore(today, 180) }, today)).toEqual({});
    expect(chargebackSearchErrors({ ...ok, startDate: daysBefore(today, 181) }, today).endDate).toBe(
      'Please select date range not more than 6 months',
    );
    expect(
      chargebackSearchErrors({ ...ok, startDate: daysBefore(today, 271), endDate: daysBefore(today, 200) }, today)
        .startDate,
    ).toBe('Please select start date not beyond 270 days');
    expect(
      chargebackSearchErrors({ ...ok, startDate: daysBefore(today, 270), endDate: daysBefore(today, 200) }, today),
    ).toEqual({});
  });
});

describe('§5.2 dispute list filters', () => {
  it('each rule only when the field is given', () => {
    expect(disputeListErrors({})).toEqual({});
    expect(disputeListErrors({ mobile: '8912345678' }).mobile).toBe('Mobile number must start with 91.');
    expect(disputeListErrors({ mobile: '919876543210' })).toEqual({});
    expect(disputeListErrors({ mobile: '9198765432101' }).mobile).toBe('Mobile number must start with 91.');
    expect(disputeListErrors({ freshdeskTicketId: 'FD-1' }).freshdeskTicketId).toBe(
      'Freshdesk Ticket ID must be alphanumeric.',
    );
    expect(disputeListErrors({ transactionId: 'x y' }).transactionId).toBe('Transaction UTR must be alphanumeric.');
  });
  it('both dates or neither, ≤ 180 days', () => {
    expect(disputeListErrors({ startDate: today }).endDate).toBe('End date is required in date range.');
    expect(disputeListErrors({ endDate: today }).startDate).toBe('Start date is required in date range.');
    expect(disputeListErrors({ startDate: daysBefore(today, 181), endDate: today }).endDate).toBe(
      'Please select date range not more than 6 months',
    );
  });
  it('defaults: page 1, limit 20, Processing, a week ago to today', () => {
    expect(disputeListDefaults(today)).toEqual({
      page: 1,
      limit: 20,
      status: 'Processing',
      startDate: '2026-11-15',
      endDate: today,
    });
  });
});

describe('§5.3 raise dispute', () => {
  const valid = {
    disputeCategory: 'Fraud',
    acknowledgementNo: 'ACK12345',
    subjectOfComplaint: 'Customer did not receive goods',
    state: 'Karnataka',
    city: 'Bengaluru',
    disputeAmount: '1500.50',
  };
  it('a complete form passes', () => {
    expect(raiseDisputeErrors(valid, 2000)).toEqual({});
  });
  it('required fields', () => {
    const e = raiseDisputeErrors({}, 2000);
    for (const f of ['disputeCategory', 'acknowledgementNo', 'subjectOfComplaint', 'state', 'city', 'disputeAmount'])
      expect(e[f]).toBe('This field is required.');
    expect(e.freshdeskTicketId).toBeUndefined();
    expect(e.remarks).toBeUndefined();
  });
  it('otherSpecify only for others, bankName only for bank', () => {
    expect(raiseDisputeErrors({ ...valid, disputeCategory: 'others' }, 2000).otherSpecify).toBe(
      'This field is required.',
    );
    expect(raiseDisputeErrors({ ...valid, disputeCategory: 'bank' }, 2000).bankName).toBe('This field is required.');
    expect(raiseDisputeErrors({ ...valid, otherSpecify: 'x' }, 2000).otherSpecify).toBeUndefined();
  });
  it('lengths and letters-and-digits', () => {
    expect(raiseDisputeErrors({ ...valid, acknowledgementNo: 'AB1' }, 2000).acknowledgementNo).toBe(
      'Must be at least 5 characters.',
    );
    expect(raiseDisputeErrors({ ...valid, acknowledgementNo: 'A'.repeat(101) }, 2000).acknowledgementNo).toBe(
      'Cannot be more than 100 characters.',
    );
    expect(raiseDisputeErrors({ ...valid, acknowledgementNo: 'ACK-1234' }, 2000).acknowledgementNo).toBe(
      'Only letters and numbers are allowed.',
    );
    expect(raiseDisputeErrors({ ...valid, freshdeskTicketId: 'FD 123' }, 2000).freshdeskTicketId).toBe(
      'Only letters and numbers are allowed.',
    );
    expect(raiseDisputeErrors({ ...valid, subjectOfComplaint: 'a'.repeat(201) }, 2000).subjectOfComplaint).toBe(
      'Cannot be more than 200 characters.',
    );
    expect(raiseDisputeErrors({ ...valid, remarks: 'a'.repeat(301) }, 2000).remarks).toBe(
      'Cannot be more than 300 characters.',
    );
    expect(raiseDisputeErrors({ ...valid, remarks: 'abc' }, 2000).remarks).toBe('Must be at least 5 characters.');
    expect(raiseDisputeErrors({ ...valid, disputeCategory: 'bank', bankName: 'b'.repeat(201) }, 2000).bankName).toBe(
      'Cannot be more than 200 characters.',
    );
  });
  it('amount > 0, ≤ total (₹ with Indian grouping), ≤ 10 characters', () => {
    expect(raiseDisputeErrors({ ...valid, disputeAmount: '0' }, 2000).disputeAmount).toBe(
      'Amount must be greater than 0.',
    );
    expect(raiseDisputeErrors({ ...valid, disputeAmount: '150000' }, 123456.5).disputeAmount).toBe(
      'Amount cannot exceed the total transaction amount of ₹1,23,456.5.',
    );
    expect(amountTooHighMessage(2000)).toBe('Amount cannot exceed the total transaction amount of ₹2,000.');
    expect(raiseDisputeErrors({ ...valid, disputeAmount: '12345678.00' }, 1e9).disputeAmount).toBe(
      'Cannot be more than 10 characters.',
    );
  });
  it('the form says an amount too long while it is typed, and nothing else before submit (issue 41 item 2)', () => {
    expect(typedAmountError('1234567890')).toBeUndefined();
    expect(typedAmountError('12345678901')).toBe('Cannot be more than 10 characters.');
    expect(typedAmountError('0')).toBeUndefined();
  });
  it('only a listed category', () => {
    expect(raiseDisputeErrors(valid, 2000, ['Fraud'])).toEqual({});
    expect(raiseDisputeErrors(valid, 2000, ['Other']).disputeCategory).toBe('This field is required.');
  });
  it('dispute modal: reason letters and spaces 1–200, hold optional', () => {
    expect(disputeModalErrors({ disputeReason: 'Goods not received' })).toEqual({});
    expect(disputeModalErrors({}).disputeReason).toBe('This field is required.');
    expect(disputeModalErrors({ disputeReason: 'Bad1' }).disputeReason).toBe('Only letters and spaces are allowed.');
    expect(disputeModalErrors({ disputeReason: 'ok', holdReason: '#' }).holdReason).toBe(
      'Only letters and spaces are allowed.',
    );
  });
});

it('§8: sixteen reject reasons, exactly worded', () => {
  expect(REJECT_REASONS).toHaveLength(16);
  expect(REJECT_REASONS).toContain('Business stamp required on invoice for transaction amount more than INR 10,000');
});
