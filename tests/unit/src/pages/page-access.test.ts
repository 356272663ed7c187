import { describe, expect, it } from 'vitest';
import { pageAccessEntries, PAGE_ACCESS } from '../../../../src/pages';
import { allowedParts } from '../../../../src/pages/types';
import type { PageEntry } from '../../../../src/pages/types';

const View = () => null;

describe('page access entries', () => {
  it('lists each page, each of its parts as <page>.<part>, and its sub-pages', () => {
    const page: PageEntry = {
      name: 'consumer',
      path: '/consumer',
      title: 'pages.consumer.title',
      access: ['CAN_VIEW_UPI_SUMMARY', 'CAN_VIEW_UPI_TXN'],
      parts: { upi_summary: ['CAN_VIEW_UPI_SUMMARY'], upi_txn: ['CAN_VIEW_UPI_TXN'] },
      component: View,
      children: [
        { name: 'consumer-kyc', path: '/consumer/kyc', title: 'x', access: ['CAN_VIEW_POSTPE_KYC'], component: View },
      ],
    };
    expect(pageAccessEntries([page])).toEqual([
      { name: 'consumer', access: ['CAN_VIEW_UPI_SUMMARY', 'CAN_VIEW_UPI_TXN'] },
      { name: 'consumer.upi_summary', access: ['CAN_VIEW_UPI_SUMMARY'] },
      { name: 'consumer.upi_txn', access: ['CAN_VIEW_UPI_TXN'] },
      { name: 'consumer-kyc', access: ['CAN_VIEW_POSTPE_KYC'] },
    ]);
  });

  it("the console's table holds the approvals page and one entry per inbox kind", () => {
    expect(PAGE_ACCESS.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'approvals',
        'approvals.LIMIT',
        'approvals.CASHBACK',
        'approvals.PAYOUT',
        'deposit-alerts',
      ]),
    );
  });

  it('allowedParts keeps the order given and allows nothing while undecided', () => {
    const page = { name: 'consumer' };
    expect(
      allowedParts(page, ['b', 'a', 'c'], { 'consumer.a': true, 'consumer.b': true, 'consumer.c': false }),
    ).toEqual(['b', 'a']);
    expect(allowedParts(page, ['a'], undefined)).toEqual([]);
  });

  it('permission keys are typed: a misspelt one does not compile (tsc checks this file)', () => {
    const misspelt: PageEntry = {
      name: 'x',
      path: '/x',
      title: 'x',
      // @ts-expect-error CAN_LIST_USERS is not in the catalogue (CAN_LIST_USER is)
      access: ['CAN_LIST_USERS'],
      component: View,
    };
    expect(misspelt.name).toBe('x');
  });
});
