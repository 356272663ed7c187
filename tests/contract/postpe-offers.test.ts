import type { GetListParams, RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isStaleRecordError, onUnauthorized, SESSION_EXPIRED_MESSAGE } from '../../dataProviders/http';
import { postpeDataProvider } from '../../dataProviders/postpe';
import { liveBackendPerFile, type LiveBackend } from './live-backend';

let live: LiveBackend;
let token: string;
const provider = () => postpeDataProvider(`${live.origin}/api/postpe`);
const list = (
  page: number,
  perPage: number,
  filter: Record<string, unknown> = {},
  field = 'createdAt',
  order: 'ASC' | 'DESC' = 'DESC',
): GetListParams => ({
  pagination: { page, perPage },
  sort: { field, order },
  filter,
});
const isoSeconds = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
/** A whole day from now, to the second (creates refuse a start in the past). */
const inDays = (days: number) =>
  new Date(Math.floor(Date.now() / 86_400_000 + days) * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
const required = { category: 'Shopping', short: '10% off', searchName: 'contract shop', type: 'Online-Postpe' };

liveBackendPerFile((started, signedIn) => {
  live = started;
  token = signedIn;
});

describe('postpe offers over real HTTP', () => {
  it('lists with 0-based paging, sort and filter; totals from totalElements', async () => {
    const { db } = live.database.handle;
    const active = await db
      .selectFrom('offers')
      .select(['id', 'created_at'])
      .where('status', '=', 'ACTIVE')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const page2 = await provider().getList('offers', list(2, 5, { status: 'ACTIVE' }));
    expect(page2.total).toBe(active.length);
    expect(page2.data.map((o) => o.id)).toEqual(active.slice(5, 10).map((o) => o.id));
    expect(page2.data.every((o) => o.status === 'ACTIVE')).toBe(true);
    const first = page2.data[0] as RaRecord;
    expect(first.startTime).toMatch(isoSeconds);
    expect(first).toHaveProperty('couponCode');
    expect(first).toHaveProperty('redirectionLink');
    expect(first).toHaveProperty('version');
  });

  it('sorts ascending by brand and filters by categoryName and brand', async () => {
    const byBrand = await provider().getList(
      'offers',
      list(1, 100, { categoryName: 'Special Offers' }, 'brand', 'ASC'),
    );
    const brands = byBrand.data.map((o) => String(o.brand));
    expect(brands).toEqual([...brands].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(byBrand.data.every((o) => o.categoryName === 'Special Offers')).toBe(true);
    const brand = brands[0];
    const oneBrand = await provider().getList('offers', list(1, 100, { brand }));
    expect(oneBrand.data.length).toBeGreaterThan(0);
    expect(oneBrand.data.every((o) => o.brand === brand)).toBe(true);
  });

  it('gets one, creates, and updates with the version it read', async () => {
    const created = await provider().create('offers', {
      data: {
        ...required,
        brand: 'Contract Shop',
        categoryName: 'Regular Offers',
        startTime: inDays(2),
        endTime: inDays(30),
        couponCode: 'CT10',
      },
    });
    expect(created.data).toMatchObject({
      brand: 'Contract Shop',
      status: 'INACTIVE',
      type: 'Online-Postpe',
      version: 1,
      startTime: inDays(2),
    });
    const { data: read } = await provider().getOne('offers', { id: created.data.id });
    expect(read).toEqual(created.data);
    const { data: updated } = await provider().update('offers', {
      id: read.id,
      data: { ...read, status: 'ACTIVE' },
      previousData: read,
    });
    expect(updated).toMatchObject({ status: 'ACTIVE', version: 2 });
  });

  it('refuses an update on a stale version with 412 → isStaleRecordError', async () => {
    const { data: offer } = await provider().getOne('offers', { id: 1 });
    await provider().update('offers', { id: 1, data: { short: 'first editor' }, previousData: offer });
    const error = await provider()
      .update('offers', { id: 1, data: { short: 'second editor' }, previousData: offer })
      .catch((e: unknown) => e);
    expect(isStaleRecordError(error)).toBe(true);
    expect(error).toMatchObject({
      name: 'API ERROR',
      status: 412,
      message: 'This record was changed by someone else since you opened it.',
    });
    expect((await provider().getOne('offers', { id: 1 })).data.short).toBe('first editor');
  });

  it('an error envelope surfaces the server message', async () => {
    const missing = await provider()
      .getOne('offers', { id: 999999 })
      .catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiError);
    expect(missing).toMatchObject({ status: 404, message: 'No Record Found!', statusText: 'Not Found' });
    const invalid = await provider()
      .create('offers', {
        data: { ...required, brand: 'X', categoryName: 'Nope', startTime: inDays(2), endTime: inDays(30) },
      })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ name: 'API ERROR', status: 400 });
    expect((invalid as ApiError).message).toMatch(/^categoryName: Required!$/);
  });

  it('a user without CAN_MANAGE_POSTPE_OFFERS gets 403 with the server message; the handler is not called', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    live.signIn(await live.tokenFor('noaccess@console.example'));
    const error = await provider()
      .getList('offers', list(1, 20))
      .catch((e: unknown) => e);
    live.signIn(token);
    off();
    expect(error).toMatchObject({ name: 'API ERROR', status: 403, message: 'Not authorized!' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('an update without a version is refused (no blind overwrite)', async () => {
    const error = await provider()
      .update('offers', { id: 2, data: { short: 'blind' }, previousData: { id: 2 } })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'API ERROR', status: 400 });
    expect((error as ApiError).message).toMatch(/^version: /);
  });

  it('a bad token → 401 → the unauthorized handler and the session-expired message', async () => {
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    live.signIn('not-a-token');
    const error = await provider()
      .getList('offers', list(1, 20))
      .catch((e: unknown) => e);
    live.signIn(token);
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ name: 'API ERROR', status: 401, message: SESSION_EXPIRED_MESSAGE });
  });
});
