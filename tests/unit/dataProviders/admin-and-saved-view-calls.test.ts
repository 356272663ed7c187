import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDataProvider } from '../../../dataProviders/admin';
import { savedViewsApi } from '../../../dataProviders/crm/saved-views';
import { headerOf, memoryStorage, stubFetch } from './fake-fetch';

/** The saved views and the sign-in lock go to their declarations (contract/saved-views/calls.ts, admin/calls.ts). */
describe('the saved views and admin calls', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage({ token: '"t"' })));
  afterEach(() => vi.unstubAllGlobals());

  it('lists, creates, updates, shares and deletes a saved view at its declared path, each change with its key', async () => {
    const view = { id: 7, name: 'Mine', version: 2 };
    const calls = stubFetch({ success: true, message: 'OK', data: view });
    const api = savedViewsApi('/api/crm');
    await api.list('user');
    expect(await api.create({ listKey: 'user', name: 'Mine', filters: {}, sort: null, columns: null }, 'k-1')).toEqual(
      view,
    );
    await api.update(7, { name: 'Ours', version: 1 }, 'k-2');
    await api.share(7, { roleId: 3, version: 2 }, 'k-3');
    await api.remove(7, 3, 'k-4');
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual([
      'GET /api/crm/saved-views?listKey=user',
      'POST /api/crm/saved-views',
      'PUT /api/crm/saved-views/7',
      'PUT /api/crm/saved-views/7/share',
      'DELETE /api/crm/saved-views/7?version=3',
    ]);
    expect(calls.map((c) => headerOf(c, 'Idempotency-Key'))).toEqual([null, 'k-1', 'k-2', 'k-3', 'k-4']);
    expect(JSON.parse(String(calls[3]!.init.body))).toEqual({ roleId: 3, version: 2 });
  });

  it("lifts a user's sign-in lock at the declared path", async () => {
    const calls = stubFetch({ id: 5, email: 'ops@console.example' });
    const answer = await adminDataProvider('/api/admin').unlockOtp('user', { id: 5, idempotencyKey: 'k-5' });
    expect(answer.data).toEqual({ id: 5, email: 'ops@console.example' });
    expect(calls.map((c) => `${c.init.method ?? 'GET'} ${c.url}`)).toEqual(['POST /api/admin/users/5/unlock-otp']);
    expect(headerOf(calls[0], 'Idempotency-Key')).toBe('k-5');
    expect(headerOf(calls[0], 'Authorization')).toMatch(/^Bearer /);
  });
});
