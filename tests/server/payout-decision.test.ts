import { expect, it } from 'vitest';
import { bearer } from './helpers/test-app.js';
import { signedInApp } from './helpers/signed-in-app.js';
import { countRows } from './helpers/count-rows.js';

/** POST /api/payouts/payout-requests/decision (spec §7.7, §5.7; DESIGN.md §5). */
const { t, call, db } = signedInApp(['maker', 'checker', 'admin', 'ops']);
const decide = (who: string, payload: object, headers: Record<string, string> = {}) =>
  call(who, 'POST', '/api/payouts/payout-requests/decision', payload, headers);
const auditCount = async () => countRows(db(), 'audit_log');

/** The first (or last) payout awaiting approval, of one agent when named. */
function firstPending(order: 'asc' | 'desc' = 'asc', agent?: string) {
  let q = db().selectFrom('payouts').select(['id', 'consumer_id']).where('status', '=', 'APPROVAL_PENDING');
  if (agent) q = q.where('agent_email', '=', agent);
  return q.orderBy('id', order).executeTakeFirstOrThrow();
}

async function pendingPayout(agent = 'ops@console.example') {
  const row = await firstPending('asc', 'ops@console.example');
  const staff = await db().selectFrom('staff').select('id').where('email', '=', agent).executeTakeFirst();
  await db()
    .updateTable('payouts')
    .set({ agent_email: agent, agent_staff_id: staff?.id ?? null })
    .where('id', '=', row.id)
    .execute();
  return row;
}
const body = (p: { id: number; consumer_id: string }, isApproved = true, remarks = 'Verified with statement') => ({
  payoutRequestId: p.id,
  consumerId: p.consumer_id,
  isApproved,
  remarks,
});

it('approves with remarks (Payout Success), writes one audit row; a second decision → 409', async () => {
  const p = await pendingPayout();
  const audits = await auditCount();
  const res = await decide('checker', body(p));
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({
    success: true,
    message: 'Payout Success',
    data: { status: 'APPROVED', approverEmail: 'checker@console.example' },
  });
  expect(await auditCount()).toBe(audits + 1);
  const again = await decide('admin', body(p, false));
  expect(again.status).toBe(409);
  expect(await auditCount()).toBe(audits + 1);
});

it('rejects with remarks (Payout Rejected); remarks required (400)', async () => {
  const p = await firstPending('desc');
  expect((await decide('checker', body(p, false, ' '))).status).toBe(400);
  const res = await decide('checker', body(p, false, 'Not eligible'));
  expect(res.body).toMatchObject({
    message: 'Payout Rejected',
    data: { status: 'REJECTED', approverRemarks: 'Not eligible' },
  });
});

it('the agent who raised a payout cannot decide it, not even the super-admin (403)', async () => {
  const p = await pendingPayout('admin@console.example');
  const res = await decide('admin', body(p));
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('You cannot approve or reject a payout you raised.');
});

it('needs CAN_APPROVE_PAYOUT: ops and maker get 403', async () => {
  const p = await firstPending();
  expect((await decide('ops', body(p))).status).toBe(403);
  expect((await decide('maker', body(p))).status).toBe(403);
});

it('20 concurrent decisions by two checkers: one 200, nineteen 409, one audit row', async () => {
  const p = await firstPending('asc', 'maker@console.example');
  const results = await Promise.all(Array.from({ length: 20 }, (_, i) => decide(i % 2 ? 'admin' : 'checker', body(p))));
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  const rows = await db()
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', 'payouts')
    .where('entity_id', '=', String(p.id))
    .execute();
  expect(rows).toHaveLength(1);
});

it('a replayed decision with the same Idempotency-Key returns the first answer', async () => {
  const p = await firstPending('desc');
  const headers = { 'idempotency-key': `payout-${p.id}` };
  const first = await decide('checker', body(p), headers);
  const audits = await auditCount();
  const again = await decide('checker', body(p), headers);
  expect(again).toEqual(first);
  expect(await auditCount()).toBe(audits);
});

it('four eyes go by staff id (issue 38 M1): a raiser whose e-mail has changed still cannot decide their own payout', async () => {
  const p = await pendingPayout('checker@console.example');
  // the checker, who raised it, changes e-mail afterwards; the payout still carries the old address.
  await db()
    .updateTable('staff')
    .set({ email: 'checker.new@console.example' })
    .where('email', '=', 'checker@console.example')
    .execute();
  try {
    const renamed = await t.tokenFor('checker.new@console.example');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payouts/payout-requests/decision',
      payload: body(p),
      headers: bearer(renamed),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot approve or reject a payout you raised.');
    const row = await db().selectFrom('payouts').select('status').where('id', '=', p.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('APPROVAL_PENDING');
  } finally {
    await db()
      .updateTable('staff')
      .set({ email: 'checker@console.example' })
      .where('email', '=', 'checker.new@console.example')
      .execute();
  }
});

it('every seeded payout raised by a staff member knows them by id', async () => {
  const unlinked = await db()
    .selectFrom('payouts')
    .innerJoin('staff', 'staff.email', 'payouts.agent_email')
    .select('payouts.id')
    .where('payouts.agent_staff_id', 'is', null)
    .execute();
  expect(unlinked).toEqual([]);
});
