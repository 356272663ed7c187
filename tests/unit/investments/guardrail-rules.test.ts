import { describe, expect, it } from 'vitest';
import { istDayStartAt } from '../../../contract/business-time';
import { guardrailBreach, rupees, type Guardrail } from '../../../contract/investments';
import { capProblem, capText, proposedCaps } from '../../../src/pages/investments/guardrail-types';
import { changeLines } from '../../../src/pages/investments/PendingRequests';
import { transferBody, EMPTY_TRANSFER } from '../../../src/pages/payout-ops/transfer-types';
import { pageRoutes, type PageEntry } from '../../../src/pages/types';

const g: Guardrail = {
  id: 1,
  name: 'P2P deposits',
  status: 'ACTIVE',
  max_amount: 100,
  daily_max_count: 2,
  daily_max_amount: 150,
};

describe('guardrailBreach (the server enforces it; the refusal names the guardrail and the limit)', () => {
  it('passes within every cap, and anything under an INACTIVE guardrail or with no guardrail', () => {
    expect(guardrailBreach(g, { amount: 100, todayCount: 1, todayAmount: 50 })).toBeNull();
    expect(guardrailBreach({ ...g, status: 'INACTIVE' }, { amount: 1e9, todayCount: 99, todayAmount: 1e9 })).toBeNull();
    expect(guardrailBreach(null, { amount: 1e9, todayCount: 0, todayAmount: 0 })).toBeNull();
  });
  it('names the first cap broken: amount, then the count, then the day total', () => {
    expect(guardrailBreach(g, { amount: 100.01, todayCount: 0, todayAmount: 0 })).toBe(
      'Refused by guardrail "P2P deposits": amount per transaction is limited to ₹100.00; this would make it ₹100.01.',
    );
    expect(guardrailBreach(g, { amount: 1, todayCount: 2, todayAmount: 0 })).toContain(
      'transactions per day is limited to 2; this would make it 3',
    );
    expect(guardrailBreach(g, { amount: 60, todayCount: 0, todayAmount: 100 })).toContain(
      'amount per day is limited to ₹150.00; this would make it ₹160.00',
    );
  });
  it('reads a cap of 0 as no cap', () => {
    expect(guardrailBreach({ ...g, daily_max_count: 0 }, { amount: 1, todayCount: 500, todayAmount: 0 })).toBeNull();
  });
});

it('writes rupees with Indian grouping; daily caps count from the start of the IST business day', () => {
  expect(rupees(750000)).toBe('₹7,50,000.00');
  expect(rupees(12345678.5)).toBe('₹1,23,45,678.50');
  expect(rupees(-5)).toBe('-₹5.00');
  // 23:59 UTC on the 22nd is 05:29 IST on the 23rd: that day began at 18:30 UTC on the 22nd.
  expect(istDayStartAt(Date.UTC(2026, 10, 22, 23, 59))).toBe(Date.UTC(2026, 10, 22, 18, 30));
  // 18:29 UTC is still the 22nd in India (23:59 IST), which began at 18:30 UTC on the 21st.
  expect(istDayStartAt(Date.UTC(2026, 10, 22, 18, 29))).toBe(Date.UTC(2026, 10, 21, 18, 30));
});

it('keeps only changed caps, refuses non-numbers, and shows no cap for 0', () => {
  const current = { max_amount: 100, daily_max_count: 5, daily_max_amount: 0 };
  expect(proposedCaps(current, { max_amount: '100', daily_max_count: '7', daily_max_amount: '' })).toEqual({
    daily_max_count: 7,
  });
  expect(proposedCaps(current, { max_amount: 'abc' })).toBeNull();
  // Issue 41 item 2: Indian grouping is read; what cannot be a cap is refused with its message, never dropped.
  expect(proposedCaps(current, { max_amount: '1,00,000', daily_max_count: '1,000' })).toEqual({
    max_amount: 100000,
    daily_max_count: 1000,
  });
  expect(proposedCaps(current, { daily_max_count: '2.5' })).toBeNull();
  expect(capProblem('daily_max_count', '2.5')).toEqual({ key: 'validation.count_invalid' });
  expect(capProblem('max_amount', '100,000')).toEqual({ key: 'validation.amount_invalid' });
  expect(capProblem('max_amount', '1000000000000')?.key).toBe('validation.amount_too_large');
  expect(capProblem('max_amount', '0')).toBeNull(); // 0 is no cap
  expect(capProblem('daily_max_amount', '')).toBeNull();
  expect(capText('daily_max_amount', 0, String, 'No cap')).toBe('No cap');
  expect(capText('daily_max_count', 3, () => 'x', 'No cap')).toBe('3');
});

it('shows a request as old → new per field', () => {
  expect(
    changeLines({ proposed: { max_amount: 80000 }, previous: { max_amount: 100000 } }, (f) => f).map((l) =>
      l.replace(/\s/g, ' '),
    ),
  ).toEqual(['max_amount: ₹1,00,000.00 → ₹80,000.00']);
});

it('builds a transfer only from two different accounts, an amount > 0 with 2 decimals and remarks', () => {
  const ok = { fromAccountId: '1', toAccountId: '2', amount: '10.50', channel: 'NEFT', remarks: ' top up ' };
  expect(transferBody(ok)).toEqual({
    fromAccountId: 1,
    toAccountId: 2,
    amount: 10.5,
    channel: 'NEFT',
    remarks: 'top up',
  });
  expect(transferBody({ ...ok, toAccountId: '1' })).toBeNull();
  expect(transferBody({ ...ok, amount: '1.234' })).toBeNull();
  expect(transferBody({ ...ok, amount: '0' })).toBeNull();
  expect(transferBody(EMPTY_TRANSFER)).toBeNull();
  // Issue 41 item 2: Indian grouping reads (₹15 lakh), too large or remarks too long refuse (the form says why).
  expect(transferBody({ ...ok, amount: '15,00,000' })?.amount).toBe(1_500_000);
  expect(transferBody({ ...ok, amount: '1,2,3' })).toBeNull();
  expect(transferBody({ ...ok, amount: '1,00,00,00,00,00,000' })).toBeNull();
  expect(transferBody({ ...ok, remarks: 'x'.repeat(301) })).toBeNull();
});

it('routes every page, its sub-pages and its aliases', () => {
  const View = () => null;
  const pages: PageEntry[] = [
    {
      name: 'group',
      path: '/payout',
      title: 't',
      access: [],
      component: View,
      children: [
        {
          name: 'req',
          path: '/payout/a/request',
          aliases: ['/payout/b/request'],
          title: 't',
          access: [],
          component: View,
        },
      ],
    },
  ];
  expect(pageRoutes(pages).map((r) => `${r.path}:${r.page.name}`)).toEqual([
    '/payout:group',
    '/payout/a/request:req',
    '/payout/b/request:req',
  ]);
});
