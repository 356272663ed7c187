import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJob } from '../../server/repositories/background-jobs.js';
import { callerOf, createTestApp, fileCallerOf, signIn, type TestApp } from './helpers/test-app.js';
import { until, withQueueDatabase } from './helpers/until.js';

/**
 * /insurance-bulk-cancellation (issue 46 item 3): a CSV of policy ids is checked (each row's verdict and refund;
 * nothing changes), raised under four eyes (INSURANCE_CANCEL: the insurance desk raises, another person with the
 * approve key decides, never the maker), and on approval a queue job cancels each active policy once with its refund
 * recorded on the policy, even when raised twice, decided by 20 at once, or run again after a worker died.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = callerOf(() => t, tokens, '/api/crm');
const file = fileCallerOf(() => t, tokens, '/api/crm');
const db = () => t.database.handle.db;
const FILES = '/insurance/policies/cancellations/files';

beforeAll(async () => {
  t = await createTestApp();
  await withQueueDatabase(t);
  await signIn(t, tokens, ['insurance', 'checker', 'admin', 'support', 'noaccess']);
});
afterAll(() => t?.close());

/** A CSV sent as the one file of a multipart request to the dry run. */
async function sendFile(content: string, { key, who = 'insurance' }: { key?: string; who?: string } = {}) {
  const boundary = '----insurance-boundary';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/crm${FILES}`,
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cancel.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}
const raise = (jobId: number, who = 'insurance', headers: Record<string, string> = {}) =>
  call(who, 'POST', '/insurance/policies/cancellations', { jobId, remarks: 'Insurer asked to cancel' }, headers);
const decide = (who: string, id: number, isApproved = true, headers: Record<string, string> = {}) =>
  call(who, 'POST', `/maker/checker/insurance_cancel/${id}/decision`, { isApproved, remarks: 'checked' }, headers);
const policy = (id: string) =>
  db().selectFrom('insurance_policies').selectAll().where('policy_id', '=', id).executeTakeFirstOrThrow();
const cancelAudits = async () =>
  (await db().selectFrom('audit_log').select('entity_id').where('action', '=', 'insurance_policy.cancel').execute())
    .length;
const queueJobOf = async (requestId: number) =>
  until(
    async () =>
      (await db().selectFrom('background_jobs').selectAll().where('kind', '=', 'INSURANCE_CANCEL').execute()).find(
        (j) => (JSON.parse(j.input_json) as { requestId: number }).requestId === requestId,
      ),
    (j) => j !== undefined,
  );
const finished = (id: number) =>
  until(
    () => findJob(db(), id),
    (j) => ['SUCCEEDED', 'FAILED', 'CANCELLED'].includes(j!.state),
  );
/** Seeded policies of a state, without claims (so their refund is the pro rata share). */
async function policiesIn(status: string, n: number) {
  const claimed = (await db().selectFrom('insurance_claims').select('policy_id').execute()).map((c) => c.policy_id);
  const rows = await db().selectFrom('insurance_policies').selectAll().where('status', '=', status).execute();
  return rows.filter((p) => !claimed.includes(p.policy_id)).slice(0, n);
}

describe('insurance bulk cancellation', () => {
  let jobId = 0;
  let requestId = 0;
  let active: string[] = [];
  let refunds = new Map<string, number>();

  it('dry run: each row judged with its refund, nothing changes; the errors file lists the rest', async () => {
    const [a, b] = await policiesIn('ACTIVE', 2);
    const [c] = await policiesIn('CANCELLED', 1);
    const [e] = await policiesIn('EXPIRED', 1);
    active = [a!.policy_id, b!.policy_id];
    const csv = [
      'policyId',
      a!.policy_id.toLowerCase(),
      b!.policy_id,
      c!.policy_id,
      e!.policy_id,
      'POL-9-9',
      'not-a-policy',
      a!.policy_id,
    ].join('\r\n');
    const checked = await sendFile(csv, { key: 'ins-cancel-1' });
    expect(checked.status).toBe(200);
    const data = checked.body.data;
    expect(data).toMatchObject({ total: 7, toCancel: 2, rejected: 5 });
    const byLine = new Map(
      data.rows.map((r: { line: number; verdict: string; refund: number; error: string | null }) => [r.line, r]),
    );
    expect(byLine.get(2)).toMatchObject({ policyId: a!.policy_id, verdict: 'ACTIVE', error: null });
    expect(byLine.get(4)).toMatchObject({ verdict: 'ALREADY_CANCELLED', error: 'The policy is already cancelled.' });
    expect(byLine.get(5)).toMatchObject({ verdict: 'EXPIRED', error: 'The policy has expired.' });
    expect(byLine.get(6)).toMatchObject({ verdict: 'UNKNOWN', error: 'No policy with this ID.' });
    expect((byLine.get(7) as { error: string }).error).toMatch(/Policy ID must look like POL-1001-1/);
    expect((byLine.get(8) as { error: string }).error).toMatch(/Duplicate of line 2/);
    refunds = new Map(
      data.rows
        .filter((r: { verdict: string }) => r.verdict === 'ACTIVE')
        .map((r: { policyId: string; refund: number }) => [r.policyId, r.refund]),
    );
    expect(refunds.get(a!.policy_id)).toBeGreaterThan(0);
    expect(refunds.get(a!.policy_id)).toBeLessThanOrEqual(Number(a!.premium_paise) / 100);
    expect(data.refundTotal).toBeCloseTo(refunds.get(a!.policy_id)! + refunds.get(b!.policy_id)!, 2);
    expect((await policy(a!.policy_id)).status).toBe('ACTIVE');
    jobId = data.jobId as number;
    expect((await sendFile(csv, { key: 'ins-cancel-1' })).body.data.jobId).toBe(jobId);

    const errors = await file('insurance', 'GET', `${FILES}/${jobId}/errors`);
    expect(errors.status).toBe(200);
    expect(errors.headers['content-type']).toMatch(/text\/csv/);
    const lines = String(errors.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('line,policyId,verdict,error');
    expect(lines).toHaveLength(6);
    expect(lines).toContain(`4,${c!.policy_id},ALREADY_CANCELLED,The policy is already cancelled.`);
  });

  it('is refused without the raise key (403), and a file that is not the format is refused whole', async () => {
    expect((await sendFile('policyId\r\nPOL-1-1', { who: 'noaccess' })).status).toBe(403);
    expect((await sendFile('policyId\r\nPOL-1-1', { who: 'support' })).status).toBe(403);
    expect((await call('support', 'GET', FILES)).status).toBe(403);
    expect((await raise(jobId, 'support')).status).toBe(403);
    const wrong = await sendFile('consumerId\r\n1001');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/Expected headers: policyId/);
  });

  it('raise: of 20 raises of one file one wins (201 PENDING, count and ₹ total for the checker); replay answers the same', async () => {
    const key = { 'idempotency-key': 'ins-raise-1' };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => raise(jobId, 'insurance', i ? {} : key)));
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const request = won[0]!.body.data;
    expect(request).toMatchObject({ kind: 'INSURANCE_CANCEL', status: 'PENDING' });
    expect(request.proposed).toMatchObject({ fileName: 'cancel.csv', policies: 2 });
    expect(request.proposed.refundAmount).toBeCloseTo(
      [...refunds.values()].reduce((s, v) => s + v, 0),
      2,
    );
    requestId = request.id as number;
    if (results[0]!.status === 201) expect((await raise(jobId, 'insurance', key)).body.data.id).toBe(requestId);
    const files = (await call('insurance', 'GET', FILES)).body.data as { jobId: number; state: string }[];
    expect(files.find((f) => f.jobId === jobId)).toMatchObject({ state: 'RAISED', requestId, toCancel: 2 });
  });

  it('four eyes: the maker cannot approve; of 20 approvals one wins and queues the job, which cancels each policy once', async () => {
    expect((await decide('insurance', requestId)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', requestId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const job = await queueJobOf(requestId);
    const done = await finished(job!.id);
    expect(done!.state).toBe('SUCCEEDED');
    expect(done!.rows_done).toBe(2);
    expect(done!.rows_total).toBe(2);
    for (const id of active) {
      const p = await policy(id);
      expect(p.status).toBe('CANCELLED');
      expect(p.cancelled_by).toBe('checker@console.example');
      expect(Number(p.refund_paise) / 100).toBeCloseTo(refunds.get(id)!, 2);
    }
    expect(await cancelAudits()).toBe(2);
    const files = (await call('insurance', 'GET', FILES)).body.data as { jobId: number }[];
    expect(files.find((f) => f.jobId === jobId)).toMatchObject({ state: 'DONE', cancelled: 2, skipped: 0 });
    // Shown on /bulk-process with its progress.
    const monitor = (await call('admin', 'GET', '/jobs?size=200')).body.data.content as {
      number: number;
      kind: string;
      rowsDone: number;
    }[];
    expect(monitor.find((j) => j.number === job!.id)).toMatchObject({ kind: 'INSURANCE_CANCEL', rowsDone: 2 });
  });

  it('a job run again after its worker died cancels and refunds nothing twice', async () => {
    const job = await queueJobOf(requestId);
    const before = await Promise.all(active.map(policy));
    await db()
      .updateTable('background_jobs')
      .set({ state: 'RUNNING', lease_owner: 'dead-worker', lease_until: Date.now() - 1, rows_done: 0 })
      .where('id', '=', job!.id)
      .execute();
    const again = await finished(job!.id);
    expect(again!.state).toBe('SUCCEEDED');
    expect(again!.attempts).toBeGreaterThan(1);
    expect(await cancelAudits()).toBe(2);
    expect(await Promise.all(active.map(policy))).toEqual(before);
  });

  it('a policy in two approved files is cancelled by the first; the second skips it', async () => {
    const [d] = await policiesIn('ACTIVE', 1);
    const ids = [d!.policy_id];
    const first = (await sendFile(`policyId\r\n${ids[0]}`)).body.data.jobId as number;
    const second = (await sendFile(`policyId\r\n${ids[0]}`)).body.data.jobId as number;
    const r1 = (await raise(first)).body.data.id as number;
    const r2 = (await raise(second)).body.data.id as number;
    expect((await decide('checker', r1)).status).toBe(200);
    expect((await decide('checker', r2)).status).toBe(200);
    await finished((await queueJobOf(r1))!.id);
    await finished((await queueJobOf(r2))!.id);
    expect((await policy(ids[0]!)).status).toBe('CANCELLED');
    expect(await cancelAudits()).toBe(3);
    const files = (await call('insurance', 'GET', FILES)).body.data as { jobId: number; cancelled: number }[];
    const sum = files.filter((f) => [first, second].includes(f.jobId)).reduce((s, f) => s + f.cancelled, 0);
    expect(sum).toBe(1);
  });

  it('one holding both keys cannot decide their own request', async () => {
    const [d] = await policiesIn('ACTIVE', 1);
    const own = (await sendFile(`policyId\r\n${d!.policy_id}`, { who: 'admin' })).body.data.jobId as number;
    const raised = await raise(own, 'admin');
    expect(raised.status).toBe(201);
    const self = await decide('admin', raised.body.data.id as number);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot approve or reject a request you raised.');
    expect((await policy(d!.policy_id)).status).toBe('ACTIVE');
  });
});
