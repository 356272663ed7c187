import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { declaredRoutes } from '../../server/plugins/auth.js';
import { OPENAPI_PATH } from '../../server/plugins/openapi.js';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';
import { latestCode, requestCode, verify } from './helpers/otp.js';

/**
 * Issue 42 item 4: GET /metrics answers in Prometheus text to the holder of METRICS_TOKEN only; without the token
 * configured it does not exist. Its values move: a refused sign-in, an audit row, a request by route pattern.
 */
const METRICS_TOKEN = 'scrape-0123456789abcdef';

/** One sample's value from Prometheus text, e.g. value(text, 'console_sign_in_failures_total{reason="invalid"}'). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  if (!line) throw new Error(`no ${series} in:\n${text}`);
  return Number(line.slice(series.length + 1));
}

it('refuses a METRICS_TOKEN short enough to guess', () => {
  const env = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET };
  expect(() => loadConfig({ ...env, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  expect(loadConfig({ ...env, METRICS_TOKEN }).metricsToken).toBe(METRICS_TOKEN);
  expect(loadConfig(env).metricsToken).toBeUndefined();
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no /metrics at all (404), whoever asks', async () => {
    expect(declaredRoutes(t.app).some((r) => r.url === '/metrics')).toBe(false);
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    const staff = await t.tokenFor('admin@console.example');
    expect((await t.app.inject({ url: '/metrics', headers: bearer(staff) })).statusCode).toBe(404);
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('refuses no token, a wrong one, another scheme and a staff session (401)', async () => {
    const staff = await t.tokenFor('admin@console.example');
    for (const headers of [
      {},
      bearer('scrape-0123456789abcdeX'),
      bearer(`${METRICS_TOKEN}x`),
      bearer(''),
      { authorization: `Basic ${METRICS_TOKEN}` },
      bearer(staff),
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('is not in the OpenAPI document (an operators’ endpoint, not a backend contract)', async () => {
    const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('answers the token holder in Prometheus text, with every metric', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const name of [
      'http_request_duration_seconds',
      'console_sign_in_failures_total',
      'console_sign_in_locks_total',
      'console_audit_writes_total',
      'console_job_queue_depth',
      'process_cpu_user_seconds_total',
    ])
      expect(res.body).toContain(`# TYPE ${name} `);
    const onPostgres = t.database.handle.dialect === 'postgres';
    expect(res.body.includes('console_db_pool_connections{state="total"}')).toBe(onPostgres);
    expect(res.body.includes('console_db_pool_waiting')).toBe(onPostgres);
  });

  it('counts requests by route pattern and status, never by URL', async () => {
    const token = await t.tokenFor('support@console.example');
    await t.app.inject({ url: '/api/postpe/summary?id=9876543210', headers: bearer(token) });
    await t.app.inject({ url: '/api/postpe/summary?id=9876543211', headers: bearer(token) });
    const text = await scrape();
    const counts = text
      .split('\n')
      .filter((l) => l.startsWith('http_request_duration_seconds_count{method="GET",route="/api/postpe/summary",'));
    expect(counts.reduce((sum, l) => sum + Number(l.split(' ')[1]), 0)).toBe(2);
    expect(text).not.toContain('9876543210');
    expect(text).not.toContain('?id=');
  });

  it('counts refused sign-ins, audit rows and waiting upload jobs', async () => {
    const before = await scrape();
    const email = 'ops@console.example';
    const uuid = await requestCode(t.app, email, '10.42.0.1');
    const code = (await latestCode(t.app, email))!;
    const wrong = (n: number) => String((Number(code) + n) % 10_000).padStart(4, '0');
    expect((await verify(t.app, uuid, email, wrong(1), '10.42.0.1')).status).toBe(400);
    expect((await verify(t.app, uuid, email, wrong(2), '10.42.0.1')).status).toBe(400);
    expect((await verify(t.app, uuid, email, code, '10.42.0.1')).status).toBe(200); // writes an audit row
    const after = await scrape();
    const failures = 'console_sign_in_failures_total{reason="invalid"}';
    expect(value(after, failures) - value(before, failures)).toBe(2);
    expect(value(after, 'console_audit_writes_total')).toBeGreaterThan(value(before, 'console_audit_writes_total'));

    const staff = await t.database.handle.db.selectFrom('staff').select(['id', 'email']).executeTakeFirstOrThrow();
    const waiting = 'console_job_queue_depth{queue="upload_jobs"}';
    await t.database.handle.db
      .insertInto('upload_jobs')
      .values({
        kind: 'settlement-config',
        status: 'PENDING',
        file_name: 'a.csv',
        file_sha256: 'f'.repeat(64),
        file_size: 10,
        row_count: 1,
        staff_id: staff.id,
        staff_email: staff.email,
        approval_id: null,
        created_at: Date.now(),
      })
      .execute();
    expect(value(await scrape(), waiting)).toBe(value(after, waiting) + 1);
  });
});
