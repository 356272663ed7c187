import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { INBOX_KEYS } from '../../../contract/approvals/calls.js';
import { INBOX_KIND_ACCESS, INBOX_KIND_ORDER } from '../../../contract/approvals/inbox.js';
import {
  DASHBOARD_CALLS,
  TP_INFLOW_TYPES,
  TP_OUTFLOW_TYPES,
  type IvrDashboardWire,
  type IvrFigures,
  type ProductStateCount,
  type SlaCount,
  type QuickSummaryWire,
  type StateCount,
  type TpDashboardWire,
} from '../../../contract/dashboards/calls.js';
import { IST_OFFSET_MS, istDayOf, istDayStart, istDayStartAt } from '../../../contract/business-time.js';
import { CASE_STATUSES, type DisputeProduct } from '../../../contract/disputes/rules.js';
import type { JobSource } from '../../../contract/jobs/rules.js';
import { fromText } from '../../../contract/strict-number.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf } from '../../plugins/auth.js';
import { heldKeys } from '../../repositories/access.js';
import { inboxWaiting } from '../../repositories/approvals-inbox.js';
import { openBeforeNow, productStatusCounts } from '../../repositories/dispute-list.js';
import { overduePayouts } from '../../repositories/payouts.js';
import { jobStateCounts } from '../../repositories/job-list.js';
import { visibleProducts } from '../chargeback/product-access.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';

const DAY = 86_400_000;
/** SLA lines (README "Choices where the spec is silent"): PAYOUT_WAIT_SLA a day, DISPUTE_OPEN_SLA a week. */
const OPEN_CASE_STATUSES = CASE_STATUSES.filter((s) => s !== 'Resolved');

const stateCount = z.object({ state: z.string(), count: z.number().int() });
const productStateCount = stateCount.extend({ product: z.string() });
const slaCount = stateCount.extend({ product: z.string().optional(), status: z.string().optional() });
const quickSummaryDto = z.object({
  at: z.number().int(),
  payouts: z.array(stateCount),
  approvals: z.array(z.object({ kind: z.string(), pending: z.number().int(), oldest: z.number().int().nullable() })),
  disputes: z.array(productStateCount),
  uploads: z.array(stateCount),
  jobs: z.array(stateCount),
  sla: z.array(slaCount),
});
const tpDto = z.object({
  days: z.number().int(),
  balances: z.array(z.object({ product: z.string(), accounts: z.number().int(), balance: z.number() })),
  flows: z.array(z.object({ product: z.string(), day: z.string(), inflow: z.number(), outflow: z.number() })),
});
const ivrFigures = z.object({
  language: z.string(),
  calls: z.number().int(),
  answered: z.number().int(),
  dropped: z.number().int(),
  answerRate: z.number(),
  dropRate: z.number(),
});
const ivrDto = z.object({
  date: z.string(),
  languages: z.array(ivrFigures),
  hours: z.array(ivrFigures.extend({ hour: z.number().int() })),
});
const ivrQuery = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'not a date')
    .optional(),
});
const tpQuery = z.object({ days: fromText(z.number().int().min(1).max(90).default(14)) });

type Counted = { state: string; n: number | string | bigint };
const counted = (rows: readonly Counted[]): StateCount[] =>
  rows.map((r) => ({ state: r.state, count: Number(r.n) })).sort((a, b) => a.state.localeCompare(b.state));

/** The monitor's jobs of one source per state, by the list's own filter (jobsWhere): /upload-activity, /bulk-process. */
const jobTiles = async (db: Kysely<Database>, source: JobSource): Promise<StateCount[]> =>
  counted(await jobStateCounts(db, source));

/** Each product the viewer may see, its cases per status by the case list's own filter (/alerts/dispute). */
async function disputeTiles(db: Kysely<Database>, products: readonly DisputeProduct[]): Promise<ProductStateCount[]> {
  const out: ProductStateCount[] = [];
  for (const product of products) {
    const counts = await productStatusCounts(db, product);
    for (const state of CASE_STATUSES) out.push({ product, state, count: counts[state] });
  }
  return out;
}

/** Payouts by status as migration 0038's triggers keep them (list_counts), the totals the payouts list shows. */
async function keptPayoutCounts(db: Kysely<Database>): Promise<StateCount[]> {
  const rows = await sql<Counted>`select bucket as state, n from list_counts
    where list = 'payouts' and bucket <> '' and n > 0`.execute(db);
  return counted(rows.rows);
}

/**
 * The breaches: payouts waiting past a day (overduePayouts, the payouts list's `overdue` filter); dispute cases open
 * past a week, per product the viewer may see and open status (the case list's `overdue` filter, openBeforeNow).
 */
async function slaBreaches(
  db: Kysely<Database>,
  now: number,
  products: readonly DisputeProduct[],
): Promise<SlaCount[]> {
  const payouts = await overduePayouts(db.selectFrom('payouts'), now)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const out: SlaCount[] = [{ state: 'PAYOUT_WAITING_OVER_1_DAY', count: Number(payouts.n) }];
  for (const product of products) {
    const counts = await productStatusCounts(db, product, openBeforeNow(now));
    for (const status of OPEN_CASE_STATUSES)
      out.push({ state: 'DISPUTE_OPEN_OVER_7_DAYS', product, status, count: counts[status] });
  }
  return out;
}

/** Money in and out per product and IST business day over the window, SUCCESS transactions only; balances per product. */
export async function tpBook(db: Kysely<Database>, days: number, now: number): Promise<TpDashboardWire> {
  const since = istDayStartAt(now) - (days - 1) * DAY;
  // The IST day an instant falls on, as a day number: shifted by IST's offset, then whole days.
  const istDay = sql`(created_at + ${sql.lit(IST_OFFSET_MS)}) / ${sql.lit(DAY)}`;
  const inflow = sql.join(TP_INFLOW_TYPES.map((t) => sql.lit(t)));
  const outflow = sql.join(TP_OUTFLOW_TYPES.map((t) => sql.lit(t)));
  const [balances, flows] = await Promise.all([
    sql<{ product: string; accounts: number | string; balance: number | string }>`
      select product, count(*) as accounts, coalesce(sum(balance), 0) as balance from investment_accounts
      group by product order by product`.execute(db),
    sql<{ product: string; day: number | string; inflow: number | string; outflow: number | string }>`
      select product, ${istDay} as day,
        coalesce(sum(case when txn_type in (${inflow}) then amount else 0 end), 0) as inflow,
        coalesce(sum(case when txn_type in (${outflow}) then amount else 0 end), 0) as outflow
      from investment_transactions where status = 'SUCCESS' and created_at >= ${since}
      group by product, ${istDay} order by product, day`.execute(db),
  ]);
  return {
    days,
    balances: balances.rows.map((r) => ({
      product: r.product,
      accounts: Number(r.accounts),
      balance: Number(r.balance),
    })),
    flows: flows.rows.map((r) => ({
      product: r.product,
      day: new Date(Math.floor(Number(r.day)) * DAY).toISOString().slice(0, 10),
      inflow: Number(r.inflow),
      outflow: Number(r.outflow),
    })),
  };
}

type IvrRow = { language: string; calls: number | string; answered: number | string; dropped: number | string };
const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part * 1000) / whole) / 10);
const figures = (r: IvrRow): IvrFigures => {
  const [calls, answered, dropped] = [Number(r.calls), Number(r.answered), Number(r.dropped)];
  const rates = { answerRate: percent(answered, calls), dropRate: percent(dropped, calls) };
  return { language: r.language, calls, answered, dropped, ...rates };
};

/** One IST business day's IVR calls by language, and by language and IST hour (0–23), in two grouped queries. */
export async function ivrDay(db: Kysely<Database>, date: string): Promise<IvrDashboardWire> {
  const from = istDayStart(date);
  const counts = sql`count(*) as calls,
    coalesce(sum(case when outcome = 'ANSWERED' then 1 else 0 end), 0) as answered,
    coalesce(sum(case when outcome = 'DROPPED' then 1 else 0 end), 0) as dropped`;
  const day = sql`from ivr_calls where started_at >= ${from} and started_at < ${from + DAY}`;
  const hour = sql`(started_at - ${sql.lit(from)}) / ${sql.lit(3_600_000)}`;
  const [languages, hours] = await Promise.all([
    sql<IvrRow>`select language, ${counts} ${day} group by language order by language`.execute(db),
    sql<IvrRow & { hour: number | string }>`select language, ${hour} as hour, ${counts} ${day}
      group by language, ${hour} order by language, hour`.execute(db),
  ]);
  return {
    date,
    languages: languages.rows.map(figures),
    hours: hours.rows.map((r) => ({ ...figures(r), hour: Math.floor(Number(r.hour)) })),
  };
}

/** GET /api/crm/dashboards/* (contract/dashboards/calls.ts, issue 46 item 1): each dashboard's figures, aggregated here. */
export async function dashboardRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, DASHBOARD_CALLS.quickSummary, { response: { 200: okSchema(quickSummaryDto) } }, async (request) => {
    const now = Date.now();
    const held = new Set<string>(await heldKeys(db, principalOf(request), [...INBOX_KEYS]));
    const kinds = INBOX_KIND_ORDER.filter((k) => INBOX_KIND_ACCESS[k].some((key) => held.has(key)));
    const products = await visibleProducts(db, request);
    const [payouts, approvals, disputes, uploads, jobs, sla] = await Promise.all([
      keptPayoutCounts(db),
      inboxWaiting(db, kinds, {}),
      disputeTiles(db, products),
      jobTiles(db, 'UPLOAD'),
      jobTiles(db, 'QUEUE'),
      slaBreaches(db, now, products),
    ]);
    return ok({ at: now, payouts, approvals, disputes, uploads, jobs, sla } satisfies QuickSummaryWire);
  });

  serve(app, DASHBOARD_CALLS.tp, { querystring: tpQuery, response: { 200: okSchema(tpDto) } }, async (request) =>
    ok(await tpBook(db, request.query.days, Date.now())),
  );

  serve(app, DASHBOARD_CALLS.ivr, { querystring: ivrQuery, response: { 200: okSchema(ivrDto) } }, async (request) =>
    ok(await ivrDay(db, request.query.date ?? istDayOf(Date.now()))),
  );
}
