import { describe, expect, it } from 'vitest';
import { istDayOf, istMonthOf } from '../../contract/business-time.js';
import { addMonths } from '../../contract/speaker/rules.js';
import { signedInApp } from './helpers/signed-in-app.js';
import { fileCallerOf } from './helpers/test-app.js';

/**
 * Issue 44 item 3 (part): /speaker's price list, audio test, rent waive-off under four eyes and invoice download, on
 * the CRM API. Seeded speakers (server/db/seed/speaker-tools.ts): SBX000001 answers (1.2 s), SBX000002 is offline,
 * SBX000003 is too slow (times out), and so on in turn; SBX000009 was returned.
 */
const { t, tokens, call, db } = signedInApp(['maker', 'checker', 'ops', 'support', 'noaccess']);
const file = fileCallerOf(() => t, tokens);
const CRM = '/api/crm';

const audits = (action: string, entity: string, id?: number | string) => {
  let q = db().selectFrom('audit_log').select(['actor_email', 'after_json']).where('action', '=', action);
  q = q.where('entity', '=', entity);
  if (id !== undefined) q = q.where('entity_id', '=', String(id));
  return q.execute();
};
/** Moves a test's sending back in time, as if `ms` had passed. */
const age = (id: number, ms: number) =>
  db()
    .updateTable('speaker_audio_tests')
    .set((eb) => ({ sent_at: eb('sent_at', '-', ms) }))
    .where('id', '=', id)
    .execute();

describe('speaker price list', () => {
  const add = (body: object, who = 'ops', headers = {}) => call(who, 'POST', `${CRM}/speaker/prices`, body, headers);
  const version = (effectiveFrom: string, model = 'PayTone X9') => ({
    model,
    oneTimePrice: 1999.5,
    monthlyRent: 129,
    deposit: 400,
    effectiveFrom,
  });

  it('lists every version with the one in force today marked; adds a new version, audited, replayed the same', async () => {
    const list = await call('maker', 'GET', `${CRM}/speaker/prices`);
    expect(list.status).toBe(200);
    const s1 = list.body.data.filter((p: { model: string }) => p.model === 'PayTone S1');
    expect(s1).toHaveLength(3);
    expect(s1.filter((p: { current: boolean }) => p.current)).toHaveLength(1);
    expect(s1.find((p: { current: boolean }) => p.current).monthlyRent).toBe(99);

    const tomorrow = istDayOf(Date.now() + 86_400_000);
    const headers = { 'idempotency-key': 'price-1' };
    const res = await add(version(tomorrow), 'ops', headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Price version added.');
    expect(res.body.data).toMatchObject({ model: 'PayTone X9', oneTimePrice: 1999.5, current: false });
    expect((await add(version(tomorrow), 'ops', headers)).body).toEqual(res.body);
    expect(await audits('speaker_price.create', 'speaker_prices', res.body.data.id)).toHaveLength(1);
    const again = await add(version(tomorrow));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A price version of this model already starts on that date.');
  });

  it('never edits history: a version starting in the past is refused; bad input is a 400; no key is a 403', async () => {
    const past = await add(version(istDayOf(Date.now() - 86_400_000)));
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('A new price version starts today or later: past versions are never edited.');
    expect((await add({ ...version(istDayOf(Date.now())), monthlyRent: -1 })).status).toBe(400);
    for (const who of ['maker', 'checker', 'support', 'noaccess'])
      expect((await add(version(istDayOf(Date.now()), 'PayTone Z'), who)).status).toBe(403);
    expect((await call('noaccess', 'GET', `${CRM}/speaker/prices`)).status).toBe(403);
  });
});

describe('audio test', () => {
  const send = (serial: string, who = 'ops', headers = {}) =>
    call(
      who,
      'POST',
      `${CRM}/speaker/devices/${serial}/audio-tests`,
      {
        text: 'Payment received',
        amount: 250.5,
        language: 'Hindi',
      },
      headers,
    );

  it('an online device plays it after its latency; a second test while it waits is a 409; one audit row', async () => {
    const res = await send('SBX000004', 'ops', { 'idempotency-key': 'test-1' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'WAITING', serial: 'SBX000004', merchantId: '1000004' });
    expect((await send('SBX000004', 'ops', { 'idempotency-key': 'test-1' })).body).toEqual(res.body);
    const busy = await send('SBX000004', 'support');
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe('A test announcement is already playing on this device; wait for its answer.');
    const id = res.body.data.id as number;
    await age(id, 1300);
    const played = await call('ops', 'GET', `${CRM}/speaker/audio-tests/${id}`);
    expect(played.body.data).toMatchObject({ status: 'PLAYED', latencyMs: 1200 });
    expect(await audits('speaker_audio_test.send', 'speaker_audio_tests', id)).toHaveLength(1);
    // Answered: the next test goes.
    expect((await send('SBX000004')).status).toBe(201);
  });

  it('an offline device is reported offline at once; a slow one times out after 10 seconds', async () => {
    const offline = await send('SBX000002');
    expect(offline.status).toBe(201);
    expect(offline.body.data.status).toBe('OFFLINE');
    const slow = await send('SBX000006');
    expect(slow.body.data.status).toBe('WAITING');
    await age(slow.body.data.id, 9_000);
    expect((await call('ops', 'GET', `${CRM}/speaker/audio-tests/${slow.body.data.id}`)).body.data.status).toBe(
      'WAITING',
    );
    await age(slow.body.data.id, 2_000);
    const history = await call('ops', 'GET', `${CRM}/speaker/devices/SBX000006/audio-tests`);
    expect(history.body.data[0]).toMatchObject({ id: slow.body.data.id, status: 'TIMEOUT', latencyMs: null });
    expect(history.body.data.map((t: { status: string }) => t.status)).toContain('TIMEOUT');
  });

  it('20 tests at once on one device: exactly one is sent', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => send('SBX000007')));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('an unknown serial is a 404; without the key a 403', async () => {
    expect((await send('NOPE00001')).status).toBe(404);
    for (const who of ['maker', 'checker', 'noaccess']) expect((await send('SBX000001', who)).status).toBe(403);
  });
});

describe('rent waive-off under four eyes, and the invoices it changes', () => {
  const raise = (serial: string, merchantId: string, monthlyAmount = 49, who = 'maker', headers = {}) =>
    call(
      who,
      'POST',
      `${CRM}/speaker/rent-waivers`,
      { merchantId, serial, monthlyAmount, months: 2, reason: 'Speaker silent for a week' },
      headers,
    );
  const decide = (who: string, id: number, isApproved = true) =>
    call(who, 'POST', `${CRM}/maker/checker/speaker_rent_waiver/${id}/decision`, { isApproved, remarks: 'checked' });
  const invoices = async (merchantId: string) =>
    (await call('checker', 'GET', `${CRM}/speaker/merchants/${merchantId}/invoices`)).body.data as {
      id: number;
      month: string;
      rent: number;
      waived: number;
      amount: number;
    }[];

  it('raises one pending waive-off, replayed the same; a second on the device is a 409; the list shows it', async () => {
    const headers = { 'idempotency-key': 'waiver-1' };
    const res = await raise('SBX000004', '1000004', 49, 'maker', headers);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Rent waive-off request placed successfully!');
    expect(res.body.data).toMatchObject({ kind: 'SPEAKER_RENT_WAIVER', status: 'PENDING', merchantId: '1000004' });
    expect((await raise('SBX000004', '1000004', 49, 'maker', headers)).body).toEqual(res.body);
    const again = await raise('SBX000004', '1000004');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A rent waive-off for this device is already waiting for approval.');
    expect(await audits('speaker_rent_waiver_request.create', 'approval_requests', res.body.data.id)).toHaveLength(1);
    const list = await call('checker', 'GET', `${CRM}/speaker/rent-waivers?status=PENDING&merchantId=1000004`);
    expect(list.body.data.content.map((r: { id: number }) => r.id)).toContain(res.body.data.id);
  });

  it('refuses more than the rent, another merchant’s or a returned device, and callers without the key', async () => {
    const tooMuch = await raise('SBX000007', '1000007', 150);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe('The waived amount cannot exceed the monthly rent.');
    expect((await raise('SBX000007', '1000001')).status).toBe(404);
    expect((await raise('SBX000009', '1000009')).status).toBe(404);
    for (const who of ['checker', 'ops', 'noaccess'])
      expect((await raise('SBX000007', '1000007', 10, who)).status).toBe(403);
  });

  it('20 raises at once on one device: exactly one is placed', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => raise('SBX000008', '1000008', 20)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });

  it('the maker cannot approve their own; of 20 approvals one writes the waiver, which this month’s invoice applies', async () => {
    const month = istMonthOf(Date.now());
    const before = (await invoices('1000004')).find((i) => i.month === month)!;
    expect(before).toMatchObject({ rent: 149, waived: 0, amount: 149 });
    const list = await call('checker', 'GET', `${CRM}/speaker/rent-waivers?status=PENDING&merchantId=1000004`);
    const id = list.body.data.content[0].id as number;
    expect((await decide('maker', id)).status).toBe(403);
    expect((await decide('ops', id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const waivers = await db().selectFrom('speaker_rent_waivers').selectAll().where('approval_id', '=', id).execute();
    expect(waivers).toHaveLength(1);
    expect(waivers[0]).toMatchObject({ device_serial: 'SBX000004', from_month: month, months: 2 });
    expect(await audits('speaker_rent_waiver_request.approve', 'approval_requests', id)).toHaveLength(1);
    const after = await invoices('1000004');
    expect(after.find((i) => i.month === month)).toMatchObject({ rent: 149, waived: 49, amount: 100 });
    expect(after.find((i) => i.month === addMonths(month, -1))).toMatchObject({ waived: 0, amount: 149 });
  });

  it('a device returned since the request: approving is a 409 and the request stays pending', async () => {
    const raised = await raise('SBX000007', '1000007', 30);
    await db()
      .updateTable('merchant_devices')
      .set({ returned_at: Date.now() })
      .where('device_serial', '=', 'SBX000007')
      .execute();
    const res = await decide('checker', raised.body.data.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This device is no longer with the merchant; raise the waive-off again.');
    const row = await db()
      .selectFrom('approval_requests')
      .select('status')
      .where('id', '=', raised.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });

  it('seeded: an approved waiver lowers last and this month’s invoices; each invoice downloads as a real PDF', async () => {
    const month = istMonthOf(Date.now());
    const list = await invoices('1000001');
    expect(list.find((i) => i.month === month)).toMatchObject({ rent: 99, waived: 50, amount: 49 });
    expect(list.find((i) => i.month === addMonths(month, -2))).toMatchObject({ waived: 0, amount: 99 });
    const id = list[0]!.id;
    const pdf = await file('checker', 'GET', `${CRM}/speaker/invoices/${id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const bytes = (pdf.body as Buffer).toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toContain('%%EOF');
    expect(bytes).toContain('Amount due: Rs. 49.00');
    expect((await call('checker', 'GET', `${CRM}/speaker/invoices/999999/pdf`)).status).toBe(404);
    for (const who of ['ops', 'noaccess']) {
      expect((await call(who, 'GET', `${CRM}/speaker/invoices/${id}/pdf`)).status).toBe(403);
      expect((await call(who, 'GET', `${CRM}/speaker/merchants/1000001/invoices`)).status).toBe(403);
    }
  });
});
