import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSUMER_LISTS as L, consumerDataProvider, linkQuery } from '../../../dataProviders/postpe/consumer';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

const bases = { postpe: '/api/postpe', lending: '/api/lending' };
const page2 = { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const } };

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' })));
afterEach(() => vi.unstubAllGlobals());

/** Part 1 of the consumer 360 calls its declared endpoints (contract/consumer/calls.ts) with their paging (§7.5, §9). */
describe('consumer 360 provider', () => {
  it.each([
    [
      L.transactions,
      { consumerId: 1001 },
      '/api/lending/account-statement?consumerId=1001&page_num=1&page_size=20',
      { content: [{ id: 1 }], totalElements: 21 },
    ],
    [
      L.repayments,
      { id: 1001 },
      '/api/postpe/repayments?id=1001&page=2&limit=20',
      { account_statement: { statement_details: [{ id: 1 }], total: 21 }, totalElements: 21 },
    ],
    [
      L.crmAudits,
      { consumerId: 1001 },
      '/api/postpe/request-audits?consumerId=1001&page=1&limit=20',
      { requestAudits: [{ id: 1 }], totalElements: 21 },
    ],
    [
      L.bankTransfers,
      { consumerId: 1001, utr: 'U1' },
      '/api/lending/bank-transfers?consumerId=1001&utr=U1&page=2&limit=20',
      { content: [{ id: 1 }], totalElements: 21 },
    ],
    [
      L.bills,
      { consumerId: 1001 },
      '/api/postpe/bills?consumerId=1001&page=1&size=20',
      { content: [{ id: 1 }], totalElements: 21 },
    ],
  ])('%s', async (resource, filter, url, data) => {
    const calls = stubFetch({ success: true, data });
    const result = await consumerDataProvider(bases).getList(resource, { ...page2, filter });
    expect(calls[0]?.url).toBe(url);
    expect(result).toEqual({ data: [{ id: 1 }], total: 21 });
  });

  it('reads a part by the consumer id, limits for bank transfers and payments', async () => {
    const calls = stubFetch({ success: true, data: {} });
    await consumerDataProvider(bases).getConsumerPart('limits', 1001);
    await consumerDataProvider(bases).getLoanPart('quote', 7);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/postpe/creditLimit/details?txnTypes=BANK_TRANSFER%2CPAYMENT&consumerId=1001',
      '/api/lending/foreclose/quote?loanId=7',
    ]);
  });

  it('an action is sent with its method and Idempotency-Key; its message is the toast', async () => {
    const calls = stubFetch({ success: true, message: 'Success!', data: { txnId: 'T1' } });
    const r = await consumerDataProvider(bases).consumerAction('hold', { txnId: 'T1' }, 'k-1');
    expect([calls[0]?.url, calls[0]?.init.method, headerOf(calls[0], 'Idempotency-Key')]).toEqual([
      '/api/postpe/disputed-txn',
      'PUT',
      'k-1',
    ]);
    expect(r).toEqual({ data: { txnId: 'T1' }, message: 'Success!' });
  });

  it('files: the KFS letter from the loanLink’s loan, a KYC image by consumer and kind', async () => {
    const calls = stubFetch('%PDF');
    await consumerDataProvider(bases).getKfsPdf('/api/lending/kfs/document?loanId=7');
    await consumerDataProvider(bases).getKycImage(1001, 'POA');
    expect(calls.map((c) => c.url)).toEqual([
      '/api/lending/kfs/document?loanId=7',
      '/api/postpe/kyc-docs/image?consumerId=1001&docType=POA',
    ]);
    expect(linkQuery('/x')).toEqual({});
  });
});
