import { describe, expect, it } from 'vitest';
import { NO_RULE, type RiskRuleValues } from '../../contract/risk-manager/rules.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The risk manager (issue 46 item 5): velocity limits and blocks per merchant or consumer, read by whoever holds a
 * risk key, changed only under four eyes (RISK_RULE_CHANGE): the maker never decides their own, one change pending per
 * rule, 20 parallel approvals apply once at the version the maker saw, one audit row per change, replays answer the same.
 */
const { call, db } = signedInApp(['maker', 'checker', 'support', 'admin', 'noaccess'], '/api/crm');
const DAY = 86_400_000;

interface Rule extends RiskRuleValues {
  id: number;
  subjectType: string;
  subjectId: string;
  blockedNow: boolean;
  version: number;
  pending: { id: number } | null;
}

const rules = async (query = '') =>
  (await call('support', 'GET', `/risk/rules?size=100&${query}`)).body.data as {
    content: Rule[];
    totalElements: number;
  };
const rule = async (type: string, id: string) => (await rules(`subjectType=${type}&subjectId=${id}`)).content[0];
const change = (who: string, body: object, key?: string) =>
  call(who, 'POST', '/risk/rules/changes', body, key ? { 'idempotency-key': key } : {});
const decide = (who: string, id: number, isApproved = true) =>
  call(who, 'POST', `/maker/checker/risk_rule_change/${id}/decision`, { isApproved, remarks: 'checked' });
const limits = NO_RULE;

describe('risk rules: reading', () => {
  it('lists the seeded rules in every state, filtered by subject, and refuses without a risk key', async () => {
    const all = await rules();
    expect(all.totalElements).toBeGreaterThanOrEqual(5);
    expect(await rule('MERCHANT', '1000002')).toMatchObject({
      blocked: true,
      blockReason: 'Chargeback spike under review',
    });
    expect(await rule('CONSUMER', '900000002')).toMatchObject({ blocked: true, blockedNow: false });
    expect(await rule('CONSUMER', '900000001')).toMatchObject({ blockedNow: true, blockUntil: null });
    expect((await rule('MERCHANT', '1000003'))!.pending).not.toBeNull();
    expect((await rules('subjectType=CONSUMER')).content.every((r) => r.subjectType === 'CONSUMER')).toBe(true);
    expect((await call('noaccess', 'GET', '/risk/rules')).status).toBe(403);
  });
});

describe('risk rules: four eyes', () => {
  it('a maker raises a velocity limit change; the checker sees old beside new and approving applies it once', async () => {
    const before = (await rule('MERCHANT', '1000001'))!;
    const made = await change('maker', {
      ...limits,
      subjectType: 'MERCHANT',
      subjectId: '1000001',
      version: before.version,
      maxCountHour: 10,
      maxCountDay: 400,
      maxAmountHour: 50000,
      maxAmountDay: 300000,
      remarks: 'Card testing seen at night',
    });
    expect(made.status).toBe(201);
    expect(made.body.data.proposed).toMatchObject({ subject: 'MERCHANT 1000001', maxCountHour: 10 });
    expect(made.body.data.previous).toMatchObject({ subject: 'MERCHANT 1000001', maxCountHour: 50 });
    expect((await rule('MERCHANT', '1000001'))!.maxCountHour).toBe(50);
    const own = await decide('maker', made.body.data.id);
    expect(own.status).toBe(403);
    expect((await decide('support', made.body.data.id)).status).toBe(403);
    const results = await Promise.all(Array.from({ length: 20 }, () => decide('checker', made.body.data.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const after = (await rule('MERCHANT', '1000001'))!;
    expect(after).toMatchObject({ maxCountHour: 10, version: before.version + 1, pending: null });
    const audit = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'approval_requests')
      .where('entity_id', '=', String(made.body.data.id))
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual(['risk_rule_request.approve', 'risk_rule_request.create']);
  });

  it('a block for a new subject: raised, refused as a duplicate while pending, rejected leaves no block', async () => {
    const body = {
      ...limits,
      subjectType: 'CONSUMER',
      subjectId: '900000777',
      version: 0,
      blocked: true,
      blockReason: 'Mule account suspected',
      blockUntil: Date.now() + DAY,
      remarks: 'Bank escalation',
    };
    const made = await change('maker', body);
    expect(made.status).toBe(201);
    expect(made.body.data.proposed).toMatchObject({ blocked: 'Yes', blockReason: 'Mule account suspected' });
    const again = await change('admin', body);
    expect(again.status).toBe(409);
    expect((await decide('checker', made.body.data.id, false)).status).toBe(200);
    expect(await rule('CONSUMER', '900000777')).toMatchObject({ blocked: false, blockedNow: false, version: 0 });
  });

  it('refuses what cannot be a rule, a stale version, a raise without the key, and nothing changed', async () => {
    const r = (await rule('MERCHANT', '1000001'))!;
    const base = { ...limits, ...r, subjectType: 'MERCHANT', subjectId: '1000001', remarks: 'x' };
    const hourOverDay = await change('maker', { ...base, maxCountHour: 500, maxCountDay: 100 });
    expect(hourOverDay.status).toBe(400);
    expect(hourOverDay.body.message).toBe('An hourly limit cannot be more than the daily one.');
    expect((await change('maker', { ...base, blocked: true, blockReason: null })).body.message).toBe(
      'A block needs a reason.',
    );
    expect(
      (await change('maker', { ...base, blocked: true, blockReason: 'x', blockUntil: Date.now() - DAY })).status,
    ).toBe(400);
    expect((await change('maker', base)).body.message).toBe('The rule already has these values.');
    expect((await change('maker', { ...base, maxCountHour: 5, version: r.version - 1 })).status).toBe(409);
    expect((await change('checker', { ...base, maxCountHour: 5 })).status).toBe(403);
    expect((await change('noaccess', { ...base, maxCountHour: 5 })).status).toBe(403);
  });

  it('20 raises at once: one is placed; the winner replayed with its key answers the same', async () => {
    const r = (await rule('MERCHANT', '1000001'))!;
    const body = { ...limits, ...r, subjectType: 'MERCHANT', subjectId: '1000001', maxCountHour: 7, remarks: 'race' };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => change('maker', body, `risk-race-${i}`)));
    expect(results.map((x) => x.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    const winner = results.findIndex((x) => x.status === 201);
    const replay = await change('maker', body, `risk-race-${winner}`);
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(results[winner]!.body);
    expect((await decide('checker', replay.body.data.id, false)).status).toBe(200);
  });

  it('a rule changed after the raise: approving is a 409 and nothing moves', async () => {
    const r = (await rule('MERCHANT', '1000001'))!;
    const made = await change('maker', {
      ...limits,
      ...r,
      subjectType: 'MERCHANT',
      subjectId: '1000001',
      maxCountHour: 3,
      remarks: 'x',
    });
    expect(made.status).toBe(201);
    await db()
      .updateTable('risk_rules')
      .set({ version: r.version + 5 })
      .where('id', '=', r.id)
      .execute();
    const res = await decide('checker', made.body.data.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'The rule changed since the request was raised. Raise it again from the rule in force.',
    );
    expect((await rule('MERCHANT', '1000001'))!.maxCountHour).toBe(r.maxCountHour);
  });
});
