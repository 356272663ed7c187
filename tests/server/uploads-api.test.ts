import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES, UPLOAD_TOASTS, CELL_MESSAGES } from '../../contract/uploads/index.js';
import { MERCHANT_ID_FROM } from '../../server/db/seed/merchants.js';
import { MERCHANT_NOT_FOUND } from '../../server/routes/merchant-support/merchant-uploads.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

const BASE = '/api/merchant-support';
const OPS = 'ops@console.example';
const M = (i: number) => String(MERCHANT_ID_FROM + i);

/** A multipart body with one file field, as the console sends it. */
function multipart(content: string | Buffer, filename = 'upload.csv', type = 'text/csv') {
  const boundary = '----uploads-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(OPS);
});
afterAll(() => t.close());

async function send(
  method: 'PATCH' | 'PUT' | 'POST',
  url: string,
  content: string | Buffer,
  extra: { filename?: string; type?: string; key?: string; as?: string } = {},
) {
  const body = multipart(content, extra.filename, extra.type);
  const auth = extra.as ? await t.tokenFor(extra.as) : token;
  return t.app.inject({
    method,
    url: `${BASE}${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(auth), ...(extra.key ? { 'idempotency-key': extra.key } : {}) },
  });
}

const db = () => t.database.handle.db;
const merchant = (id: string) =>
  db().selectFrom('merchants').selectAll().where('merchant_id', '=', id).executeTakeFirstOrThrow();
const count = async (table: 'upload_jobs' | 'audit_log' | 'ifsc_codes') => countRows(db(), table);
const STATUS = 'merchantId,merchantStoreId,status,remarks,opType,source';

describe('POST /upload/bulk-update-merchant-status/preview (the confirmation before a bulk change, issue 41)', () => {
  it('answers the row count, how many change and the first rows old → new, and applies nothing', async () => {
    const m = await merchant(M(11));
    const k = await merchant(M(12));
    const jobs = await count('upload_jobs');
    const lines = [
      `${M(11)},,SUSPENDED,fraud check,STATUS_UPDATE,ops`,
      `${M(12)},,REJECTED,blurred PAN,KYC_DOC_REJECT,ops`,
      ...Array.from({ length: 5 }, (_, i) => `${M(20 + i)},,${m.status},same,STATUS_UPDATE,ops`),
    ];
    const res = await send('POST', '/upload/bulk-update-merchant-status/preview', `${STATUS}\n${lines.join('\n')}\n`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.rows).toBe(7);
    expect(data.sample).toHaveLength(5);
    expect(data.sample[0]).toEqual({
      line: 2,
      merchantId: M(11),
      merchantStoreId: null,
      opType: 'STATUS_UPDATE',
      before: m.status,
      after: 'SUSPENDED',
    });
    expect(data.sample[1]).toMatchObject({ merchantId: M(12), before: k.kyc_status, after: 'REJECTED' });
    const unchanged = await Promise.all(Array.from({ length: 5 }, (_, i) => merchant(M(20 + i))));
    const changing = [
      m.status !== 'SUSPENDED',
      k.kyc_status !== 'REJECTED',
      ...unchanged.map((u) => u.status !== m.status),
    ];
    expect(data.changing).toBe(changing.filter(Boolean).length);
    expect((await merchant(M(11))).status).toBe(m.status);
    expect((await merchant(M(12))).kyc_status).toBe(k.kyc_status);
    expect(await count('upload_jobs')).toBe(jobs);
  });

  it('refuses the file the upload would refuse: an unknown merchant by line', async () => {
    const res = await send(
      'POST',
      '/upload/bulk-update-merchant-status/preview',
      `${STATUS}\n9999999,,ACTIVE,,STATUS_UPDATE,ops\n`,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(MERCHANT_NOT_FOUND);
  });
});

describe('PATCH /upload/bulk-update-merchant-status', () => {
  it('applies a clean file all at once, with a job and an audit row naming the file', async () => {
    const res = await send(
      'PATCH',
      '/upload/bulk-update-merchant-status',
      `\uFEFF${STATUS}\r\n${M(1)},,SUSPENDED,fraud check,STATUS_UPDATE,ops\r\n${M(2)},,REJECTED,blurred PAN,KYC_DOC_REJECT,ops\r\n\r\n`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: UPLOAD_TOASTS.statusSubmitted, data: { rows: 2 } });
    expect((await merchant(M(1))).status).toBe('SUSPENDED');
    expect((await merchant(M(2))).kyc_status).toBe('REJECTED');
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'upload.merchant-status')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.actor_email).toBe(OPS);
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      fileName: 'upload.csv',
      rows: 2,
      result: 'applied',
      size: expect.any(Number),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses a file with bad cells or an unknown merchant: row errors by line, nothing applied, refusal audited', async () => {
    const before = await merchant(M(3));
    const jobs = await count('upload_jobs');
    const res = await send(
      'PATCH',
      '/upload/bulk-update-merchant-status',
      `${STATUS}\n${M(3)},,BLOCKED,,STATUS_UPDATE,ops\n12a,,ACTIVE,,STATUS_UPDATE,ops\n9999999,,ACTIVE,,STATUS_UPDATE,ops\n`,
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual({ 'line 3': `merchantId: ${CELL_MESSAGES.merchantId}` });
    expect((await merchant(M(3))).status).toBe(before.status);
    // the cells were fine but a merchant is unknown: still nothing applied
    const res2 = await send(
      'PATCH',
      '/upload/bulk-update-merchant-status',
      `${STATUS}\n${M(3)},,BLOCKED,,STATUS_UPDATE,ops\n9999999,,ACTIVE,,STATUS_UPDATE,ops\n`,
    );
    expect(res2.statusCode).toBe(400);
    expect(res2.json().errors).toEqual({ 'line 3': `merchantId: ${MERCHANT_NOT_FOUND}` });
    expect((await merchant(M(3))).status).toBe(before.status);
    expect(await count('upload_jobs')).toBe(jobs);
    const refused = await db()
      .selectFrom('audit_log')
      .select(['outcome'])
      .where('action', '=', 'upload.merchant-status')
      .where('outcome', '=', 'refused')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses by size (413), by content type, and without a file, before anything is written', async () => {
    const jobs = await count('upload_jobs');
    const big = `${STATUS}\n${`${M(4)},,ACTIVE,${'x'.repeat(200)},STATUS_UPDATE,ops\n`.repeat(10_500)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(2 * 1024 * 1024);
    const tooBig = await send('PATCH', '/upload/bulk-update-merchant-status', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8,
      6, 0, 0, 0,
    ]);
    const renamed = await send('PATCH', '/upload/bulk-update-merchant-status', png, { filename: 'merchants.csv' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe(UPLOAD_MESSAGES.notCsv);
    const xlsx = await send('PATCH', '/upload/bulk-update-merchant-status', 'a,b', { filename: 'merchants.xlsx' });
    expect(xlsx.json().message).toBe(UPLOAD_MESSAGES.notCsv);
    const none = await t.app.inject({
      method: 'PATCH',
      url: `${BASE}/upload/bulk-update-merchant-status`,
      headers: bearer(token),
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(UPLOAD_MESSAGES.noFile);
    expect(await count('upload_jobs')).toBe(jobs);
    const refusals = await db()
      .selectFrom('audit_log')
      .select(['after_json', 'outcome', 'actor_email'])
      .where('action', '=', 'upload.merchant-status')
      .where('outcome', '=', 'refused')
      .execute();
    const messages = refusals.map((r) => (JSON.parse(r.after_json!) as { message: string }).message);
    expect(messages).toEqual(
      expect.arrayContaining([UPLOAD_MESSAGES.tooLarge, UPLOAD_MESSAGES.notCsv, UPLOAD_MESSAGES.noFile]),
    );
    expect(refusals.every((r) => r.actor_email === OPS)).toBe(true);
  });

  it('needs CAN_UPDATE_MERCHANT_FIELDS', async () => {
    const res = await send(
      'PATCH',
      '/upload/bulk-update-merchant-status',
      `${STATUS}\n${M(5)},,ACTIVE,,STATUS_UPDATE,ops\n`,
      { as: 'noaccess@console.example' },
    );
    expect(res.statusCode).toBe(403);
  });

  it('a double submit with the same Idempotency-Key applies once and answers the first job', async () => {
    const file = `${STATUS}\n${M(6)},,INACTIVE,,STATUS_UPDATE,ops\n`;
    const first = await send('PATCH', '/upload/bulk-update-merchant-status', file, { key: 'status-file-abc' });
    const jobs = await count('upload_jobs');
    const again = await send('PATCH', '/upload/bulk-update-merchant-status', file, { key: 'status-file-abc' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count('upload_jobs')).toBe(jobs);
    const other = await send(
      'PATCH',
      '/upload/bulk-update-merchant-status',
      `${STATUS}\n${M(7)},,INACTIVE,,STATUS_UPDATE,ops\n`,
      { key: 'status-file-abc' },
    );
    expect(other.statusCode).toBe(422);
  });
});

describe('PUT /upload/bulk-insert-ifsc', () => {
  it('updates known IFSCs and inserts new ones in one go', async () => {
    const before = await count('ifsc_codes');
    const res = await send(
      'PUT',
      '/upload/bulk-insert-ifsc',
      'bank,ifsc,branch,address,contact,city,district,state,bank_code,status\nHDFC Bank,HDFC0000001,Fort Branch,,,Mumbai,,,240,INACTIVE\nKotak,KKBK0000958,Andheri,,02212345678,Mumbai,,,485,ACTIVE\n',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: UPLOAD_TOASTS.ifscSubmitted, data: { rows: 2, inserted: 1 } });
    expect(await count('ifsc_codes')).toBe(before + 1);
    const hdfc = await db()
      .selectFrom('ifsc_codes')
      .selectAll()
      .where('ifsc', '=', 'HDFC0000001')
      .executeTakeFirstOrThrow();
    expect(hdfc).toMatchObject({ branch: 'Fort Branch', status: 'INACTIVE' });
  });
});

describe('bulk QR orders', () => {
  const qr = (rows: string[]) => ['merchant_id,address_id', ...rows].join('\n');

  it('refuses 1001 rows with 413 and wrong headers with the §8 server message; nothing written', async () => {
    const jobs = await count('upload_jobs');
    const many = await send(
      'POST',
      '/qr/crm/order/initiate',
      qr(Array.from({ length: 1001 }, (_, i) => `${M(i % 300)},${i}`)),
    );
    expect(many.statusCode).toBe(413);
    const headers = await send('POST', '/qr/crm/order/initiate', 'merchant,address\n1,2\n');
    expect(headers.statusCode).toBe(400);
    expect(headers.json().message).toMatch(/^Invalid CSV format\. Expected headers: merchant_id, address_id/);
    expect(await count('upload_jobs')).toBe(jobs);
  });

  it('initiates a job, pages its results with status and merchant id filters, and lists it after a reload', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `${M(100 + i)},${500 + i}`);
    rows.push('9999998,1');
    const res = await send('POST', '/qr/crm/order/initiate', qr(rows));
    expect(res.statusCode).toBe(200);
    const { data: jobId, message } = res.json();
    expect(message).toBe(UPLOAD_TOASTS.qrSubmitted);
    expect(jobId).toMatch(/^\d+$/);

    const page0 = (await t.app.inject({ url: `${BASE}/qr/crm/order/${jobId}/status`, headers: bearer(token) })).json()
      .data;
    expect(page0).toMatchObject({ page: 0, size: 10, totalElements: 13, totalPages: 2 });
    expect(page0.content).toHaveLength(10);
    const failed = (
      await t.app.inject({
        url: `${BASE}/qr/crm/order/${jobId}/status?status=FAILED&page=0&size=50`,
        headers: bearer(token),
      })
    ).json().data;
    expect(failed.content).toContainEqual({ merchant_id: '9999998', status: 'FAILED', remarks: 'Merchant not found' });
    const one = (
      await t.app.inject({ url: `${BASE}/qr/crm/order/${jobId}/status?merchant_id=${M(105)}`, headers: bearer(token) })
    ).json().data;
    expect(one.totalElements).toBe(1);
    const bad = await t.app.inject({
      url: `${BASE}/qr/crm/order/${jobId}/status?merchant_id=12a`,
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
    // An 11-digit merchant id is refused, and said so (the console keeps it as typed and says the same).
    const long = await t.app.inject({
      url: `${BASE}/qr/crm/order/${jobId}/status?merchant_id=12345678901`,
      headers: bearer(token),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Merchant ID must be at most 10 digits.');
    const missing = await t.app.inject({ url: `${BASE}/qr/crm/order/999999/status`, headers: bearer(token) });
    expect(missing.statusCode).toBe(404);

    const jobs = (await t.app.inject({ url: `${BASE}/qr/crm/orders`, headers: bearer(token) })).json().data;
    expect(jobs[0]).toMatchObject({ jobId, rows: 13, fileName: 'upload.csv' });
  });
});
