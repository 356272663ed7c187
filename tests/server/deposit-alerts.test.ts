import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let auth: Record<string, string>;
const hour = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await t.tokenFor('ops@console.example'));
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers = auth) =>
  t.app.inject({ method: 'POST', url: `/api/investment${url}`, headers, payload });
const db = () => t.database.handle.db;
const counts = async () => ({
  logs: Number(
    (
      await db()
        .selectFrom('alert_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  ),
  audits: Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity', '=', 'alerts')
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('deposit alerts on the investment backend (§7.7)', () => {
  it('enable stores the alert, one log row and one audit row', async () => {
    const before = await counts();
    const expiry = Date.now() + 2 * hour;
    const res = await post('/accounts/enable-alert', {
      alert_type: 'WITHDRAWAL_ALERT',
      product: 'FD',
      header: 'FD paused',
      body: 'Back at 9',
      expiry_time: expiry,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Success',
      data: { alert_type: 'WITHDRAWAL_ALERT', product: 'FD', enabled: 1 },
    });
    expect(await counts()).toEqual({ logs: before.logs + 1, audits: before.audits + 1 });
    const alert = await db()
      .selectFrom('alerts')
      .selectAll()
      .where('alert_type', '=', 'WITHDRAWAL_ALERT')
      .where('product', '=', 'FD')
      .executeTakeFirstOrThrow();
    expect(Number(alert.expiry_time)).toBe(expiry);
  });

  it('a past expiry → 400 "Date and time should not be old", nothing written', async () => {
    const before = await counts();
    const res = await post('/accounts/enable-alert', {
      alert_type: 'HOMESCREEN_ALERT',
      product: '',
      header: 'h',
      body: 'b',
      expiry_time: Date.now() - 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Date and time should not be old' });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [{ alert_type: 'WITHDRAWAL_ALERT', product: 'FD', body: 'b', expiry_time: Date.now() + hour }, 'header'],
    [{ alert_type: 'WITHDRAWAL_ALERT', product: 'FD', header: 'h', body: ' ', expiry_time: Date.now() + hour }, 'body'],
    [{ alert_type: 'WITHDRAWAL_ALERT', product: 'FD', header: 'h', body: 'b' }, 'expiry_time'],
    [
      { alert_type: 'WITHDRAWAL_ALERT', product: 'GOLD', header: 'h', body: 'b', expiry_time: Date.now() + hour },
      'product',
    ],
    [{ alert_type: 'WITHDRAWAL_ALERT', header: 'h', body: 'b', expiry_time: Date.now() + hour }, 'product'],
    [
      { alert_type: 'HOMESCREEN_ALERT', product: 'ALL', header: 'h', body: 'b', expiry_time: Date.now() + hour },
      'product',
    ],
    [{ alert_type: 'BANNER', product: 'ALL', header: 'h', body: 'b', expiry_time: Date.now() + hour }, 'alert_type'],
  ])('enable %j → 400 naming %s', async (payload, field) => {
    const before = await counts();
    const res = await post('/accounts/enable-alert', payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys((res.json() as { errors: Record<string, string> }).errors)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('disable needs only type and product; header/body/expiry sent anyway are ignored', async () => {
    const res = await post('/accounts/disable-alert', {
      alert_type: 'WITHDRAWAL_ALERT',
      product: 'FD',
      header: 'ignored',
      expiry_time: 1,
    });
    expect(res.statusCode).toBe(200);
    const log = await db().selectFrom('alert_logs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      alert_type: 'WITHDRAWAL_ALERT',
      product: 'FD',
      action: 'DISABLE',
      header: null,
      body: null,
      expiry_time: null,
      agent_email: 'ops@console.example',
    });
    const bad = await post('/accounts/disable-alert', { alert_type: 'WITHDRAWAL_CTA_ALERT', product: '' });
    expect(bad.statusCode).toBe(400);
  });

  it('the log is 0-based page/limit, newest first', async () => {
    const first = await t.app.inject({ url: '/api/investment/accounts/alert-logs?page=0&limit=10', headers: auth });
    expect(first.statusCode).toBe(200);
    const data = first.json().data as {
      content: { action: string }[];
      page: number;
      limit: number;
      totalElements: number;
    };
    expect(data).toMatchObject({ page: 0, limit: 10 });
    expect(data.content).toHaveLength(10);
    expect(data.content[0]).toMatchObject({ action: 'DISABLE' });
    const last = await t.app.inject({
      url: `/api/investment/accounts/alert-logs?page=${Math.floor((data.totalElements - 1) / 10)}&limit=10`,
      headers: auth,
    });
    expect((last.json().data as { content: unknown[] }).content.length).toBe(((data.totalElements - 1) % 10) + 1);
  });

  it('support@console.example (no CAN_ENABLE_DISABLE_ALERTS_AND_WITHDRAW) gets 403 on every alert route', async () => {
    const support = bearer(await t.tokenFor('support@console.example'));
    expect((await post('/accounts/enable-alert', {}, support)).statusCode).toBe(403);
    expect((await post('/accounts/disable-alert', {}, support)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/investment/accounts/alert-logs', headers: support })).statusCode).toBe(403);
  });
});
