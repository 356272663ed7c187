import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSUMER_PRODUCT_LISTS as L,
  consumerProductsDataProvider,
} from '../../../dataProviders/postpe/consumer-products';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

const bases = { postpe: '/api/postpe', lending: '/api/lending' };
const page2 = { pagination: { page: 2, perPage: 20 }, sort: { field: 'id', order: 'ASC' as const } };

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' })));
afterEach(() => vi.unstubAllGlobals());

/** Each part-2 list's backend, path and paging as §7.5 / §9 say (the second page of 20). */
describe('consumer 360 part 2 provider', () => {
  it.each([
    [
      L.upiTxns,
      { consumerId: 1001, txn_status: 'DEEMED' },
      '/api/lending/upi/transactions?consumerId=1001&txn_status=DEEMED&page=1&size=20',
    ],
    [L.rewardTxns, { consumerId: 1001 }, '/api/lending/rewards/transactions?consumerId=1001&page_no=2&page_size=20'],
    [
      L.billPayments,
      { consumerId: 1001, kind: 'POSTPE' },
      '/api/postpe/bill-payments?consumerId=1001&kind=POSTPE&pageNum=1&pageSize=20',
    ],
    [L.chillfest, { consumerId: 1001 }, '/api/postpe/chillfest?consumerId=1001&pageNum=1&pageSize=20'],
    [
      L.loansCurrent,
      { consumerId: 1001, loanIdentifier: 'CONSUMER_DURABLE_LOAN' },
      '/api/lending/loans/current?consumerId=1001&loanIdentifier=CONSUMER_DURABLE_LOAN&pageNum=2&pageSize=20',
    ],
  ])('%s', async (resource, filter, url) => {
    const calls = stubFetch({ success: true, data: { content: [{ id: 1 }], totalElements: 21 } });
    const result = await consumerProductsDataProvider(bases).getList(resource, { ...page2, filter });
    expect(calls[0]?.url).toBe(url);
    expect(result).toEqual({ data: [{ id: 1 }], total: 21 });
  });

  it('VAS cancel is a PUT with the Idempotency-Key; its message is the toast', async () => {
    const calls = stubFetch({ success: true, message: 'VAS order cancelled successfully!', data: { id: 3 } });
    const r = await consumerProductsDataProvider(bases).cancelVasOrder({ orderId: 'VAS1', consumerId: 1001 }, 'k-1');
    expect([calls[0]?.url, calls[0]?.init.method, headerOf(calls[0], 'Idempotency-Key')]).toEqual([
      '/api/postpe/vas/cancel',
      'PUT',
      'k-1',
    ]);
    expect(r.message).toBe('VAS order cancelled successfully!');
  });

  it('a Trillion 404 surfaces the server message for the §8 mapping', async () => {
    stubFetch({ success: false, message: 'Application details not found', data: null }, { status: 404 });
    await expect(consumerProductsDataProvider(bases).getConsumerProduct('trillion', 1004)).rejects.toThrow(
      'Application details not found',
    );
  });
});
