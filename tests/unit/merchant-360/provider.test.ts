import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { merchant360DataProvider } from '../../../dataProviders/merchant-support/merchant-360';
import { headerOf, memoryStorage, stubFetch } from '../dataProviders/fake-fetch';

const base = (backend: string) => `/api/${backend}`;

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
afterEach(() => vi.unstubAllGlobals());

describe('the merchant 360 provider (spec §7.3, §7.4)', () => {
  it('lists a tab: the merchant id in the path, page/size from 0, Spring totals', async () => {
    const calls = stubFetch({
      success: true,
      message: 'Success',
      data: { content: [{ id: 'T1' }], totalElements: 41 },
    });
    const result = await merchant360DataProvider(base).getList('m360-transactions', {
      filter: { merchantId: '1000011', status: 'SUCCESS' },
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(result).toEqual({ data: [{ id: 'T1' }], total: 41 });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/merchant-support/merchants/1000011/transactions');
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'SUCCESS', page: '2', size: '20' });
  });

  it('a whole-list tab answers every row, with the merchant id as query when the path has none', async () => {
    const calls = stubFetch({ success: true, message: 'Success', data: [{ id: 'a' }, { id: 'b' }] });
    const result = await merchant360DataProvider(base).getList('m360-tickets', {
      filter: { merchantId: '7' },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(result.total).toBe(2);
    expect(calls[0]!.url).toContain('/api/crm/freshbots/tickets?merchantId=7');
  });

  it('sends a change with its Idempotency-Key and answers the data; a failed event never throws', async () => {
    const calls = stubFetch({ success: true, message: 'Success', data: { qrName: 'New' } });
    const provider = merchant360DataProvider(base);
    const data = await provider.merchantAct('qrName', { merchantId: '1' }, { qrName: 'New', version: 2 }, 'k-1');
    expect(data).toEqual({ qrName: 'New' });
    expect(calls[0]!.url).toBe('/api/crm/merchants/1/update/qr-name');
    expect(headerOf(calls[0], 'Idempotency-Key')).toBe('k-1');
    stubFetch({ success: false, message: 'down' }, { status: 500 });
    await expect(provider.sendMerchantEvent({ action: 'x' })).resolves.toBeUndefined();
  });

  it('a refused change rejects with the server’s message', async () => {
    stubFetch({ success: false, message: 'Merchant is BLOCKED', data: null }, { status: 409 });
    await expect(merchant360DataProvider(base).merchantAct('kycSms', { merchantId: '1' }, {}, 'k-2')).rejects.toThrow(
      'Merchant is BLOCKED',
    );
  });
});
