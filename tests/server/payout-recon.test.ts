import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * /payment-recon (PayOut): the seeded day (2026-10-31 IST, the day before the test seed's clock) reconciled against
 * the statement lines the server holds and against an uploaded statement; reviews; who may do what.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ACTOR = 'treasury-maker@console.example';
const VIEWER = 'treasury-checker@console.example';
const NOBODY = 'noaccess@console.example';
const DAY = '2026-10-31';
beforeAll(async () => {
  t = await createTestApp();
  for (const who of [ACTOR, VIEWER, NOBODY]) tokens[who] = await t.tokenFor(who);
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
async function call(who: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  const res = await t.app.inject({
    method,
    url: `/api/payouts${url}`,
    payload,
    headers: { ...bearer(tokens[who] ?? ''), ...headers },
  });
  return { status: res.statusCode, body: res.json() };
}
const audits = async (action: string) =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('action', '=', action)
        .executeTakeFirstOrThrow()
    ).n,
  );
type Group = { group: string; count: number; booksTotal: number; bankTotal: number; open: number };
type Item = { id: number; utr: string | null; reason: string; reviewStatus: string | null; payoutId: number | null };
const groupOf = (run: { groups: Group[] }, name: string) => run.groups.find((g) => g.group === name)!;
async function items(runId: number, group: string): Promise<Item[]> {
  const all: Item[] = [];
  for (let page = 1; ; page++) {
    const res = await call(ACTOR, 'GET', `/payout/recon/runs/${runId}/items?group=${group}&limit=200&page=${page}`);
    expect(res.status).toBe(200);
    all.push(...res.body.data.content);
    if (page >= res.body.data.totalPages) return all;
  }
}
const byUtr = (rows: Item[], utr: string) => rows.find((r) => r.utr === utr);

describe('a reconciliation against the statement lines the server holds', () => {
  let runId = 0;
  it('puts every seeded case in its group, with counts and ₹ totals, and writes one audit row', async () => {
    const before = await audits('payout.recon_run');
    const res = await call(ACTOR, 'POST', '/payout/recon/run', { from: DAY, to: DAY });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Reconciliation done.' });
    const run = res.body.data;
    runId = run.id;
    expect(run).toMatchObject({ from: DAY, to: DAY, source: 'HELD', runBy: ACTOR });
    for (const g of ['MATCHED', 'BOOKS_ONLY', 'STATEMENT_ONLY', 'MISMATCH'])
      expect(groupOf(run, g).count).toBeGreaterThan(0);
    expect(groupOf(run, 'MISMATCH')).toEqual({
      group: 'MISMATCH',
      count: 3,
      booksTotal: 9800,
      bankTotal: 9350,
      open: 3,
    });
    expect(groupOf(run, 'STATEMENT_ONLY')).toMatchObject({ count: 1, booksTotal: 0, bankTotal: 1500 });
    expect(groupOf(run, 'MATCHED').open).toBe(0);
    expect(await audits('payout.recon_run')).toBe(before + 1);

    const mismatches = await items(runId, 'MISMATCH');
    expect(byUtr(mismatches, 'RCNAMOUNT0001')?.reason).toBe('AMOUNT');
    expect(byUtr(mismatches, 'RCNSTUCK00001')?.reason).toBe('STATUS');
    expect(byUtr(mismatches, 'RCNREVERSED01')?.reason).toBe('STATUS');
    const booksOnly = await items(runId, 'BOOKS_ONLY');
    expect(byUtr(booksOnly, 'RCNPENDING001')?.reason).toBe('STILL_PENDING');
    expect(booksOnly.some((r) => r.reason === 'MISSING_UTR' && r.utr === null && r.payoutId !== null)).toBe(true);
    expect((await items(runId, 'STATEMENT_ONLY'))[0]).toMatchObject({ utr: 'RCNBANKONLY01', reason: 'UNKNOWN_UTR' });
    expect(byUtr(await items(runId, 'MATCHED'), 'RCNMATCH00001')).toMatchObject({ reviewStatus: null });
  });

  it('pages a group with the payouts backend paging (page from 1, limit)', async () => {
    const all = await items(runId, 'BOOKS_ONLY');
    const res = await call(ACTOR, 'GET', `/payout/recon/runs/${runId}/items?group=BOOKS_ONLY&page=2&limit=1`);
    expect(res.body.data).toMatchObject({ page: 2, limit: 1, totalElements: all.length });
    expect(res.body.data.content).toEqual([all[1]]);
    const runs = await call(VIEWER, 'GET', '/payout/recon/runs?page=1&limit=20');
    expect(runs.status).toBe(200);
    expect(runs.body.data.content[0]).toMatchObject({ id: runId, source: 'HELD' });
  });

  it('marks a mismatch reviewed once: one conditional update, one audit row; a replay answers the same', async () => {
    const row = byUtr(await items(runId, 'MISMATCH'), 'RCNSTUCK00001')!;
    const before = await audits('payout.recon_review');
    const headers = { 'idempotency-key': 'recon-review-1' };
    const url = `/payout/recon/items/${row.id}/review`;
    const first = await call(ACTOR, 'POST', url, { remarks: 'Bank paid; marking the payout SUCCESS' }, headers);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      reviewStatus: 'REVIEWED',
      reviewedBy: ACTOR,
      reviewRemarks: 'Bank paid; marking the payout SUCCESS',
    });
    const replay = await call(ACTOR, 'POST', url, { remarks: 'Bank paid; marking the payout SUCCESS' }, headers);
    expect(replay).toEqual(first);
    const again = await call(ACTOR, 'POST', url, { remarks: 'Again' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This row was already marked reviewed.');
    expect(await audits('payout.recon_review')).toBe(before + 1);
    const run = (await call(ACTOR, 'GET', `/payout/recon/runs/${runId}`)).body.data;
    expect(groupOf(run, 'MISMATCH').open).toBe(2);
  });

  it('of two reviewers at once, exactly one marks the row', async () => {
    const row = byUtr(await items(runId, 'MISMATCH'), 'RCNAMOUNT0001')!;
    const url = `/payout/recon/items/${row.id}/review`;
    const results = await Promise.all([1, 2, 3].map((n) => call(ACTOR, 'POST', url, { remarks: `Reviewer ${n}` })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses to review a matched row, and empty remarks', async () => {
    const matched = (await items(runId, 'MATCHED'))[0]!;
    const res = await call(ACTOR, 'POST', `/payout/recon/items/${matched.id}/review`, { remarks: 'ok' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Matched rows need no review.');
    const open = (await items(runId, 'BOOKS_ONLY'))[0]!;
    const blank = await call(ACTOR, 'POST', `/payout/recon/items/${open.id}/review`, { remarks: '  ' });
    expect(blank.status).toBe(400);
  });
});

describe('a reconciliation with an uploaded statement', () => {
  it('matches the file, keeps its lines (the later line for a UTR wins) and a run without a file then uses them', async () => {
    const lines = [
      { utr: 'RCNMATCH00001', amount: 12345.67, status: 'SUCCESS', valueDate: DAY },
      { utr: 'RCNAMOUNT0001', amount: 2500, status: 'SUCCESS', valueDate: DAY },
      { utr: 'RCNNEWLINE001', amount: 75.5, status: 'FAILED', valueDate: DAY },
    ];
    const res = await call(ACTOR, 'POST', '/payout/recon/run', { from: DAY, to: DAY, fileName: 'hdfc.csv', lines });
    expect(res.status).toBe(200);
    const run = res.body.data;
    expect(run).toMatchObject({ source: 'UPLOAD', fileName: 'hdfc.csv', statementLines: 3 });
    expect(groupOf(run, 'MATCHED').count).toBe(2);
    expect(groupOf(run, 'MISMATCH').count).toBe(0);
    expect(groupOf(run, 'STATEMENT_ONLY')).toMatchObject({ count: 1, bankTotal: 75.5 });
    expect(byUtr(await items(run.id, 'BOOKS_ONLY'), 'RCNSTUCK00001')?.reason).toBe('STILL_PENDING');

    const held = (await call(ACTOR, 'POST', '/payout/recon/run', { from: DAY, to: DAY })).body.data;
    expect(byUtr(await items(held.id, 'MATCHED'), 'RCNAMOUNT0001')).toBeDefined();
    expect(groupOf(held, 'STATEMENT_ONLY').count).toBe(2);
    // The stuck payout's mismatch was reviewed in the first run: the same discrepancy keeps its review.
    expect(groupOf(held, 'MISMATCH')).toMatchObject({ count: 2, open: 1 });
    expect(byUtr(await items(held.id, 'MISMATCH'), 'RCNSTUCK00001')).toMatchObject({
      reviewStatus: 'REVIEWED',
      reviewRemarks: 'Bank paid; marking the payout SUCCESS',
    });
    expect(byUtr(await items(held.id, 'MISMATCH'), 'RCNREVERSED01')).toMatchObject({ reviewStatus: 'OPEN' });
  });

  it('refuses bad days and lines outside them, writing nothing', async () => {
    const before = await audits('payout.recon_run');
    const line = { utr: 'RCNMATCH00001', amount: 1, status: 'SUCCESS', valueDate: '2026-10-30' };
    const cases = [
      [{ from: DAY, to: DAY, lines: [line] }, 'lines.0.valueDate: Value date is outside the chosen days.'],
      [{ from: '2026-09-01', to: DAY }, 'At most 31 days in one reconciliation.'],
      [{ from: DAY, to: '2026-10-01' }, 'The last day must not be before the first.'],
      [{ from: '2026-02-30', to: DAY }, 'Must be a date as yyyy-MM-dd.'],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await call(ACTOR, 'POST', '/payout/recon/run', payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const bad = await call(ACTOR, 'POST', '/payout/recon/run', {
      from: DAY,
      to: DAY,
      lines: [{ ...line, valueDate: DAY, status: 'PAID' }],
    });
    expect(bad.status).toBe(400);
    expect(await audits('payout.recon_run')).toBe(before);
  });
});

describe('who may reconcile', () => {
  it('VIEW_PAYOUT_STATUS reads; running and reviewing need CAN_UPDATE_PAYOUT_STATUS; nothing without either', async () => {
    expect((await call(VIEWER, 'POST', '/payout/recon/run', { from: DAY, to: DAY })).status).toBe(403);
    const runs = await call(VIEWER, 'GET', '/payout/recon/runs');
    expect(runs.status).toBe(200);
    const runId = runs.body.data.content[0].id;
    const open = (await call(VIEWER, 'GET', `/payout/recon/runs/${runId}/items?group=BOOKS_ONLY`)).body.data.content[0];
    expect((await call(VIEWER, 'POST', `/payout/recon/items/${open.id}/review`, { remarks: 'x' })).status).toBe(403);
    expect((await call(NOBODY, 'GET', '/payout/recon/runs')).status).toBe(403);
    expect((await call(NOBODY, 'GET', `/payout/recon/runs/${runId}`)).status).toBe(403);
  });
});
