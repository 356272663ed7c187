/**
 * Documents kept out of the database (issue 42 item 6): the store on disk and in an S3-compatible bucket (s3rver, a
 * local S3 server), a raised dispute's proof written to the store and served from it, and the documents of rows
 * written before the store (the seed's KYC documents, CPV documents and consumer KYC images) moved into it at start
 * and served unchanged. Runs on SQLite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';
import { DOCUMENT_COLUMNS, moveDocumentsToStore } from '../../server/documents/move.js';
import { diskStore, documentBytes, keyOf, s3Store, type DocumentStore } from '../../server/documents/store.js';
import { proofPdf } from '../../server/db/seed/dispute-proof-files.js';
import { disputeRaiseBody, transactionWithoutDispute } from './helpers/dispute-raise.js';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';

const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const temporary = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));

/** What every store must do, on disk or in a bucket. */
function behavesAsAStore(store: () => DocumentStore) {
  it('keeps bytes under their SHA-256 and gives them back; the same bytes twice are one document', async () => {
    const bytes = Buffer.from('%PDF-1.4 a proof\n');
    const key = await store().put(bytes);
    expect(key).toBe(sha256(bytes));
    expect(await store().put(Buffer.from(bytes))).toBe(key);
    expect(await store().get(key)).toEqual(bytes);
  });

  it('answers null for a key it does not hold, and refuses anything that is not a key', async () => {
    expect(await store().get(keyOf(Buffer.from('never stored')))).toBeNull();
    for (const bad of ['../../etc/passwd', 'ab/../cd', 'A'.repeat(64), ''])
      await expect(store().get(bad)).rejects.toThrow(/Not a document key/);
  });

  it('keeps 1 MB of binary bytes exactly', async () => {
    const bytes = Buffer.alloc(1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
    const key = await store().put(bytes);
    expect(sha256((await store().get(key))!)).toBe(key);
  });
}

describe('the disk store', () => {
  const dir = temporary('documents');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  behavesAsAStore(() => diskStore(dir));

  it('writes <dir>/<two digits>/<key>, leaving no temporary file, also when two puts race', async () => {
    const bytes = Buffer.from('raced');
    const store = diskStore(dir);
    const keys = await Promise.all(Array.from({ length: 8 }, () => store.put(bytes)));
    const key = keys[0]!;
    expect(new Set(keys)).toEqual(new Set([key]));
    expect(readdirSync(join(dir, key.slice(0, 2)))).toEqual([key]);
  });
});

describe('the S3 store, against a local S3 server', () => {
  let server: S3rver;
  let endpoint = '';
  const dir = temporary('s3rver');
  const settings = () => ({
    endpoint,
    bucket: 'console-documents',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'console/',
  });
  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'console-documents', configs: [] }],
    });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  behavesAsAStore(() => s3Store(settings()));

  it('a put the service refuses (no such bucket) is an error saying what it answered, not a key', async () => {
    const missing = s3Store({ ...settings(), bucket: 'no-such-bucket' });
    await expect(missing.put(Buffer.from('x'))).rejects.toThrow(
      /Document store: PUT [0-9a-f]{64} answered 404 Not Found:[\s\S]*NoSuchBucket/,
    );
  });

  it('is the store the configuration names when DOCUMENTS_S3_* are set; a partial set is refused', () => {
    const env = {
      JWT_SECRET: TEST_JWT_SECRET,
      DOCUMENTS_S3_BUCKET: 'b',
      DOCUMENTS_S3_ENDPOINT: 'http://127.0.0.1:9000',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'k',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(env).documentsS3).toMatchObject({ bucket: 'b', region: 'us-east-1', prefix: '' });
    expect(() => loadConfig({ ...env, DOCUMENTS_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /missing: DOCUMENTS_S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...env, DOCUMENTS_S3_PREFIX: '../x' })).toThrow(ConfigError);
  });
});

describe('the console keeps documents in the store', () => {
  let t: TestApp;
  let store: DocumentStore;
  const dir = temporary('app-documents');
  const db = () => t.database.handle.db;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ DOCUMENTS_DIR: dir });
    store = diskStore(dir);
    token = await t.tokenFor('admin@console.example');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const get = (url: string) => t.app.inject({ url, headers: bearer(token) });

  it('a proof raised with a dispute is a file in DOCUMENTS_DIR, its row holds only the key, and it is served from there', async () => {
    const txn = await transactionWithoutDispute(db());
    const pdf = await proofPdf('Store', ['Kept as a file']);
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/chargeback/chargeback/add/dispute/txn',
      payload: disputeRaiseBody(txn.id, pdf),
      headers: bearer(await t.tokenFor('disputes@console.example')),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const proofId = raised.json().data.proofs[0].id as number;
    const row = await db()
      .selectFrom('dispute_proofs')
      .select(['content', 'content_key', 'size_bytes'])
      .where('id', '=', proofId)
      .executeTakeFirstOrThrow();
    expect(row.content_key).toBe(sha256(pdf));
    expect(Buffer.from(row.content)).toHaveLength(0);
    expect(Number(row.size_bytes)).toBe(pdf.length);
    expect(existsSync(join(dir, row.content_key!.slice(0, 2), row.content_key!))).toBe(true);
    const served = await get(`/api/chargeback/chargeback/get/documentUri?id=${proofId}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(pdf);
  });

  it("the seed's documents, still in the database, are moved once and served byte for byte as before", async () => {
    const kyc = await db().selectFrom('kyc_documents').select(['id', 'merchant_id']).executeTakeFirstOrThrow();
    const cpv = await db().selectFrom('cpv_documents').select('merchant_id').executeTakeFirstOrThrow();
    const image = await db().selectFrom('consumer_kyc_images').select('consumer_id').executeTakeFirstOrThrow();
    const reveal = await db()
      .selectFrom('consumer_kyc_images')
      .select(['id', 'consumer_id'])
      .where('consumer_id', '=', image.consumer_id)
      .executeTakeFirstOrThrow();
    const read = async () => ({
      kyc: (await get(`/api/crm/kyc/document/${kyc.id}`)).rawPayload,
      cpv: (await get(`/api/crm/merchants/${cpv.merchant_id}/get-all-cpv-docs`)).json(),
      masked: (await get(`/api/postpe/kyc-docs/image?consumerId=${image.consumer_id}&docType=POA`)).rawPayload,
    });
    const before = await read();
    expect(before.kyc.length).toBeGreaterThan(0);
    expect(before.masked.length).toBeGreaterThan(0);

    const waiting = await Promise.all(
      DOCUMENT_COLUMNS.map(async (c) =>
        Number(
          (
            await db()
              .selectFrom(c.table)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where(c.key as never, 'is', null)
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ),
    );
    const moved = await moveDocumentsToStore(db(), store);
    expect(moved).toBe(waiting.reduce((a, b) => a + b, 0));
    expect(moved).toBeGreaterThan(0);
    expect(await moveDocumentsToStore(db(), store)).toBe(0);

    for (const c of DOCUMENT_COLUMNS) {
      const rows = (await db()
        .selectFrom(c.table)
        .select([c.bytes as never, c.key as never])
        .execute()) as unknown as Record<string, Uint8Array | string | null>[];
      for (const r of rows) {
        expect(r[c.key], `${c.table}.${c.key}`).toMatch(/^[0-9a-f]{64}$/);
        expect(Buffer.from(r[c.bytes] as Uint8Array), `${c.table}.${c.bytes}`).toHaveLength(0);
        expect(existsSync(join(dir, String(r[c.key]).slice(0, 2), String(r[c.key])))).toBe(true);
      }
    }
    expect(await read()).toEqual(before);
    const revealed = await t.app.inject({
      method: 'POST',
      url: '/api/postpe/pii/reveal',
      payload: {
        consumerId: reveal.consumer_id,
        field: 'image',
        recordId: reveal.id,
        reason: 'Customer asked to verify their document',
      },
      headers: bearer(token),
    });
    expect(revealed.statusCode, revealed.body).toBe(200);
    expect(JSON.stringify(revealed.json())).toMatch(/data:image\/[a-z]+;base64,[A-Za-z0-9+/]{100,}/);
  });

  it('a key the store has lost is an error, never an empty document', async () => {
    await expect(documentBytes(store, keyOf(Buffer.from('lost')), Buffer.alloc(0))).rejects.toThrow(
      /missing from the store/,
    );
    expect(await documentBytes(store, null, Buffer.from('in the row'))).toEqual(Buffer.from('in the row'));
  });
});
