import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { DEMO_ROLES } from '../../server/db/seed/demo-roles.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.tokenFor('admin@console.example');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url: `/api/admin${url}`, payload, headers: bearer(token) });

const auditRows = (action: string, entityId: number) =>
  t.database.handle.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .execute();

describe('admin users API', () => {
  it('creates, reads, updates with the version and deletes a user, auditing each mutation', async () => {
    const created = await call('POST', '/users', {
      email: ' New.Person@Console.example ',
      name: 'New Person',
      roleIds: [2],
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      email: 'new.person@console.example',
      name: 'New Person',
      mobile: null,
      disabled: false,
      otpLocked: false,
      roleIds: [2],
      version: 1,
    });
    expect((await call('GET', `/users/${user.id}`)).json()).toEqual(user);

    const updated = await call('PUT', `/users/${user.id}`, { ...user, name: 'Renamed', roleIds: [2, 3] });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Renamed', roleIds: [2, 3], version: 2 });

    const deleted = await call('DELETE', `/users/${user.id}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/users/${user.id}`)).statusCode).toBe(404);

    for (const action of ['user.create', 'user.update', 'user.delete']) {
      const rows = await auditRows(action, user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ actor_id: 1, actor_email: 'admin@console.example', outcome: 'success' });
    }
    const [update] = await auditRows('user.update', user.id);
    expect(JSON.parse(update!.before_json!).name).toBe('New Person');
    expect(JSON.parse(update!.after_json!).name).toBe('Renamed');
  });

  it('answers 412 to an update made against a stale version and changes nothing', async () => {
    const user = (await call('GET', '/users/3')).json();
    expect((await call('PUT', '/users/3', { ...user, name: 'First Edit' })).statusCode).toBe(200);
    const stale = await call('PUT', '/users/3', { ...user, name: 'Second Edit' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().message).toBe('This record was changed by someone else since you opened it.');
    expect((await call('GET', '/users/3')).json().name).toBe('First Edit');
    expect((await auditRows('user.update', 3)).map((r) => r.outcome).sort()).toEqual(['stale', 'success']);
  });

  it('validates bodies with a 400 naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ name: 'No Mail' }, /^email: /],
      [{ email: 'bad', name: 'X' }, /^email: must be a valid e-mail address$/],
      [{ email: 'ok@console.example', name: '' }, /^name: /],
      [{ email: 'ok@console.example', name: 'X', mobile: '12' }, /^mobile: /],
      [{ email: 'ok@console.example', name: 'X', roleIds: ['a'] }, /^roleIds/],
      [{ email: 'ok@console.example', name: 'X', roleIds: [999] }, /^roleIds: there is no role 999$/],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/users', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect((await call('POST', '/users', { email: 'ops@console.example', name: 'Dup' })).statusCode).toBe(409);
    expect((await call('PUT', '/users/2', { name: 'No version' })).json().message).toMatch(/^version: /);
  });

  it('disabling a user ends their sessions at once', async () => {
    const support = await t.tokenFor('support@console.example');
    expect((await t.app.inject({ url: '/api/crm/users/6', headers: bearer(support) })).statusCode).toBe(200);
    const user = (await call('GET', '/users/6')).json();
    expect((await call('PUT', '/users/6', { ...user, disabled: true })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/crm/users/6', headers: bearer(support) })).statusCode).toBe(401);
    const sessions = await t.database.handle.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('staff_id', '=', 6)
      .execute();
    expect(sessions.every((s) => s.revoked_at !== null)).toBe(true);
  });

  it('refuses to delete your own account', async () => {
    expect((await call('DELETE', '/users/1')).statusCode).toBe(400);
  });

  it('lifts an OTP lock (CAN_MANAGE_ROLE_PERMISSION only) and audits it', async () => {
    const db = t.database.handle.db;
    await db.updateTable('staff').set({ otp_locked: 1 }).where('id', '=', 4).execute();
    const ops = await t.tokenFor('ops@console.example');
    expect((await call('POST', '/users/4/unlock-otp', {}, ops)).statusCode).toBe(403);
    const res = await call('POST', '/users/4/unlock-otp', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 4, otpLocked: false });
    expect(await auditRows('user.unlock-otp', 4)).toHaveLength(1);
  });

  it('lists users with otpLocked and roleIds, and getMany by id', async () => {
    const res = await call('GET', `/users?filter=${encodeURIComponent('{"id":[1,2]}')}`);
    expect(res.json().map((u: { id: number; roleIds: number[] }) => [u.id, u.roleIds])).toEqual([
      [1, [1]],
      [2, [2]],
    ]);
  });
});

describe('admin roles and permissions API', () => {
  it('lists roles with Content-Range and their permissions', async () => {
    const res = await call('GET', `/roles?range=${encodeURIComponent('[0,2]')}`);
    // Every seeded role (each area adds its demo roles).
    expect(res.headers['content-range']).toBe(`roles 0-2/${DEMO_ROLES.length}`);
    expect(res.json()[1]).toMatchObject({ id: 2, name: 'Operations', version: 1 });
    expect(res.json()[1].permissions).toContain('CAN_LIST_USER');
  });

  it('edits a role permission set, refuses unknown keys and stale versions, audits the change', async () => {
    const role = (await call('GET', '/roles/3')).json();
    const bad = await call('PUT', '/roles/3', { ...role, permissions: ['CAN_VIEW_PAYOUT', 'CAN_FLY'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('permissions: unknown permission key CAN_FLY');
    const ok = await call('PUT', '/roles/3', { ...role, permissions: ['CAN_VIEW_PAYOUT', 'CAN_APPROVE_PAYOUT'] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ permissions: ['CAN_APPROVE_PAYOUT', 'CAN_VIEW_PAYOUT'], version: 2 });
    expect((await call('PUT', '/roles/3', { ...role, permissions: [] })).statusCode).toBe(412);
    const [audit] = await auditRows('role.permissions', 3);
    expect(JSON.parse(audit!.after_json!).permissions).toEqual(['CAN_APPROVE_PAYOUT', 'CAN_VIEW_PAYOUT']);
    // The maker now holds the new permission on the next request: permissions are read from the database.
    const maker = await t.tokenFor('maker@console.example');
    const perms = await t.app.inject({ url: '/api/crm/users/3/permissions', headers: bearer(maker) });
    expect(perms.json().data).toContainEqual({ permission_name: 'CAN_APPROVE_PAYOUT' });
  });

  it('serves the permission catalogue as [{ id, name, family }]', async () => {
    const res = await call('GET', '/permissions');
    const rows = res.json();
    const total = (await t.database.handle.db.selectFrom('permissions').select('name').execute()).length;
    expect(rows).toHaveLength(total);
    expect(rows).toContainEqual({ id: 'CAN_LIST_USER', name: 'CAN_LIST_USER', family: 'users' });
    expect(res.headers['content-range']).toBe(`permissions 0-${total - 1}/${total}`);
  });
});
