import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { auditCount, merchantCaller } from './helpers/merchant-360-calls.js';

/** FRM complaints on the fraud-risk backend (issue 43 item 4): raise, list, notes, assignment and state moves. */
let t: TestApp;
const tokens: Record<string, string> = {};
const URL = '/api/fraud-risk/frm/complaints';
let txns: { id: number; amount: number; merchant_id: string; bank_reference_no: string }[] = [];

/** A seeded staff member's call (helpers/merchant-360-calls.ts), with an Idempotency-Key when given. */
const call = merchantCaller(() => t, tokens);
const send = (who: string, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  call(who, method, url, payload, key ? { 'idempotency-key': key } : {});
const raise = (txn: number, over: object = {}, who = 'disputes', key?: string) =>
  send(
    who,
    'POST',
    URL,
    {
      transactionId: txn,
      category: 'Stolen card',
      description: 'Card holder says the card was stolen',
      amountAtRisk: 1,
      ...over,
    },
    key,
  );
const act = (id: number, kind: 'move' | 'assign' | 'notes', body: object, who = 'disputes', key?: string) =>
  send(who, 'POST', `${URL}/${id}/${kind}`, body, key);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['disputes', 'disputes2', 'disputes-qr', 'noaccess'])
    tokens[who] = await t.tokenFor(`${who}@console.example`);
  // Transactions the seed raised no complaint on (it raises on the first dozen).
  txns = (
    await t.database.handle.db
      .selectFrom('chargeback_transactions')
      .select(['id', 'amount', 'merchant_id', 'bank_reference_no'])
      .where('id', '>', 100)
      .orderBy('id')
      .limit(10)
      .execute()
  ).map((r) => ({ ...r, amount: Number(r.amount) }));
}, 60_000);
afterAll(() => t.close());

describe('raise an FRM complaint', () => {
  it('raises an OPEN complaint with a reference once per Idempotency-Key, with one audit row', async () => {
    const txn = txns[0]!;
    const res = await raise(txn.id, { amountAtRisk: txn.amount }, 'disputes', 'frm-raise-1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { status: 'OPEN', merchantId: txn.merchant_id, rrn: txn.bank_reference_no, amountAtRisk: txn.amount },
    });
    const reference: string = res.body.data.reference;
    expect(reference).toMatch(/^FRM-\d{6}$/);
    const replay = await raise(txn.id, { amountAtRisk: txn.amount }, 'disputes', 'frm-raise-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.reference).toBe(reference);
    expect(await auditCount(t, 'frm_complaints', reference)).toBe(1);
  });

  it('refuses a second open complaint on the transaction (409 naming the open one)', async () => {
    const txn = txns[0]!;
    const open = (await send('disputes', 'GET', `${URL}?q=${txn.bank_reference_no}`)).body.data.content[0];
    const res = await raise(txn.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`An open FRM complaint already exists for this transaction: ${open.reference}.`);
  });

  it('refuses an amount above the transaction, a missing description or category (400), an unknown transaction (404)', async () => {
    const txn = txns[1]!;
    expect((await raise(txn.id, { amountAtRisk: txn.amount + 1 })).status).toBe(400);
    expect((await raise(txn.id, { description: '' })).status).toBe(400);
    expect((await raise(txn.id, { description: 'x'.repeat(1001) })).status).toBe(400);
    expect((await raise(txn.id, { category: 'Coffee' })).status).toBe(400);
    expect((await raise(99_999_999)).status).toBe(404);
  });

  it('needs CAN_CREATE_FRM_COMPLAINT to raise and CAN_MANAGE_FRM_COMPLAINT to view and work (403), a token (401)', async () => {
    expect((await raise(txns[1]!.id, {}, 'disputes-qr')).status).toBe(403);
    expect((await raise(txns[1]!.id, {}, 'noaccess')).status).toBe(403);
    expect((await send('disputes-qr', 'GET', URL)).status).toBe(403);
    expect((await send('disputes-qr', 'GET', `${URL}/1`)).status).toBe(403);
    expect((await act(1, 'notes', { text: 'x' }, 'disputes-qr')).status).toBe(403);
    expect((await act(1, 'move', { to: 'UNDER_REVIEW', version: 1 }, 'noaccess')).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('list FRM complaints', () => {
  it('pages newest first with totals, and filters by status, product, category, assignee and search', async () => {
    const all = (await send('disputes', 'GET', `${URL}?page=1&limit=5`)).body.data;
    expect(all.content).toHaveLength(5);
    expect(all.totalElements).toBeGreaterThanOrEqual(13);
    for (const status of ['OPEN', 'UNDER_REVIEW', 'CLOSED']) {
      const rows = (await send('disputes', 'GET', `${URL}?status=${status}&limit=50`)).body.data.content;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r: { status: string }) => r.status === status)).toBe(true);
    }
    const qr = (await send('disputes', 'GET', `${URL}?product=QR&limit=50`)).body.data.content;
    expect(qr.every((r: { product: string }) => r.product === 'QR')).toBe(true);
    const cat = (await send('disputes', 'GET', `${URL}?category=Other&limit=50`)).body.data.content;
    expect(cat.length).toBeGreaterThan(0);
    expect(cat.every((r: { category: string }) => r.category === 'Other')).toBe(true);
    const mine = (await send('disputes', 'GET', `${URL}?assignee=disputes2@console.example&limit=50`)).body.data
      .content;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { assignee: string }) => r.assignee === 'disputes2@console.example')).toBe(true);
    const byRef = (await send('disputes', 'GET', `${URL}?q=frm-000002`)).body.data.content;
    expect(byRef.map((r: { reference: string }) => r.reference)).toEqual(['FRM-000002']);
    const byMerchant = (await send('disputes', 'GET', `${URL}?q=${byRef[0].merchantId}&limit=50`)).body.data.content;
    expect(byMerchant.every((r: { merchantId: string }) => r.merchantId === byRef[0].merchantId)).toBe(true);
    expect((await send('disputes', 'GET', `${URL}?status=LOST`)).status).toBe(400);
  });
});

describe('work an FRM complaint', () => {
  it('reads one with its notes and transaction; notes, assignment and moves each write one audit row', async () => {
    const raised = (await raise(txns[2]!.id, {}, 'disputes', 'frm-raise-work')).body.data;
    const ref = raised.reference;
    const noted = await act(raised.id, 'notes', { text: 'Looked at the terminal logs.' }, 'disputes', 'frm-note-1');
    expect(noted.status).toBe(200);
    expect(noted.body.data.notes).toMatchObject([
      { author: 'disputes@console.example', text: 'Looked at the terminal logs.' },
    ]);
    const assigned = await act(raised.id, 'assign', {
      assignee: 'disputes2@console.example',
      version: noted.body.data.version,
    });
    expect(assigned.body.data.assignee).toBe('disputes2@console.example');
    const review = await act(raised.id, 'move', { to: 'UNDER_REVIEW', version: assigned.body.data.version });
    expect(review.body.data.status).toBe('UNDER_REVIEW');
    // Closing needs an outcome; an outcome is only for closing.
    const noOutcome = await act(raised.id, 'move', { to: 'CLOSED', version: review.body.data.version });
    expect(noOutcome.status).toBe(400);
    expect(noOutcome.body.message).toContain('An outcome is needed to close a complaint.');
    const closed = await act(raised.id, 'move', {
      to: 'CLOSED',
      version: review.body.data.version,
      outcome: 'NOT_FRAUD',
    });
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', outcome: 'NOT_FRAUD' });
    const one = (await send('disputes', 'GET', `${URL}/${raised.id}`)).body.data;
    expect(one).toMatchObject({ reference: ref, status: 'CLOSED', transaction: { amount: txns[2]!.amount } });
    expect(await auditCount(t, 'frm_complaints', ref)).toBe(5);
    // A closed complaint frees its transaction for a new one.
    expect((await raise(txns[2]!.id)).status).toBe(200);
  });

  it('refuses an illegal move with a 409 naming both states, and a stale version with a 409', async () => {
    const raised = (await raise(txns[3]!.id)).body.data;
    const illegal = await act(raised.id, 'move', { to: 'CLOSED', version: raised.version, outcome: 'FRAUD_CONFIRMED' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe('An FRM complaint cannot move from OPEN to CLOSED.');
    const stale = await act(raised.id, 'move', { to: 'UNDER_REVIEW', version: raised.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This FRM complaint was changed since you opened it. Reload and try again.');
    expect(await auditCount(t, 'frm_complaints', raised.reference)).toBe(1);
  });

  it('20 agents moving it at once: exactly one wins, the others get 409, one audit row', async () => {
    const raised = (await raise(txns[4]!.id)).body.data;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        act(raised.id, 'move', { to: 'UNDER_REVIEW', version: raised.version }, i % 2 ? 'disputes' : 'disputes2'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await auditCount(t, 'frm_complaints', raised.reference)).toBe(2);
  });

  it('of 10 concurrent raises on one transaction exactly one lands', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => raise(txns[5]!.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
  });
});
