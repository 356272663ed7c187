import { describe, expect, it } from 'vitest';
import { requestAudits } from './helpers/audit-rows.js';
import { countAudits } from './helpers/count-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 45 item 5 on the investment backend: the payment-gateway timeouts per method, changed only within their bounds
 * and under four eyes (maker ≠ checker, one pending change per method, of 20 concurrent approvals one wins, a timeout
 * moved since the request is a 409), and the bulk VPA file: a dry run that keeps each row's verdict (NPCI format, the
 * merchant exists, the VPA is no one else's), its errors file, and one confirmation that applies the valid rows once.
 */
const { t, tokens, call, db } = signedInApp(['maker', 'checker', 'ops', 'admin', 'noaccess']);
const INV = '/api/investment';
const CRM = '/api/crm';

interface Timeout {
  id: number;
  method: string;
  timeoutSeconds: number;
  minSeconds: number;
  maxSeconds: number;
  pending: { id: number; timeoutSeconds: number; makerEmail: string } | null;
}
const timeouts = async (who = 'maker') => {
  const res = await call(who, 'GET', `${INV}/pg/payment-timeouts`);
  expect(res.status).toBe(200);
  return res.body.data as Timeout[];
};
const timeoutOf = async (method: string) => (await timeouts()).find((r) => r.method === method)!;
const raise = (method: string, timeoutSeconds: number, who = 'maker', headers: Record<string, string> = {}) =>
  call(
    who,
    'POST',
    `${INV}/pg/payment-timeouts/requests`,
    { method, timeoutSeconds, remarks: 'Acquirer advice' },
    headers,
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `${CRM}/maker/checker/pg_timeout_change/${id}/decision`, { isApproved, remarks: 'checked' });

describe('gateway timeouts (/pg/payment-timeout-config)', () => {
  it('lists every method in order with its bounds and the seeded pending change; readers only', async () => {
    const rows = await timeouts('checker');
    expect(rows.map((r) => r.method)).toEqual(['UPI_INTENT', 'UPI_COLLECT', 'CARD', 'NETBANKING', 'WALLET', 'EMI']);
    expect(rows.find((r) => r.method === 'CARD')).toMatchObject({
      timeoutSeconds: 600,
      minSeconds: 120,
      maxSeconds: 900,
    });
    expect(rows.find((r) => r.method === 'UPI_COLLECT')!.pending).toMatchObject({
      timeoutSeconds: 600,
      makerEmail: 'maker@console.example',
    });
    expect((await timeouts('ops')).length).toBe(6);
    expect((await call('noaccess', 'GET', `${INV}/pg/payment-timeouts`)).status).toBe(403);
  });

  it('a change must keep the bounds, be whole seconds and differ; only a maker raises; one pending per method', async () => {
    const low = await raise('NETBANKING', 179);
    expect(low.status).toBe(400);
    expect(low.body.message).toBe('The timeout must be from 180 to 1200 seconds.');
    expect((await raise('NETBANKING', 1201)).body.message).toBe('The timeout must be from 180 to 1200 seconds.');
    expect((await raise('NETBANKING', 300.5)).status).toBe(400);
    expect((await raise('NETBANKING', 900)).body.message).toBe('The method already has this timeout.');
    expect((await raise('BITCOIN', 300)).status).toBe(400);
    expect((await raise('NETBANKING', 600, 'checker')).status).toBe(403);
    expect((await raise('NETBANKING', 600, 'noaccess')).status).toBe(403);

    const headers = { 'idempotency-key': 'pg-timeout-1' };
    const made = await raise('NETBANKING', 1200, 'maker', headers);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Timeout change raised; it applies once a checker approves it.');
    const replay = await raise('NETBANKING', 1200, 'maker', headers);
    expect(replay.body.data.id).toBe(made.body.data.id);
    expect((await raise('NETBANKING', 1000)).status).toBe(409);
    expect((await timeoutOf('NETBANKING')).pending?.id).toBe(made.body.data.id);
    expect(await requestAudits(db(), 'pg_timeout_change_request.create', made.body.data.id)).toHaveLength(1);
    // Nothing applies before a checker approves.
    expect((await timeoutOf('NETBANKING')).timeoutSeconds).toBe(900);
  });

  it('approval by a second person applies it once: of 20 concurrent decisions one wins; the checker sees old and new', async () => {
    const made = await raise('WALLET', 240);
    const id = made.body.data.id as number;
    const inbox = await call('checker', 'GET', `${CRM}/maker/checker/requests/${id}`);
    expect(inbox.body.data).toMatchObject({
      kind: 'PG_TIMEOUT_CHANGE',
      previous: { method: 'WALLET', timeoutSeconds: 300 },
      proposed: { method: 'WALLET', timeoutSeconds: 240 },
    });
    expect((await decide('maker', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const wallet = await timeoutOf('WALLET');
    expect(wallet.timeoutSeconds).toBe(240);
    expect(wallet.pending).toBeNull();
    const rows = await requestAudits(db(), 'pg_timeout_change_request.approve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_email).toBe('checker@console.example');
  });

  it('20 raises at once on one method: exactly one is placed', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => raise('EMI', 600)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('a timeout moved since the request is a 409 and stays pending; one holding both keys cannot decide their own', async () => {
    const made = await raise('UPI_INTENT', 420);
    const id = made.body.data.id as number;
    await db()
      .updateTable('pg_payment_timeouts')
      .set((eb) => ({ timeout_seconds: 360, version: eb('version', '+', 1) }))
      .where('method', '=', 'UPI_INTENT')
      .execute();
    const moved = await decide('checker', id);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe("The method's timeout changed after this request was raised; raise it again.");
    expect((await timeoutOf('UPI_INTENT')).timeoutSeconds).toBe(360);
    expect((await timeoutOf('UPI_INTENT')).pending?.id).toBe(id);
    expect((await decide('checker', id, false)).status).toBe(200);

    const own = await raise('UPI_INTENT', 300, 'admin');
    expect(own.status).toBe(201);
    const self = await decide('admin', own.body.data.id);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot approve or reject a request you raised.');
  });
});

/** A CSV sent as the one file of a multipart request to the VPA dry run. */
async function sendFile(content: string, { key, who = 'ops' }: { key?: string; who?: string } = {}) {
  const boundary = '----vpa-boundary';
  const res = await t.app.inject({
    method: 'POST',
    url: `${INV}/vpa/upload/files`,
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="vpas.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}
const vpaOf = async (merchantId: string) =>
  (await db().selectFrom('merchants').select('vpa').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow())
    .vpa;
const confirm = (jobId: number, who = 'ops', headers: Record<string, string> = {}) =>
  call(who, 'POST', `${INV}/vpa/upload/files/${jobId}/confirm`, undefined, headers);

describe('VPA file (/vpa/upload)', () => {
  it('lists the seeded files in both states', async () => {
    const res = await call('ops', 'GET', `${INV}/vpa/upload/files`);
    expect(res.status).toBe(200);
    expect(new Set(res.body.data.map((f: { state: string }) => f.state))).toEqual(new Set(['CHECKED', 'APPLIED']));
    expect((await call('maker', 'GET', `${INV}/vpa/upload/files`)).status).toBe(403);
  });

  it('dry run: each row judged, nothing changes; errors file; confirm applies the valid rows once', async () => {
    const taken = (await vpaOf('1000199'))!;
    const before = await vpaOf('1000201');
    const csv = [
      'merchantId,vpa',
      '1000201,Shop.201@OKAXIS',
      '1000202,no-handle',
      '9999999,ghost@ybl',
      `1000203,${taken}`,
      '1000204,shop.201@okaxis',
      '1000205,a@ybl',
      '1000206,tea-stall_206@paytm',
      '1000201,again@ybl',
    ].join('\r\n');
    const checked = await sendFile(csv, { key: 'vpa-1' });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ total: 8, valid: 2, rejected: 6 });
    const errors = new Map(checked.body.data.errors.map((e: { line: number; error: string }) => [e.line, e.error]));
    expect(errors.get(3)).toMatch(/VPA must be name@handle/);
    expect(errors.get(4)).toBe('merchantId: Merchant not found.');
    expect(errors.get(5)).toBe('vpa: This VPA belongs to merchant 1000199.');
    expect(errors.get(6)).toBe('vpa: The same VPA is on line 2.');
    expect(errors.get(7)).toMatch(/VPA must be name@handle/);
    expect(errors.get(9)).toMatch(/Duplicate of line 2/);
    expect(checked.body.data.preview).toEqual([
      { line: 2, merchantId: '1000201', previousVpa: before, vpa: 'shop.201@okaxis' },
      { line: 8, merchantId: '1000206', previousVpa: await vpaOf('1000206'), vpa: 'tea-stall_206@paytm' },
    ]);
    expect(await vpaOf('1000201')).toBe(before);
    const jobId = checked.body.data.jobId as number;
    expect((await sendFile(csv, { key: 'vpa-1' })).body.data.jobId).toBe(jobId);

    const file = await t.app.inject({
      method: 'GET',
      url: `${INV}/vpa/upload/files/${jobId}/errors`,
      headers: { authorization: `Bearer ${tokens.ops}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/text\/csv/);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('line,merchantId,vpa,error');
    expect(lines).toHaveLength(7);
    expect(lines[2]).toBe('4,9999999,ghost@ybl,merchantId: Merchant not found.');

    expect((await confirm(jobId, 'maker')).status).toBe(403);
    const headers = { 'idempotency-key': 'vpa-confirm-1' };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => confirm(jobId, 'ops', i ? {} : headers)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    // The others are refused as already applied (409), also those that read after the winner committed; on a loaded
    // PostgreSQL one whose connection waited past the pool's 5 s is told to retry (503). None applies it again.
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(expect.arrayContaining([409]));
    expect(results.filter((r) => r.status !== 200 && r.status !== 409 && r.status !== 503)).toEqual([]);
    expect(won[0]!.body.data).toEqual({ jobId, applied: 2, skipped: 0 });
    expect(await vpaOf('1000201')).toBe('shop.201@okaxis');
    expect(await vpaOf('1000206')).toBe('tea-stall_206@paytm');
    expect(await vpaOf('1000203')).not.toBe(taken);
    expect(await countAudits(db(), 'vpa_upload.apply')).toBe(1);
    const again = await confirm(jobId);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This VPA file has already been applied.');
  });

  it('a VPA taken between the dry run and the confirmation is skipped, the rest applied', async () => {
    const checked = await sendFile('merchantId,vpa\n1000210,kiosk210@oksbi\n1000211,kiosk211@oksbi');
    expect(checked.body.data.valid).toBe(2);
    await db().updateTable('merchants').set({ vpa: 'kiosk210@oksbi' }).where('merchant_id', '=', '1000212').execute();
    const done = await confirm(checked.body.data.jobId);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ applied: 1, skipped: 1 });
    expect(done.body.message).toBe('1 VPA applied.');
    expect(await vpaOf('1000211')).toBe('kiosk211@oksbi');
    expect(await vpaOf('1000210')).not.toBe('kiosk210@oksbi');
  });

  it('refuses a file with the wrong header, one with no valid row on confirm, and callers without the key', async () => {
    const wrong = await sendFile('merchant,upi\n1000220,a1@ybl');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/merchantId, vpa/);
    const bad = await sendFile('merchantId,vpa\n1000220,bad');
    expect(bad.body.data).toMatchObject({ valid: 0, rejected: 1 });
    const none = await confirm(bad.body.data.jobId);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('The file has no valid row; nothing to apply.');
    expect((await sendFile('merchantId,vpa\n1000220,ok220@ybl', { who: 'maker' })).status).toBe(403);
    expect((await sendFile('merchantId,vpa\n1000220,ok220@ybl', { who: 'noaccess' })).status).toBe(403);
    expect((await confirm(999999)).status).toBe(404);
  });
});

describe('two files giving one VPA', () => {
  it('confirmed at once: one merchant gets it, the other row is skipped', async () => {
    const a = await sendFile('merchantId,vpa\n1000230,shared230@oksbi');
    const b = await sendFile('merchantId,vpa\n1000231,shared230@oksbi');
    const [ra, rb] = await Promise.all([confirm(a.body.data.jobId), confirm(b.body.data.jobId)]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.data.applied + rb.body.data.applied).toBe(1);
    expect(ra.body.data.skipped + rb.body.data.skipped).toBe(1);
    const holders = await db()
      .selectFrom('merchants')
      .select('merchant_id')
      .where('vpa', '=', 'shared230@oksbi')
      .execute();
    expect(holders).toHaveLength(1);
  });
});
