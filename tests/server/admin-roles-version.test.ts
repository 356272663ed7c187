import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@console.example');
});
afterAll(() => t.close());

const put = (id: number, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/roles/${id}`, payload, headers: { ...bearer(admin), ...headers } });
const getRole = async (id: number) =>
  (await t.app.inject({ url: `/api/admin/roles/${id}`, headers: bearer(admin) })).json();
const audits = (id: number) =>
  t.database.handle.db
    .selectFrom('audit_log')
    .select(['actor_email', 'outcome', 'before_json', 'after_json'])
    .where('action', '=', 'role.permissions')
    .where('entity_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('a role edit names the version it was made on (DESIGN.md §5: no lost updates)', () => {
  it('without a version it is refused, and nothing changes', async () => {
    const before = await getRole(4);
    const res = await put(4, { permissions: ['CAN_VIEW_PAYOUT'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'version: send the version of the record you opened',
      data: null,
    });
    expect(await getRole(4)).toEqual(before);
    expect(await audits(4)).toEqual([]);
  });

  it('a stale version is a 412, changes nothing and is audited as stale; the current one saves', async () => {
    const opened = await getRole(5);
    const saved = await put(5, { permissions: ['CAN_VIEW_PAYOUT'], version: opened.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ permissions: ['CAN_VIEW_PAYOUT'], version: opened.version + 1 });

    const stale = await put(5, { permissions: [], version: opened.version });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe('This record was changed by someone else since you opened it.');
    expect((await getRole(5)).permissions).toEqual(['CAN_VIEW_PAYOUT']);
    const rows = await audits(5);
    expect(rows.map((r) => r.outcome)).toEqual(['success', 'stale']);
    expect(rows[1]).toMatchObject({ actor_email: 'admin@console.example', after_json: null });
  });

  it('If-Match carries the version too', async () => {
    const opened = await getRole(6);
    expect((await put(6, { permissions: [] }, { 'if-match': `"${opened.version}"` })).statusCode).toBe(200);
    expect((await put(6, { permissions: [] }, { 'if-match': `"${opened.version}"` })).statusCode).toBe(412);
  });
});
