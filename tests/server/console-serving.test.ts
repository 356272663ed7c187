import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ DIST_DIR: dist });
});
afterAll(() => t.close());

it('serves index.html for console routes (history fallback) without caching it', async () => {
  for (const url of ['/crm/', '/crm/user', '/crm/postpe-offers/12/show']) {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  }
});

it('serves hashed assets as immutable and a missing asset as 404, not the page', async () => {
  const asset = await t.app.inject({ url: '/crm/assets/app-abc123.js' });
  expect(asset.statusCode).toBe(200);
  expect(asset.headers['cache-control']).toContain('immutable');
  expect((await t.app.inject({ url: '/crm/assets/missing.js' })).statusCode).toBe(404);
});

it('never serves files outside the build folder', async () => {
  const res = await t.app.inject({ url: '/crm/..%2f..%2fpackage.json' });
  expect(res.body).not.toContain('"dependencies"');
});

it('serves /crm/config.json with one base URL per backend', async () => {
  const res = await t.app.inject({ url: '/crm/config.json' });
  expect(res.statusCode).toBe(200);
  const config = res.json();
  expect(config.backends).toMatchObject({
    admin: '/api/admin',
    crm: '/api/crm',
    payouts: '/api/payouts',
    chargeback: '/api/chargeback',
  });
  expect(config.superAdminRoleId).toBe(1);
});

it('redirects the bare host and /crm to the console', async () => {
  expect((await t.app.inject({ url: '/' })).headers.location).toBe('/crm/');
  expect((await t.app.inject({ url: '/crm' })).headers.location).toBe('/crm/');
});

it('answers health checks, and sends the security headers', async () => {
  const res = await t.app.inject({ url: '/health/ready' });
  expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  const page = await t.app.inject({ url: '/crm/' });
  expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  expect(page.headers['x-content-type-options']).toBe('nosniff');
});
