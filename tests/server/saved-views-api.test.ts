import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEW_MESSAGES, type SavedView, type SavedViewList } from '../../contract/saved-views/schemas.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** Saved views on the CRM backend (issue 18): own + shared-with-my-role, owner-only changes, optimistic versions. */
let t: TestApp;
const tokens: Record<string, string> = {};
const LIST = 'postpe-payouts';

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['ops', 'ops2', 'maker', 'noaccess']) tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

const db = () => t.database.handle.db;
const call = async <T = SavedView>(
  who: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => {
  const res = await t.app.inject({
    method,
    url: `/api/crm${url}`,
    ...(payload ? { payload } : {}),
    headers: { ...bearer(tokens[who] ?? ''), ...headers },
  });
  return { status: res.statusCode, body: res.json<{ success: boolean; message: string; data: T }>() };
};
const roleId = async (name: string) =>
  (await db().selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const visible = async (who: string) =>
  (await call<SavedViewList>(who, 'GET', `/saved-views?listKey=${LIST}`)).body.data.views.map((v) => v.name);
const auditRows = async (action: string) =>
  (await db().selectFrom('audit_log').selectAll().where('action', '=', action).execute()).length;

const view = {
  listKey: LIST,
  name: 'Pending, newest first',
  filters: { status: 'APPROVAL_PENDING' },
  sort: { field: 'createdAt', order: 'DESC' },
  columns: ['id', 'amount', 'status'],
};

describe('saved views', () => {
  let id: number;
  let version: number;

  it('a signed-in user saves a view of a list, once per Idempotency-Key, with one audit row', async () => {
    const headers = { 'idempotency-key': 'save-view-1' };
    const first = await call('ops', 'POST', '/saved-views', view, headers);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: SAVED_VIEW_MESSAGES.created });
    expect(first.body.data).toMatchObject({ ...view, mine: true, sharedRoleId: null, version: 1 });
    const again = await call('ops', 'POST', '/saved-views', view, headers);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await auditRows('saved-view.create')).toBe(1);
    id = first.body.data.id;
    version = first.body.data.version;
    expect(await visible('ops')).toEqual([view.name]);
    const list = await call<SavedViewList>('ops', 'GET', `/saved-views?listKey=${LIST}`);
    expect(list.body.data.roles).toEqual([{ id: await roleId('Operations'), name: 'Operations' }]);
  });

  it('refuses a second view of the same name on the same list', async () => {
    const res = await call('ops', 'POST', '/saved-views', view);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SAVED_VIEW_MESSAGES.duplicate);
  });

  it('is not seen by others until shared', async () => {
    expect(await visible('ops2')).toEqual([]);
    expect(await visible('maker')).toEqual([]);
  });

  it('shares only with a role the owner holds', async () => {
    const res = await call('ops', 'PUT', `/saved-views/${id}/share`, { roleId: await roleId('Maker'), version });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(SAVED_VIEW_MESSAGES.roleNotHeld);
  });

  it('shared with Operations: another Operations user sees it, a Maker does not', async () => {
    const ops = await roleId('Operations');
    const res = await call('ops', 'PUT', `/saved-views/${id}/share`, { roleId: ops, version });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sharedRoleId: ops, sharedRoleName: 'Operations', version: version + 1 });
    version = res.body.data.version;
    expect(await auditRows('saved-view.share')).toBe(1);
    const seen = (await call<SavedViewList>('ops2', 'GET', `/saved-views?listKey=${LIST}`)).body.data.views;
    expect(seen).toEqual([expect.objectContaining({ ...view, mine: false, ownerName: 'Omar Ops Kapoor' })]);
    expect(await visible('maker')).toEqual([]);
    expect(await visible('noaccess')).toEqual([]);
    expect((await call<SavedViewList>('ops2', 'GET', '/saved-views?listKey=offers')).body.data.views).toEqual([]);
  });

  it('only the owner changes, shares or deletes it', async () => {
    const rename = await call('ops2', 'PUT', `/saved-views/${id}`, { name: 'Mine now', version });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toBe(SAVED_VIEW_MESSAGES.notOwner);
    expect((await call('ops2', 'PUT', `/saved-views/${id}/share`, { roleId: null, version })).status).toBe(403);
    expect((await call('ops2', 'DELETE', `/saved-views/${id}`)).status).toBe(403);
    expect((await call('maker', 'PUT', `/saved-views/${id}`, { name: 'x', version })).status).toBe(404);
    expect(await auditRows('saved-view.update')).toBe(0);
  });

  it('renames on the version the owner opened; a stale version is refused and changes nothing', async () => {
    const res = await call('ops', 'PUT', `/saved-views/${id}`, { name: 'Pending payouts', version });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Pending payouts', filters: view.filters, version: version + 1 });
    const stale = await call('ops', 'PUT', `/saved-views/${id}`, { name: 'Older edit', version });
    expect(stale.status).toBe(412);
    expect(await visible('ops2')).toEqual(['Pending payouts']);
    expect(await auditRows('saved-view.update')).toBe(1);
    version = res.body.data.version;
    expect((await call('ops', 'DELETE', `/saved-views/${id}?version=${version - 1}`)).status).toBe(412);
  });

  it('unsharing hides it again; deleting removes it with one audit row', async () => {
    const res = await call('ops', 'PUT', `/saved-views/${id}/share`, { roleId: null, version });
    expect(res.status).toBe(200);
    expect(await visible('ops2')).toEqual([]);
    const gone = await call('ops', 'DELETE', `/saved-views/${id}?version=${res.body.data.version}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(SAVED_VIEW_MESSAGES.deleted);
    expect(await visible('ops')).toEqual([]);
    expect(await auditRows('saved-view.delete')).toBe(1);
    expect((await call('ops', 'DELETE', `/saved-views/${id}`)).status).toBe(404);
  });

  it('refuses a malformed list key or an empty name', async () => {
    expect((await call('ops', 'GET', '/saved-views?listKey=a%20b')).status).toBe(400);
    expect((await call('ops', 'POST', '/saved-views', { ...view, name: '  ' })).status).toBe(400);
  });
});
