import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 44 item 2 (/swipe/refunds) and item 3 (/speaker/orders): refunds of a returned terminal's deposit or advance
 * rent under four eyes (DEVICE_REFUND; bound paid − refunded − pending on the server, races, replay, audit), and the
 * speaker orders across merchants. Seeded by server/db/seed/device-refunds.ts.
 */
const { call, db } = signedInApp(['maker', 'checker', 'ops', 'support', 'noaccess', 'devices-ops']);
const CRM = '/api/crm';
const MS = '/api/merchant-support';

interface Payment {
  id: number;
  serial: string;
  merchantId: string;
  kind: string;
  paid: number;
  refunded: number;
  pending: number;
  refundable: number;
  returned: boolean;
}

const payments = async (q = '') =>
  (await call('maker', 'GET', `${CRM}/device-refunds/payments?size=100${q}`)).body.data.content as Payment[];
const raise = (p: Pick<Payment, 'id' | 'serial' | 'merchantId'>, amount: number, who = 'maker', headers = {}) =>
  call(
    who,
    'POST',
    `${CRM}/device-refunds`,
    { merchantId: p.merchantId, serial: p.serial, paymentId: p.id, amount, reason: 'Terminal returned' },
    headers,
  );
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `${CRM}/maker/checker/device_refund/${id}/decision`, { isApproved, remarks: 'checked' });
const audits = (action: string, id: number) =>
  db().selectFrom('audit_log').select('id').where('action', '=', action).where('entity_id', '=', String(id)).execute();
/** A seeded payment of a returned terminal with nothing refunded or pending, not yet used by another test. */
const used = new Set<number>();
async function freshPayment(): Promise<Payment> {
  const p = (await payments()).find((x) => x.refunded === 0 && x.pending === 0 && x.returned && !used.has(x.id));
  if (!p) throw new Error('no fresh seeded payment');
  used.add(p.id);
  return p;
}

describe('device refunds: the worklist', () => {
  it('lists payments of returned terminals only, with refunded, pending and what is left; seeded in every state', async () => {
    const list = await payments();
    expect(list.length).toBeGreaterThan(4);
    for (const p of list) {
      expect(p.returned).toBe(true);
      expect(p.refundable).toBeCloseTo(Math.max(0, p.paid - p.refunded - p.pending), 2);
    }
    expect(list.some((p) => p.refunded > 0 && p.refundable === 0)).toBe(true);
    expect(list.some((p) => p.pending > 0)).toBe(true);
    const statuses = new Set<string>();
    for (const status of ['PENDING', 'APPROVED', 'REJECTED']) {
      const res = await call('checker', 'GET', `${CRM}/device-refunds?status=${status}`);
      expect(res.status).toBe(200);
      if (res.body.data.content.length) statuses.add(status);
    }
    expect([...statuses].sort()).toEqual(['APPROVED', 'PENDING', 'REJECTED']);
    const one = list[0]!;
    expect((await payments(`&q=${one.serial}`)).every((p) => p.serial === one.serial)).toBe(true);
    for (const who of ['ops', 'support', 'noaccess'])
      expect((await call(who, 'GET', `${CRM}/device-refunds/payments`)).status).toBe(403);
  });
});

describe('device refunds under four eyes', () => {
  it('raises a refund, replayed the same, audited once; it reserves its amount; more than is left is a 400', async () => {
    const p = await freshPayment();
    const headers = { 'idempotency-key': 'device-refund-1' };
    const res = await raise(p, 500, 'maker', headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Refund request placed successfully!');
    expect(res.body.data).toMatchObject({ kind: 'DEVICE_REFUND', status: 'PENDING', merchantId: p.merchantId });
    expect((await raise(p, 500, 'maker', headers)).body).toEqual(res.body);
    expect(await audits('device_refund_request.create', res.body.data.id)).toHaveLength(1);
    const after = (await payments(`&q=${p.serial}`)).find((x) => x.id === p.id)!;
    expect(after).toMatchObject({ pending: 500, refundable: p.paid - 500 });
    const tooMuch = await raise(p, p.paid - 500 + 0.01);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toMatch(/^The refund cannot exceed what is left to refund on this payment \(₹/);
    expect((await raise(p, p.paid - 500)).status).toBe(201);
    expect((await raise(p, 0.01)).status).toBe(400);
  });

  it('refuses a terminal not returned since the payment (409), another merchant’s, bad amounts and callers without the key', async () => {
    const notBack = await db()
      .selectFrom('device_payments as p')
      .innerJoin('merchant_devices as d', 'd.device_serial', 'p.device_serial')
      .select(['p.id', 'p.device_serial as serial', 'p.merchant_id as merchantId'])
      .where('d.status', '=', 'ACTIVE')
      .executeTakeFirstOrThrow();
    const res = await raise(notBack, 100);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This terminal has not come back since this payment: refund it once it is RETURNED.');
    const p = await freshPayment();
    expect((await raise({ ...p, merchantId: '1000001' }, 100)).status).toBe(404);
    for (const amount of [0, -5, 10.005]) expect((await raise(p, amount)).status).toBe(400);
    for (const who of ['checker', 'ops', 'support', 'noaccess']) expect((await raise(p, 100, who)).status).toBe(403);
  });

  it('20 raises at once for 30% each: exactly three are placed, never more than was paid', async () => {
    const p = await freshPayment();
    const share = Math.floor(p.paid * 30) / 100;
    const results = await Promise.all(Array.from({ length: 20 }, () => raise(p, share)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 400)).toHaveLength(17);
  });

  it('the maker cannot decide their own; of 20 approvals one wins and adds to the refunded amount, audited once', async () => {
    const p = await freshPayment();
    const id = (await raise(p, 700)).body.data.id as number;
    expect((await decide('maker', id)).status).toBe(403);
    expect((await decide('ops', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await audits('device_refund_request.approve', id)).toHaveLength(1);
    const after = (await payments(`&q=${p.serial}`)).find((x) => x.id === p.id)!;
    expect(after).toMatchObject({ refunded: 700, pending: 0, refundable: p.paid - 700 });
    const listed = await call('checker', 'GET', `${CRM}/device-refunds?status=APPROVED&merchantId=${p.merchantId}`);
    expect(listed.body.data.content.map((r: { id: number }) => r.id)).toContain(id);
  });

  it('a rejection frees the reservation; an approval that no longer fits is a 409 and stays pending', async () => {
    const p = await freshPayment();
    const a = (await raise(p, p.paid)).body.data.id as number;
    expect((await decide('checker', a, false)).status).toBe(200);
    const b = (await raise(p, p.paid)).body.data.id as number;
    // Refunded elsewhere meanwhile (as if by another approval): nothing is left for b.
    await db().updateTable('device_payments').set({ refunded: 1 }).where('id', '=', p.id).execute();
    const res = await decide('checker', b);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'This payment has less left to refund than this request asks since it was raised; raise it again.',
    );
    const row = await db()
      .selectFrom('approval_requests')
      .select('status')
      .where('id', '=', b)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });
});

describe('speaker orders', () => {
  const orders = async (q: string, who = 'devices-ops') => call(who, 'GET', `${MS}/speaker-orders?size=50${q}`);

  it('lists speaker orders across merchants in every state, filtered and paged on the server', async () => {
    const all = await orders('');
    expect(all.status).toBe(200);
    const states = new Set(all.body.data.content.map((o: { state: string }) => o.state));
    expect([...states].sort()).toEqual(['ALLOCATED', 'CANCELLED', 'DELIVERED', 'PLACED', 'SHIPPED']);
    for (const state of ['PLACED', 'ALLOCATED', 'SHIPPED', 'DELIVERED', 'CANCELLED']) {
      const res = await orders(`&state=${state}`);
      expect(res.body.data.content.length).toBeGreaterThan(0);
      expect(res.body.data.content.every((o: { state: string }) => o.state === state)).toBe(true);
    }
    const shipped = (await orders('&state=SHIPPED')).body.data.content[0];
    expect(shipped.serial).toMatch(/\S/);
    const bySerial = await orders(`&q=${shipped.serial}`);
    expect(bySerial.body.data.content.map((o: { orderId: string }) => o.orderId)).toEqual([shipped.orderId]);
    const paged = await call('devices-ops', 'GET', `${MS}/speaker-orders?size=2&page=1`);
    expect(paged.body.data.content).toHaveLength(2);
    expect(paged.body.data.totalElements).toBe(all.body.data.totalElements);
    expect((await orders('&state=LOST')).status).toBe(400);
    for (const who of ['ops', 'noaccess']) expect((await orders('', who)).status).toBe(403);
  });
});
