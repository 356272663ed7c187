import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';
import { requestAudits } from './helpers/audit-rows.js';

/**
 * Merchant refunds under four eyes (issue 43 item 1): a maker raises a full or partial refund of a successful
 * transaction, never above what is still refundable (a pending request reserves its amount), a second person verifies
 * it, and approval writes one refund row the merchant 360's refunds list shows.
 */
const { call, db } = signedInApp(['maker', 'checker', 'ops', 'admin']);
const MS = '/api/merchant-support';

interface Txn {
  id: number;
  txn_id: string;
  merchant_id: string;
  rrn: string | null;
  amount: number;
}

/** Successful transactions nothing was refunded on, nor requested: a different one for each test (by `skip`). */
async function freshTxn(skip: number): Promise<Txn> {
  const rows = await db()
    .selectFrom('merchant_transactions')
    .select(['id', 'txn_id', 'merchant_id', 'rrn', 'amount'])
    .where('status', '=', 'SUCCESS')
    .where('refunded_amount', '=', 0)
    .where('merchant_id', '=', '1000040')
    .where('amount', '>', 100)
    .orderBy('id')
    .execute();
  const row = rows[skip];
  if (!row) throw new Error(`No fresh transaction ${skip}`);
  return { ...row, amount: Number(row.amount) };
}

const look = (who: string, t: Txn, ref = t.txn_id) =>
  call(who, 'GET', `${MS}/merchants/${t.merchant_id}/refund/transaction?ref=${ref}`);
const raise = (t: Txn, amount: number, headers: Record<string, string> = {}, who = 'maker') =>
  call(
    who,
    'POST',
    `${MS}/merchants/${t.merchant_id}/refund/request`,
    { txnId: t.txn_id, amount, reason: 'Customer cancelled', remarks: 'Customer called the merchant.' },
    headers,
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/api/crm/maker/checker/merchant_refund/${id}/decision`, { isApproved, remarks: 'checked' });
const audits = (action: string, id: number) => requestAudits(db(), action, id);
const refundsOf = (txnId: string) =>
  db().selectFrom('merchant_refunds').selectAll().where('txn_id', '=', txnId).execute();
const paise = (rupees: number) => Math.round(rupees * 100);

describe('merchant refunds', () => {
  it('finds a transaction by id or RRN with what is refunded, pending and refundable; unknown is 404', async () => {
    const t = await freshTxn(0);
    const res = await look('maker', t);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      merchantId: t.merchant_id,
      txnId: t.txn_id,
      status: 'SUCCESS',
      amount: t.amount,
      refunded: 0,
      pending: 0,
      refundable: t.amount,
      pendingRequests: 0,
    });
    if (t.rrn) expect((await look('checker', t, t.rrn)).body.data.txnId).toBe(t.txn_id);
    expect((await look('maker', t, 'TXN-NOPE')).status).toBe(404);
    expect((await look('ops', t)).status).toBe(403);
  });

  it('a pending request reserves its amount: above the rest is refused, the exact rest is FULL, then nothing is left', async () => {
    const t = await freshTxn(1);
    const part = Math.floor(t.amount * 40) / 100;
    const headers = { 'idempotency-key': 'refund-reserve-1' };
    const first = await raise(t, part, headers);
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Refund request placed successfully!');
    expect(first.body.data.proposed).toMatchObject({ txnId: t.txn_id, amount: part, refundType: 'PARTIAL' });
    expect(first.body.data.previous).toMatchObject({
      txnAmount: t.amount,
      refundedAmount: 0,
      refundableAmount: t.amount,
    });
    // The same submit again (same key): the same answer, no second request.
    expect(await raise(t, part, headers)).toEqual(first);
    expect(await audits('merchant_refund_request.create', first.body.data.id)).toHaveLength(1);

    const rest = (paise(t.amount) - paise(part)) / 100;
    const seen = (await look('maker', t)).body.data;
    expect(seen).toMatchObject({ pending: part, refundable: rest, pendingRequests: 1 });
    const over = await raise(t, (paise(rest) + 1) / 100);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('The refund cannot be more than what is still refundable on this transaction.');
    const full = await raise(t, rest);
    expect(full.status).toBe(201);
    expect(full.body.data.proposed.refundType).toBe('FULL');
    const none = await raise(t, 1);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Nothing is left to refund on this transaction.');

    // Rejecting one gives its amount back.
    expect((await decide('checker', full.body.data.id, false)).status).toBe(200);
    expect((await look('maker', t)).body.data).toMatchObject({ pending: part, refundable: rest });
    expect(await refundsOf(t.txn_id)).toHaveLength(0);
  });

  it('refunds twice in part: each approval writes one refund row, shown in the merchant 360 refunds list', async () => {
    const t = await freshTxn(2);
    const a = Math.floor(t.amount * 30) / 100;
    const b = Math.floor(t.amount * 20) / 100;
    const first = await raise(t, a);
    const approved = await decide('checker', first.body.data.id);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('APPROVED');
    const second = await raise(t, b, {}, 'admin');
    expect(second.status).toBe(201);
    expect(second.body.data.previous).toMatchObject({ refundedAmount: a });
    expect((await decide('checker', second.body.data.id)).status).toBe(200);

    const refunded = (paise(a) + paise(b)) / 100;
    expect((await look('maker', t)).body.data).toMatchObject({
      refunded,
      pending: 0,
      refundable: (paise(t.amount) - paise(refunded)) / 100,
    });
    const rows = await refundsOf(t.txn_id);
    expect(rows.map((r) => Number(r.amount)).sort((x, y) => x - y)).toEqual([b, a].sort((x, y) => x - y));
    expect(rows.every((r) => r.status === 'SUCCESS' && r.merchant_id === t.merchant_id)).toBe(true);

    const list = await call('admin', 'GET', `${MS}/merchants/${t.merchant_id}/transactions/refund?page=0&size=50`);
    expect(list.status).toBe(200);
    const shown = (list.body.data.content as { txnId: string; refundId: string; amount: number }[]).filter(
      (r) => r.txnId === t.txn_id,
    );
    expect(shown.map((r) => r.refundId).sort()).toEqual(rows.map((r) => r.refund_id).sort());

    const audit = await audits('merchant_refund_request.approve', first.body.data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_email).toBe('checker@console.example');
    expect(JSON.parse(audit[0]!.before_json!).target).toEqual({ txnId: t.txn_id, refundedAmount: 0 });
    expect(JSON.parse(audit[0]!.after_json!).target).toMatchObject({ txnId: t.txn_id, refundedAmount: a, amount: a });
  });

  it('refuses a transaction that is not successful', async () => {
    const failed = await db()
      .selectFrom('merchant_transactions')
      .select(['id', 'txn_id', 'merchant_id', 'rrn', 'amount'])
      .where('status', '=', 'FAILED')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const t = { ...failed, amount: Number(failed.amount) };
    const seen = await look('maker', t);
    expect(seen.body.data).toMatchObject({ status: 'FAILED', refundable: t.amount });
    const res = await raise(t, 1);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a successful transaction can be refunded.');
  });

  it('the maker never decides their own; 20 parallel approvals refund once, with one row and one audit row', async () => {
    const t = await freshTxn(3);
    const { body } = await raise(t, t.amount);
    const id = body.data.id as number;
    expect((await decide('maker', id)).status).toBe(403);
    // Even one who holds both keys (the super-admin) cannot decide a refund they raised.
    const admins = await raise(await freshTxn(6), 1, {}, 'admin');
    const own = await decide('admin', admins.body.data.id);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot approve or reject a request you raised.');
    expect((await decide('ops', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await refundsOf(t.txn_id)).toHaveLength(1);
    expect(await audits('merchant_refund_request.approve', id)).toHaveLength(1);
    expect((await look('checker', t)).body.data).toMatchObject({ refunded: t.amount, refundable: 0 });
  });

  it('20 parallel raises of more than half never both pass', async () => {
    const t = await freshTxn(4);
    const amount = Math.ceil(t.amount * 60) / 100;
    const results = await Promise.all(Array.from({ length: 20 }, () => raise(t, amount)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 400)).toHaveLength(19);
  });

  it('permissions: raising needs the raise key, verifying the verify key; lists are for either, mine for my own', async () => {
    const t = await freshTxn(5);
    expect((await raise(t, 1, {}, 'checker')).status).toBe(403);
    expect((await raise(t, 1, {}, 'ops')).status).toBe(403);
    expect((await call('ops', 'GET', `${MS}/merchants/refund/requests`)).status).toBe(403);
    const mine = await raise(t, 1);
    const list = await call('maker', 'GET', `${MS}/merchants/refund/requests?mine=true&status=PENDING`);
    expect(list.status).toBe(200);
    const rows = list.body.data.content as { id: number; makerEmail: string; raisedByViewer: boolean }[];
    expect(rows.map((r) => r.id)).toContain(mine.body.data.id);
    expect(rows.every((r) => r.makerEmail === 'maker@console.example' && r.raisedByViewer)).toBe(true);
    const queue = await call('checker', 'GET', `${MS}/merchants/refund/requests?status=PENDING`);
    const row = (queue.body.data.content as { id: number; canDecide: boolean }[]).find(
      (r) => r.id === mine.body.data.id,
    );
    expect(row?.canDecide).toBe(true);
    const inbox = await call('checker', 'GET', '/api/crm/approvals/inbox?kind=MERCHANT_REFUND');
    expect(inbox.status).toBe(200);
    expect(inbox.body.data.content.map((e: { id: number }) => e.id)).toContain(mine.body.data.id);
  });

  it('the demo seed has refund requests in every state, the approved ones with their refund rows', async () => {
    const rows = await db()
      .selectFrom('approval_requests')
      .select(['id', 'status'])
      .where('kind', '=', 'MERCHANT_REFUND')
      .where('maker_email', '=', 'maker@console.example')
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    const approved = rows.filter((r) => r.status === 'APPROVED').map((r) => `RFR${String(r.id).padStart(10, '0')}`);
    const refunds = await db()
      .selectFrom('merchant_refunds')
      .select('refund_id')
      .where('refund_id', 'in', approved)
      .execute();
    expect(refunds).toHaveLength(approved.length);
  });
});
