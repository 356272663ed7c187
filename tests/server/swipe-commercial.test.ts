import { describe, expect, it } from 'vitest';
import { requestAudits } from './helpers/audit-rows.js';
import { countAudits } from './helpers/count-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * Issue 44 item 2: swipe plans and coupons, MDR and rental changes under four eyes (§7.4 /swipe-pos/merchant/plans,
 * bharat-swipe/crm payment/merchant/MDR/{id}), and the bulk reject of pending changes from a CSV.
 */
const { call, db } = signedInApp(['maker', 'checker', 'ops', 'admin', 'noaccess']);
const MS = '/api/merchant-support';
const CRM = '/api/crm';

const audits = (action: string, id: number) => requestAudits(db(), action, id);
const mdrOf = async (merchantId: string) =>
  (await call('checker', 'GET', `${MS}/bharat-swipe/crm/payment/merchant/MDR/${merchantId}`)).body.data;
const raiseMdr = (
  merchantId: string,
  cardNetwork: string,
  cardType: string,
  rate: number,
  who = 'maker',
  headers = {},
) =>
  call(
    who,
    'POST',
    `${CRM}/merchants/raise/request/mdr`,
    { merchantId, cardNetwork, cardType, rate, remarks: 'Volume discount' },
    headers,
  );
const raiseRent = (merchantId: string, deviceSerial: string, monthlyRent: number, who = 'maker', headers = {}) =>
  call(
    who,
    'POST',
    `${CRM}/merchants/raise/request/rental`,
    { merchantId, deviceSerial, monthlyRent, remarks: 'Retention' },
    headers,
  );
const decide = (who: string, kind: string, id: number, isApproved = true) =>
  call(who, 'POST', `${CRM}/maker/checker/${kind}/${id}/decision`, { isApproved, remarks: 'checked' });
const deviceOf = (merchantId: string) =>
  db()
    .selectFrom('merchant_devices')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();

describe('plans (§7.4 GET /swipe-pos/merchant/plans)', () => {
  it('lists the seeded plans, active ones only on request; 403 without a key', async () => {
    const all = await call('maker', 'GET', `${MS}/swipe-pos/merchant/plans`);
    expect(all.status).toBe(200);
    const codes = all.body.data.map((p: { planCode: string }) => p.planCode);
    expect(codes).toEqual(expect.arrayContaining(['SWIPE-STD', 'SPK-BASIC', 'SWIPE-2024']));
    expect(all.body.data.find((p: { planCode: string }) => p.planCode === 'SWIPE-STD')).toMatchObject({
      product: 'SWIPE',
      monthlyRent: 299,
      oneTimeFee: 999,
      active: true,
    });
    const active = await call('maker', 'GET', `${MS}/swipe-pos/merchant/plans?active=true`);
    expect(active.body.data.map((p: { planCode: string }) => p.planCode)).not.toContain('SWIPE-2024');
    expect((await call('noaccess', 'GET', `${MS}/swipe-pos/merchant/plans`)).status).toBe(403);
  });

  it('adds (replay answers the same), edits on the version seen (stale: 409), retires once; each audited', async () => {
    const body = {
      planCode: 'swipe-test',
      name: 'Swipe Test',
      product: 'SWIPE',
      monthlyRent: 349.5,
      oneTimeFee: 0,
      debitMdr: 0.4,
      creditMdr: 1.7,
    };
    const headers = { 'idempotency-key': 'plan-1' };
    const made = await call('ops', 'POST', `${MS}/swipe-pos/merchant/plans`, body, headers);
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Plan saved successfully!');
    expect(made.body.data).toMatchObject({ planCode: 'SWIPE-TEST', monthlyRent: 349.5, active: true, version: 1 });
    expect((await call('ops', 'POST', `${MS}/swipe-pos/merchant/plans`, body, headers)).body).toEqual(made.body);
    const twice = await call('ops', 'POST', `${MS}/swipe-pos/merchant/plans`, body);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A plan with this code already exists.');
    expect((await call('maker', 'POST', `${MS}/swipe-pos/merchant/plans`, { ...body, planCode: 'OTHER' })).status).toBe(
      403,
    );

    const { planCode: _code, ...terms } = body;
    const edited = await call('ops', 'PUT', `${MS}/swipe-pos/merchant/plans/SWIPE-TEST`, {
      ...terms,
      monthlyRent: 399,
      version: 1,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ monthlyRent: 399, version: 2 });
    const stale = await call('ops', 'PUT', `${MS}/swipe-pos/merchant/plans/SWIPE-TEST`, {
      ...terms,
      monthlyRent: 199,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This plan was changed by someone else; reload it and try again.');

    const retired = await call('ops', 'POST', `${MS}/swipe-pos/merchant/plans/SWIPE-TEST/retire`);
    expect(retired.status).toBe(200);
    expect(retired.body.data.active).toBe(false);
    expect((await call('ops', 'POST', `${MS}/swipe-pos/merchant/plans/SWIPE-TEST/retire`)).status).toBe(409);
    expect((await call('ops', 'POST', `${MS}/swipe-pos/merchant/plans/NOPE/retire`)).status).toBe(404);
    for (const action of ['swipe_plan.create', 'swipe_plan.update', 'swipe_plan.retire'])
      expect(await countAudits(db(), action)).toBe(1);
  });
});

describe('coupons', () => {
  it('creates, refuses a percent over 100 and a code twice, disables once; 403 for a reader', async () => {
    const day = 86_400_000;
    const body = {
      code: 'TEST20',
      discountType: 'PERCENT',
      discountValue: 20,
      appliesTo: 'RENT',
      validFrom: Date.now(),
      validTo: Date.now() + 30 * day,
      maxUses: 50,
    };
    const made = await call('ops', 'POST', `${MS}/swipe-pos/coupons`, body);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ code: 'TEST20', status: 'ACTIVE', usedCount: 0 });
    expect((await call('ops', 'POST', `${MS}/swipe-pos/coupons`, body)).status).toBe(409);
    const over = await call('ops', 'POST', `${MS}/swipe-pos/coupons`, { ...body, code: 'OVER', discountValue: 120 });
    expect(over.status).toBe(400);
    expect(JSON.stringify(over.body)).toContain('A percent discount cannot be more than 100.');
    expect((await call('maker', 'POST', `${MS}/swipe-pos/coupons`, { ...body, code: 'MAKER' })).status).toBe(403);
    const off = await call('ops', 'POST', `${MS}/swipe-pos/coupons/TEST20/disable`);
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe('DISABLED');
    expect((await call('ops', 'POST', `${MS}/swipe-pos/coupons/TEST20/disable`)).status).toBe(409);
    const list = await call('maker', 'GET', `${MS}/swipe-pos/coupons`);
    expect(list.body.data.map((c: { status: string }) => c.status)).toEqual(
      expect.arrayContaining(['ACTIVE', 'DISABLED']),
    );
    expect(await countAudits(db(), 'swipe_coupon.disable')).toBe(1);
  });
});

describe('MDR change under four eyes', () => {
  it('reads the MDR in force per network and type; 404 unknown merchant; 403 without a key', async () => {
    const mdr = await mdrOf('1000002');
    expect(mdr.rates.length).toBe(5);
    expect(mdr.rates[0]).toMatchObject({ cardNetwork: 'AMEX', cardType: 'CORPORATE', rate: 2.5 });
    expect((await call('checker', 'GET', `${MS}/bharat-swipe/crm/payment/merchant/MDR/9999999`)).status).toBe(404);
    expect((await call('noaccess', 'GET', `${MS}/bharat-swipe/crm/payment/merchant/MDR/1000002`)).status).toBe(403);
  });

  it('raises once (replay the same, second 409, same rate 400, checker 403); of 20 approvals one applies, audited', async () => {
    const headers = { 'idempotency-key': 'mdr-1' };
    const res = await raiseMdr('1000002', 'VISA', 'CLASSIC', 1.5, 'maker', headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('MDR change request placed successfully!');
    expect(res.body.data).toMatchObject({ kind: 'MDR_CHANGE', status: 'PENDING', merchantId: '1000002' });
    expect(res.body.data.previous).toMatchObject({ cardNetwork: 'VISA', cardType: 'CLASSIC', rate: 1.75 });
    expect((await raiseMdr('1000002', 'VISA', 'CLASSIC', 1.5, 'maker', headers)).body).toEqual(res.body);
    const again = await raiseMdr('1000002', 'VISA', 'CLASSIC', 1.4);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An MDR change for this card network and type is already waiting for approval.');
    const same = await raiseMdr('1000002', 'VISA', 'PLATINUM', 1.9);
    expect(same.status).toBe(400);
    expect(same.body.message).toBe('The merchant already has this MDR rate.');
    expect((await raiseMdr('1000002', 'VISA', 'PLATINUM', 1.8, 'checker')).status).toBe(403);
    expect((await raiseMdr('1000002', 'VISA', 'PLATINUM', 6)).status).toBe(400);
    expect((await mdrOf('1000002')).pendingMdr.map((p: { id: number }) => p.id)).toContain(res.body.data.id);

    const id = res.body.data.id as number;
    expect((await decide('maker', 'mdr_change', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', 'mdr_change', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const visa = (await mdrOf('1000002')).rates.find(
      (r: { cardNetwork: string; cardType: string }) => r.cardNetwork === 'VISA' && r.cardType === 'CLASSIC',
    );
    expect(visa.rate).toBe(1.5);
    const rows = await audits('mdr_change_request.approve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor_email).toBe('checker@console.example');
    expect(JSON.parse(rows[0]!.after_json!).target).toMatchObject({ rate: 1.5 });
    expect(await audits('mdr_change_request.create', id)).toHaveLength(1);
  });

  it('20 raises at once on one rate: exactly one is placed', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => raiseMdr('1000003', 'RUPAY', 'CLASSIC', 0.25)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('a rate moved since the request is a 409 and stays pending; one person holding both keys cannot decide their own', async () => {
    const raised = await raiseMdr('1000005', 'MASTERCARD', 'WORLD', 1.8);
    const mdr = await mdrOf('1000005');
    const row = mdr.rates.find((r: { cardNetwork: string }) => r.cardNetwork === 'MASTERCARD');
    await db().updateTable('merchant_mdr_rates').set({ rate: 1.85 }).where('id', '=', row.id).execute();
    const res = await decide('checker', 'mdr_change', raised.body.data.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The merchant’s MDR rate changed after this request was raised; raise it again.');
    expect((await mdrOf('1000005')).pendingMdr.map((p: { id: number }) => p.id)).toContain(raised.body.data.id);
    expect(await audits('mdr_change_request.approve', raised.body.data.id)).toHaveLength(0);

    const own = await raiseMdr('1000005', 'AMEX', 'CORPORATE', 2.2, 'admin');
    expect(own.status).toBe(201);
    const self = await decide('admin', 'mdr_change', own.body.data.id);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot approve or reject a request you raised.');
  });
});

describe('rental change under four eyes', () => {
  it('raises on a device, approval sets the rent once; a rent moved since is a 409; 403 without the key', async () => {
    const device = await deviceOf('1000019');
    const res = await raiseRent('1000019', device.device_serial, 149, 'maker', { 'idempotency-key': 'rent-1' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Rental change request placed successfully!');
    expect(res.body.data.previous).toMatchObject({ monthlyRentAmount: Number(device.monthly_rental) });
    expect((await raiseRent('1000019', device.device_serial, 149)).status).toBe(409);
    expect((await raiseRent('1000019', 'NOPE', 149)).status).toBe(404);
    expect((await raiseRent('1000019', device.device_serial, 149, 'ops')).status).toBe(403);
    const id = res.body.data.id as number;
    expect((await decide('maker', 'rental_change', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', 'rental_change', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(Number((await deviceOf('1000019')).monthly_rental)).toBe(149);
    expect(await audits('rental_change_request.approve', id)).toHaveLength(1);

    const other = await deviceOf('1000022');
    const moved = await raiseRent('1000022', other.device_serial, 99);
    await db().updateTable('merchant_devices').set({ monthly_rental: 199 }).where('id', '=', other.id).execute();
    const stale = await decide('checker', 'rental_change', moved.body.data.id);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The device’s monthly rent changed after this request was raised; raise it again.');
    expect(Number((await deviceOf('1000022')).monthly_rental)).toBe(199);
  });
});

describe('bulk reject (CSV of request ids)', () => {
  it('dry run changes nothing; the confirmation rejects each as its decision would, skipping what it cannot', async () => {
    const a = (await raiseMdr('1000006', 'VISA', 'CLASSIC', 1.6)).body.data.id as number;
    const b = (await raiseMdr('1000006', 'VISA', 'PLATINUM', 1.7)).body.data.id as number;
    const dev = await deviceOf('1000025');
    const c = (await raiseRent('1000025', dev.device_serial, 129)).body.data.id as number;
    const own = (await raiseMdr('1000008', 'VISA', 'CLASSIC', 1.6, 'admin')).body.data.id as number;
    const csv = `requestId\n${a}\n${b}\n${c}\nabc\n${a}\n${own}\n999999\n`;
    const body = { fileName: 'reject.csv', csv, remarks: 'Pricing freeze this quarter' };

    const dry = await call('checker', 'POST', `${CRM}/maker/checker/bulk-reject/preview`, body);
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({ dryRun: true, rejected: 4, skipped: 3 });
    const byLine = dry.body.data.rows.map((r: { value: string; outcome: string; reason: string | null }) => [
      r.value,
      r.outcome,
      r.reason,
    ]);
    expect(byLine).toEqual([
      [String(a), 'REJECT', null],
      [String(b), 'REJECT', null],
      [String(c), 'REJECT', null],
      ['abc', 'SKIPPED', 'Not a request id.'],
      [String(a), 'SKIPPED', 'Listed twice.'],
      [String(own), 'REJECT', null],
      ['999999', 'SKIPPED', 'No MDR or rental change with this id.'],
    ]);
    expect((await mdrOf('1000006')).pendingMdr).toHaveLength(2);

    const adminDry = await call('admin', 'POST', `${CRM}/maker/checker/bulk-reject/preview`, body);
    expect(adminDry.body.data.rows.find((r: { id: number }) => r.id === own).reason).toBe('You raised this request.');
    expect((await call('maker', 'POST', `${CRM}/maker/checker/bulk-reject/preview`, body)).status).toBe(403);

    const headers = { 'idempotency-key': 'bulk-1' };
    const done = await call('checker', 'POST', `${CRM}/maker/checker/bulk-reject`, body, headers);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ dryRun: false, rejected: 4, skipped: 3 });
    expect((await call('checker', 'POST', `${CRM}/maker/checker/bulk-reject`, body, headers)).body).toEqual(done.body);
    expect((await mdrOf('1000006')).pendingMdr).toHaveLength(0);
    for (const id of [a, b]) expect(await audits('mdr_change_request.reject', id)).toHaveLength(1);
    expect(await audits('rental_change_request.reject', c)).toHaveLength(1);
    const again = await call('checker', 'POST', `${CRM}/maker/checker/bulk-reject`, body);
    expect(again.body.data).toMatchObject({ rejected: 0, skipped: 7 });
    expect(again.body.data.rows[0].reason).toBe('Already decided.');
  });
});
