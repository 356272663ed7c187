import { describe, expect, it } from 'vitest';
import { BUSINESS_CATEGORIES } from '../../contract/merchant/categories.js';
import { copyRow, expectSnapshotKept, maxOf } from './helpers/snapshot-case.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 43 item 7: the MCC change under four eyes (§7.3), the MDR rates and the P2P wallet of the merchant 360 (§7.4),
 * and the payment-support QR orders with their manual refund, each in its backend's envelope.
 */
const { t, tokens, call, db } = signedInApp(['maker', 'checker', 'ops', 'support', 'noaccess']);
const MS = '/api/merchant-support';
const PS = '/api/payment-support';

const mccNow = async (merchantId: string) =>
  (await db().selectFrom('merchants').select('mcc').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow())
    .mcc;
/** A category other than the merchant's. */
const otherMcc = async (merchantId: string) => {
  const now = await mccNow(merchantId);
  return BUSINESS_CATEGORIES.find((c) => c.mcc !== now)!.mcc;
};
const raise = (merchantId: string, mcc: string, headers = {}, who = 'maker') =>
  call(
    who,
    'POST',
    '/api/crm/merchants/raise/request/mcc',
    { merchantId, mcc, reason: 'Business changed', remarks: 'The shop now serves meals' },
    headers,
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/api/crm/maker/checker/mcc_change/${id}/decision`, { isApproved, remarks: 'checked' });
const audits = (action: string, entity: string, id: number | string) =>
  db()
    .selectFrom('audit_log')
    .select(['before_json', 'after_json', 'actor_email'])
    .where('action', '=', action)
    .where('entity', '=', entity)
    .where('entity_id', '=', String(id))
    .execute();

describe('MCC change (§7.3 POST /merchants/raise/request/mcc)', () => {
  it('places one pending request with the old and new MCC; a replay answers the same; a second is a 409', async () => {
    const mcc = await otherMcc('1000271');
    const was = await mccNow('1000271');
    const headers = { 'idempotency-key': 'mcc-1' };
    const res = await raise('1000271', mcc, headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('MCC change request placed successfully!');
    expect(res.body.data).toMatchObject({ kind: 'MCC_CHANGE', status: 'PENDING', merchantId: '1000271' });
    expect(res.body.data.previous).toMatchObject({ merchantId: '1000271', mcc: was });
    expect(res.body.data.proposed).toMatchObject({ mcc, changeReason: 'Business changed' });
    expect((await raise('1000271', mcc, headers)).body).toEqual(res.body);
    const again = await raise('1000271', mcc);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An MCC change for this merchant is already waiting for approval.');
    expect(await audits('mcc_change_request.create', 'approval_requests', res.body.data.id)).toHaveLength(1);
    expect(await mccNow('1000271')).toBe(was);
  });

  it('refuses the MCC the merchant has, a code not in the list, an unknown merchant, and callers without the key', async () => {
    const same = await raise('1000272', (await mccNow('1000272'))!);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The merchant already has this MCC.');
    expect((await raise('1000272', '0000')).status).toBe(400);
    expect((await raise('9999999', '5411')).status).toBe(404);
    const mcc = await otherMcc('1000272');
    for (const who of ['checker', 'ops', 'noaccess']) expect((await raise('1000272', mcc, {}, who)).status).toBe(403);
  });

  it('20 raises at once on one merchant: exactly one is placed', async () => {
    const mcc = await otherMcc('1000273');
    const results = await Promise.all(Array.from({ length: 20 }, () => raise('1000273', mcc)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('the maker cannot decide their own; of 20 approvals one applies the MCC, with one audit row', async () => {
    const mcc = await otherMcc('1000274');
    const was = await mccNow('1000274');
    const id = (await raise('1000274', mcc)).body.data.id as number;
    expect((await decide('maker', id)).status).toBe(403);
    expect((await decide('ops', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await mccNow('1000274')).toBe(mcc);
    const rows = await audits('mcc_change_request.approve', 'approval_requests', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_email).toBe('checker@console.example');
    expect(JSON.parse(rows[0]!.before_json!).target).toEqual({ merchantId: '1000274', mcc: was });
    expect(JSON.parse(rows[0]!.after_json!).target).toEqual({ merchantId: '1000274', mcc });
    const profile = await call('checker', 'GET', `${MS}/merchants/1000274`);
    expect(profile.body.data.mcc).toBe(mcc);
    const inbox = await call('checker', 'GET', '/api/crm/approvals/inbox?kind=MCC_CHANGE');
    expect(inbox.status).toBe(200);
  });

  it('a rejection leaves the MCC; an MCC moved since the request is a 409 and the request stays pending', async () => {
    const was = await mccNow('1000275');
    const rejected = await raise('1000275', await otherMcc('1000275'));
    expect((await decide('checker', rejected.body.data.id, false)).status).toBe(200);
    expect(await mccNow('1000275')).toBe(was);

    const before = await mccNow('1000276');
    const proposed = await otherMcc('1000276');
    const moved = await raise('1000276', proposed);
    const third = BUSINESS_CATEGORIES.find((c) => c.mcc !== proposed && c.mcc !== before)!.mcc;
    await db().updateTable('merchants').set({ mcc: third }).where('merchant_id', '=', '1000276').execute();
    const res = await decide('checker', moved.body.data.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The merchant’s MCC changed after this request was raised; raise it again.');
    expect(await mccNow('1000276')).toBe(third);
    // Still waiting in the inbox: the checker can reject it, or the maker raise it again.
    const waiting = await call('checker', 'GET', '/api/crm/approvals/inbox?kind=MCC_CHANGE&size=100');
    expect(waiting.body.data.content.map((e: { id: number }) => e.id)).toContain(moved.body.data.id);
    expect(await audits('mcc_change_request.approve', 'approval_requests', moved.body.data.id)).toHaveLength(0);
  });
});

describe('MDR rates and the P2P wallet (§7.4)', () => {
  it('lists the credit-card MDR rates, newest first; 404 for an unknown merchant; 403 without the key', async () => {
    const res = await call('support', 'GET', `${MS}/merchants/1000001/get-cc-mdr-info`);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    expect(res.body.data[0]).toMatchObject({
      cardNetwork: expect.any(String),
      cardType: expect.any(String),
      rate: expect.any(Number),
      effectiveFrom: expect.any(Number),
    });
    const dates = res.body.data.map((r: { effectiveFrom: number }) => r.effectiveFrom);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await call('support', 'GET', `${MS}/merchants/9999999/get-cc-mdr-info`)).status).toBe(404);
    expect((await call('noaccess', 'GET', `${MS}/merchants/1000001/get-cc-mdr-info`)).status).toBe(403);
  });

  it('shows the balance per store, pages the transactions, and opens one', async () => {
    const all = await call('support', 'GET', `${MS}/merchants/1000001/account?p2p=true`);
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBe(2);
    const storeId = all.body.data[0].storeId as string;
    const one = await call('support', 'GET', `${MS}/merchants/1000001/account?p2p=true&storeId=${storeId}`);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].balance).toEqual(expect.any(Number));

    const page0 = await call('support', 'GET', `${MS}/merchants/1000001/account/transactions?page=0&size=20`);
    expect(page0.status).toBe(200);
    expect(page0.body.data.content).toHaveLength(20);
    expect(page0.body.data.totalElements).toBe(52);
    const page2 = await call('support', 'GET', `${MS}/merchants/1000001/account/transactions?page=2&size=20`);
    expect(page2.body.data.content).toHaveLength(12);
    const first = page0.body.data.content[0];
    expect(first.payeeMobile).toMatch(/X/);
    const detail = await call('support', 'GET', `${MS}/merchants/1000001/account/detail/${first.txnId}?p2p=true`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(first);
    expect((await call('support', 'GET', `${MS}/merchants/1000002/account/detail/${first.txnId}`)).status).toBe(404);
    expect((await call('noaccess', 'GET', `${MS}/merchants/1000001/account`)).status).toBe(403);
  });
});

describe('QR orders on the payment-support backend (§7.4)', () => {
  const refund = (orderId: string, who = 'support', headers = {}) =>
    call(who, 'POST', `${PS}/qr/order/manual/refund`, { orderId }, headers);
  const orderOf = async (status: string, skip = 0) =>
    (
      await db()
        .selectFrom('qr_orders')
        .select('order_id')
        .where('status', '=', status)
        .orderBy('id')
        .offset(skip)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).order_id;

  it('lists page and limit from 1 in its envelope (status_code 200, Processed!); 403 without the key', async () => {
    const res = await call('ops', 'GET', `${PS}/payment-support/qr-order?page=2&limit=10`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, message: 'Processed!' });
    expect(res.body.data).toMatchObject({ page: 2, limit: 10, total: 60 });
    expect(res.body.data.list).toHaveLength(10);
    expect((await call('noaccess', 'GET', `${PS}/payment-support/qr-order`)).status).toBe(403);
    const bad = await call('ops', 'GET', `${PS}/payment-support/qr-order?page=0`);
    expect(bad.status).toBe(400);
    expect(bad.body.status_code).toBe(400);
  });

  it('refunds a paid order once, with one audit row; a replay answers the same; again is a 409', async () => {
    const orderId = await orderOf('PAID');
    const headers = { 'idempotency-key': 'qr-refund-1' };
    const res = await refund(orderId, 'support', headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status_code: 200, message: 'Refund initiated successfully!' });
    expect(res.body.data).toMatchObject({ orderId, status: 'REFUNDED', refundedBy: 'support@console.example' });
    expect((await refund(orderId, 'support', headers)).body).toEqual(res.body);
    const twice = await refund(orderId);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ status_code: 409, message: 'This order has already been refunded.' });
    expect(await audits('qr_order.refund', 'qr_orders', orderId)).toHaveLength(1);
  });

  it('refuses an order not paid, an unknown order, and callers without the refund key', async () => {
    const created = await refund(await orderOf('CREATED'));
    expect(created.status).toBe(400);
    expect(created.body.message).toBe('Only a paid order can be refunded.');
    expect((await refund(await orderOf('FAILED'))).status).toBe(400);
    expect((await refund('QRO9999999')).status).toBe(404);
    const paid = await orderOf('PAID', 1);
    expect((await refund(paid, 'ops')).status).toBe(403);
    expect((await refund(paid, 'noaccess')).status).toBe(403);
  });

  it('20 refunds of one order at once: exactly one lands', async () => {
    const orderId = await orderOf('PAID', 2);
    const results = await Promise.all(Array.from({ length: 20 }, () => refund(orderId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await audits('qr_order.refund', 'qr_orders', orderId)).toHaveLength(1);
  });
});

describe('paging by number under the snapshot key (contract/keyset.ts)', () => {
  const newest = async (table: 'qr_orders' | 'merchant_wallet_txns', at: 'created_at' | 'txn_time') =>
    (await db().selectFrom(table).select('id').orderBy(at, 'desc').executeTakeFirstOrThrow()).id;

  it('QR orders and wallet transactions added ahead do not shift page 2 asked for with the key', async () => {
    await expectSnapshotKept(t, tokens.support!, {
      name: 'qr-order',
      url: () => `${PS}/payment-support/qr-order?page=2&limit=1`,
      ids: (b: { data: { list: { orderId: string }[] } }) => b.data.list.map((o) => o.orderId),
      add: async () =>
        copyRow(t, 'qr_orders', await newest('qr_orders', 'created_at'), {
          order_id: 'QRO9000001',
          created_at: (await maxOf(t, 'qr_orders', 'created_at')) + 1000,
        }),
    });
    await expectSnapshotKept(t, tokens.support!, {
      name: 'wallet transactions',
      url: () => `${MS}/merchants/1000001/account/transactions?page=1&size=1`,
      ids: (b: { data: { content: { id: number }[] } }) => b.data.content.map((r) => r.id),
      add: async () =>
        copyRow(t, 'merchant_wallet_txns', await newest('merchant_wallet_txns', 'txn_time'), {
          txn_id: 'P2P9000000001',
          merchant_id: '1000001',
          txn_time: (await maxOf(t, 'merchant_wallet_txns', 'txn_time')) + 1000,
        }),
    });
  });
});
