import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_DELIVERY_NEXT, CARD_DELIVERY_STATES } from '../../contract/delivery/rules.js';
import { INACTIVE_ONLY_PINCODE, UNSERVED_PINCODE } from '../../server/db/seed/delivery.js';
import { auditCount, merchantCaller, MS } from './helpers/merchant-360-calls.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Delivery on the merchant-support backend (issue 44 items 2, 4): couriers and their pincode files, the §7.4
 * serviceability reads, card deliveries and their moves, merchant card applications (four eyes) and orders.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const key = (k?: string): Record<string, string> => (k ? { 'idempotency-key': k } : {});
const get = (who: string, url: string) => call(who, 'GET', `${MS}${url}`);
const post = (who: string, url: string, body: object, k?: string, method: 'POST' | 'PUT' = 'POST') =>
  call(who, method, `${MS}${url}`, body, key(k));
const db = () => t.database.handle.db;

/** A CSV as the one file of a multipart POST to a partner's pincodes. */
async function upload(partnerId: number, csv: string, who = 'logistics', k?: string) {
  const boundary = '----delivery-pincodes';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pincodes.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${MS}/delivery-providers/${partnerId}/pincodes`,
    payload: Buffer.from(body),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
      ...key(k),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A fresh card delivery in CREATED (through a card order would need an application: straight into the table). */
async function freshDelivery(): Promise<{ id: number; version: number }> {
  const partner = await db()
    .selectFrom('delivery_partners')
    .select('id')
    .where('code', '=', 'BLUEDART')
    .executeTakeFirstOrThrow();
  const { id } = await db()
    .insertInto('card_deliveries')
    .values({
      merchant_id: '1000001',
      card_type: 'PREPAID',
      partner_id: partner.id,
      pincode: '560001',
      address: 'Test',
      status: 'CREATED',
      created_at: 1,
      updated_at: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .updateTable('card_deliveries')
    .set({ reference: `CD-T${id}` })
    .where('id', '=', id)
    .execute();
  return { id, version: 1 };
}
const move = (id: number, body: object, who = 'logistics', k?: string) =>
  post(who, `/delivery/card/deliveries/${id}/status`, body, k);

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['logistics', 'cards', 'cards-approver', 'delivery-viewer', 'noaccess', 'admin'])
    tokens[who] = await t.tokenFor(`${who}@console.example`);
}, 60_000);
afterAll(() => t.close());

describe('courier partners', () => {
  it('lists the seeded couriers with their pincode counts, one inactive', async () => {
    const res = await get('delivery-viewer', '/delivery-providers');
    expect(res.status).toBe(200);
    const partners: { code: string; active: boolean; pincodes: number }[] = res.body.data;
    expect(partners).toHaveLength(6);
    expect(partners.filter((p) => !p.active).map((p) => p.code)).toEqual(['SHADOWFAX']);
    expect(partners.reduce((n, p) => n + p.pincodes, 0)).toBeGreaterThan(2400);
  });

  it('adds a partner once per Idempotency-Key with one audit row; a taken code is 409; bad input 400', async () => {
    const body = { code: 'dtdc', name: 'DTDC Courier', contact: 'desk@dtdc.example' };
    const res = await post('logistics', '/delivery-providers', body, 'add-dtdc');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ code: 'DTDC', active: true, pincodes: 0, version: 1 });
    const replay = await post('logistics', '/delivery-providers', body, 'add-dtdc');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(res.body.data.id);
    expect(await auditCount(t, 'delivery_partners', 'DTDC')).toBe(1);
    const again = await post('logistics', '/delivery-providers', body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A delivery partner with code DTDC already exists.');
    expect((await post('logistics', '/delivery-providers', { ...body, code: 'x' })).status).toBe(400);
    expect((await post('logistics', '/delivery-providers', { ...body, code: 'NEWONE', name: '' })).status).toBe(400);
  });

  it('edits and deactivates on the version read (a stale version is 409), audited as a deactivation', async () => {
    const { id } = (
      await post('logistics', '/delivery-providers', { code: 'GATI', name: 'Gati', contact: 'gati@x.example' })
    ).body.data;
    const res = await post(
      'logistics',
      `/delivery-providers/${id}`,
      { name: 'Gati KWE', contact: 'gati@x.example', active: false, version: 1 },
      undefined,
      'PUT',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Gati KWE', active: false, version: 2 });
    const stale = await post(
      'logistics',
      `/delivery-providers/${id}`,
      { name: 'Gati', contact: 'g@x.example', active: true, version: 1 },
      undefined,
      'PUT',
    );
    expect(stale.status).toBe(409);
    const row = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'delivery_partners')
      .where('entity_id', '=', 'GATI')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.action).toBe('delivery_partner.deactivate');
    expect(
      (
        await post(
          'logistics',
          '/delivery-providers/999999',
          { name: 'a', contact: 'b', active: true, version: 1 },
          undefined,
          'PUT',
        )
      ).status,
    ).toBe(404);
  });

  it('uploads a pincode file: all or nothing, errors by line, replaces the partner pincodes, audited', async () => {
    const { id } = (
      await post('logistics', '/delivery-providers', {
        code: 'PROFESSNL',
        name: 'The Professional',
        contact: 'p@x.example',
      })
    ).body.data;
    const bad = await upload(
      id,
      'pincode,city,state,slaDays,cod,prepaid\n799001,Agartala,Tripura,3,true,true\n012345,X,Y,3,true,true\n799002,Agartala,Tripura,99,no,no\n799001,Agartala,Tripura,3,true,true\n',
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).length).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(bad.body.errors)).toContain('Pincode must be six digits, not starting with 0.');
    expect((await get('logistics', `/delivery-providers/${id}/pincodes`)).body.data.totalElements).toBe(0);
    const header = await upload(id, 'pin,city\n799001,Agartala\n');
    expect(header.status).toBe(400);
    expect(header.body.message).toContain('Invalid CSV format');

    const csv =
      'pincode,city,state,slaDays,cod,prepaid\n799001,Agartala,Tripura,4,false,true\n799002,Agartala,Tripura,5,yes,true\n';
    const ok = await upload(id, csv, 'logistics', 'pins-1');
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ rows: 2, replaced: 0, partner: { pincodes: 2 } });
    expect((await upload(id, csv, 'logistics', 'pins-1')).body.data.jobId).toBe(ok.body.data.jobId);
    const page = (await get('logistics', `/delivery-providers/${id}/pincodes?size=10`)).body.data;
    expect(page.content.map((p: { pincode: string }) => p.pincode)).toEqual(['799001', '799002']);
    const second = await upload(id, 'pincode,city,state,slaDays,cod,prepaid\n799003,Agartala,Tripura,6,true,true\n');
    expect(second.body.data).toMatchObject({ rows: 1, replaced: 2 });
    expect(await auditCount(t, 'delivery_partners', 'PROFESSNL')).toBe(3);
    // Put Agartala back as the seed had it (served by no one) for the serviceability tests.
    await upload(id, 'pincode,city,state,slaDays,cod,prepaid\n799100,Agartala,Tripura,6,true,true\n');
  });

  it('needs CAN_MANAGE_DELIVERY_PARTNERS to change and a delivery key to read (403)', async () => {
    expect(
      (await post('delivery-viewer', '/delivery-providers', { code: 'NOPE', name: 'n', contact: 'c' })).status,
    ).toBe(403);
    expect(
      (await upload(1, 'pincode,city,state,slaDays,cod,prepaid\n560001,B,K,1,true,true\n', 'delivery-viewer')).status,
    ).toBe(403);
    expect((await get('noaccess', '/delivery-providers')).status).toBe(403);
    expect((await get('noaccess', '/delivery/card/pincode/560001')).status).toBe(403);
    expect((await get('noaccess', '/delivery/card/deliveries')).status).toBe(403);
  });
});

describe('serviceable pincodes (spec §7.4)', () => {
  it('answers a served pincode with its couriers fastest first, the fastest SLA and COD', async () => {
    const res = await get('delivery-viewer', '/delivery/card/pincode/560001');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ pincode: '560001', serviceable: true, city: 'Bengaluru', state: 'Karnataka' });
    expect(d.couriers.length).toBe(3);
    const slas = d.couriers.map((c: { slaDays: number }) => c.slaDays);
    expect(slas).toEqual([...slas].sort((a, b) => a - b));
    expect(d.fastestSlaDays).toBe(slas[0]);
  });

  it('an unserved pincode, and one only an inactive courier serves, are not serviceable; a malformed one is 400', async () => {
    for (const pin of [UNSERVED_PINCODE, INACTIVE_ONLY_PINCODE]) {
      const d = (await get('logistics', `/delivery/card/pincode/${pin}`)).body.data;
      expect(d).toMatchObject({ serviceable: false, couriers: [], fastestSlaDays: null });
    }
    expect((await get('logistics', '/delivery/card/pincode/012345')).status).toBe(400);
    expect((await get('logistics', '/delivery/card/pincode/12345')).status).toBe(400);
  });

  it('lists the serviceable cities of active couriers', async () => {
    const cities: { city: string; pincodes: number; fastestSlaDays: number }[] = (
      await get('logistics', '/meta-data/swipe-serviceable-cities')
    ).body.data;
    expect(cities.find((c) => c.city === 'Bengaluru')?.pincodes).toBe(100);
    expect(cities.some((c) => c.city === 'Kochi')).toBe(false);
  });
});

describe('card deliveries', () => {
  it('lists every state, filters by status and searches by reference', async () => {
    for (const status of CARD_DELIVERY_STATES) {
      const rows = (await get('delivery-viewer', `/delivery/card/deliveries?status=${status}&size=50`)).body.data
        .content;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r: { status: string }) => r.status === status)).toBe(true);
    }
    const one = (await get('delivery-viewer', '/delivery/card/deliveries?q=cd-000001')).body.data.content;
    expect(one.map((r: { reference: string }) => r.reference)).toEqual(['CD-000001']);
    expect((await get('delivery-viewer', '/delivery/card/deliveries?status=LOST')).status).toBe(400);
  });

  it('pages under the snapshot key it names: a delivery added since does not shift a page', async () => {
    const first = await get('delivery-viewer', '/delivery/card/deliveries?size=5');
    const snapshot = first.headers['x-snapshot'];
    expect(snapshot).toMatch(/^\d+$/);
    await freshDelivery();
    const again = await get('delivery-viewer', `/delivery/card/deliveries?size=5&page=1&snapshot=${snapshot}`);
    const fresh = await get('delivery-viewer', '/delivery/card/deliveries?size=5&page=1');
    expect(again.body.data.totalElements).toBe(first.body.data.totalElements);
    expect(fresh.body.data.totalElements).toBe(first.body.data.totalElements + 1);
  });

  it('moves CREATED → DISPATCHED (AWB needed) → IN_TRANSIT → DELIVERED with a timeline and one audit row a move', async () => {
    const { id } = await freshDelivery();
    expect((await move(id, { to: 'DISPATCHED', version: 1 })).status).toBe(400);
    const d1 = await move(id, { to: 'DISPATCHED', version: 1, awb: 'AWB123456' }, 'logistics', 'mv-1');
    expect(d1.status).toBe(200);
    expect(d1.body.data).toMatchObject({ status: 'DISPATCHED', awb: 'AWB123456', version: 2 });
    const replay = await move(id, { to: 'DISPATCHED', version: 1, awb: 'AWB123456' }, 'logistics', 'mv-1');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    await move(id, { to: 'IN_TRANSIT', version: 2 });
    const done = await move(id, { to: 'DELIVERED', version: 3, remarks: 'Handed to owner' });
    expect(done.body.data.status).toBe('DELIVERED');
    expect(done.body.data.timeline.map((e: { to: string }) => e.to)).toEqual(['DISPATCHED', 'IN_TRANSIT', 'DELIVERED']);
    expect(await auditCount(t, 'card_deliveries', `CD-T${id}`)).toBe(3);
  });

  it('refuses every illegal move with 409 naming both states, writing nothing', async () => {
    for (const from of CARD_DELIVERY_STATES) {
      const { id } = await freshDelivery();
      await db().updateTable('card_deliveries').set({ status: from, awb: 'AWB000001' }).where('id', '=', id).execute();
      for (const to of CARD_DELIVERY_STATES.filter((s) => !CARD_DELIVERY_NEXT[from].includes(s))) {
        const res = await move(id, { to, version: 1 });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(`A card delivery cannot move from ${from} to ${to}.`);
      }
      expect(await auditCount(t, 'card_deliveries', `CD-T${id}`)).toBe(0);
    }
  });

  it('of 20 concurrent moves exactly one lands', async () => {
    const { id } = await freshDelivery();
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        move(id, { to: 'DISPATCHED', version: 1, awb: `AWB99900${10 + i}` }, 'logistics', `race-${id}-${i}`),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await auditCount(t, 'card_deliveries', `CD-T${id}`)).toBe(1);
  });

  it('needs CAN_UPDATE_CARD_DELIVERY to move (403)', async () => {
    const { id } = await freshDelivery();
    expect((await move(id, { to: 'DISPATCHED', version: 1, awb: 'AWB123456' }, 'delivery-viewer')).status).toBe(403);
    expect((await move(id, { to: 'DISPATCHED', version: 1, awb: 'AWB123456' }, 'cards-approver')).status).toBe(403);
  });
});

describe('merchant cards', () => {
  const merchantWithout = async (n: number) =>
    (
      await db()
        .selectFrom('merchants')
        .select('merchant_id')
        .orderBy('id')
        .offset(200 + n)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).merchant_id;

  it('raises an application once per key; a credit card needs a limit; an open one blocks another (409)', async () => {
    const merchantId = await merchantWithout(0);
    expect(
      (await post('cards', '/merchant-card/applications', { merchantId, cardType: 'CREDIT', remarks: 'r' })).status,
    ).toBe(400);
    expect(
      (
        await post('cards', '/merchant-card/applications', {
          merchantId,
          cardType: 'PREPAID',
          creditLimit: 100,
          remarks: 'r',
        })
      ).status,
    ).toBe(400);
    const res = await post(
      'cards',
      '/merchant-card/applications',
      { merchantId, cardType: 'CREDIT', creditLimit: 50000, remarks: 'Onboarding' },
      'app-1',
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'APPLIED', appliedBy: 'cards@console.example', creditLimit: 50000 });
    expect(
      (
        await post(
          'cards',
          '/merchant-card/applications',
          { merchantId, cardType: 'CREDIT', creditLimit: 50000, remarks: 'Onboarding' },
          'app-1',
        )
      ).body.data.id,
    ).toBe(res.body.data.id);
    const again = await post('logistics', '/merchant-card/applications', {
      merchantId,
      cardType: 'PREPAID',
      remarks: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`This merchant already has an open card application: ${res.body.data.reference}.`);
    expect(await auditCount(t, 'merchant_card_applications', res.body.data.reference)).toBe(1);
  });

  it('four eyes: the raiser cannot decide (403), a checker approves once; 20 concurrent decisions, one lands', async () => {
    const merchantId = await merchantWithout(1);
    const app = (
      await post('cards', '/merchant-card/applications', { merchantId, cardType: 'PREPAID', remarks: 'Staff card' })
    ).body.data;
    expect(
      (await post('cards', `/merchant-card/applications/${app.id}/decision`, { approve: true, remarks: 'ok' })).status,
    ).toBe(403);
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          'cards-approver',
          `/merchant-card/applications/${app.id}/decision`,
          { approve: i % 2 === 0, remarks: 'Within policy' },
          `dec-${app.id}-${i}`,
        ),
      ),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(all.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await auditCount(t, 'merchant_card_applications', app.reference)).toBe(2);
    // Only a checker decides: the maker key is not enough even for someone else.
    const other = (
      await post('logistics', '/merchant-card/applications', {
        merchantId: await merchantWithout(2),
        cardType: 'PREPAID',
        remarks: 'x',
      })
    ).body.data;
    expect(
      (await post('cards', `/merchant-card/applications/${other.id}/decision`, { approve: true, remarks: 'ok' }))
        .status,
    ).toBe(403);
  });

  it('orders an approved application once: a CREATED card delivery with the fastest active courier', async () => {
    const merchantId = await merchantWithout(3);
    const app = (
      await post('cards', '/merchant-card/applications', { merchantId, cardType: 'PREPAID', remarks: 'Staff card' })
    ).body.data;
    const body = { applicationId: app.id, pincode: '560001', address: '12 MG Road, Bengaluru' };
    const early = await post('cards', '/merchant-card/orders', body);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(`Merchant card application ${app.reference} is not approved.`);
    await post('cards-approver', `/merchant-card/applications/${app.id}/decision`, { approve: true, remarks: 'ok' });
    expect((await post('cards', '/merchant-card/orders', { ...body, pincode: UNSERVED_PINCODE })).status).toBe(409);
    const fastest = (await get('cards', '/delivery/card/pincode/560001')).body.data.couriers[0].code;
    const all = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post('cards', '/merchant-card/orders', body, `ord-${app.id}-${i}`)),
    );
    const won = all.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({
      deliveryStatus: 'CREATED',
      partnerCode: fastest,
      applicationReference: app.reference,
    });
    const delivery = (await get('logistics', `/delivery/card/deliveries/${won[0]!.body.data.deliveryId}`)).body.data;
    expect(delivery).toMatchObject({ status: 'CREATED', merchantId, pincode: '560001' });
    const listed = (await get('cards-approver', `/merchant-card/applications?q=${app.reference}`)).body.data.content[0];
    expect(listed.orderReference).toBe(won[0]!.body.data.reference);
    expect((await get('cards', '/merchant-card/orders?size=5')).body.data.totalElements).toBeGreaterThan(1);
  });

  it('needs the merchant card keys (403)', async () => {
    expect((await get('delivery-viewer', '/merchant-card/applications')).status).toBe(403);
    expect(
      (
        await post('delivery-viewer', '/merchant-card/applications', {
          merchantId: '1',
          cardType: 'PREPAID',
          remarks: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      (await post('cards-approver', '/merchant-card/orders', { applicationId: 1, pincode: '560001', address: 'x' }))
        .status,
    ).toBe(403);
  });

  it('lists applications in every state', async () => {
    for (const status of ['APPLIED', 'APPROVED', 'REJECTED']) {
      const rows = (await get('cards', `/merchant-card/applications?status=${status}&size=50`)).body.data.content;
      expect(rows.length).toBeGreaterThan(0);
    }
  });
});
