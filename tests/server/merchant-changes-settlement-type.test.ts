import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';
import { requestAudits } from './helpers/audit-rows.js';

/** Settlement type changes under four eyes (issue 16): raised with a reason, applied once on a second person's approval. */
const { call, db } = signedInApp(['maker', 'checker', 'ops']);
const MS = '/api/merchant-support';
const raise = (merchantId: string, settlementType: string, headers = {}, who = 'maker') =>
  call(
    who,
    'POST',
    `${MS}/merchants/${merchantId}/settlement/type/request`,
    { settlementType, reason: 'Merchant request', remarks: 'Merchant asked for instant payouts' },
    headers,
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/api/crm/maker/checker/settlement_type/${id}/decision`, { isApproved, remarks: 'checked' });
const typeOf = async (merchantId: string) =>
  (
    await db()
      .selectFrom('merchants')
      .select('settlement_type')
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow()
  ).settlement_type;
const audits = (action: string, id: number) => requestAudits(db(), action, id);

describe('settlement type change', () => {
  it('shows the current type; a request carries old and new type and the reason, one pending per merchant', async () => {
    const current = await call('checker', 'GET', `${MS}/merchants/1000252/settlement/type`);
    expect(current.status).toBe(200);
    expect(current.body.data).toMatchObject({ settlementType: 'AUTO_SETTLEMENT', pendingRequestId: null });
    const headers = { 'idempotency-key': 'type-1' };
    const res = await raise('1000252', 'INSTANT_SETTLEMENT', headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Settlement type change request placed successfully!');
    expect(res.body.data.previous).toEqual({ merchantId: '1000252', settlementType: 'AUTO_SETTLEMENT' });
    expect(res.body.data.proposed).toMatchObject({
      settlementType: 'INSTANT_SETTLEMENT',
      changeReason: 'Merchant request',
    });
    expect((await raise('1000252', 'INSTANT_SETTLEMENT', headers)).body).toEqual(res.body);
    expect((await raise('1000252', 'INSTANT_SETTLEMENT')).status).toBe(409);
    const again = await call('maker', 'GET', `${MS}/merchants/1000252/settlement/type`);
    expect(again.body.data.pendingRequestId).toBe(res.body.data.id);
    expect(await audits('settlement_type_request.create', res.body.data.id)).toHaveLength(1);
    expect(await typeOf('1000252')).toBe('AUTO_SETTLEMENT');
  });

  it('refuses a change to the type the merchant has, and callers without the permission', async () => {
    const same = await raise('1000253', 'INSTANT_SETTLEMENT');
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The merchant already has this settlement type.');
    expect((await raise('1000254', 'INSTANT_SETTLEMENT', {}, 'checker')).status).toBe(403);
    expect((await raise('1000254', 'INSTANT_SETTLEMENT', {}, 'ops')).status).toBe(403);
    expect((await call('ops', 'GET', `${MS}/merchants/settlement/type/requests`)).status).toBe(403);
    expect((await raise('9999999', 'INSTANT_SETTLEMENT')).status).toBe(404);
  });

  it('the maker cannot decide their own; 10 concurrent approvals apply it once, with one audit row', async () => {
    const { body } = await raise('1000254', 'INSTANT_SETTLEMENT');
    const id = body.data.id as number;
    const own = await decide('maker', id);
    expect(own.status).toBe(403);
    const ops = await decide('ops', id);
    expect(ops.status).toBe(403);
    const results = await Promise.all(Array.from({ length: 10 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await typeOf('1000254')).toBe('INSTANT_SETTLEMENT');
    const rows = await audits('settlement_type_request.approve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_email).toBe('checker@console.example');
    expect(JSON.parse(rows[0]!.before_json!).target).toEqual({
      merchantId: '1000254',
      settlementType: 'AUTO_SETTLEMENT',
    });
    expect(JSON.parse(rows[0]!.after_json!).target).toEqual({
      merchantId: '1000254',
      settlementType: 'INSTANT_SETTLEMENT',
    });
    const list = await call('maker', 'GET', `${MS}/merchants/settlement/type/requests?status=APPROVED`);
    expect(list.status).toBe(200);
    expect(list.body.data.content.map((r: { id: number }) => r.id)).toContain(id);
    const inbox = await call('checker', 'GET', `/api/crm/maker/checker/requests?kind=SETTLEMENT_TYPE&status=APPROVED`);
    expect(inbox.status).toBe(200);
  });

  it('a rejection leaves the type; a type moved since the request is a 409 and nothing applies', async () => {
    const rejected = await raise('1000255', 'INSTANT_SETTLEMENT');
    expect((await decide('checker', rejected.body.data.id, false)).status).toBe(200);
    expect(await typeOf('1000255')).toBe('AUTO_SETTLEMENT');
    expect(await audits('settlement_type_request.reject', rejected.body.data.id)).toHaveLength(1);

    const moved = await raise('1000256', 'AUTO_SETTLEMENT');
    expect(moved.status).toBe(201);
    await db()
      .updateTable('merchants')
      .set({ settlement_type: 'AUTO_SETTLEMENT' })
      .where('merchant_id', '=', '1000256')
      .execute();
    const res = await decide('checker', moved.body.data.id);
    expect(res.status).toBe(409);
    const row = await db()
      .selectFrom('approval_requests')
      .select('status')
      .where('id', '=', moved.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    expect(await audits('settlement_type_request.approve', moved.body.data.id)).toHaveLength(0);
  });

  it('instant settlement is refused while the merchant’s settlement is DELAYED', async () => {
    await db()
      .updateTable('merchants')
      .set({ settlement_hold: 'DELAYED' })
      .where('merchant_id', '=', '1000257')
      .execute();
    const res = await raise('1000257', 'INSTANT_SETTLEMENT');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('INSTANT_SETTLEMENT allows only BLOCKED.');
  });
});
