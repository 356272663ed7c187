import type { AddressInfo } from 'node:net';
import { disputeRaiseBody } from './helpers/dispute-raise.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { openPostgres } from '../../server/db/connect.js';
import { proofPdf } from '../../server/db/seed/dispute-proof-files.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { openSse, type SseClient, type SseEvent } from './helpers/sse-client.js';

/**
 * Queues that update themselves (issue 39 item 7): a stream of queue events per staff member, only for the queues
 * they may list, within a second of a change; who else has an item open, kept in the database with an expiry; and,
 * on PostgreSQL, a change through one instance heard on another's stream.
 */
const TTL_MS = 600;
let t: TestApp;
let base: string;
const tokens: Record<string, string> = {};
const open: SseClient[] = [];

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  t = await createTestApp({ LIVE_VIEWING_TTL_MS: String(TTL_MS) });
  base = await listen(t.app);
  for (const who of ['maker', 'checker', 'admin', 'ops', 'disputes', 'disputes2', 'noaccess'])
    tokens[who] = await t.tokenFor(`${who}@console.example`);
});
afterAll(async () => {
  for (const s of open) s.close();
  await t.close();
});

const stream = async (who: string, queues = 'approvals,disputes,kyc', url = base) => {
  const s = await openSse(`${url}/api/crm/live/queues?queues=${queues}`, tokens[who]!);
  open.push(s);
  expect(s.status).toBe(200);
  const ready = await s.next((e) => e.event === 'ready');
  // On PostgreSQL the app hears other writes once its LISTEN has answered (a just-started app may not have yet); a
  // change before that is not heard, which the console covers by reading every queue again when `live` turns true.
  if (!(ready.data as { live: boolean }).live)
    await s.next((e) => e.event === 'status' && (e.data as { live: boolean }).live, 10_000);
  return s;
};
const queueEvent =
  (queue: string, change = 'items') =>
  (e: SseEvent) =>
    e.event === 'queue' &&
    (e.data as { queue: string; change: string }).queue === queue &&
    (e.data as { change: string }).change === change;

async function call(who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await t.app.inject({ method, url, payload, headers: bearer(tokens[who]!) });
  return { status: res.statusCode, body: res.json() };
}

async function raiseLimit() {
  const limit = await t.database.handle.db
    .selectFrom('transaction_limits')
    .selectAll()
    .where('id', '=', 5)
    .executeTakeFirstOrThrow();
  const res = await call('maker', 'POST', '/api/crm/maker/checker/limit/request', {
    limit_id: 5,
    max_count: Number(limit.max_count) + 1,
    remarks: 'Live queue test',
  });
  expect(res.status).toBe(201);
  return res.body.data.id as number;
}

describe('the queue stream', () => {
  it('is refused without a token (401), without a queue permission (403) and when not asked as a stream (406)', async () => {
    expect((await fetch(`${base}/api/crm/live/queues`, { headers: { accept: 'text/event-stream' } })).status).toBe(401);
    const none = await openSse(`${base}/api/crm/live/queues`, tokens.noaccess!);
    expect(none.status).toBe(403);
    none.close();
    expect((await call('checker', 'GET', '/api/crm/live/queues')).status).toBe(406);
    expect((await call('checker', 'GET', '/api/crm/live/queues?queues=approvals,nope')).status).toBe(400);
  });

  it('says which queues it will hear: only those the staff member may list', async () => {
    const s = await stream('disputes');
    expect(s.events[0]!.data).toMatchObject({ queues: ['disputes'] });
    const c = await stream('checker', 'approvals,kyc');
    expect(c.events[0]!.data).toMatchObject({ queues: ['approvals', 'kyc'] });
  });

  it('an approvals event within a second of a maker raising a request, and of a checker deciding it', async () => {
    const checker = await stream('checker');
    const analyst = await stream('disputes');
    let mark = checker.events.length;
    const id = await raiseLimit();
    await checker.next(queueEvent('approvals'), 1000, mark);
    mark = checker.events.length;
    const decided = await call('checker', 'POST', `/api/crm/maker/checker/limit/${id}/decision`, {
      isApproved: false,
      remarks: 'Not now',
    });
    expect(decided.status).toBe(200);
    await checker.next(queueEvent('approvals'), 1000, mark);
    // The disputes analyst may not list approvals: nothing of it on their stream.
    await new Promise((r) => setTimeout(r, 300));
    expect(analyst.seen((e) => e.event === 'queue' && (e.data as { queue: string }).queue !== 'disputes')).toBe(false);
  });

  it('a disputes event within a second of a dispute being raised', async () => {
    const analyst = await stream('disputes2', 'disputes');
    const db = t.database.handle.db;
    const txn = await db
      .selectFrom('chargeback_transactions')
      .selectAll()
      .where('source_product', '=', 'SWIPE')
      .where('id', 'not in', db.selectFrom('disputes').select('transaction_id'))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const pdf = await proofPdf('Invoice', ['Amount: INR 100']);
    const mark = analyst.events.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chargeback/chargeback/add/dispute/txn',
      headers: bearer(tokens.disputes!),
      payload: disputeRaiseBody(txn.id, pdf),
    });
    expect(res.statusCode).toBe(200);
    await analyst.next(queueEvent('disputes'), 1000, mark);
  });

  it('a KYC event within a second of a case being assigned', async () => {
    const checker = await stream('checker', 'kyc');
    const page = await call('ops', 'GET', '/api/crm/merchantkyc/cases?queue=MANUAL&status=PENDING');
    const kase = page.body.data.content[0] as { id: number; version: number };
    const maker = await t.database.handle.db
      .selectFrom('staff')
      .select('id')
      .where('email', '=', 'maker@console.example')
      .executeTakeFirstOrThrow();
    const mark = checker.events.length;
    const res = await call('ops', 'POST', `/api/crm/merchantkyc/cases/${kase.id}/assign`, {
      assigneeId: maker.id,
      version: kase.version,
    });
    expect(res.status).toBe(200);
    await checker.next(queueEvent('kyc'), 1000, mark);
  });

  it('ends when the app closes (nothing hangs)', async () => {
    const other = await createTestApp();
    try {
      const url = await listen(other.app);
      const s = await openSse(`${url}/api/crm/live/queues`, await other.tokenFor('checker@console.example'));
      await s.next((e) => e.event === 'ready');
      await other.app.close();
      await s.closed;
    } finally {
      await other.database.close();
    }
  });
});

describe('being reviewed by', () => {
  const viewers = async (who: string, kind = 'approval-request') =>
    (await call(who, 'GET', `/api/crm/live/viewers?kind=${kind}`)).body.data as { itemId: number; name: string }[];

  it("A opens an item: B's viewers of that kind name A (not B's own), B's stream hears it, and it ends on close", async () => {
    const id = await raiseLimit();
    const admin = await stream('admin', 'approvals');
    let mark = admin.events.length;
    expect((await call('checker', 'PUT', '/api/crm/live/viewing', { kind: 'approval-request', id })).status).toBe(200);
    await admin.next(queueEvent('approvals', 'viewers'), 1000, mark);
    expect(await viewers('admin')).toContainEqual({ itemId: id, staffId: expect.any(Number), name: 'Chetan Checker' });
    expect((await viewers('checker')).some((v) => v.itemId === id)).toBe(false);
    // A heartbeat keeps it without telling anyone.
    mark = admin.events.length;
    expect((await call('checker', 'PUT', '/api/crm/live/viewing', { kind: 'approval-request', id })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    expect(admin.seen(queueEvent('approvals', 'viewers'), mark)).toBe(false);
    mark = admin.events.length;
    expect((await call('checker', 'DELETE', `/api/crm/live/viewing?kind=approval-request&id=${id}`)).status).toBe(200);
    await admin.next(queueEvent('approvals', 'viewers'), 1000, mark);
    expect((await viewers('admin')).some((v) => v.itemId === id)).toBe(false);
  });

  it('expires after the TTL without a heartbeat, and the others hear it', async () => {
    const admin = await stream('admin', 'kyc');
    expect((await call('checker', 'PUT', '/api/crm/live/viewing', { kind: 'kyc-case', id: 1 })).status).toBe(200);
    expect((await viewers('admin', 'kyc-case')).some((v) => v.itemId === 1)).toBe(true);
    const mark = admin.events.length;
    await new Promise((r) => setTimeout(r, TTL_MS + 50));
    expect((await viewers('admin', 'kyc-case')).some((v) => v.itemId === 1)).toBe(false);
    await admin.next(queueEvent('kyc', 'viewers'), TTL_MS + 1000, mark);
  });

  it('only for staff who may list the queue; bad input is a 400', async () => {
    expect((await call('disputes', 'PUT', '/api/crm/live/viewing', { kind: 'approval-request', id: 1 })).status).toBe(
      403,
    );
    expect((await call('disputes', 'GET', '/api/crm/live/viewers?kind=kyc-case')).status).toBe(403);
    expect((await call('noaccess', 'GET', '/api/crm/live/viewers?kind=dispute')).status).toBe(403);
    expect((await call('checker', 'PUT', '/api/crm/live/viewing', { kind: 'nope', id: 1 })).status).toBe(400);
    expect((await call('checker', 'PUT', '/api/crm/live/viewing', { kind: 'dispute', id: -1 })).status).toBe(400);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('across instances on one PostgreSQL', () => {
  it("a write through instance A is an event on instance B's stream; so is a viewer", async () => {
    const handle = openPostgres(t.database.location.databaseUrl!, 5);
    const b = await buildApp({ config: t.config, database: handle });
    try {
      const urlB = await listen(b);
      const s = await stream('checker', 'approvals', urlB);
      // B hears other instances only once its LISTEN answered: the stream says so.
      await expect.poll(() => s.seen((e) => (e.data as { live?: boolean }).live === true)).toBe(true);
      let mark = s.events.length;
      const id = await raiseLimit(); // through A
      await s.next(queueEvent('approvals'), 1000, mark);
      mark = s.events.length;
      expect((await call('admin', 'PUT', '/api/crm/live/viewing', { kind: 'approval-request', id })).status).toBe(200);
      await s.next(queueEvent('approvals', 'viewers'), 1000, mark);
      const res = await b.inject({
        url: '/api/crm/live/viewers?kind=approval-request',
        headers: bearer(tokens.checker!),
      });
      expect(res.json().data).toContainEqual({ itemId: id, staffId: expect.any(Number), name: 'Asha Admin' });
    } finally {
      await b.close();
      await handle.close();
    }
  });
});
