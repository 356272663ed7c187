import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fdPlanSchema } from '../../../contract/entities/fd-plans.js';
import { limitSchema } from '../../../contract/entities/limits.js';
import { notificationSchema } from '../../../contract/entities/notifications.js';
import { columnOf } from '../../../contract/schema.js';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app.js';
import { countRows } from '../helpers/count-rows.js';

let t: TestApp;
let ops: Record<string, string>;
let maker: Record<string, string>;
let support: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ops = bearer(await t.tokenFor('ops@console.example'));
  maker = bearer(await t.tokenFor('maker@console.example'));
  support = bearer(await t.tokenFor('support@console.example'));
});
afterAll(() => t.close());

const call = async (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => {
  const res = await t.app.inject({ method, url, headers, payload });
  return {
    status: res.statusCode,
    body: res.json() as {
      success: boolean;
      message: string;
      data: Record<string, unknown>;
      errors?: Record<string, string>;
    },
  };
};
const auditCount = async () => countRows(t.database.handle.db, 'audit_log');

describe('every schema field has its column', () => {
  it.each([notificationSchema, fdPlanSchema, limitSchema])('$name', async (schema) => {
    const tables = await t.database.handle.db.introspection.getTables();
    const table = tables.find((tb) => tb.name === schema.binding.table);
    expect(table, schema.binding.table).toBeDefined();
    const columns = new Set(table!.columns.map((c) => c.name));
    for (const field of schema.fields) expect(columns.has(columnOf(field)), `${schema.name}.${field.name}`).toBe(true);
    expect(columns.has('version')).toBe(true);
  });
});

const NOTIFS = '/api/crm/v1/crm/notifications';
const future = () => Math.floor(Date.now() / 1000) + 86_400;

describe('notifications', () => {
  it('lists 0-based pages in the CRM envelope, newest first', async () => {
    const res = await call('GET', `${NOTIFS}?page=0&size=20`, ops);
    expect(res.status).toBe(200);
    const data = res.body.data as unknown as { content: { created_at: number }[]; totalElements: number };
    expect(data.content).toHaveLength(20);
    expect(data.totalElements).toBe(30);
    expect(data.content[0]!.created_at).toBeGreaterThanOrEqual(data.content[1]!.created_at);
  });

  it('rejects every invalid field with a 400 naming it, and saves nothing', async () => {
    const before = await call('GET', `${NOTIFS}?size=200`, ops);
    const res = await call('POST', NOTIFS, ops, {
      type: 'FAX',
      header: 'x'.repeat(31),
      body: 'y'.repeat(151),
      expiry_date: 'soon',
      status: 'MAYBE',
    });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.errors).toEqual({
      type: 'Choose one of: PUSH, IN_APP, SMS.',
      header: 'Heading cannot be more than 30 characters.',
      body: 'Message cannot be more than 150 characters.',
      expiry_date: 'Invalid date.',
      status: 'Choose one of: ACTIVE, INACTIVE.',
    });
    const missing = await call('POST', NOTIFS, ops, {});
    expect(missing.body.errors).toMatchObject({ header: 'Required!', body: 'Required!', expiry_date: 'Required!' });
    const after = await call('GET', `${NOTIFS}?size=200`, ops);
    expect((after.body.data as unknown as { totalElements: number }).totalElements).toBe(
      (before.body.data as unknown as { totalElements: number }).totalElements,
    );
  });

  it('creates, updates with the version (412 when stale), deletes: one audit row each', async () => {
    const audits = await auditCount();
    const created = await call('POST', NOTIFS, ops, {
      header: 'Hello',
      body: 'World',
      expiry_date: future(),
      agent_name: 'Mallory',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      header: 'Hello',
      type: 'PUSH',
      status: 'ACTIVE',
      agent_name: 'Omar Ops Kapoor',
      version: 1,
    });
    const id = created.body.data.id as number;
    const updated = await call('PUT', `${NOTIFS}/${id}`, ops, { header: 'Hello again', version: 1 });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ header: 'Hello again', body: 'World', type: 'PUSH', version: 2 });
    const stale = await call('PUT', `${NOTIFS}/${id}`, ops, { header: 'Lost', version: 1 });
    expect(stale.status).toBe(412);
    expect((await call('GET', `${NOTIFS}/${id}`, ops)).body.data.header).toBe('Hello again');
    const badUpdate = await call('PUT', `${NOTIFS}/${id}`, ops, { header: '', version: 2 });
    expect(badUpdate.body.errors).toEqual({ header: 'Required!' });
    expect((await call('DELETE', `${NOTIFS}/${id}`, ops)).status).toBe(200);
    expect(await auditCount()).toBe(audits + 4); // create, update, stale update, delete
  });

  it('filters by heading and status; refuses a user without the permission', async () => {
    const res = await call('GET', `${NOTIFS}?header=cashback&status=ACTIVE`, ops);
    const rows = (res.body.data as unknown as { content: { header: string; status: string }[] }).content;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect([row.header.toLowerCase().includes('cashback'), row.status]).toEqual([true, 'ACTIVE']);
    expect((await call('GET', NOTIFS, support)).status).toBe(403);
    expect((await call('POST', NOTIFS, support, {})).status).toBe(403);
  });
});

const FD = '/api/investment/fd/crm';
const plan = (over: object = {}) => ({
  plan_id: `TEST_${Math.random().toString(36).slice(2, 8)}`,
  issuer_name: 'Test Finance',
  issuer_code: 'TEST',
  tenure_in_days: 365,
  payout_frequency: 'MONTHLY',
  issuer_logo: 'https://img.example/t.png',
  configs: { special_rates: [{ label: '9.5+ 2.5% extra', interest_rate: 9.5 }] },
  ...over,
});

describe('FD plans', () => {
  it('lists 1-based page/limit, creates with defaults (position 100, other rates 0), updates on the same path', async () => {
    const list = await call('GET', `${FD}/all-plans?page=1&limit=5`, ops);
    expect((list.body.data as unknown as { content: unknown[]; totalElements: number }).content).toHaveLength(5);
    const created = await call('POST', `${FD}/update-plans`, ops, {
      ...plan(),
      interest_rate: 7.1,
      code: 'TEST',
      flags: {},
    });
    expect(created.status).toBe(201);
    const data = created.body.data as { id: number; interest_rate: number; configs: Record<string, unknown> };
    expect(data.interest_rate).toBe(7.1);
    expect(data.configs).toMatchObject({
      position: 100,
      women_interest_rate: 0,
      special_rates: [{ label: '9.5+ 2.5% extra', interest_rate: 9.5 }],
      plan_features_before_kyc: [],
    });
    const updated = await call('POST', `${FD}/update-plans`, ops, { id: data.id, version: 1, interest_rate: 7.25 });
    expect(updated.body.data).toMatchObject({ interest_rate: 7.25, version: 2, configs: { position: 100 } });
    expect((await call('POST', `${FD}/update-plans`, ops, { id: data.id, version: 1, interest_rate: 8 })).status).toBe(
      412,
    );
  });

  it('names every invalid field, nested ones by path', async () => {
    const res = await call(
      'POST',
      `${FD}/update-plans`,
      ops,
      plan({
        tenure_in_days: 'long',
        interest_rate: 7.123,
        payout_frequency: 'DAILY',
        issuer_logo: 'javascript:alert(1)',
        issuer_name: '',
        configs: {
          position: 'top',
          special_rates: [{ label: '', interest_rate: -1 }],
          plan_features_after_kyc: ['x'.repeat(201)],
        },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      issuer_name: 'Required!',
      tenure_in_days: 'Must be a number.',
      interest_rate: 'At most 2 decimal places.',
      payout_frequency: 'Choose one of: MONTHLY, QUARTERLY, ON_MATURITY.',
      issuer_logo: 'URL not valid, Please enter valid URL',
      'configs.special_rates.0.label': 'Required!',
      'configs.special_rates.0.interest_rate': 'Rate must be more than 0% and at most 15%.',
      'configs.plan_features_after_kyc.0': 'A feature cannot be more than 200 characters.',
      'configs.position': 'Must be a number.',
    });
  });

  it('refuses a rate outside 0 < rate ≤ 15 or with more than 2 decimals (issue 41 item 2), on create and update, nothing saved', async () => {
    const RANGE = 'Rate must be more than 0% and at most 15%.';
    const audits = await auditCount();
    for (const interest_rate of [45, -3, 999, 0, 15.01]) {
      const res = await call('POST', `${FD}/update-plans`, ops, plan({ interest_rate }));
      expect({ interest_rate, status: res.status, errors: res.body.errors }).toEqual({
        interest_rate,
        status: 400,
        errors: { interest_rate: RANGE },
      });
    }
    // The plan's own rate must be a real one; the optional rates in configs may stay 0 ("none"), not be out of range.
    const women = await call(
      'POST',
      `${FD}/update-plans`,
      ops,
      plan({ interest_rate: 7, configs: { women_interest_rate: 45 } }),
    );
    expect(women.body.errors).toEqual({ 'configs.women_interest_rate': RANGE });
    const created = await call('POST', `${FD}/update-plans`, ops, plan({ interest_rate: 15 }));
    expect(created.status).toBe(201);
    const { id } = created.body.data as { id: number };
    const update = await call('POST', `${FD}/update-plans`, ops, { id, version: 1, interest_rate: 45 });
    expect(update.status).toBe(400);
    expect(update.body.message).toContain(RANGE);
    expect((await call('GET', `${FD}/plans/${id}`, ops)).body.data).toMatchObject({ interest_rate: 15, version: 1 });
    expect(await auditCount()).toBe(audits + 1); // the one valid create only
  });

  it('admin action per cache environment is audited; unknown environment is a 400; support is refused', async () => {
    const audits = await auditCount();
    const res = await call('POST', `${FD}/admin-action`, ops, { environment: 'FD_QA2' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await auditCount()).toBe(audits + 1);
    expect((await call('POST', `${FD}/admin-action`, ops, { environment: 'FD_DEV' })).body.errors).toHaveProperty(
      'environment',
    );
    expect((await call('GET', `${FD}/all-plans`, support)).status).toBe(403);
  });
});

const LIMITS = '/api/crm/v1/crm/limits';
const limit = (over: object = {}) => ({
  transaction_type: 'UPI_P2P',
  txn_indicator: 'DEBIT',
  max_count: 5,
  max_amount: 1000,
  monthly_max_count: 50,
  monthly_max_amount: 20000,
  monthly_overall_max_amount: 30000,
  lifetime_max_amount: 500000,
  particulars: 'p',
  mode: 'ONLINE',
  remarks: 'r',
  ...over,
});

describe('transaction limits', () => {
  it('rejects every invalid field with the max-200 and numeric messages', async () => {
    const long = 'z'.repeat(201);
    const res = await call(
      'POST',
      LIMITS,
      maker,
      limit({
        transaction_type: long,
        particulars: long,
        mode: long,
        remarks: long,
        link_van: true,
        internal_client_merchant_id: long,
        max_count: 'ten',
        max_amount: 'lots',
        monthly_max_count: 1.5,
        monthly_max_amount: 'x',
        monthly_overall_max_amount: 'x',
        lifetime_max_amount: 'x',
      }),
    );
    expect(res.body.errors).toEqual({
      transaction_type: 'Transaction type cannot be more than 200 characters.',
      particulars: 'Particulars cannot be more than 200 characters.',
      mode: 'Mode cannot be more than 200 characters.',
      remarks: 'Remarks cannot be more than 200 characters.',
      internal_client_merchant_id: 'VAN merchant id cannot be more than 200 characters.',
      max_count: 'Only numbers are allowed.',
      max_amount: 'Only numbers are allowed.',
      monthly_max_count: 'Must be a whole number.',
      monthly_max_amount: 'Only numbers are allowed.',
      monthly_overall_max_amount: 'Only numbers are allowed.',
      lifetime_max_amount: 'Only numbers are allowed.',
    });
    expect((await call('POST', LIMITS, maker, limit({ link_van: true }))).body.errors).toEqual({
      internal_client_merchant_id: 'Required!',
    });
  });

  it('a new limit starts INACTIVE; activation toggles by update; amounts cannot be edited directly', async () => {
    const created = await call(
      'POST',
      LIMITS,
      maker,
      limit({ status: 'ACTIVE', van_id: 'VAN1', internal_client_merchant_id: 'M1' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      status: 'INACTIVE',
      van_id: null,
      internal_client_merchant_id: null,
      submitted_by: 'maker@console.example',
    });
    const id = created.body.data.id as number;
    expect((await call('POST', LIMITS, ops, limit())).status).toBe(403);
    const on = await call('PUT', `${LIMITS}/${id}`, ops, { status: 'ACTIVE', max_amount: 99, version: 1 });
    expect(on.status).toBe(200);
    expect(on.body.data).toMatchObject({ status: 'ACTIVE', max_amount: 1000, version: 2 });
    expect((await call('PUT', `${LIMITS}/${id}`, ops, { status: 'INACTIVE', version: 1 })).status).toBe(412);
    expect((await call('PUT', `${LIMITS}/${id}`, ops, { status: 'PAUSED', version: 2 })).body.errors).toEqual({
      status: 'Choose one of: ACTIVE, INACTIVE.',
    });
    expect((await call('DELETE', `${LIMITS}/${id}`, ops)).status).toBe(404);
    expect((await call('GET', LIMITS, support)).status).toBe(403);
  });
});

describe('FD rate range from the configuration (FD_RATE_MIN, FD_RATE_MAX, FD_RATE_DECIMALS)', () => {
  let narrow: TestApp;
  beforeAll(async () => {
    narrow = await createTestApp({ FD_RATE_MIN: '1', FD_RATE_MAX: '9.5', FD_RATE_DECIMALS: '1' });
  });
  afterAll(() => narrow.close());

  it('refuses what the configured range refuses, with its numbers in the message', async () => {
    const headers = bearer(await narrow.tokenFor('ops@console.example'));
    const post = async (interest_rate: number) =>
      narrow.app.inject({ method: 'POST', url: `${FD}/update-plans`, headers, payload: plan({ interest_rate }) });
    expect((await post(10)).json().errors).toEqual({ interest_rate: 'Rate must be more than 1% and at most 9.5%.' });
    expect((await post(1)).json().errors).toEqual({ interest_rate: 'Rate must be more than 1% and at most 9.5%.' });
    expect((await post(7.25)).json().errors).toEqual({ interest_rate: 'Rate: at most 1 decimal places.' });
    expect((await post(9.5)).statusCode).toBe(201);
  });
});
