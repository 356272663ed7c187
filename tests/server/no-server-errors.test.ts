import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE } from '../../server/routes/paging.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

/**
 * Issue 10 item 3: what used to answer 500 answers 4xx, naming the field, in the route's backend envelope, on SQLite
 * and PostgreSQL (npm run test:pg). Database constraint errors are mapped in one place, so a route written without
 * any check of its own (registered below) gets the same answers.
 */
let t: TestApp;
let admin: Record<string, string>;

/** Routes that write without checking first: each breaks a real constraint of the real database. */
function unguardedRoutes(app: FastifyInstance) {
  const db = () => t.database.handle.db;
  /** A second staff row with the admin's email: breaks the unique email. */
  const insertTwinOfAdmin = () =>
    db()
      .insertInto('staff')
      .values({ email: 'admin@console.example', name: 'Twin', created_at: 0, updated_at: 0 })
      .execute();
  app.register(
    async (api) => {
      api.post('/test/duplicate-email', { config: { permission: 'CAN_ADD_USER' } }, async () => {
        await insertTwinOfAdmin();
        return { success: true };
      });
      api.post('/test/missing-name', { config: { permission: 'CAN_ADD_USER' } }, async () => {
        await db()
          .insertInto('staff')
          .values({ email: 'nameless@console.example', name: null as unknown as string, created_at: 0, updated_at: 0 })
          .execute();
        return { success: true };
      });
      api.post('/test/no-such-role', { config: { permission: 'CAN_ADD_USER' } }, async () => {
        await db().insertInto('staff_roles').values({ staff_id: 1, role_id: 999_999 }).execute();
        return { success: true };
      });
    },
    { prefix: '/api/crm' },
  );
  app.register(
    async (api) => {
      api.post('/test/duplicate-email', { config: { permission: 'CAN_ADD_USER' } }, async () => {
        await insertTwinOfAdmin();
        return { status_code: 200 };
      });
    },
    { prefix: '/api/payment-support' },
  );
}

beforeAll(async () => {
  t = await createTestApp({}, unguardedRoutes);
  admin = bearer(await t.tokenFor('admin@console.example'));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...admin, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });
const db = () => t.database.handle.db;
const staffId = async (email: string) =>
  (await db().selectFrom('staff').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const auditCount = async () => countRows(db(), 'audit_log');

describe('deleting a user who raised or decided approval requests', () => {
  it('→ 409 with the reason, and nothing is deleted or audited', async () => {
    const maker = await staffId('maker@console.example');
    const audits = await auditCount();
    const res = await call('DELETE', `/api/admin/users/${maker}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/raised or decided approval requests.*disable/),
    });
    expect(await db().selectFrom('staff').select('id').where('id', '=', maker).executeTakeFirst()).toBeDefined();
    expect(await auditCount()).toBe(audits);
  });

  it('a checker who only decided one is kept too; someone with no requests is deleted', async () => {
    const raised = await call('POST', '/api/crm/maker/checker/cashback/request', {
      consumerId: '1001',
      txnId: 'TXN-QR-NEW',
      amount: 5,
      remarks: 'x',
    });
    expect(raised.statusCode).toBe(201);
    const checker = bearer(await t.tokenFor('checker@console.example'));
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/crm/maker/checker/cashback/${raised.json().data.id}/decision`,
      headers: checker,
      payload: { isApproved: false, remarks: 'no' },
    });
    expect(decided.statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${await staffId('checker@console.example')}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/api/admin/users/${await staffId('noaccess@console.example')}`)).statusCode).toBe(
      200,
    );
  });
});

describe('simple-rest lists: sort, range and filter that are not what ra-data-simple-rest sends → 400', () => {
  const odd = [
    'sort=5',
    'sort=%7B%7D',
    'sort=%22name%22',
    'sort=%5B%5D',
    'sort=%5B1%2C2%5D',
    'sort=%5B%22toString%22%5D',
    'sort=nope',
    'range=%7B%7D',
    'range=5',
    'range=%5B0%5D',
    'range=%5B-1%2C5%5D',
    'range=%5B0%2C1e300%5D',
    'range=%5B5%2C1%5D',
    'filter=%5B1%5D',
    'filter=7',
  ];
  it.each(['/api/admin/users', '/api/admin/audit', '/api/admin/permissions', '/api/admin/roles'])('%s', async (url) => {
    for (const query of odd) {
      const res = await call('GET', `${url}?${query}`);
      expect(res.statusCode, `${url}?${query}`).toBe(400);
      expect(res.json().success, query).toBe(false);
    }
  });
  it.each(['/api/admin/users', '/api/admin/roles'])('%s: an id filter that is not whole numbers', async (url) => {
    expect((await call('GET', `${url}?filter=${encodeURIComponent('{"id":"x"}')}`)).statusCode).toBe(400);
    expect((await call('GET', `${url}?filter=${encodeURIComponent('{"id":[1,1.5]}')}`)).statusCode).toBe(400);
  });
});

describe('FD plans', () => {
  const plan = (planId: string) => ({
    plan_id: planId,
    issuer_name: 'Bank',
    issuer_code: 'BNK',
    tenure_in_days: 365,
    interest_rate: 7.25,
    payout_frequency: 'MONTHLY',
    issuer_logo: 'https://logo.example/b.png',
  });
  const FD = '/api/investment/fd/crm/update-plans';

  it('a duplicate plan_id → 409 naming the field, on create and on update', async () => {
    const existing = await db()
      .selectFrom('fd_plans')
      .select(['id', 'plan_id', 'version'])
      .orderBy('id')
      .limit(2)
      .execute();
    const created = await call('POST', FD, plan(existing[0]!.plan_id));
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^plan_id: /),
      errors: { plan_id: expect.any(String) },
    });
    const updated = await call('POST', FD, {
      id: existing[1]!.id,
      version: existing[1]!.version,
      plan_id: existing[0]!.plan_id,
    });
    expect(updated.statusCode).toBe(409);
    expect(updated.json().errors).toHaveProperty('plan_id');
  });

  it('configs that is not an object → 400', async () => {
    for (const configs of ['abc', 5, [], true]) {
      const res = await call('POST', FD, { ...plan(`CFG_${typeof configs}`), configs });
      expect(res.statusCode, JSON.stringify(configs)).toBe(400);
      expect(res.json().errors).toHaveProperty('configs');
    }
  });

  it('an update with null or "" for a required field (or one with a default) → 400 naming it', async () => {
    const { id, version } = await db()
      .selectFrom('fd_plans')
      .select(['id', 'version'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const field of [
      'issuer_name',
      'issuer_code',
      'tenure_in_days',
      'payout_frequency',
      'issuer_logo',
      'interest_rate',
      'active',
      'configs',
    ]) {
      for (const value of [null, '']) {
        const res = await call('POST', FD, { id, version, [field]: value });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(Object.keys(res.json().errors), `${field}=${JSON.stringify(value)}`).toContain(field);
      }
    }
    const nested = await call('POST', FD, { id, version, configs: { position: null } });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().errors).toHaveProperty(['configs.position']);
  });
});

describe('generic resources: a body that is not an object → 400', () => {
  it.each([
    ['POST', '/api/crm/v1/crm/notifications'],
    ['PUT', '/api/crm/v1/crm/notifications/1'],
    ['POST', '/api/investment/fd/crm/update-plans'],
    ['POST', '/api/crm/v1/crm/limits'],
    ['PUT', '/api/crm/v1/crm/limits/1'],
  ] as const)('%s %s', async (method, url) => {
    for (const body of ['abc', 5, [1, 2], true, null]) {
      const res = await call(method, url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, data: null });
    }
  });
});

describe('huge page numbers and sizes → 400, never an unsafe offset', () => {
  const lists = [
    ['/api/crm/v1/crm/notifications', 'page', 'size'],
    ['/api/crm/v1/crm/limits', 'page', 'size'],
    ['/api/investment/fd/crm/all-plans', 'page', 'limit'],
    ['/api/postpe/offers', 'page', 'size'],
    ['/api/payouts/payout-requests', 'page', 'limit'],
    ['/api/investment/accounts/alert-logs', 'page', 'limit'],
    ['/api/crm/maker/checker/requests', 'page', 'size'],
  ] as const;
  it.each(lists)('%s', async (url, page, size) => {
    for (const query of [
      `${page}=1e300`,
      `${page}=${MAX_PAGE + 1}`,
      `${page}=99999999999999999999`,
      `${page}=-1`,
      `${page}=abc`,
      `${size}=1e300`,
      `${size}=0`,
      `${size}=abc`,
      `${size}=-5`,
    ]) {
      const res = await call('GET', `${url}?${query}`);
      expect(res.statusCode, `${url}?${query}`).toBe(400);
    }
    expect((await call('GET', `${url}?${page}=${MAX_PAGE}`)).statusCode).toBe(200);
  });
});

describe('a route with no checks of its own: constraint errors are mapped in one place', () => {
  it('unique → 409 naming the column, in the CRM envelope', async () => {
    const res = await call('POST', '/api/crm/test/duplicate-email');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: 'email: Already exists.',
      data: null,
      errors: { email: 'Already exists.' },
    });
  });

  it('not null → 400 naming the column', async () => {
    const res = await call('POST', '/api/crm/test/missing-name');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: { name: 'Required!' } });
  });

  it('foreign key → 409', async () => {
    const res = await call('POST', '/api/crm/test/no-such-role');
    expect(res.statusCode).toBe(409);
    expect(res.json().success).toBe(false);
  });

  it('in the envelope of the backend the route belongs to (payment-support: status_code)', async () => {
    const res = await call('POST', '/api/payment-support/test/duplicate-email');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status_code: 409, message: 'email: Already exists.', data: null });
  });
});
