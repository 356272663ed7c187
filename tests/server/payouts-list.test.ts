import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/payouts/payout-requests', () => {
  it('refuses a request without a token (401) and a user without CAN_VIEW_PAYOUT (403)', async () => {
    const anon = await t.app.inject({ url: '/api/payouts/payout-requests' });
    expect(anon.statusCode).toBe(401);
    const token = await t.tokenFor('noaccess@console.example');
    const denied = await t.app.inject({ url: '/api/payouts/payout-requests', headers: bearer(token) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ success: false, message: 'Not authorized!' });
  });

  it('pages 1-based with totals, newest first by default', async () => {
    const token = await t.tokenFor('checker@console.example');
    const res = await t.app.inject({ url: '/api/payouts/payout-requests?page=2&limit=5', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ page: 2, limit: 5, totalElements: 1000, totalPages: 200 });
    expect(body.data.content).toHaveLength(5);
    const times = body.data.content.map((p: { createdAt: number }) => p.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data.content[0]).toHaveProperty('agentEmail');
    expect(Number.isInteger(body.data.content[0].createdAt)).toBe(true);
  });

  it('filters by status and sorts by amount ascending', async () => {
    const token = await t.tokenFor('checker@console.example');
    const res = await t.app.inject({
      url: '/api/payouts/payout-requests?status=APPROVAL_PENDING&sort=amount&order=asc&limit=50',
      headers: bearer(token),
    });
    const { content, totalElements } = res.json().data;
    expect(totalElements).toBeGreaterThan(0);
    expect(totalElements).toBeLessThan(1000);
    expect(content.every((p: { status: string }) => p.status === 'APPROVAL_PENDING')).toBe(true);
    const amounts = content.map((p: { amount: number }) => p.amount);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);
  });

  it("with the refresh flag reads the list as it is now, not as an earlier page's snapshot held it (§7.7)", async () => {
    const token = await t.tokenFor('checker@console.example');
    const read = (query: string) =>
      t.app.inject({ url: `/api/payouts/payout-requests?limit=5&${query}`, headers: bearer(token) });
    const first = await read('page=1');
    const key = Number(first.headers['x-snapshot']);
    const held = await read(`page=2&snapshot=${key - 3}`);
    expect(held.json().data.totalElements).toBe(first.json().data.totalElements - 3);
    const refreshed = await read(`page=2&snapshot=${key - 3}&refresh=true`);
    expect(refreshed.json().data.totalElements).toBe(first.json().data.totalElements);
    expect(refreshed.headers['x-snapshot']).toBe(String(key));
  });

  it('answers bad paging with a 400 that names the field', async () => {
    const token = await t.tokenFor('checker@console.example');
    const res = await t.app.inject({ url: '/api/payouts/payout-requests?limit=500', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/limit/);
  });
});
