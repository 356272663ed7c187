import { describe, expect, it } from 'vitest';
import { countAudits, countRows } from './helpers/count-rows.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * /merchant-alerts (issue 43 item 5): alerts in the merchants' app for every merchant, a business category or a CSV of
 * merchant ids checked in the worker (valid ids kept, the rest in an errors file); enable needs a future expiry; a
 * disable is one conditional update (again: the alert as it is, nothing written); one audit row and one log row per
 * change; idempotent with a key; CAN_MANAGE_MERCHANT_ALERTS only.
 */
const { t, tokens, call, db } = signedInApp(['support', 'ops', 'agent', 'noaccess'], '/api/merchant-support');
const ALERTS = '/merchant-alerts';
const DAY = 86_400_000;

interface Alert {
  id: number;
  audience: string;
  category: string | null;
  recipients: number;
  state: string;
  header: string;
  disabledBy: string | null;
}
const alerts = async () => {
  const res = await call('support', 'GET', `${ALERTS}?size=200`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Alert[]; totalElements: number };
};
const logs = async (query = '') => {
  const res = await call('support', 'GET', `${ALERTS}/logs${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: { alertId: number; action: string; agentEmail: string }[]; size: number };
};
const enable = (body: object, key?: string, who = 'support') =>
  call(who, 'POST', ALERTS, body, key ? { 'idempotency-key': key } : {});
const disable = (id: number, key?: string, who = 'support') =>
  call(who, 'POST', `${ALERTS}/${id}/disable`, undefined, key ? { 'idempotency-key': key } : {});
const texts = (days = 3) => ({
  header: 'Settlement holiday',
  body: 'No settlements on Monday.',
  expiry_time: Date.now() + days * DAY,
});
const audits = (action: string) => countAudits(db(), action);

/** A CSV sent as the one file of a multipart request. */
async function sendFile(content: string, { key, who = 'support' }: { key?: string; who?: string } = {}) {
  const boundary = '----merchant-alert-boundary';
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/merchant-support${ALERTS}/audience-files`,
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="merchants.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}
const merchantIds = async (n: number) =>
  (await db().selectFrom('merchants').select('merchant_id').orderBy('merchant_id').limit(n).execute()).map(
    (m) => m.merchant_id,
  );

describe('the seeded alerts and log', () => {
  it('shows every audience and every state, newest first, with log rows; the log pages 10 from 0', async () => {
    const { content } = await alerts();
    expect(new Set(content.map((a) => a.audience))).toEqual(new Set(['ALL', 'CATEGORY', 'CSV']));
    expect(new Set(content.map((a) => a.state))).toEqual(new Set(['ACTIVE', 'EXPIRED', 'DISABLED']));
    const log = await logs();
    expect(log.size).toBe(10);
    expect(new Set(log.content.map((l) => l.action))).toEqual(new Set(['ENABLE', 'DISABLE']));
  });
});

describe('enable', () => {
  it('enables for every merchant and for a business category, counting recipients; one audit and one log row each', async () => {
    const merchants = await countRows(db(), 'merchants');
    const before = await audits('merchant_alert.enable');
    const all = await enable({ audience: 'ALL', ...texts() });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ success: true, message: 'Merchant alert enabled.' });
    expect(all.body.data).toMatchObject({ audience: 'ALL', recipients: merchants, state: 'ACTIVE' });
    const mcc = (await db().selectFrom('merchants').select('mcc').where('mcc', 'is not', null).executeTakeFirst())!
      .mcc!;
    const inCategory = (await db().selectFrom('merchants').select('id').where('mcc', '=', mcc).execute()).length;
    const cat = await enable({ audience: 'CATEGORY', category: mcc, ...texts() });
    expect(cat.status).toBe(200);
    expect(cat.body.data).toMatchObject({ audience: 'CATEGORY', category: mcc, recipients: inCategory });
    expect(await audits('merchant_alert.enable')).toBe(before + 2);
    const log = await logs();
    expect(log.content.slice(0, 2).map((l) => [l.alertId, l.action])).toEqual([
      [cat.body.data.id, 'ENABLE'],
      [all.body.data.id, 'ENABLE'],
    ]);
  });

  it('refuses an expiry in the past, a missing or unknown category, texts over the limits, a category on ALL', async () => {
    const past = await enable({ audience: 'ALL', ...texts(-1) });
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.body)).toContain('Date and time should not be old');
    expect((await enable({ audience: 'CATEGORY', ...texts() })).status).toBe(400);
    expect((await enable({ audience: 'CATEGORY', category: '0000', ...texts() })).status).toBe(400);
    expect((await enable({ audience: 'ALL', category: '5411', ...texts() })).status).toBe(400);
    expect((await enable({ audience: 'ALL', ...texts(), header: 'h'.repeat(201) })).status).toBe(400);
    expect((await enable({ audience: 'ALL', ...texts(), body: 'b'.repeat(1001) })).status).toBe(400);
    expect((await enable({ audience: 'ALL', ...texts(), header: '  ' })).status).toBe(400);
    expect((await enable({ audience: 'CSV', ...texts() })).status).toBe(400);
    expect((await enable({ audience: 'CSV', audience_file_id: 999999, ...texts() })).status).toBe(400);
  });

  it('replays an enable sent again with its Idempotency-Key: the same alert, one audit row', async () => {
    const before = await audits('merchant_alert.enable');
    const body = { audience: 'ALL', ...texts() };
    const first = await enable(body, 'merchant-alert-replay');
    const replay = await enable(body, 'merchant-alert-replay');
    expect(first.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect(await audits('merchant_alert.enable')).toBe(before + 1);
  });
});

describe('a CSV audience, checked in the worker', () => {
  it('keeps the valid ids and reports unknown, duplicate and malformed rows in its errors file', async () => {
    const [a, b] = await merchantIds(2);
    const file = await sendFile(`merchantId\n${a}\n${b}\n${a}\n9999999999\nabc12\n`);
    expect(file.status).toBe(200);
    expect(file.body.data).toMatchObject({ total: 5, valid: 2, rejected: 3 });
    expect(file.body.data.errors.map((e: { line: number }) => e.line)).toEqual([4, 5, 6]);
    expect(file.body.data.errors[1].error).toContain('Merchant not found.');
    const jobId = file.body.data.jobId as number;
    const errors = await t.app.inject({
      method: 'GET',
      url: `/api/merchant-support${ALERTS}/audience-files/${jobId}/errors`,
      headers: { authorization: `Bearer ${tokens.support}` },
    });
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toContain('text/csv');
    const lines = errors.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('line,merchantId,error');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['4', '5', '6']);
    expect(lines[1]).toContain('Duplicate of line 2.');

    const enabled = await enable({ audience: 'CSV', audience_file_id: jobId, ...texts() });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data).toMatchObject({ audience: 'CSV', recipients: 2, audienceFileId: jobId });
    const recipients = await db()
      .selectFrom('merchant_alert_recipients')
      .select('merchant_id')
      .where('alert_id', '=', enabled.body.data.id)
      .orderBy('merchant_id')
      .execute();
    expect(recipients.map((r) => r.merchant_id)).toEqual([a, b].sort());
  });

  it('refuses a file as a whole only for a wrong header or no rows; a file of no valid id cannot be enabled', async () => {
    const header = await sendFile('merchant,id\n1,2\n');
    expect(header.status).toBe(400);
    expect(header.body.message).toContain('Invalid CSV format');
    expect((await sendFile('merchantId\n')).status).toBe(400);
    const none = await sendFile('merchantId\n9999999998\n');
    expect(none.body.data).toMatchObject({ valid: 0, rejected: 1 });
    const refused = await enable({ audience: 'CSV', audience_file_id: none.body.data.jobId, ...texts() });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The file has no valid merchant id; nothing to send.');
  });
});

describe('disable', () => {
  it('turns an alert off once: one audit and one log row; again answers it as it is and writes nothing', async () => {
    const { body } = await enable({ audience: 'ALL', ...texts() });
    const id = body.data.id as number;
    const before = await audits('merchant_alert.disable');
    const off = await disable(id);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: 'Merchant alert disabled.' });
    expect(off.body.data).toMatchObject({ state: 'DISABLED', disabledBy: 'support@console.example' });
    const again = await disable(id);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This merchant alert is already disabled.');
    expect(again.body.data.state).toBe('DISABLED');
    expect(await audits('merchant_alert.disable')).toBe(before + 1);
    const log = await logs('?size=200');
    expect(log.content.filter((l) => l.alertId === id).map((l) => l.action)).toEqual(['DISABLE', 'ENABLE']);
    expect((await disable(999999)).status).toBe(404);
  });

  it('20 agents disabling one alert at once: one change, one audit row, one DISABLE log row', async () => {
    const { body } = await enable({ audience: 'ALL', ...texts() });
    const id = body.data.id as number;
    const before = await audits('merchant_alert.disable');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => disable(id, `race-${id}-${i}`)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.message === 'Merchant alert disabled.')).toHaveLength(1);
    expect(await audits('merchant_alert.disable')).toBe(before + 1);
    const log = await logs('?size=200');
    expect(log.content.filter((l) => l.alertId === id && l.action === 'DISABLE')).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('is for CAN_MANAGE_MERCHANT_ALERTS only: 403 on every call for the others', async () => {
    for (const who of ['agent', 'noaccess']) {
      expect((await call(who, 'GET', ALERTS)).status).toBe(403);
      expect((await call(who, 'GET', `${ALERTS}/logs`)).status).toBe(403);
      expect((await enable({ audience: 'ALL', ...texts() }, undefined, who)).status).toBe(403);
      expect((await disable(1, undefined, who)).status).toBe(403);
      expect((await sendFile('merchantId\n1000001\n', { who })).status).toBe(403);
    }
    expect((await call('ops', 'GET', ALERTS)).status).toBe(200);
  });
});
