import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReadCache } from '../../server/db/read-cache.js';
import { WriteInvalidationPlugin } from '../../server/db/write-invalidation.js';
import { dropAfterChanges } from '../../server/plugins/drop-after-changes.js';
import { installReadCache } from '../../server/plugins/read-cache.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

const answer = (text: string) => ({ body: Buffer.from(text), headers: { 'content-type': 'application/json' } });

describe('ReadCache', () => {
  it('answers a kept answer until its time is up', () => {
    let now = 0;
    const cache = new ReadCache(1000, 1024, () => now);
    cache.keep('a', cache.generation, answer('one'));
    now = 999;
    expect(cache.find('a')?.body.toString()).toBe('one');
    now = 1000;
    expect(cache.find('a')).toBeUndefined();
  });

  it('does not keep an answer read while something was written', () => {
    const cache = new ReadCache(1000);
    const since = cache.generation;
    cache.invalidate();
    cache.keep('a', since, answer('old'));
    expect(cache.find('a')).toBeUndefined();
  });

  it('starts again rather than growing past its size', () => {
    const cache = new ReadCache(1000, 10);
    cache.keep('a', cache.generation, answer('123456'));
    cache.keep('b', cache.generation, answer('123456'));
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')?.body.toString()).toBe('123456');
  });

  it('keeps nothing when its time is 0 (READ_CACHE_MS=0)', () => {
    const cache = new ReadCache(0);
    cache.keep('a', cache.generation, answer('one'));
    expect(cache.enabled).toBe(false);
    expect(cache.find('a')).toBeUndefined();
  });
});

describe('the read-cache hooks', () => {
  /** A list that counts its reads, a failing list, and a change that writes nothing the cache could see. */
  async function appWithCounter() {
    const app = Fastify();
    app.decorateRequest('principal', null);
    app.addHook('onRequest', async (request) => {
      request.principal = { staffId: 1, email: 'a@b', name: 'A', sessionId: 's', isSuperAdmin: false };
    });
    const cache = new ReadCache(60_000);
    installReadCache(app, cache);
    dropAfterChanges(app, [cache]);
    let reads = 0;
    app.get('/list', { config: { readCache: true } }, async () => ({ reads: ++reads }));
    app.get('/refused', { config: { readCache: true } }, async (_request, reply) =>
      reply.code(409).send({ reads: ++reads }),
    );
    app.get('/big', { config: { readCache: true } }, async () => ({ reads: ++reads, text: 'row '.repeat(400) }));
    app.post('/change', async () => ({ ok: true }));
    const held: (() => void)[] = [];
    const release = () => held.splice(0).forEach((go) => go());
    app.get('/slow', { config: { readCache: true } }, async (request, reply) => {
      await new Promise<void>((resolve) => held.push(resolve));
      const n = ++reads;
      return (request.query as { refuse?: string }).refuse ? reply.code(409).send({ reads: n }) : { reads: n };
    });
    await app.ready();
    const read = async (url = '/list') => (await app.inject({ url })).json().reads as number;
    /** Three requests for `url` that miss together, the first one's read held until the others are waiting. */
    const together = async (url: string) => {
      const answers = [read(url), read(url), read(url)];
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
      release(); // a waiter reading afresh after a refusal
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      return Promise.all(answers);
    };
    return { app, read, together };
  }

  it('keeps a 200 answer, drops it when any changing request answers, and never keeps a refusal', async () => {
    const { app, read } = await appWithCounter();
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await app.inject({ method: 'POST', url: '/change' });
    expect(await read()).toBe(2);
    expect(await read('/refused')).toBe(3);
    expect(await read('/refused')).toBe(4);
    await app.close();
  });

  it('sends a kept answer of 1 kB or more gzipped to a client that takes gzip, and as text to one that does not', async () => {
    const { app } = await appWithCounter();
    const asked = (encoding?: string) =>
      app.inject({ url: '/big', headers: encoding === undefined ? {} : { 'accept-encoding': encoding } });
    const plain = await asked();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.json()).toMatchObject({ reads: 1 });
    for (const encoding of ['gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5']) {
      const zipped = await asked(encoding);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(Number(zipped.headers['content-length'])).toBeLessThan(plain.rawPayload.length / 10);
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    }
    // Refused gzip, or none named: the text.
    for (const encoding of ['gzip;q=0, identity', 'identity', ''])
      expect((await asked(encoding)).headers['content-encoding']).toBeUndefined();
    // A small answer is not worth compressing.
    const small = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ reads: 2 });
    await app.close();
  });

  it('a client that takes gzip gets it from the request that reads the answer too', async () => {
    const { app } = await appWithCounter();
    const first = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toMatchObject({ reads: 1 });
    const kept = await app.inject({ url: '/big' });
    expect(kept.json()).toMatchObject({ reads: 1 });
    await app.close();
  });

  it('requests that miss together wait for the one read under way; after a refusal each reads for itself', async () => {
    const { app, together } = await appWithCounter();
    expect(await together('/slow')).toEqual([1, 1, 1]);
    expect((await together('/slow?refuse=1')).sort()).toEqual([2, 3, 4]);
    await app.close();
  });
});

describe('kept list answers on the server', () => {
  let t: TestApp;
  // A minute: whatever a test reads twice comes from the cache unless a write dropped it.
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_MS: '60000' });
  });
  afterAll(() => t.close());

  const auditUrl = `/api/admin/audit?range=${encodeURIComponent('[0,4]')}&sort=${encodeURIComponent('["id","DESC"]')}`;
  const get = (token: string, url: string) => t.app.inject({ url, headers: bearer(token) });
  const newestAction = async (token: string) => (await get(token, auditUrl)).json()[0].action as string;

  it('serves the same answer, headers included, until this server writes; then the next read is fresh', async () => {
    const checker = await t.tokenFor('checker@console.example');
    const first = await get(checker, auditUrl);
    expect(first.statusCode).toBe(200);
    // Written behind the server's back (another process): the kept answer still shows the old newest row.
    await t.database.handle.db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_email: 'elsewhere@console.example',
        action: 'elsewhere.write',
        entity: 'x',
        entity_id: '1',
        outcome: 'success',
        before_json: null,
        after_json: null,
        created_at: Date.now(),
      })
      .execute();
    const kept = await get(checker, auditUrl);
    expect(kept.body).toBe(first.body);
    expect(kept.headers['content-range']).toBe(first.headers['content-range']);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);

    // A change made through this server (it writes an audit row in its transaction) drops every kept answer.
    const maker = await t.tokenFor('maker@console.example');
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/crm/maker/checker/cashback/request',
      headers: bearer(maker),
      payload: { consumerId: '1012345678', txnId: 'TXN-CACHE', amount: 5, remarks: 'Cache check' },
    });
    expect(raised.statusCode).toBe(201);
    expect(await newestAction(checker)).toBe('cashback_request.create');
  });

  it('keeps answers per user: one user never gets another user’s list', async () => {
    const url = '/api/chargeback/chargeback/all/dispute/detail?page=1&limit=50';
    const all = await get(await t.tokenFor('disputes@console.example'), url);
    const qrOnly = await get(await t.tokenFor('disputes-qr@console.example'), url);
    expect(all.statusCode).toBe(200);
    expect(qrOnly.statusCode).toBe(200);
    const products = (body: string) =>
      new Set((JSON.parse(body) as { Response: { sourceProduct: string }[] }).Response.map((d) => d.sourceProduct));
    expect(products(all.body)).toEqual(new Set(['SWIPE', 'QR']));
    expect(products(qrOnly.body)).toEqual(new Set(['QR']));
  });

  it('sends the disputes list gzipped to a browser, read or kept, as the same JSON the text gives', async () => {
    const token = await t.tokenFor('disputes@console.example');
    const url = '/api/chargeback/chargeback/all/dispute/detail?page=1&limit=200';
    const asBrowser = { ...bearer(token), 'accept-encoding': 'gzip, deflate, br, zstd' };
    const read = await t.app.inject({ url, headers: asBrowser });
    const kept = await t.app.inject({ url, headers: asBrowser });
    const plain = await get(token, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().Response.length).toBeGreaterThan(20);
    for (const zipped of [read, kept]) {
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['content-type']).toBe(plain.headers['content-type']);
      expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('still checks the session first: after logout the kept list is a 401', async () => {
    const token = await t.tokenFor('checker@console.example');
    expect((await get(token, auditUrl)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/crm/logout', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    expect((await get(token, auditUrl)).statusCode).toBe(401);
  });

  it('still checks the permission first: a user without it is refused the list another user has open', async () => {
    expect((await get(await t.tokenFor('checker@console.example'), auditUrl)).statusCode).toBe(200);
    expect((await get(await t.tokenFor('maker@console.example'), auditUrl)).statusCode).toBe(403);
  });

  it('is dropped by a write through the database layer that no request made (a job, the seed)', async () => {
    const cache = new ReadCache(60_000);
    cache.keep('a', cache.generation, answer('kept'));
    const db = t.database.handle.db.withPlugin(new WriteInvalidationPlugin(cache));
    await db.updateTable('notifications').set({ status: 'INACTIVE' }).where('id', '=', -1).execute();
    expect(cache.find('a')).toBeUndefined();
  });
});
