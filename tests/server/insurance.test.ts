import { describe, expect, it } from 'vitest';
import { istDayOf } from '../../contract/business-time.js';
import { signedInApp } from './helpers/signed-in-app.js';
import { fileCallerOf } from './helpers/test-app.js';

/**
 * Insurance (issue 46 item 3): a consumer's policies (or one policy) with plan, insurer, status, premium in rupees,
 * dates and claims; the export of a range of issue days as CSV for the insurer, one audit row per export naming the
 * range and the row count; each behind its own key.
 */
const { t, tokens, call, db } = signedInApp(['insurance', 'support', 'noaccess'], '/api/crm');
const file = fileCallerOf(() => t, tokens, '/api/crm');
const POLICIES = '/insurance/policies';

interface Policy {
  policyId: string;
  consumerId: number;
  status: string;
  premium: number;
  refund: number | null;
  insurer: string;
  startDate: string;
  endDate: string;
  claims: { claimId: string; status: string; amount: number }[];
}
const lookup = (q: string, who = 'insurance') => call(who, 'GET', `${POLICIES}?q=${encodeURIComponent(q)}`);
const exportAudits = () =>
  db().selectFrom('audit_log').selectAll().where('action', '=', 'insurance_policy.export').orderBy('id').execute();

describe('GET /api/crm/insurance/policies', () => {
  it("lists the demo consumer's policies newest first, every state, premium in rupees, claims with each", async () => {
    const res = await lookup('1001');
    expect(res.status).toBe(200);
    const policies = res.body.data as Policy[];
    expect(policies.map((p) => p.policyId)).toEqual(['POL-1001-2', 'POL-1001-1', 'POL-1001-3']);
    expect(new Set(policies.map((p) => p.status))).toEqual(new Set(['ACTIVE', 'CANCELLED', 'EXPIRED']));
    const active = policies.find((p) => p.status === 'ACTIVE')!;
    expect(active.premium).toBe(499);
    expect(active.insurer).toBe('Acko General Insurance');
    expect(active.claims.map((c) => [c.status, c.amount])).toEqual([
      ['FILED', 12000],
      ['PAID', 8500],
    ]);
    const cancelled = policies.find((p) => p.status === 'CANCELLED')!;
    expect(cancelled.refund).toBeGreaterThan(0);
    expect(cancelled.refund).toBeLessThan(cancelled.premium);
  });

  it('finds one policy by its id (any case); unknown is a 404, a bad search a 400', async () => {
    const one = await lookup('pol-1001-3');
    expect(one.status).toBe(200);
    expect((one.body.data as Policy[]).map((p) => p.policyId)).toEqual(['POL-1001-3']);
    expect((await lookup('POL-9-9')).status).toBe(404);
    expect((await lookup('99999999')).body.message).toBe('No policy found for this consumer or policy ID.');
    expect((await lookup('drop table')).status).toBe(400);
  });

  it('is refused without an insurance key', async () => {
    expect((await lookup('1001', 'noaccess')).status).toBe(403);
  });
});

describe('GET /api/crm/insurance/policies/export', () => {
  const today = istDayOf(Date.now());
  const monthAgo = istDayOf(Date.now() - 45 * 86_400_000);

  it('downloads the range as CSV (BOM, header, one line a policy) and audits who, which range, how many rows', async () => {
    const demo = (await lookup('1001')).body.data as Policy[];
    const from = demo.find((p) => p.policyId === 'POL-1001-1')!.startDate;
    const to = demo.find((p) => p.policyId === 'POL-1001-2')!.startDate;
    const before = (await exportAudits()).length;
    const res = await file('insurance', 'GET', `${POLICIES}/export?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(`insurance-policies-${from}-to-${to}.csv`);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n') as string[];
    expect(lines[0]).toBe(
      'Policy ID,Consumer ID,Plan code,Plan name,Insurer,Status,Premium (₹),Start date,End date,Issued at (UTC),Cancelled at (UTC),Refund (₹)',
    );
    const rows = lines.length - 1;
    expect(rows).toBeGreaterThanOrEqual(2);
    expect(lines.filter((l) => l.startsWith('POL-1001-')).map((l) => l.split(',')[0])).toEqual([
      'POL-1001-1',
      'POL-1001-2',
    ]);
    const audits = await exportAudits();
    expect(audits.length).toBe(before + 1);
    const last = audits[audits.length - 1]!;
    expect(last.actor_email).toBe('insurance@console.example');
    expect(JSON.parse(last.after_json!)).toEqual({ from, to, status: null, rows });
  });

  it('filters by status; a reversed or too long range is a 400 and not audited', async () => {
    const res = await file('insurance', 'GET', `${POLICIES}/export?from=${monthAgo}&to=${today}&status=CANCELLED`);
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => l.split(',')[5] === 'CANCELLED')).toBe(true);
    const before = (await exportAudits()).length;
    expect((await call('insurance', 'GET', `${POLICIES}/export?from=${today}&to=${monthAgo}`)).status).toBe(400);
    expect((await call('insurance', 'GET', `${POLICIES}/export?from=2026-01-01&to=2026-06-30`)).status).toBe(400);
    expect((await exportAudits()).length).toBe(before);
  });

  it('needs the export key: a viewer (support) and no-access staff are refused', async () => {
    const q = `${POLICIES}/export?from=${monthAgo}&to=${today}`;
    expect((await call('support', 'GET', q)).status).toBe(403);
    expect((await call('noaccess', 'GET', q)).status).toBe(403);
  });
});

describe('POST /api/crm/insurance/policies/cancellations/dry-run', () => {
  const dryRun = (policyIds: string[], who = 'insurance') =>
    call(who, 'POST', `${POLICIES}/cancellations/dry-run`, { policyIds });

  it('gives each row its verdict and an active policy its pro-rata refund; nothing changes', async () => {
    const res = await dryRun(['POL-1001-1', 'pol-1001-2', 'POL-1001-3', 'POL-NOPE-1', 'POL-1001-1']);
    expect(res.status).toBe(200);
    const run = res.body.data as {
      rows: { row: number; policyId: string; verdict: string; refund: number }[];
      toCancel: number;
      refundTotal: number;
    };
    expect(run.rows.map((r) => [r.row, r.policyId, r.verdict])).toEqual([
      [1, 'POL-1001-1', 'ACTIVE'],
      [2, 'POL-1001-2', 'ALREADY_CANCELLED'],
      [3, 'POL-1001-3', 'EXPIRED'],
      [4, 'POL-NOPE-1', 'UNKNOWN'],
      [5, 'POL-1001-1', 'DUPLICATE'],
    ]);
    // POL-1001-1 has a paid claim: the cover was used, so no refund.
    expect(run.rows[0]?.refund).toBe(0);
    expect(run.toCancel).toBe(1);
    const status = await db()
      .selectFrom('insurance_policies')
      .select('status')
      .where('policy_id', '=', 'POL-1001-1')
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('ACTIVE');
  });

  it('refunds an active policy without used claims pro rata, totalled', async () => {
    const active = await db()
      .selectFrom('insurance_policies')
      .selectAll()
      .where('status', '=', 'ACTIVE')
      .where('consumer_id', '!=', 1001)
      .orderBy('id')
      .limit(2)
      .execute();
    const run = (await dryRun(active.map((p) => p.policy_id))).body.data as {
      rows: { refund: number }[];
      refundTotal: number;
    };
    expect(run.rows.every((r) => r.refund > 0)).toBe(true);
    expect(run.refundTotal).toBeCloseTo(run.rows[0]!.refund + run.rows[1]!.refund, 2);
    expect(run.rows[0]?.refund).toBeLessThanOrEqual(Number(active[0]?.premium_paise) / 100);
  });

  it('needs the raise key; an empty file is a 400', async () => {
    expect((await dryRun(['POL-1001-1'], 'support')).status).toBe(403);
    expect((await dryRun([])).status).toBe(400);
  });
});
