import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDataProvider } from '../../../dataProviders/admin';
import { cardDataProvider } from '../../../dataProviders/card';
import { chargebackDataProvider } from '../../../dataProviders/chargeback';
import { crmDataProvider } from '../../../dataProviders/crm';
import { onUnauthorized, SESSION_EXPIRED_MESSAGE } from '../../../dataProviders/http';
import { buildDataProvider } from '../../../dataProviders/index';
import { paymentSupportDataProvider } from '../../../dataProviders/payment-support';
import { postpeDataProvider } from '../../../dataProviders/postpe';
import type { ResourceBundle } from '../../../resources/types';
import { headerOf, memoryStorage, stubFetch } from './fake-fetch';

const list = {
  pagination: { page: 2, perPage: 20 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: { status: 'ACTIVE' },
};

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' })));
afterEach(() => vi.unstubAllGlobals());

describe('restProvider over each backend', () => {
  it('getList: path, paging query, signal, totals', async () => {
    const calls = stubFetch({ success: true, data: { content: [{ id: 1 }], totalElements: 21 } });
    const controller = new AbortController();
    const result = await postpeDataProvider('http://h/api/postpe').getList('offers', {
      ...list,
      signal: controller.signal,
    });
    expect(calls[0]?.url).toBe('http://h/api/postpe/offers?status=ACTIVE&sort=id&order=asc&page=1&size=20');
    expect(calls[0]?.init.signal).toBe(controller.signal);
    expect(result).toEqual({ data: [{ id: 1 }], total: 21 });
  });

  it('getOne and getMany read /<resource>/<id>', async () => {
    const calls = stubFetch({ success: true, data: { id: 7, brand: 'X' } });
    const provider = postpeDataProvider('/api/postpe');
    expect((await provider.getOne('offers', { id: 7 })).data).toEqual({ id: 7, brand: 'X' });
    await provider.getMany('offers', { ids: [7, 8] });
    expect(calls.map((c) => c.url)).toEqual(['/api/postpe/offers/7', '/api/postpe/offers/7', '/api/postpe/offers/8']);
  });

  it('update sends PUT with the version of previousData (lost-update rule)', async () => {
    const calls = stubFetch({ success: true, data: { id: 7, brand: 'Y', version: 4 } });
    const result = await postpeDataProvider('/api/postpe').update('offers', {
      id: 7,
      data: { id: 7, brand: 'Y', version: 99 },
      previousData: { id: 7, brand: 'X', version: 3 },
    });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ id: 7, brand: 'Y', version: 3 });
    expect(result.data).toEqual({ id: 7, brand: 'Y', version: 4 });
  });

  it('create POSTs the record; delete sends DELETE', async () => {
    const calls = stubFetch({ success: true, data: { id: 9, brand: 'Z' } });
    const provider = postpeDataProvider('/api/postpe');
    expect((await provider.create('offers', { data: { brand: 'Z' } })).data).toEqual({ id: 9, brand: 'Z' });
    await provider.delete('offers', { id: 9, previousData: { id: 9 } });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', '/api/postpe/offers'],
      ['DELETE', '/api/postpe/offers/9'],
    ]);
  });

  it('getManyReference filters by the target', async () => {
    const calls = stubFetch({ success: true, data: [] });
    await postpeDataProvider('/p').getManyReference('emis', { ...list, target: 'loanId', id: 'L1' });
    expect(calls[0]?.url).toContain('loanId=L1');
  });

  it('per-resource api: paths, prefix, paging, list key, fixed query, update verb, token header', async () => {
    const calls = stubFetch({ success: true, message: 'Saved', data: { requestAudits: [{ id: 1 }], totalAudits: 30 } });
    const provider = crmDataProvider('/api/crm', {
      audits: {
        prefix: '/v1/crm',
        paths: { list: '/merchants/audit/history', update: '/audits/:id/save' },
        paging: 'pageLimit',
        listKey: 'requestAudits',
        totalKey: 'totalAudits',
        fixedQuery: { productType: 'GOODWILL' },
        updateMethod: 'POST',
        tokenHeader: true,
      },
    });
    expect(await provider.getList('audits', list)).toEqual({ data: [{ id: 1 }], total: 30 });
    expect(calls[0]?.url).toBe(
      '/api/crm/v1/crm/merchants/audit/history?productType=GOODWILL&status=ACTIVE&page=2&limit=20',
    );
    expect(headerOf(calls[0], 'token')).toBe('tok');
    const saved = await provider.update('audits', { id: 'a/1', data: { note: 'n' }, previousData: { id: 'a/1' } });
    expect([calls[1]?.init.method, calls[1]?.url]).toEqual([
      'POST',
      '/api/crm/v1/crm/audits/a%2F1/save?productType=GOODWILL',
    ]);
    expect(saved.data).toEqual({ id: 'a/1', note: 'n' });
  });

  it('CRM POST answers a message; the record sent is kept', async () => {
    stubFetch({ success: true, message: 'QR name updated' });
    const created = await crmDataProvider('/c').create('qr-names', { data: { id: 'M1', qrName: 'Shop' } });
    expect(created.data).toEqual({ id: 'M1', qrName: 'Shop' });
  });

  it('chargeback: sourceProduct on every call and in write bodies', async () => {
    const calls = stubFetch({ success: true, Response: [{ id: 1 }], totalCount: 1, data: { id: 1 } });
    const provider = chargebackDataProvider('/cb');
    await provider.getList('disputes', list);
    await provider.getOne('disputes', { id: 1 });
    await provider.create('disputes', { data: { txnId: 'T1' } });
    expect(calls.map((c) => new URL(c.url, 'http://x').searchParams.get('sourceProduct'))).toEqual([
      'SWIPE',
      'SWIPE',
      'SWIPE',
    ]);
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ txnId: 'T1', sourceProduct: 'SWIPE' });
  });

  it('card internal has no create or delete', async () => {
    stubFetch({ success: true, data: {} });
    await expect(cardDataProvider('/card').create('cards', { data: {} })).rejects.toThrow(/no create/);
    await expect(cardDataProvider('/card').delete('cards', { id: 1 })).rejects.toThrow(/no delete/);
  });

  it('an envelope refusal surfaces the server message', async () => {
    stubFetch({ status_code: 400, message: 'Invalid merchant' });
    await expect(paymentSupportDataProvider('/ps').getList('qr-order', list)).rejects.toMatchObject({
      name: 'API ERROR',
      message: 'Invalid merchant',
    });
  });
});

describe('buildDataProvider', () => {
  it('routes each resource to its backend with its api quirks and apiPath', async () => {
    const calls = stubFetch({ success: true, data: [{ id: 1 }] });
    const bundles = [
      {
        name: 'reward-txns',
        title: 't',
        backend: 'postpe',
        path: 'rewards/transactions',
        api: { paging: 'pageNoPageSize', sort: false },
        access: {},
      },
      {
        name: 'alert-logs',
        title: 't',
        backend: 'investment',
        path: 'accounts/alert-logs',
        api: { paging: { page: 'page', size: 'limit', base: 0 } },
        access: {},
      },
    ] satisfies ResourceBundle[];
    const provider = buildDataProvider(bundles, (b) => `/api/${b}`);
    await provider.getList('reward-txns', list);
    await provider.getList('alert-logs', { ...list, pagination: { page: 1, perPage: 10 } });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/postpe/rewards/transactions?status=ACTIVE&page_no=2&page_size=20',
      '/api/investment/accounts/alert-logs?status=ACTIVE&page=0&limit=10',
    ]);
  });
});

describe('admin (simple-rest) provider', () => {
  it('sends the token and ends the session on 401', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    const calls = stubFetch({ success: false, message: 'Unauthorized' }, { status: 401, statusText: 'Unauthorized' });
    const error = await adminDataProvider('/api/admin')
      .getOne('users', { id: 1 })
      .catch((e: unknown) => e);
    off();
    expect(headerOf(calls[0], 'authorization')).toBe('Bearer tok');
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ name: 'API ERROR', status: 401, message: SESSION_EXPIRED_MESSAGE });
  });

  it('keeps a 412 recognisable with the server message', async () => {
    stubFetch(
      { success: false, message: 'This record was changed' },
      { status: 412, statusText: 'Precondition Failed' },
    );
    const error = await adminDataProvider('/api/admin')
      .update('users', { id: 1, data: { id: 1 }, previousData: { id: 1 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'API ERROR', status: 412, message: 'This record was changed' });
  });
});
