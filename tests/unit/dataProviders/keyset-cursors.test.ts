import type { GetListParams } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEXT_CURSOR_HEADER, SNAPSHOT_HEADER } from '../../../contract/keyset';
import { adminDataProvider } from '../../../dataProviders/admin';
import { cursorMemory, listKeyOf } from '../../../dataProviders/keyset-cursors';
import { merchant360DataProvider } from '../../../dataProviders/merchant-support/merchant-360';
import { payoutsDataProvider } from '../../../dataProviders/payouts';
import { memoryStorage } from './fake-fetch';

const params = (page: number, more: Partial<GetListParams> = {}): GetListParams => ({
  pagination: { page, perPage: 20 },
  sort: { field: 'createdAt', order: 'DESC' },
  filter: { status: 'REJECTED' },
  ...more,
});

describe('cursorMemory (pure)', () => {
  it('sends the cursor ending page n-1 for page n, and nothing for page 1 or a page it has not reached', () => {
    const m = cursorMemory();
    expect(m.cursorFor('payouts', params(1))).toBeUndefined();
    m.remember('payouts', params(1), 'c1');
    expect(m.cursorFor('payouts', params(2))).toBe('c1');
    m.remember('payouts', params(2), 'c2');
    expect(m.cursorFor('payouts', params(3))).toBe('c2');
    expect(m.cursorFor('payouts', params(7))).toBeUndefined();
    // Back to page 2 (e.g. a refetch after a decision) still reads after page 1.
    expect(m.cursorFor('payouts', params(2))).toBe('c1');
  });

  it('drops the cursors on page 1 and on another filter, sort or page size', () => {
    const m = cursorMemory();
    const filled = () => {
      m.cursorFor('payouts', params(1));
      m.remember('payouts', params(1), 'c1');
    };
    filled();
    expect(m.cursorFor('payouts', params(2, { filter: { status: 'APPROVED' } }))).toBeUndefined();
    expect(m.cursorFor('payouts', params(2))).toBeUndefined();
    filled();
    expect(m.cursorFor('payouts', params(2, { sort: { field: 'amount', order: 'DESC' } }))).toBeUndefined();
    filled();
    expect(m.cursorFor('payouts', params(2, { pagination: { page: 2, perPage: 50 } }))).toBeUndefined();
    filled();
    expect(m.cursorFor('payouts', params(1))).toBeUndefined();
    expect(m.cursorFor('payouts', params(2))).toBeUndefined();
  });

  it('keeps each resource apart, and a filter written in another order is the same list', () => {
    const m = cursorMemory();
    m.cursorFor('a', params(1, { filter: { x: 1, y: 2 } }));
    m.remember('a', params(1, { filter: { x: 1, y: 2 } }), 'a1');
    m.cursorFor('b', params(1));
    m.remember('b', params(1), 'b1');
    expect(m.cursorFor('a', params(2, { filter: { y: 2, x: 1 } }))).toBe('a1');
    expect(m.cursorFor('b', params(2))).toBe('b1');
    expect(listKeyOf(params(1, { filter: { x: 1, y: 2 } }))).toBe(listKeyOf(params(9, { filter: { y: 2, x: 1 } })));
  });

  it('a page that now ends elsewhere drops the cursors of the pages after it; an empty page keeps none', () => {
    const m = cursorMemory();
    m.cursorFor('p', params(1));
    m.remember('p', params(1), 'c1');
    m.remember('p', params(2), 'c2');
    m.remember('p', params(3), 'c3');
    m.remember('p', params(2), 'c2b');
    expect(m.cursorFor('p', params(3))).toBe('c2b');
    expect(m.cursorFor('p', params(4))).toBeUndefined();
    m.remember('p', params(3), null);
    expect(m.cursorFor('p', params(4))).toBeUndefined();
  });

  it('ignores an answer for a list the resource no longer shows', () => {
    const m = cursorMemory();
    m.cursorFor('p', params(1));
    m.cursorFor('p', params(1, { filter: { status: 'APPROVED' } }));
    m.remember('p', params(1), 'old-list');
    expect(m.cursorFor('p', params(2, { filter: { status: 'APPROVED' } }))).toBeUndefined();
  });
});

interface Call {
  url: string;
}

/**
 * Stubs fetch: each answer carries the next cursor `c<n>` (or none) and the snapshot key `s<n>` (or none), `status`
 * for the calls `refuse` picks.
 */
function stubLists(body: unknown, opts: { cursors?: boolean; refuse?: (url: string) => boolean } = {}): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push({ url });
      if (opts.refuse?.(url))
        return new Response(JSON.stringify({ success: false, message: 'The cursor in "after" is not valid' }), {
          status: 400,
        });
      const headers = new Headers({ 'Content-Range': 'audit 0-0/100', 'Content-Type': 'application/json' });
      if (opts.cursors !== false) {
        headers.set(NEXT_CURSOR_HEADER, `c${calls.length}`);
        headers.set(SNAPSHOT_HEADER, `s${calls.length}`);
      }
      return new Response(JSON.stringify(body), { status: 200, headers });
    }),
  );
  return calls;
}

const afterOf = (call: Call | undefined) => new URL(call!.url, 'http://h').searchParams.get('after');
const snapshotOf = (call: Call | undefined) => new URL(call!.url, 'http://h').searchParams.get('snapshot');
const pageParam = (call: Call | undefined, name = 'page') => new URL(call!.url, 'http://h').searchParams.get(name);

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' })));
afterEach(() => vi.unstubAllGlobals());

describe('the data providers page by cursor where the backend answers one', () => {
  const payoutsPage = { success: true, data: { content: [{ id: 1 }], totalElements: 100 } };

  it('payouts (rest provider): page 2 after page 1, still with its page number; a jump goes by number, under page 1’s snapshot', async () => {
    const calls = stubLists(payoutsPage);
    const provider = payoutsDataProvider('/api/payouts');
    await provider.getList('payout-requests', params(1));
    await provider.getList('payout-requests', params(2));
    await provider.getList('payout-requests', params(3));
    await provider.getList('payout-requests', params(9));
    await provider.getList('payout-requests', params(1));
    expect(calls.map((c) => [pageParam(c), afterOf(c), snapshotOf(c)])).toEqual([
      ['1', null, null],
      ['2', 'c1', 's1'],
      ['3', 'c2', 's1'],
      ['9', null, 's1'],
      ['1', null, null],
    ]);
  });

  it('a backend that sends no cursor is asked by page number only', async () => {
    const calls = stubLists(payoutsPage, { cursors: false });
    const provider = payoutsDataProvider('/api/payouts');
    await provider.getList('payout-requests', params(1));
    await provider.getList('payout-requests', params(2));
    expect(calls.map(afterOf)).toEqual([null, null]);
  });

  it('a cursor the backend refuses is dropped and the page read by its number', async () => {
    const calls = stubLists(payoutsPage, { refuse: (url) => url.includes('after=') });
    const provider = payoutsDataProvider('/api/payouts');
    await provider.getList('payout-requests', params(1));
    const result = await provider.getList('payout-requests', params(2));
    expect(result.data).toEqual([{ id: 1 }]);
    expect(calls.map(afterOf)).toEqual([null, 'c1', null]);
    expect(calls.map(snapshotOf)).toEqual([null, 's1', null]);
  });

  it('the audit trail (simple-rest): range as before, plus the cursor', async () => {
    const calls = stubLists([{ id: 5 }]);
    const provider = adminDataProvider('/api/admin');
    const audit = { pagination: { page: 1, perPage: 25 }, sort: { field: 'createdAt', order: 'DESC' as const } };
    await provider.getList('audit', { ...audit, filter: {} });
    const second = await provider.getList('audit', { ...audit, pagination: { page: 2, perPage: 25 }, filter: {} });
    expect(second.total).toBe(100);
    expect(afterOf(calls[1])).toBe('c1');
    expect(JSON.parse(pageParam(calls[1], 'range')!)).toEqual([25, 49]);
  });

  it('merchant transactions (merchant 360 provider): page 2 after page 1', async () => {
    const calls = stubLists({ success: true, data: { content: [{ id: 't1' }], totalElements: 40 } });
    const provider = merchant360DataProvider(() => '/api/merchant-support');
    const list = (page: number) => ({ pagination: { page, perPage: 10 }, filter: { merchantId: '1000022' } });
    await provider.getList('m360-transactions', list(1) as GetListParams);
    await provider.getList('m360-transactions', list(2) as GetListParams);
    expect(calls.map((c) => [pageParam(c), afterOf(c)])).toEqual([
      ['0', null],
      ['1', 'c1'],
    ]);
  });
});
