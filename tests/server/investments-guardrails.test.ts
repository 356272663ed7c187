import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';
import { countRows } from './helpers/count-rows.js';

/** Deposit guardrails on /api/investment/investment/guardrail (spec §7.7): four eyes, 403/409, one winner, audited. */
const MAKER = 'treasury-maker@console.example';
const CHECKER = 'treasury-checker@console.example';
const BASE = '/api/investment/investment/guardrail';
const { call, db } = signedInApp([
  MAKER,
  CHECKER,
  'ops@console.example',
  'checker@console.example',
  'admin@console.example',
]);
const audits = async () => countRows(db(), 'audit_log');
const guardrail = (product: string) =>
  db().selectFrom('deposit_guardrails').selectAll().where('product', '=', product).executeTakeFirstOrThrow();

describe('deposit guardrails', () => {
  it('lists the guardrails in force, active and inactive, to the Deposit menu users', async () => {
    const res = await call('ops@console.example', 'GET', BASE);
    expect(res.status).toBe(200);
    expect(res.body.data.map((g: { scope: string; status: string }) => `${g.scope}:${g.status}`)).toEqual([
      'P2P:ACTIVE',
      'FD:ACTIVE',
      'BP_ACCOUNT:INACTIVE',
    ]);
    expect(res.body.data[1].pendingRequestId).toEqual(expect.any(Number));
  });

  it('a change is a request with old and new values; approved by a second user it applies; one audit row each', async () => {
    const p2p = await guardrail('P2P');
    const before = await audits();
    const raised = await call(MAKER, 'POST', `${BASE}/raise-request`, {
      guardrailId: p2p.id,
      max_amount: 60_000,
      remarks: 'Tighten P2P ticket size',
    });
    expect(raised.status).toBe(201);
    expect(raised.body.data).toMatchObject({
      kind: 'DEPOSIT_GUARDRAIL',
      status: 'PENDING',
      proposed: { max_amount: 60_000 },
      previous: { max_amount: 100_000, name: 'P2P deposits' },
    });
    expect(await audits()).toBe(before + 1);
    expect(Number((await guardrail('P2P')).max_amount)).toBe(100_000);

    const again = await call(MAKER, 'POST', `${BASE}/raise-request`, {
      guardrailId: p2p.id,
      max_amount: 70_000,
      remarks: 'Second one',
    });
    expect(again.status).toBe(409);

    const id = raised.body.data.id as number;
    const own = await call(MAKER, 'POST', `${BASE}/action`, { requestId: id, isApproved: true, remarks: 'ok' });
    expect(own.status).toBe(403);
    const approved = await call(CHECKER, 'POST', `${BASE}/action`, { requestId: id, isApproved: true, remarks: 'ok' });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');
    expect(Number((await guardrail('P2P')).max_amount)).toBe(60_000);
    expect(await audits()).toBe(before + 2);
    const twice = await call(CHECKER, 'POST', `${BASE}/action`, { requestId: id, isApproved: false, remarks: 'no' });
    expect(twice.status).toBe(409);
    expect(await audits()).toBe(before + 2);
  });

  it('deactivation follows the same rule and shows in the guardrail audit', async () => {
    const bp = await guardrail('BP_ACCOUNT');
    const same = await call(MAKER, 'POST', `${BASE}/activate-deactivate`, {
      guardrailId: bp.id,
      status: 'INACTIVE',
      remarks: 'x',
    });
    expect(same.status).toBe(409);
    const raised = await call(MAKER, 'POST', `${BASE}/activate-deactivate`, {
      guardrailId: bp.id,
      status: 'ACTIVE',
      remarks: 'Turn on BP caps',
    });
    expect(raised.status).toBe(201);
    const decided = await call(CHECKER, 'POST', `${BASE}/action`, {
      requestId: raised.body.data.id,
      isApproved: true,
      remarks: 'Agreed',
    });
    expect(decided.status).toBe(200);
    expect((await guardrail('BP_ACCOUNT')).status).toBe('ACTIVE');
    const audit = await call('ops@console.example', 'GET', `${BASE}/audit?page=1&limit=20`);
    expect(audit.status).toBe(200);
    expect(audit.body.data.content[0]).toMatchObject({ proposed: { status: 'ACTIVE' }, status: 'APPROVED' });
  });

  it('of 10 concurrent approvals exactly one wins; the others get 409; one effect', async () => {
    const fd = await guardrail('FD');
    const pending = await db()
      .selectFrom('approval_requests')
      .select('id')
      .where('kind', '=', 'DEPOSIT_GUARDRAIL')
      .where('status', '=', 'PENDING')
      .where('target_id', '=', fd.id)
      .executeTakeFirstOrThrow();
    const before = await audits();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? CHECKER : 'admin@console.example', 'POST', `${BASE}/action`, {
          requestId: pending.id,
          isApproved: true,
          remarks: 'Go',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await audits()).toBe(before + 1);
    expect((await guardrail('FD')).version).toBe(fd.version + 1);
  });

  it('the approvals inbox lists and decides the same kind; an Idempotency-Key replay writes nothing', async () => {
    const p2p = await guardrail('P2P');
    const raised = await call(MAKER, 'POST', `${BASE}/raise-request`, {
      guardrailId: p2p.id,
      daily_max_count: 7,
      remarks: 'More daily deposits',
    });
    const inbox = await call(CHECKER, 'GET', '/api/crm/maker/checker/requests?status=PENDING&kind=DEPOSIT_GUARDRAIL');
    expect(inbox.body.data.content.map((r: { id: number }) => r.id)).toContain(raised.body.data.id);
    const headers = { 'idempotency-key': `dg-${raised.body.data.id}` };
    const url = `/api/crm/maker/checker/deposit_guardrail/${raised.body.data.id}/decision`;
    const first = await call(CHECKER, 'POST', url, { isApproved: true, remarks: 'ok' }, headers);
    expect(first.status).toBe(200);
    const count = await audits();
    const replay = await call(CHECKER, 'POST', url, { isApproved: true, remarks: 'ok' }, headers);
    expect(replay).toEqual(first);
    expect(await audits()).toBe(count);
    expect(Number((await guardrail('P2P')).daily_max_count)).toBe(7);
  });

  it('refuses without the permissions: no raise for ops, no decision for the maker, nothing for checker@', async () => {
    const p2p = await guardrail('P2P');
    const body = { guardrailId: p2p.id, max_amount: 1, remarks: 'x' };
    expect((await call('ops@console.example', 'POST', `${BASE}/raise-request`, body)).status).toBe(403);
    expect((await call('checker@console.example', 'GET', BASE)).status).toBe(403);
    expect((await call(MAKER, 'POST', `${BASE}/action`, { requestId: 1, isApproved: true, remarks: 'x' })).status).toBe(
      403,
    );
  });
});
