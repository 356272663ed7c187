import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CELL_MESSAGES } from '../../contract/uploads/index.js';
import { MERCHANT_ID_FROM } from '../../server/db/seed/merchants.js';
import { CONFIG_DECIDED, CONFIG_SELF_DECISION } from '../../server/routes/merchant-support/config-requests.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';
import { countRows } from './helpers/count-rows.js';

const BASE = '/api/merchant-support';
const M = (i: number) => String(MERCHANT_ID_FROM + i);
const SETTLEMENT = 'merchantId,status,settlementType,startDate,endDate,type,remarks';

function multipart(content: string, filename = 'config.csv') {
  const boundary = '----config-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.handle.db;
const merchant = (id: string) =>
  db().selectFrom('merchants').selectAll().where('merchant_id', '=', id).executeTakeFirstOrThrow();
const jobs = async () => countRows(db(), 'upload_jobs');

async function upload(path: string, content: string, as = 'maker@console.example') {
  const body = multipart(content);
  return t.app.inject({
    method: 'POST',
    url: `${BASE}${path}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(await t.tokenFor(as)) },
  });
}
async function decide(path: string, id: number, isApproved: boolean, as = 'checker@console.example') {
  return t.app.inject({
    method: 'POST',
    url: `${BASE}${path}/requests/${id}/decision`,
    payload: { isApproved, remarks: 'checked' },
    headers: bearer(await t.tokenFor(as)),
  });
}

describe('settlement-config upload (§5.6) as a maker-checker request', () => {
  it('refuses bad rows with their line and writes nothing', async () => {
    const before = await jobs();
    const res = await upload(
      '/upload/settlement-config',
      [
        SETTLEMENT,
        `${M(10)},ACTIVE,INSTANT_SETTLEMENT,2026-12-01,2026-12-02,DELAYED,`,
        `${M(11)},ACTIVE,AUTO_SETTLEMENT,2026-12-01,2027-01-05,DELAYED,`,
        `,ACTIVE,AUTO_SETTLEMENT,2026-12-01,2026-12-05,BLOCKED,`,
      ].join('\n'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      'line 2': `type: ${CELL_MESSAGES.instantOnlyBlocked}`,
      'line 3': `endDate: ${CELL_MESSAGES.spanOverMonth}`,
      'line 4': `merchantId: ${CELL_MESSAGES.required}`,
    });
    expect(await jobs()).toBe(before);
  });

  it('a clean file becomes a pending request with its dry-run diff; applied only when a checker approves', async () => {
    const file = [
      SETTLEMENT,
      `${M(20)},ACTIVE,INSTANT_SETTLEMENT,2026-12-01,2026-12-31,BLOCKED,`,
      `${M(21)},INACTIVE,AUTO_SETTLEMENT,2026-12-01,2027-01-01,DELAYED,festive hold`,
    ].join('\r\n');
    const res = await upload('/upload/settlement-config', file);
    expect(res.statusCode).toBe(200);
    const { requestId, summary } = res.json().data;
    expect(summary).toMatchObject({ rows: 2, changed: 2 });
    expect(summary.sample[0].fields.startDate).toEqual({ from: null, to: '2026-12-01' });
    expect(summary.sample[0].fields.remarks.to).toBe('Settlement config updated by bulk upload');
    expect((await merchant(M(20))).settlement_start).toBeNull();

    // The same file again, or one naming the same merchant: refused while pending.
    expect((await upload('/upload/settlement-config', file)).statusCode).toBe(409);

    // The approvals inbox reads it with its dry run: the checker may decide, the maker sees it as theirs.
    const list = async (as: string) =>
      (await t.app.inject({ url: `${BASE}/upload/config-requests`, headers: bearer(await t.tokenFor(as)) })).json()
        .data;
    const seen = (await list('checker@console.example')).find((r: { id: number }) => r.id === requestId);
    expect(seen).toMatchObject({
      kind: 'SETTLEMENT_CONFIG',
      status: 'PENDING',
      canDecide: true,
      raisedByViewer: false,
      proposed: { file: 'config.csv', rows: 2, changed: 2 },
    });
    expect(seen.proposed.changes).toMatch(/^\d+: \w+ .+ → /);
    expect((await list('maker@console.example')).find((r: { id: number }) => r.id === requestId)).toMatchObject({
      canDecide: false,
      raisedByViewer: true,
    });
    expect(
      (
        await t.app.inject({
          url: `${BASE}/upload/config-requests`,
          headers: bearer(await t.tokenFor('ops@console.example')),
        })
      ).statusCode,
    ).toBe(403);

    // The maker holds no approve key; a super-admin maker cannot approve their own either.
    expect((await decide('/upload/settlement-config', requestId, true, 'maker@console.example')).statusCode).toBe(403);

    const approved = await decide('/upload/settlement-config', requestId, true);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toEqual({ requestId, status: 'APPROVED', applied: 2 });
    expect(await merchant(M(20))).toMatchObject({
      settlement_type: 'INSTANT_SETTLEMENT',
      settlement_start: '2026-12-01',
      settlement_end: '2026-12-31',
      settlement_hold: 'BLOCKED',
    });
    expect((await merchant(M(21))).settlement_remarks).toBe('festive hold');
    expect((await decide('/upload/settlement-config', requestId, false)).json().message).toBe(CONFIG_DECIDED);
  });

  it('the maker never decides their own request, whatever their role', async () => {
    const res = await upload(
      '/upload/settlement-config',
      [SETTLEMENT, `${M(30)},ACTIVE,AUTO_SETTLEMENT,2026-12-01,2026-12-15,DELAYED,x`].join('\n'),
      'admin@console.example',
    );
    const { requestId } = res.json().data;
    const own = await decide('/upload/settlement-config', requestId, true, 'admin@console.example');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CONFIG_SELF_DECISION);
    const rejected = await decide('/upload/settlement-config', requestId, false);
    expect(rejected.json().data.applied).toBe(0);
    expect((await merchant(M(30))).settlement_start).toBeNull();
  });
});

describe('P2PM upload (§5.6)', () => {
  it('refuses 10,001 merchants and unknown merchants; nothing written', async () => {
    const before = await jobs();
    const many = await upload(
      '/upload/p2pm-config',
      ['merchantId,p2pmFlag', ...Array.from({ length: 10_001 }, (_, i) => `${2_000_000 + i},true`)].join('\n'),
    );
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toMatch(/10,001 merchants; a P2PM file allows at most 10,000/);
    const unknown = await upload('/upload/p2pm-config', `merchantId,p2pmFlag\n${M(40)},true\n9999999,false\n`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'line 3': 'merchantId: Merchant not found.' });
    expect(await jobs()).toBe(before);
  });

  it('null or blank is false; approved flags are applied', async () => {
    const res = await upload('/upload/p2pm-config', `merchantId,p2pmFlag\n${M(41)},true\n${M(44)},null\n${M(45)},\n`);
    expect(res.statusCode).toBe(200);
    const { requestId } = res.json().data;
    expect((await decide('/upload/p2pm-config', requestId, true)).statusCode).toBe(200);
    expect((await merchant(M(41))).p2pm_enabled).toBe(1);
    expect((await merchant(M(44))).p2pm_enabled).toBe(0);
    expect((await merchant(M(45))).p2pm_enabled).toBe(0);
  });
});
