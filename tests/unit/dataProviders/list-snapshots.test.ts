import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNAPSHOT_HEADER } from '../../../contract/keyset';
import { adminHttpClient } from '../../../dataProviders/admin';
import { http } from '../../../dataProviders/http';
import { listSnapshots, pageOfUrl } from '../../../dataProviders/list-snapshots';
import { memoryStorage } from './fake-fetch';

describe('pageOfUrl (pure)', () => {
  it('names the list by its URL and query in any order, without page, cursor and key; and its page', () => {
    const a = pageOfUrl('/api/postpe/bills?consumerId=7&page=2&size=10&snapshot=40&after=xyz');
    const b = pageOfUrl('/api/postpe/bills?size=10&page=0&consumerId=7');
    expect(a).toEqual({ list: '/api/postpe/bills?consumerId=7&size=10', page: '2' });
    expect(b?.list).toBe(a?.list);
    expect(pageOfUrl('/api/lending/txns?consumerId=7&pageNum=3')?.page).toBe('3');
    expect(pageOfUrl('/api/admin/users?range=%5B25%2C49%5D')?.page).toBe('[25,49]');
  });

  it('a read without a page parameter is no page of a list', () => {
    expect(pageOfUrl('/api/postpe/summary?id=7')).toBeUndefined();
  });
});

describe('listSnapshots (pure)', () => {
  const bills = (page: number, more = '') => `/api/postpe/bills?consumerId=7&page=${page}&size=10${more}`;

  it("sends the key the list's first answer named with every other page, until that page is read again", () => {
    const m = listSnapshots();
    const first = m.request(bills(0));
    expect(first.url).toBe(bills(0));
    m.answered(first, '41');
    const second = m.request(bills(1));
    expect(second.url).toBe(bills(1, '&snapshot=41'));
    m.answered(second, '41');
    expect(m.request(bills(7)).url).toBe(bills(7, '&snapshot=41'));
    // Another filter is another list.
    expect(m.request(`/api/postpe/bills?consumerId=8&page=1&size=10`).url).not.toContain('snapshot');
    // Page 0 again (a refresh): read as the list is now, and its new key is kept.
    const again = m.request(bills(0));
    expect(again.url).toBe(bills(0));
    m.answered(again, '57');
    expect(m.request(bills(1)).url).toBe(bills(1, '&snapshot=57'));
  });

  it('a backend that names no key is read as it always was', () => {
    const m = listSnapshots();
    m.answered(m.request(bills(0)), null);
    expect(m.request(bills(1)).url).toBe(bills(1));
  });

  it('a refused read drops the key; a key the caller sent itself is left alone', () => {
    const m = listSnapshots();
    m.answered(m.request(bills(0)), '41');
    const sent = m.request(bills(1));
    m.refused(sent);
    expect(m.request(bills(1)).url).toBe(bills(1));
    const own = m.request(bills(2, '&snapshot=9'));
    expect(own.url).toBe(bills(2, '&snapshot=9'));
    m.answered(own, '9');
    expect(m.request(bills(3)).url).toBe(bills(3));
  });
});

describe('every read of the console goes under the key', () => {
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('sessionStorage', memoryStorage({ token: 'tok' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const headers = new Headers({ 'Content-Type': 'application/json', 'Content-Range': 'users 0-0/90' });
        headers.set(SNAPSHOT_HEADER, `s${calls.length}`);
        return new Response(JSON.stringify([{ id: calls.length }]), { status: 200, headers });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const keyOf = (url: string | undefined) => new URL(url!, 'http://h').searchParams.get('snapshot');

  it('http(): a screen reading pages itself (a consumer tab) sends page 0’s key with page 1, none on writes', async () => {
    const tab = (page: number) => http('/api/lending/upi/transactions', { query: { consumerId: 'C9', page, size: 5 } });
    await tab(0);
    await tab(1);
    await http('/api/lending/upi/transactions', { method: 'POST', query: { page: 1 }, body: {} });
    expect(calls.map(keyOf)).toEqual([null, 's1', null]);
  });

  it('the admin client (simple-rest, range): the users list’s later ranges go under the first one’s key', async () => {
    const users = (range: string) => adminHttpClient(`/api/admin/users?range=${encodeURIComponent(range)}`);
    await users('[0,24]');
    await users('[25,49]');
    await users('[0,24]');
    await users('[25,49]');
    expect(calls.map(keyOf)).toEqual([null, 's1', null, 's3']);
  });
});
