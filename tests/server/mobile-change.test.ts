import { describe, expect, it } from 'vitest';
import { proofPdf, proofPng } from '../../server/db/seed/dispute-proof-files.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * A merchant's registered mobile change under four eyes (issue 43 item 3, /mobile-change-request): raised with the
 * new number, a listed reason, remarks and a proof checked by its content; decided by a second person with one
 * conditional update of the mobile the request saw; numbers masked, revealed with a reason and an audit row.
 */
const { call, db, t, tokens } = signedInApp(['maker', 'checker', 'ops', 'support']);
/** A request's proof as the checker opens it: status, type and the first bytes. */
const proofOf = async (id: number, who = 'checker') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/crm/merchants/mobile-change/requests/${id}/proof`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  return {
    status: res.statusCode,
    type: res.headers['content-type'],
    head: res.rawPayload.subarray(0, 4).toString('latin1'),
  };
};
const CRM = '/api/crm';
const PNG = proofPng(8, 8).toString('base64');
const body = (newMobile: string, extra: object = {}) => ({
  newMobile,
  reason: 'Lost SIM',
  remarks: 'Merchant visited the branch with ID',
  proof: { fileName: 'sim-letter.png', content: PNG },
  ...extra,
});
const raise = (merchantId: string, b: object, headers: Record<string, string> = {}, who = 'maker') =>
  call(who, 'POST', `${CRM}/merchants/${merchantId}/mobile-change/request`, b, headers);
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `${CRM}/maker/checker/mobile_change/${id}/decision`, { isApproved, remarks: 'Proof checked' });
const mobileOf = async (merchantId: string) =>
  (await db().selectFrom('merchants').select('mobile').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow())
    .mobile;
/** A merchant's mobile change requests as the checker lists them. */
const requestsOf = async (merchantId: string) =>
  (await call('checker', 'GET', `${CRM}/merchants/mobile-change/requests?merchantId=${merchantId}&size=100`)).body.data
    .content as { id: number; status: string }[];
const audits = (action: string, entityId: string | number) =>
  db()
    .selectFrom('audit_log')
    .select(['before_json', 'after_json', 'actor_email'])
    .where('action', '=', action)
    .where('entity_id', '=', String(entityId))
    .execute();

describe('mobile change: raising', () => {
  it('shows the merchant with its mobile masked; a request carries old → new masked, one audit row, replayable', async () => {
    const merchant = await call('maker', 'GET', `${CRM}/merchants/1000186/mobile-change`);
    expect(merchant.status).toBe(200);
    expect(merchant.body.data).toMatchObject({ merchantId: '1000186', pendingRequestId: null });
    expect(merchant.body.data.mobile).toMatch(/^X{6}\d{4}$/);
    const current = await mobileOf('1000186');
    const headers = { 'idempotency-key': 'mobile-raise-1' };
    const res = await raise('1000186', body('7012345678'), headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Mobile change request placed successfully!');
    expect(res.body.data.proposed).toMatchObject({
      mobile: 'XXXXXX5678',
      reason: 'Lost SIM',
      fileName: 'sim-letter.png',
      mediaType: 'image/png',
    });
    expect(res.body.data.previous.mobile).toBe(`XXXXXX${current!.slice(-4)}`);
    expect(JSON.stringify(res.body)).not.toContain('7012345678');
    const replay = await raise('1000186', body('7012345678'), headers);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(res.body);
    const created = await audits('mobile_change_request.create', res.body.data.id);
    expect(created).toHaveLength(1);
    expect(created[0]!.after_json).not.toContain('7012345678');
    const again = await call('maker', 'GET', `${CRM}/merchants/1000186/mobile-change`);
    expect(again.body.data.pendingRequestId).toBe(res.body.data.id);
    expect(await mobileOf('1000186')).toBe(current);
  });

  it('one pending request per merchant: a second is a 409 naming the one waiting', async () => {
    const first = await raise('1000187', body('7000000187'));
    expect(first.status).toBe(201);
    const second = await raise('1000187', body('7100000187'));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      `Mobile change request #${first.body.data.id} for this merchant is already waiting for approval.`,
    );
  });

  it('20 makers raising for one merchant at once: one 201, nineteen 409, one request and one audit row', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        raise('1000195', body(`70000${String(i).padStart(5, '0')}`), { 'idempotency-key': `race-195-${i}` }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const [won] = results.filter((r) => r.status === 201);
    expect(await audits('mobile_change_request.create', won!.body.data.id)).toHaveLength(1);
    expect(await requestsOf('1000195')).toHaveLength(1);
  });

  it('checks the number, the reason, the remarks and that it differs from the current one', async () => {
    for (const bad of ['5012345678', '701234567', '70123456789', '70123abc78']) {
      const res = await raise('1000188', body(bad));
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Mobile number: 10 digits starting with 6, 7, 8 or 9.');
    }
    expect((await raise('1000188', body('7012345678', { reason: 'Bored' }))).status).toBe(400);
    expect((await raise('1000188', body('7012345678', { remarks: '  ' }))).status).toBe(400);
    const same = await raise('1000188', body((await mobileOf('1000188'))!));
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The new mobile number is the same as the current one.');
    expect((await raise('9999999', body('7012345678'))).status).toBe(404);
  });

  it('checks the proof by its bytes: a renamed .exe is a 400 with the reason, over 5 MB a 413; PDF is fine', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(200, 1)]);
    const renamed = await raise(
      '1000189',
      body('7012345678', { proof: { fileName: 'proof.pdf', content: exe.toString('base64') } }),
    );
    expect(renamed.status).toBe(400);
    expect(renamed.body.message).toBe('proof: Proof must be a PDF, PNG or JPEG file.');
    const big = Buffer.concat([await proofPdf('Big', ['x']), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await raise(
      '1000189',
      body('7012345678', { proof: { fileName: 'big.pdf', content: big.toString('base64') } }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Proof file must not exceed 5 MB.');
    expect(await requestsOf('1000189')).toHaveLength(0);
    const pdf = (await proofPdf('Affidavit', ['New number'])).toString('base64');
    const ok = await raise('1000189', body('7012345678', { proof: { fileName: 'affidavit.pdf', content: pdf } }));
    expect(ok.status).toBe(201);
    expect(await proofOf(ok.body.data.id)).toEqual({ status: 200, type: 'application/pdf', head: '%PDF' });
    expect((await proofOf(ok.body.data.id, 'ops')).status).toBe(403);
  });

  it('is for CAN_RAISE_MOBILE_CHANGE only; the list for makers and checkers', async () => {
    expect((await raise('1000190', body('7012345678'), {}, 'checker')).status).toBe(403);
    expect((await raise('1000190', body('7012345678'), {}, 'ops')).status).toBe(403);
    expect((await call('ops', 'GET', `${CRM}/merchants/1000190/mobile-change`)).status).toBe(403);
    expect((await call('ops', 'GET', `${CRM}/merchants/mobile-change/requests`)).status).toBe(403);
    expect((await call('checker', 'GET', `${CRM}/merchants/mobile-change/requests?status=PENDING`)).status).toBe(200);
  });
});

describe('mobile change: deciding', () => {
  it('maker ≠ checker; 20 parallel approvals apply it once with one audit row; the inbox lists the kind', async () => {
    const raised = await raise('1000191', body('9012345191'));
    const id = raised.body.data.id as number;
    const inbox = await call('checker', 'GET', `${CRM}/approvals/inbox?kind=MOBILE_CHANGE`);
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.content.map((e: { id: number }) => e.id)).toContain(id);
    expect([(await decide('maker', id)).status, (await decide('ops', id)).status]).toEqual([403, 403]);
    const before = await mobileOf('1000191');
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await mobileOf('1000191')).toBe('9012345191');
    const rows = await audits('mobile_change_request.approve', id);
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.before_json!).target.mobile).toBe(`XXXXXX${before!.slice(-4)}`);
    expect(JSON.parse(rows[0]!.after_json!).target.mobile).toBe('XXXXXX5191');
    const profile = await call('support', 'GET', '/api/merchant-support/merchants/1000191');
    expect(profile.status).toBe(200);
    expect(profile.body.data.mobile).toBe('XXXXXX5191');
  });

  it('a mobile changed since the request is a 409 "changed since" and nothing applies; a rejection changes nothing', async () => {
    const moved = await raise('1000192', body('9012345192'));
    await db().updateTable('merchants').set({ mobile: '9999900192' }).where('merchant_id', '=', '1000192').execute();
    const res = await decide('checker', moved.body.data.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The merchant’s registered mobile changed since this request was raised; raise it again.',
    );
    expect(await mobileOf('1000192')).toBe('9999900192');
    expect((await requestsOf('1000192')).map((r) => r.status)).toEqual(['PENDING']);

    const current = await mobileOf('1000193');
    const rejected = await raise('1000193', body('9012345193'));
    expect((await decide('checker', rejected.body.data.id, false)).status).toBe(200);
    expect(await mobileOf('1000193')).toBe(current);
    expect(await audits('mobile_change_request.reject', rejected.body.data.id)).toHaveLength(1);
  });

  it('reveals the old or new number whole with a reason, one audit row each; 403 without the reveal key', async () => {
    const current = await mobileOf('1000194');
    const raised = await raise('1000194', body('6012345194'));
    const id = raised.body.data.id as number;
    const url = `${CRM}/merchants/mobile-change/requests/${id}/reveal`;
    const next = await call('checker', 'POST', url, { side: 'proposed', reason: 'Compare with the proof' });
    expect(next.status).toBe(200);
    expect(next.body.data.value).toBe('6012345194');
    const old = await call('checker', 'POST', url, { side: 'previous', reason: 'Compare with the proof' });
    expect(old.body.data.value).toBe(current);
    const rows = await audits('merchant.mobile_reveal', '1000194');
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.actor_email === 'checker@console.example')).toBe(true);
    expect((await call('ops', 'POST', url, { side: 'proposed', reason: 'Compare with the proof' })).status).toBe(403);
    expect((await call('checker', 'POST', url, { side: 'proposed', reason: 'x' })).status).toBe(400);
  });
});

describe('mobile change: seeded', () => {
  it('has requests in every state, each with a proof the checker can open', async () => {
    const list = await call('checker', 'GET', `${CRM}/merchants/mobile-change/requests?size=100`);
    const seeded = (list.body.data.content as { id: number; merchantId: string; status: string }[]).filter((r) =>
      ['1000181', '1000182', '1000183', '1000184'].includes(r.merchantId),
    );
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    for (const r of seeded) {
      const proof = await proofOf(r.id);
      expect(proof.status).toBe(200);
      expect(['application/pdf', 'image/png']).toContain(proof.type);
    }
  });
});
