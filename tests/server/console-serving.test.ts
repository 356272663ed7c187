import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'console-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What the build writes beside a hashed asset (vite.config.ts): its brotli and gzip copies.
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `row ${i}`))};`;
  writeFileSync(join(dist, 'assets', 'list-def456.js'), big);
  writeFileSync(join(dist, 'assets', 'list-def456.js.br'), brotliCompressSync(big));
  writeFileSync(join(dist, 'assets', 'list-def456.js.gz'), gzipSync(big));
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

it('sends the brotli or gzip copy of a hashed asset as the browser asks, and the plain file to one that takes neither', async () => {
  const url = '/crm/assets/list-def456.js';
  const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers['content-type']).toMatch(/javascript/);
  expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(brotliDecompressSync(br.rawPayload).toString()).toContain('row 499');
  const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toContain('row 499');
  const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body).toContain('row 499');
});

it('compresses JSON answers over 1 kB for a client that takes it, and leaves small ones as they are', async () => {
  const token = await t.tokenFor('admin@console.example');
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' };
  const list = await t.app.inject({ url: '/api/payouts/payout-requests?page=1&limit=50', headers });
  expect(list.statusCode).toBe(200);
  expect(list.headers['content-encoding']).toBe('gzip');
  expect(list.headers.vary).toMatch(/accept-encoding/i);
  expect(JSON.parse(gunzipSync(list.rawPayload).toString()).data.content.length).toBe(50);
  const plain = await t.app.inject({ url: '/api/payouts/payout-requests?page=1&limit=50', headers: bearer(token) });
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(list.rawPayload.length * 4);
  const health = await t.app.inject({ url: '/health/ready', headers });
  expect(health.headers['content-encoding']).toBeUndefined();
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
  // The console shows documents it read with its token (the masked KYC images) from blob: URLs.
  expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*blob:/);
  expect(page.headers['x-content-type-options']).toBe('nosniff');
});
