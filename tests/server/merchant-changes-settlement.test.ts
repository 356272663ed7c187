import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/** Settlement unblock under four eyes (issue 16): reason and amount held; approval calls the settlement update. */
const { call, db } = signedInApp(['maker', 'checker', 'admin', 'ops'], '', true);
const MS = '/api/merchant-support';

async function freeHold() {
  const res = await call('maker', 'GET', `${MS}/merchants/settlement/blocks?status=ACTIVE&size=200`);
  return res.body.data.content.find((b: { pendingRequestId: number | null }) => b.pendingRequestId === null) as {
    id: number;
    merchantId: string;
    amountHeld: number;
  };
}
const raise = (hold: { id: number; merchantId: string }, headers = {}) =>
  call(
    'maker',
    'POST',
    `${MS}/merchants/${hold.merchantId}/settlement/unblock/request`,
    { blockId: hold.id, reason: 'Chargeback resolved', remarks: 'Case closed' },
    headers,
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/api/crm/maker/checker/settlement_unblock/${id}/decision`, { isApproved, remarks: 'ok' });

describe('settlement unblock', () => {
  it('lists holds with the amount held; the seeded pending request shows on its hold', async () => {
    const res = await call('checker', 'GET', `${MS}/merchants/settlement/blocks?status=ACTIVE`);
    expect(res.status).toBe(200);
    expect(res.body.data.content.length).toBeGreaterThan(0);
    expect(res.body.data.content.some((b: { pendingRequestId: number | null }) => b.pendingRequestId !== null)).toBe(
      true,
    );
    expect((await call('ops', 'GET', `${MS}/merchants/settlement/blocks`)).status).toBe(403);
  });

  it('a request carries the reason and the amount held; one pending per hold; idempotent', async () => {
    const hold = await freeHold();
    const headers = { 'idempotency-key': 'unblock-1' };
    const res = await raise(hold, headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Settlement unblock request placed successfully!');
    expect(res.body.data.proposed).toMatchObject({ amountHeld: hold.amountHeld, unblockReason: 'Chargeback resolved' });
    expect(res.body.data.previous).toMatchObject({ status: 'ACTIVE', amountHeld: hold.amountHeld });
    expect((await raise(hold, headers)).body).toEqual(res.body);
    expect((await raise(hold)).status).toBe(409);
    expect(
      (
        await call('checker', 'POST', `${MS}/merchants/${hold.merchantId}/settlement/unblock/request`, {
          blockId: hold.id,
          reason: 'Others',
          remarks: 'x',
        })
      ).status,
    ).toBe(403);
  });

  it('self-approval 403; approval releases the hold once (settlement update), the merchant hold cleared; 409 after', async () => {
    const hold = await freeHold();
    const { body } = await raise(hold);
    const id = body.data.id as number;
    expect((await decide('maker', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 10 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const row = await db()
      .selectFrom('settlement_blocks')
      .selectAll()
      .where('id', '=', hold.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'RELEASED', released_by: 'checker@console.example' });
    const audits = await db()
      .selectFrom('audit_log')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'settlement_unblock_request.approve')
      .where('entity_id', '=', String(id))
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.parse(audits[0]!.after_json!).target).toMatchObject({ status: 'RELEASED' });
    const list = await call('checker', 'GET', `${MS}/merchants/settlement/unblock/requests?status=APPROVED`);
    expect(list.body.data.content.some((r: { id: number }) => r.id === id)).toBe(true);
  });

  it('a rejection leaves the hold in place', async () => {
    const hold = await freeHold();
    const { body } = await raise(hold);
    expect((await decide('checker', body.data.id, false)).status).toBe(200);
    const row = await db()
      .selectFrom('settlement_blocks')
      .selectAll()
      .where('id', '=', hold.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('ACTIVE');
  });
});
