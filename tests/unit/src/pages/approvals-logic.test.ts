import { describe, expect, it } from 'vitest';
import { hasRemarks } from '../../../../src/common/RemarksDialog';
import { inboxQuery } from '../../../../src/pages/approvals/inbox-items';
import { diffRows, sameValue } from '../../../../src/pages/approvals/request-diff';
import { newValueError, proposedChanges, type LimitConfig } from '../../../../src/pages/limit-requests/limit-form';
import { cashbackErrors, cashbackReady } from '../../../../src/pages/goodwill-cashback/cashback-form';
import { formatUtc } from '../../../../src/pages/audit-trail/audit-format';
import { PAYOUT_DETAIL_FIELDS } from '../../../../resources/payouts/payout-details';

const config: LimitConfig = {
  id: 1,
  transactionType: 'IMPS',
  txnIndicator: 'DEBIT',
  status: 'ACTIVE',
  version: 3,
  max_count: 10,
  max_amount: 50000,
  monthly_max_count: 100,
  monthly_max_amount: 100000,
  monthly_overall_max_amount: 150000,
  lifetime_max_amount: 900000,
};

describe('approvals logic', () => {
  it('remarks: blank does not count', () => {
    expect(hasRemarks('  ')).toBe(false);
    expect(hasRemarks(' ok ')).toBe(true);
  });

  it('diff rows: proposed beside current and at-request values; flags a moved target', () => {
    const rows = diffRows({
      proposed: { max_count: 12, max_amount: 60000 },
      previous: { max_count: 10, max_amount: 50000 },
      current: { max_count: 11, max_amount: 50000 },
    });
    expect(rows[0]).toEqual({ field: 'max_count', atRequest: '10', current: '11', proposed: '12', moved: true });
    expect(rows[1]).toMatchObject({ field: 'max_amount', current: '₹50,000.00', proposed: '₹60,000.00', moved: false });
    expect(diffRows({ proposed: { amount: 150 }, previous: null, current: null })[0]).toMatchObject({
      proposed: '₹150.00',
      moved: false,
    });
  });

  it('changed since requested: text fields compare as text, so an unchanged one is not flagged', () => {
    const rows = diffRows({
      proposed: { particulars: 'Festive', mode: 'UPI', max_count: 12 },
      previous: { particulars: 'Regular', mode: 'IMPS', max_count: 10 },
      current: { particulars: 'Regular', mode: 'NEFT', max_count: 10 },
    });
    expect(rows.map((r) => [r.field, r.moved])).toEqual([
      ['particulars', false],
      ['mode', true],
      ['max_count', false],
    ]);
  });

  it('sameValue: numbers as numbers, text as text, blanks alike', () => {
    expect(sameValue(10, 10)).toBe(true);
    expect(sameValue(10, '10')).toBe(true);
    expect(sameValue(10, '10.00')).toBe(true);
    expect(sameValue(10, 11)).toBe(false);
    expect(sameValue('IMPS', 'IMPS')).toBe(true);
    expect(sameValue('IMPS', 'NEFT')).toBe(false);
    expect(sameValue('007', '7')).toBe(false);
    expect(sameValue(null, undefined)).toBe(true);
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(null, 0)).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1 })).toBe(true);
  });

  it('inbox filter: dates to epoch bounds (the end day inclusive), empty values left out', () => {
    const f = inboxQuery({ kind: '', maker: ' maker@ ', from: '2026-01-02', to: '2026-01-03' });
    expect(f).toMatchObject({ maker: 'maker@', kind: undefined });
    expect(f.from).toBe(new Date('2026-01-02T00:00:00').getTime());
    expect(f.to).toBe(new Date('2026-01-03T23:59:59.999').getTime());
  });

  it('limit form: counts up to 9,99,999; amounts up to ₹1,000 crore with grouping; only changed values are proposed', () => {
    const count = { key: 'pages.limit_requests.invalid_count' };
    expect(newValueError('max_count', '1234567')).toEqual(count);
    expect(newValueError('max_count', '12.5')).toEqual(count);
    expect(newValueError('max_count', '9,99,999')).toBeNull();
    // Issue 41 item 2: realistic limits fit — ₹50,00,000 a month, crores over a lifetime.
    expect(newValueError('monthly_max_amount', '50,00,000')).toBeNull();
    expect(newValueError('lifetime_max_amount', '25,00,00,000.50')).toBeNull();
    expect(newValueError('max_amount', '0')).toBeNull();
    expect(newValueError('lifetime_max_amount', '10,00,00,00,001')).toEqual({
      key: 'validation.amount_too_large',
      args: { max: '₹10,00,00,00,000.00' },
    });
    expect(newValueError('max_amount', '1,2,3')).toEqual({ key: 'validation.amount_invalid' });
    expect(newValueError('max_amount', '-5')).toEqual({ key: 'validation.amount_invalid' });
    expect(
      proposedChanges(config, {
        max_count: '10',
        max_amount: '75,000',
        monthly_max_count: '',
        lifetime_max_amount: '2,00,00,000',
      }),
    ).toEqual({ max_amount: 75000, lifetime_max_amount: 20000000 });
  });

  it('cashback form: amount at most 3 characters and positive; every field needed', () => {
    expect(cashbackErrors({ consumerId: '12a', txnId: 'T', amount: '1000', remarks: 'x' })).toEqual({
      consumerId: 'pages.goodwill_cashback.invalid_consumer',
      amount: 'pages.goodwill_cashback.invalid_amount',
    });
    expect(cashbackErrors({ consumerId: '1', txnId: 'T', amount: '0', remarks: 'x' }).amount).toBeDefined();
    expect(cashbackReady({ consumerId: '101', txnId: 'T', amount: '9.5', remarks: 'x' })).toBe(true);
    expect(cashbackReady({ consumerId: '101', txnId: 'T', amount: '95', remarks: ' ' })).toBe(false);
    expect(cashbackErrors({ consumerId: '1', txnId: 'T'.repeat(51), amount: '5', remarks: 'r'.repeat(301) })).toEqual({
      txnId: 'pages.goodwill_cashback.txn_id_too_long',
      remarks: 'pages.goodwill_cashback.remarks_too_long',
    });
  });

  it('audit: UTC times', () => {
    expect(formatUtc(Date.UTC(2026, 10, 1, 4, 5, 6))).toBe('01/11/26 04:05:06');
  });

  it('payout details: every field §2.6 lists, epoch seconds shown as dd/MM/yy HH:mm:ss', () => {
    expect(PAYOUT_DETAIL_FIELDS.map((f) => f.source)).toEqual([
      'transactionId',
      'updatedAt',
      'createdAt',
      'amount',
      'agentEmail',
      'approverEmail',
      'isFeeWaived',
      'txnStatus',
      'status',
      'bankDetailId',
      'beneficiaryName',
      'accountNo',
      'ifsc',
      'agentRemarks',
      'approverRemarks',
    ]);
    const t = (k: string) => k;
    const created = PAYOUT_DETAIL_FIELDS.find((f) => f.source === 'createdAt');
    expect(created?.format(1_700_000_000, t)).toMatch(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(PAYOUT_DETAIL_FIELDS.find((f) => f.source === 'isFeeWaived')?.format(true, t)).toBe('resources.payouts.yes');
  });
});
