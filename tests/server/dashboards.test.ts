import { describe, expect, it } from 'vitest';
import { istDayOf, istDayStart } from '../../contract/business-time.js';
import type { IvrFigures } from '../../contract/dashboards/calls.js';
import { signedInApp } from './helpers/signed-in-app.js';

/**
 * The Dashboards group (issue 46 item 1): each dashboard's figures are aggregates of the underlying rows, counted by
 * the server, equal to what the lists they open show; each read only under its own permission.
 */
const { call, db } = signedInApp(['ops', 'maker', 'checker', 'support', 'noaccess', 'admin'], '/api');
const DAY = 86_400_000;

interface Summary {
  payouts: { state: string; count: number }[];
  approvals: { kind: string; pending: number; oldest: number | null }[];
  disputes: { product: string; state: string; count: number }[];
  uploads: { state: string; count: number }[];
  jobs: { state: string; count: number }[];
  sla: { state: string; count: number; product?: string; status?: string }[];
}
interface Tp {
  days: number;
  balances: { product: string; accounts: number; balance: number }[];
  flows: { product: string; day: string; inflow: number; outflow: number }[];
}

const summary = async (who = 'ops') => (await call(who, 'GET', '/crm/dashboards/quick-summary')).body.data as Summary;
const tp = async (query = '') => (await call('ops', 'GET', `/crm/dashboards/tp${query}`)).body.data as Tp;
const asMap = (rows: { state: string; count: number }[]) => Object.fromEntries(rows.map((r) => [r.state, r.count]));

describe('quick summary', () => {
  it('counts payouts by state as the table holds them; uploads and jobs add up to their tables', async () => {
    const s = await summary('admin');
    const payouts = await db()
      .selectFrom('payouts')
      .select(['status', db().fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    expect(asMap(s.payouts)).toEqual(Object.fromEntries(payouts.map((r) => [r.status, Number(r.n)])));
    const rows = async (table: 'upload_jobs' | 'background_jobs' | 'disputes') =>
      Number((await db().selectFrom(table).select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const sum = (xs: { count: number }[]) => xs.reduce((n, x) => n + x.count, 0);
    expect(sum(s.uploads)).toBe(await rows('upload_jobs'));
    expect(sum(s.jobs)).toBe(await rows('background_jobs'));
    expect(sum(s.disputes)).toBe(await rows('disputes'));
    expect(s.payouts.map((p) => p.state)).toContain('APPROVAL_PENDING');
  });

  it('each upload and job tile equals the total the monitor lists under that source and state', async () => {
    const s = await summary('admin');
    expect(s.uploads.length).toBeGreaterThan(0);
    expect(s.jobs.length).toBeGreaterThan(0);
    for (const [source, tiles] of [
      ['UPLOAD', s.uploads],
      ['QUEUE', s.jobs],
    ] as const)
      for (const { state, count } of tiles) {
        const list = await call('admin', 'GET', `/crm/jobs?source=${source}&state=${state}&page=0&size=1`);
        expect(list.status).toBe(200);
        expect([source, state, list.body.data.totalElements]).toEqual([source, state, count]);
      }
  });

  it('each dispute tile equals the case list’s total on that product and status; only the viewer’s products', async () => {
    const s = await summary('admin');
    expect(new Set(s.disputes.map((d) => d.product))).toEqual(new Set(['SWIPE', 'QR']));
    for (const { product, state, count } of s.disputes) {
      const list = await call(
        'admin',
        'GET',
        `/chargeback/chargeback/all/dispute/detail?sourceProduct=${product}&status=${state}`,
      );
      expect(list.status).toBe(200);
      expect([product, state, list.body.totalCount]).toEqual([product, state, count]);
    }
    // Each dispute breach (product, open status) equals the case list's total under its `overdue` filter.
    const breaches = s.sla.filter((b) => b.state === 'DISPUTE_OPEN_OVER_7_DAYS');
    expect(breaches.map((b) => `${b.product}:${b.status}`).sort()).toEqual([
      'QR:INIT',
      'QR:Processing',
      'SWIPE:INIT',
      'SWIPE:Processing',
    ]);
    expect(breaches.some((b) => b.count > 0)).toBe(true);
    for (const b of breaches) {
      const list = await call(
        'admin',
        'GET',
        `/chargeback/chargeback/all/dispute/detail?sourceProduct=${b.product}&status=${b.status}&overdue=true`,
      );
      expect([b.product, b.status, list.body.totalCount]).toEqual([b.product, b.status, b.count]);
      expect(list.body.counts.Resolved).toBe(0);
    }
    // A QR-only analyst's summary would name QR alone; the ops desk, holding no dispute key, sees none.
    expect((await summary()).disputes).toEqual([]);
  });

  it('each payout tile equals the total the payouts list shows under that status filter', async () => {
    for (const { state, count } of (await summary()).payouts) {
      const list = await call('ops', 'GET', `/payouts/payout-requests?status=${state}&page=1&size=20`);
      expect(list.status).toBe(200);
      expect([state, (list.body.data ?? list.body).totalElements]).toEqual([state, count]);
    }
  });

  it('approvals waiting per kind equal the inbox counts of the same viewer', async () => {
    const s = await summary('checker');
    const inbox = (await call('checker', 'GET', '/crm/approvals/inbox?size=1')).body.data as {
      counts: { kind: string; pending: number }[];
    };
    expect(s.approvals.map(({ kind, pending }) => ({ kind, pending }))).toEqual(inbox.counts);
    expect(s.approvals.length).toBeGreaterThan(0);
    // The age: each kind's oldest pending item, the last of its inbox pages (newest first).
    const payouts = s.approvals.find((a) => a.kind === 'PAYOUT')!;
    const oldest = await db()
      .selectFrom('payouts')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .where('status', '=', 'APPROVAL_PENDING')
      .executeTakeFirstOrThrow();
    expect(payouts.oldest).toBe(Number(oldest.at));
    for (const a of s.approvals) expect(a.oldest === null).toBe(a.pending === 0);
  });

  it('a payout waiting past a day is one more SLA breach and one more APPROVAL_PENDING', async () => {
    const before = await summary();
    const template = await db()
      .selectFrom('payouts')
      .selectAll()
      .where('status', '=', 'APPROVAL_PENDING')
      .executeTakeFirstOrThrow();
    const { id: _id, version: _v, ...row } = template;
    await db()
      .insertInto('payouts')
      .values({ ...row, transaction_id: 'DASH-SLA-1', created_at: Date.now() - 2 * DAY, updated_at: Date.now() })
      .execute();
    const after = await summary();
    const pending = (x: Summary) => asMap(x.payouts).APPROVAL_PENDING ?? 0;
    const breached = (x: Summary) => asMap(x.sla).PAYOUT_WAITING_OVER_1_DAY ?? 0;
    expect(pending(after)).toBe(pending(before) + 1);
    expect(breached(after)).toBe(breached(before) + 1);
    // The breach tile equals the payouts list's total under its `overdue` filter (the same rule, overduePayouts).
    const overdue = await call('ops', 'GET', '/payouts/payout-requests?status=APPROVAL_PENDING&overdue=true&limit=5');
    expect(overdue.status).toBe(200);
    expect((overdue.body.data ?? overdue.body).totalElements).toBe(breached(after));
    const rows = ((overdue.body.data ?? overdue.body).content ?? []) as { status: string; createdAt: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.status, r.createdAt * 1000 < Date.now() - DAY]).toEqual(['APPROVAL_PENDING', true]);
  });

  it('is refused without its permission (403)', async () => {
    expect((await call('support', 'GET', '/crm/dashboards/quick-summary')).status).toBe(403);
    expect((await call('noaccess', 'GET', '/crm/dashboards/tp')).status).toBe(403);
  });
});

describe('TP dashboard', () => {
  it('balances by product are the accounts’ sums', async () => {
    const rows = await db().selectFrom('investment_accounts').select(['product', 'balance']).execute();
    const want = new Map<string, { accounts: number; balance: number }>();
    for (const r of rows) {
      const w = want.get(r.product) ?? { accounts: 0, balance: 0 };
      want.set(r.product, { accounts: w.accounts + 1, balance: w.balance + Number(r.balance) });
    }
    const got = (await tp()).balances;
    expect(got.map((b) => b.product).sort()).toEqual([...want.keys()].sort());
    for (const b of got) expect({ accounts: b.accounts, balance: b.balance }).toEqual(want.get(b.product));
  });

  it('a seeded day’s inflows and outflows are its SUCCESS transactions, by product', async () => {
    const account = await db().selectFrom('investment_accounts').select(['id', 'product']).executeTakeFirstOrThrow();
    const at = Date.now();
    const txn = (txn_type: string, amount: number, status = 'SUCCESS') => ({
      account_id: account.id,
      product: 'DASH_TEST',
      txn_type,
      amount,
      status,
      reference: `DASH-${txn_type}-${amount}`,
      remarks: null,
      created_at: at,
      updated_at: at,
    });
    await db()
      .insertInto('investment_transactions')
      .values([txn('DEPOSIT', 1000), txn('INTEREST', 25), txn('WITHDRAWAL', 400), txn('DEPOSIT', 9999, 'ON_HOLD')])
      .execute();
    const today = istDayOf(at);
    expect((await tp('?days=1')).flows).toContainEqual({
      product: 'DASH_TEST',
      day: today,
      inflow: 1025,
      outflow: 400,
    });
    expect((await call('ops', 'GET', '/crm/dashboards/tp?days=0')).status).toBe(400);
  });
});

describe('IVR dashboard', () => {
  const ivr = async (date: string, who = 'ops') => call(who, 'GET', `/crm/dashboards/ivr?date=${date}`);

  it('a day’s calls by language and by hour are the log’s rows of that day', async () => {
    const first = await db()
      .selectFrom('ivr_calls')
      .select('started_at')
      .orderBy('started_at')
      .executeTakeFirstOrThrow();
    const date = istDayOf(Number(first.started_at));
    const from = istDayStart(date);
    const rows = await db()
      .selectFrom('ivr_calls')
      .select(['language', 'outcome', 'started_at'])
      .where('started_at', '>=', from)
      .where('started_at', '<', from + DAY)
      .execute();
    const res = await ivr(date);
    expect(res.status).toBe(200);
    const data = res.body.data as { date: string; languages: IvrFigures[]; hours: (IvrFigures & { hour: number })[] };
    expect(data.date).toBe(date);
    expect(data.languages.reduce((n, l) => n + l.calls, 0)).toBe(rows.length);
    for (const l of data.languages) {
      const mine = rows.filter((r) => r.language === l.language);
      const answered = mine.filter((r) => r.outcome === 'ANSWERED').length;
      expect([l.calls, l.answered, l.dropped]).toEqual([mine.length, answered, mine.length - answered]);
      expect(l.answerRate).toBe(Math.round((answered * 1000) / mine.length) / 10);
    }
    for (const h of data.hours) {
      const mine = rows.filter(
        (r) => r.language === h.language && Math.floor((Number(r.started_at) - from) / 3_600_000) === h.hour,
      );
      expect(h.calls).toBe(mine.length);
    }
    expect(data.hours.reduce((n, h) => n + h.calls, 0)).toBe(rows.length);
  });

  it('counts by IST business day and IST hour: a call at 00:30 IST is hour 0 of that day, not of the UTC day before', async () => {
    const date = '2001-02-03';
    await db()
      .insertInto('ivr_calls')
      .values({
        caller: '9800000001',
        language: 'IST_TEST',
        started_at: istDayStart(date) + 30 * 60_000,
        outcome: 'ANSWERED',
        wait_seconds: 5,
        talk_seconds: 60,
      })
      .execute();
    const data = (await ivr(date)).body.data as { languages: IvrFigures[]; hours: (IvrFigures & { hour: number })[] };
    expect(data.languages).toContainEqual(expect.objectContaining({ language: 'IST_TEST', calls: 1 }));
    expect(data.hours).toContainEqual(expect.objectContaining({ language: 'IST_TEST', hour: 0, calls: 1 }));
    expect((await ivr('2001-02-02')).body.data.languages).toEqual([]);
  });

  it('a day without calls is empty; a malformed date is a 400; without the key a 403', async () => {
    expect((await ivr('1999-01-01')).body.data).toEqual({ date: '1999-01-01', languages: [], hours: [] });
    expect((await ivr('yesterday')).status).toBe(400);
    expect((await ivr('2026-11-01', 'maker')).status).toBe(403);
    expect((await ivr('2026-11-01', 'support')).status).toBe(200);
  });
});
