import { describe, expect, it } from 'vitest';
import { istDayOf } from '../../contract/business-time.js';
import type { CpvAgent, CpvVisit } from '../../dataProviders/crm/cpv.js';
import { fileCallerOf } from './helpers/test-app.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * CPV visits (issue 43 item 6): field agents (/cpv-add-agent), assigning visits (/assign-cpv), recording outcomes
 * (the merchant's CPV audit shows them), the outcome report and its CSV (/cpv-reports), and the referral-code lookup
 * (/new-merchant/referral-code). Changes are one conditional update each, audited, idempotent; keys checked.
 */
const { t, tokens, call, db } = signedInApp(['admin', 'support', 'ops', 'noaccess'], '/api/crm');
const file = fileCallerOf(() => t, tokens, '/api/crm');

type Agent = CpvAgent;
type Visit = CpvVisit;

const DAY = 86_400_000;
const today = () => istDayOf(Date.now());
const tomorrow = () => istDayOf(Date.now() + DAY);
const agents = async () => (await call('admin', 'GET', '/cpv/agents')).body.data as Agent[];
const visits = async (query = '') => {
  const res = await call('admin', 'GET', `/cpv/visits?size=200&${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Visit[]; totalElements: number };
};
const post = (url: string, body: object, key?: string, who = 'admin') =>
  call(who, 'POST', url, body, key ? { 'idempotency-key': key } : {});
const audits = async (entity: string, id: number | string) =>
  Number(
    (
      await db()
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('entity', '=', entity)
        .where('entity_id', '=', String(id))
        .executeTakeFirstOrThrow()
    ).n,
  );
let made = 0;
const newAgent = async (pincodes: string[], active = true) => {
  made += 1;
  const res = await post('/cpv/agents', {
    name: `Test Agent ${made}`,
    email: `test.agent.${made}@field.example`,
    mobile: '9876500000',
    city: 'Pune',
    pincodes,
    active,
  });
  expect(res.status).toBe(200);
  return res.body.data as Agent;
};
const pending = async () => (await visits('status=PENDING')).content;

describe('CPV agents', () => {
  it('lists the seeded agents, active first, mobiles masked, each with their open visits', async () => {
    const all = await agents();
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((a) => /^X+\d{4}$/.test(a.mobile))).toBe(true);
    const firstInactive = all.findIndex((a) => !a.active);
    expect(firstInactive).toBeGreaterThan(0);
    expect(all.slice(firstInactive).every((a) => !a.active)).toBe(true);
    expect(all.some((a) => a.open > 0)).toBe(true);
  });

  it('adds and edits an agent, one audit row each; a taken e-mail is a 409, bad fields a 400', async () => {
    const a = await newAgent(['411001']);
    expect(a).toMatchObject({ active: true, open: 0, version: 0, mobile: 'XXXXXX0000', pincodes: ['411001'] });
    expect(await audits('cpv_agents', a.id)).toBe(1);
    const edit = await post(
      `/cpv/agents/${a.id}`,
      {
        name: 'Renamed Agent',
        email: a.email,
        mobile: '9876511111',
        city: 'Pune',
        pincodes: ['411001', '411002'],
        active: true,
        version: 0,
      },
      `edit-${a.id}`,
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ name: 'Renamed Agent', pincodes: ['411001', '411002'], version: 1 });
    expect(await audits('cpv_agents', a.id)).toBe(2);
    const stale = await post(`/cpv/agents/${a.id}`, { ...edit.body.data, mobile: '9876511111', version: 0 });
    expect(stale.status).toBe(409);
    const dup = await post('/cpv/agents', {
      name: 'Dup',
      email: a.email,
      mobile: '9876500000',
      city: 'Pune',
      pincodes: ['411001'],
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Another agent has this e-mail.');
    const bad = await post('/cpv/agents', { name: 'X', email: 'nope', mobile: '123', city: '', pincodes: ['12'] });
    expect(bad.status).toBe(400);
  });

  it('refuses to deactivate an agent with open visits, naming the count; without them it deactivates', async () => {
    const busy = (await agents()).find((a) => a.active && a.open > 0)!;
    const full = await db().selectFrom('cpv_agents').selectAll().where('id', '=', busy.id).executeTakeFirstOrThrow();
    const body = {
      name: busy.name,
      email: busy.email,
      mobile: full.mobile,
      city: busy.city,
      pincodes: busy.pincodes,
      version: busy.version,
    };
    const refused = await post(`/cpv/agents/${busy.id}`, { ...body, active: false });
    expect(refused.status).toBe(409);
    const n = busy.open;
    expect(refused.body.message).toBe(
      `This agent has ${n} open ${n === 1 ? 'visit' : 'visits'}: reassign or close ${n === 1 ? 'it' : 'them'} first.`,
    );
    const idle = await newAgent(['411003']);
    const { id: _id, open: _open, mobile: _masked, ...kept } = idle;
    const off = await post(`/cpv/agents/${idle.id}`, { ...kept, active: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, mobile: 'XXXXXX0000' });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'cpv_agents')
      .where('entity_id', '=', String(idle.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('cpv_agent.deactivate');
  });
});

describe('CPV visits', () => {
  it('lists the open visits longest waiting first, filtered by city and age', async () => {
    const open = await visits();
    expect(open.totalElements).toBeGreaterThan(0);
    expect(open.content.every((v) => v.status === 'PENDING' || v.status === 'ASSIGNED')).toBe(true);
    expect(open.content.every((v) => v.address === null || /^[X ,]+, \d{6}$/.test(v.address))).toBe(true);
    const times = open.content.map((v) => v.requestedAt);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const pune = await visits('city=pune');
    expect(pune.content.length).toBeGreaterThan(0);
    expect(pune.content.every((v) => v.city === 'Pune')).toBe(true);
    const [fresh] = await db()
      .insertInto('cpv_visits')
      .values({ merchant_id: '1000041', city: 'Pune', pincode: '411041', status: 'PENDING', requested_at: Date.now() })
      .returning('id')
      .execute();
    const old = await visits('minAgeDays=7');
    expect(old.content.every((v) => v.requestedAt <= Date.now() - 7 * DAY)).toBe(true);
    expect(old.content.map((v) => v.id)).not.toContain(fresh!.id);
    expect((await visits()).content.map((v) => v.id)).toContain(fresh!.id);
    expect((await call('admin', 'GET', '/cpv/visits?minAgeDays=5')).status).toBe(400);
    const states = new Set((await visits('status=VISITED')).content.map((v) => v.outcome));
    expect(states).toEqual(new Set(['VERIFIED', 'NOT_FOUND', 'MISMATCH']));
    expect((await visits('status=CANCELLED')).totalElements).toBeGreaterThan(0);
  });

  it('assigns a waiting visit to an active agent serving its pincode, for today or later; audited, in the CPV audit', async () => {
    const [visit] = await pending();
    const agent = await newAgent([visit!.pincode]);
    const elsewhere = await newAgent(['999999'.replace(/^9/, '5')]);
    const url = `/cpv/visits/${visit!.id}/assign`;
    const past = await post(url, {
      agentId: agent.id,
      scheduledFor: istDayOf(Date.now() - 2 * DAY),
      version: visit!.version,
    });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The visit date cannot be in the past.');
    const far = await post(url, { agentId: elsewhere.id, scheduledFor: tomorrow(), version: visit!.version });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(`This agent does not serve pincode ${visit!.pincode}.`);
    const res = await post(
      url,
      { agentId: agent.id, scheduledFor: today(), version: visit!.version },
      `assign-${visit!.id}`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Visit assigned.' });
    expect(res.body.data).toMatchObject({ status: 'ASSIGNED', agentId: agent.id, scheduledFor: today() });
    const replay = await post(
      url,
      { agentId: agent.id, scheduledFor: today(), version: visit!.version },
      `assign-${visit!.id}`,
    );
    expect(replay.body).toEqual(res.body);
    expect(await audits('cpv_visits', visit!.id)).toBe(1);
    const cpvAudit = await call('admin', 'GET', `/merchants/${visit!.merchantId}/get-cpv-audit`);
    expect(cpvAudit.body.data[0]).toMatchObject({ action: 'VISIT_SCHEDULED', toStatus: 'SCHEDULED' });
    expect((await agents()).find((a) => a.id === agent.id)!.open).toBe(1);
  });

  it('reassigns an assigned visit to another agent (audited as a reassignment); the first agent holds one less', async () => {
    const [visit] = await pending();
    const first = await newAgent([visit!.pincode]);
    const second = await newAgent([visit!.pincode]);
    const url = `/cpv/visits/${visit!.id}/assign`;
    const a = await post(url, { agentId: first.id, scheduledFor: tomorrow(), version: visit!.version });
    const b = await post(url, { agentId: second.id, scheduledFor: tomorrow(), version: a.body.data.version });
    expect(b.status).toBe(200);
    expect(b.body.data).toMatchObject({ status: 'ASSIGNED', agentId: second.id });
    const open = Object.fromEntries((await agents()).map((x) => [x.id, x.open]));
    expect([open[first.id], open[second.id]]).toEqual([0, 1]);
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'cpv_visits')
      .where('entity_id', '=', String(visit!.id))
      .orderBy('id')
      .execute();
    expect(actions.map((r) => r.action)).toEqual(['cpv_visit.assign', 'cpv_visit.reassign']);
  });

  it('replays an agent added again with its Idempotency-Key: the same answer, one agent, one audit row', async () => {
    const body = {
      name: 'Replay Agent',
      email: 'replay@field.example',
      mobile: '9876500002',
      city: 'Pune',
      pincodes: ['411041'],
    };
    const first = await post('/cpv/agents', body, 'add-replay');
    const again = await post('/cpv/agents', body, 'add-replay');
    expect(again.body).toEqual(first.body);
    expect((await agents()).filter((x) => x.email === 'replay@field.example')).toHaveLength(1);
    expect(await audits('cpv_agents', first.body.data.id)).toBe(1);
  });

  it('does not assign to an inactive agent (409)', async () => {
    const [visit] = await pending();
    const off = await newAgent([visit!.pincode], false);
    const res = await post(`/cpv/visits/${visit!.id}/assign`, {
      agentId: off.id,
      scheduledFor: tomorrow(),
      version: visit!.version,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This agent is not active.');
  });

  it('20 assigners at once on one visit: one 200, nineteen 409, one audit row', async () => {
    const [visit] = await pending();
    const agent = await newAgent([visit!.pincode]);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          `/cpv/visits/${visit!.id}/assign`,
          { agentId: agent.id, scheduledFor: tomorrow(), version: visit!.version },
          `race-${visit!.id}-${i}`,
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(await audits('cpv_visits', visit!.id)).toBe(1);
  });

  it('records an outcome once on an assigned visit: VISITED, the merchant CPV audit shows it; again is a 409', async () => {
    const [visit] = await pending();
    const agent = await newAgent([visit!.pincode]);
    const assigned = (
      await post(`/cpv/visits/${visit!.id}/assign`, {
        agentId: agent.id,
        scheduledFor: today(),
        version: visit!.version,
      })
    ).body.data as Visit;
    const res = await post(`/cpv/visits/${visit!.id}/outcome`, {
      outcome: 'MISMATCH',
      remark: 'Board says another name',
      version: assigned.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'VISITED', outcome: 'MISMATCH' });
    const cpvAudit = (await call('admin', 'GET', `/merchants/${visit!.merchantId}/get-cpv-audit`)).body.data;
    expect(cpvAudit[0]).toMatchObject({
      action: 'VISIT_DONE',
      fromStatus: 'SCHEDULED',
      toStatus: 'VISITED',
      actor: 'admin@console.example',
    });
    expect(cpvAudit[0].remarks).toContain('MISMATCH');
    const again = await post(`/cpv/visits/${visit!.id}/outcome`, {
      outcome: 'VERIFIED',
      remark: 'x',
      version: res.body.data.version,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only an assigned visit can be closed.');
    expect(
      (await post(`/cpv/visits/${visit!.id}/outcome`, { outcome: 'VERIFIED', remark: ' ', version: 0 })).status,
    ).toBe(400);
    expect(await audits('cpv_visits', visit!.id)).toBe(2);
  });

  it('cancels a waiting visit with a remark, audited; a cancelled visit cannot be assigned', async () => {
    const [visit] = await pending();
    const res = await post(`/cpv/visits/${visit!.id}/cancel`, {
      remark: 'Merchant asked to close',
      version: visit!.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('CANCELLED');
    const agent = (await agents()).find((a) => a.active && a.pincodes.includes(visit!.pincode))!;
    const late = await post(`/cpv/visits/${visit!.id}/assign`, {
      agentId: agent.id,
      scheduledFor: tomorrow(),
      version: res.body.data.version,
    });
    expect(late.status).toBe(409);
    expect(await audits('cpv_visits', visit!.id)).toBe(1);
  });
});

describe('CPV reports', () => {
  const from = istDayOf(Date.now() - 60 * DAY);
  const to = today();

  it('counts the closed visits by period and agent, matching the rows; totals add up', async () => {
    for (const period of ['day', 'week', 'month']) {
      const res = await call('admin', 'GET', `/cpv/reports?period=${period}&from=${from}&to=${to}`);
      expect(res.status).toBe(200);
      const report = res.body.data;
      const closed = await db()
        .selectFrom('cpv_visits')
        .select(['status', 'outcome'])
        .where('closed_day', '>=', from)
        .where('closed_day', '<=', to)
        .execute();
      expect(report.totals).toEqual({
        verified: closed.filter((v) => v.outcome === 'VERIFIED').length,
        notFound: closed.filter((v) => v.outcome === 'NOT_FOUND').length,
        mismatch: closed.filter((v) => v.outcome === 'MISMATCH').length,
        cancelled: closed.filter((v) => v.status === 'CANCELLED').length,
        total: closed.length,
      });
      const sum = (k: string) => report.rows.reduce((s: number, r: Record<string, number>) => s + r[k]!, 0);
      expect(sum('total')).toBe(closed.length);
      expect(
        report.rows.every(
          (r: { verified: number; notFound: number; mismatch: number; cancelled: number; total: number }) =>
            r.verified + r.notFound + r.mismatch + r.cancelled === r.total,
        ),
      ).toBe(true);
      if (period === 'month')
        expect(report.rows.every((r: { period: string }) => /^\d{4}-\d{2}$/.test(r.period))).toBe(true);
    }
    expect((await call('admin', 'GET', `/cpv/reports?from=${to}&to=${from}`)).status).toBe(400);
  });

  it('exports the report as a CSV file with a totals line, audited', async () => {
    const before = await db().selectFrom('audit_log').select('id').where('action', '=', 'cpv_report.export').execute();
    const res = await file('admin', 'GET', `/cpv/reports/csv?period=month&from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toContain('attachment; filename="cpv-report-month-');
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Period,Agent,Verified,Not found,Mismatch,Cancelled,Total');
    expect(lines.at(-1)).toMatch(/^Total,,\d+,\d+,\d+,\d+,\d+$/);
    const after = await db().selectFrom('audit_log').select('id').where('action', '=', 'cpv_report.export').execute();
    expect(after.length).toBe(before.length + 1);
  });

  it('writes an agent name a spreadsheet would run as a formula as text, quoted where it holds a comma', async () => {
    const [visit] = await pending();
    const res = await post('/cpv/agents', {
      name: '=SUM(A1), Agent',
      email: 'formula.agent@field.example',
      mobile: '9876500001',
      city: 'Pune',
      pincodes: [visit!.pincode],
    });
    const assigned = await post(`/cpv/visits/${visit!.id}/assign`, {
      agentId: res.body.data.id,
      scheduledFor: today(),
      version: visit!.version,
    });
    await post(`/cpv/visits/${visit!.id}/outcome`, {
      outcome: 'VERIFIED',
      remark: 'ok',
      version: assigned.body.data.version,
    });
    const csv = String((await file('admin', 'GET', `/cpv/reports/csv?period=day&from=${to}&to=${to}`)).body);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(`${to},"'=SUM(A1), Agent",1,0,0,0,1\r\n`);
  });
});

describe('Referral codes', () => {
  it('answers the owner of a code and the merchants who signed up with it; an unknown code is a 404', async () => {
    const res = await call('support', 'GET', '/referral-codes/ref1000001');
    expect(res.status).toBe(200);
    expect(res.body.data.owner).toMatchObject({ merchantId: '1000001' });
    expect(res.body.data.signups).toHaveLength(12);
    expect((await call('support', 'GET', '/referral-codes/NOPE000')).status).toBe(404);
  });
});

describe('permissions', () => {
  it('refuses the CPV calls without their keys (403)', async () => {
    expect((await call('support', 'GET', '/cpv/agents')).status).toBe(403);
    expect((await call('ops', 'GET', '/cpv/visits')).status).toBe(403);
    expect((await post('/cpv/agents', { name: 'Nope' }, undefined, 'support')).status).toBe(403);
    expect(
      (await post('/cpv/visits/1/assign', { agentId: 1, scheduledFor: today(), version: 0 }, undefined, 'ops')).status,
    ).toBe(403);
    expect((await call('support', 'GET', `/cpv/reports?from=${today()}&to=${today()}`)).status).toBe(403);
    expect((await call('noaccess', 'GET', '/referral-codes/REF1000001')).status).toBe(403);
  });
});
