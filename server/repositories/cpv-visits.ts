import { sql, type Kysely, type Selectable } from 'kysely';
import { CPV_OPEN_STATES, type CpvPeriod } from '../../contract/cpv/calls.js';
import type { CpvAgentTable, CpvVisitTable, Database } from '../db/database.js';
import { countOf, type Page } from './newest-first.js';

export type CpvAgentRow = Selectable<CpvAgentTable>;
export type CpvVisitRow = Selectable<CpvVisitTable> & { merchant_name: string | null; agent_name: string | null };

export interface CpvAgentValues {
  name: string;
  email: string;
  /** Absent on an edit that keeps the mobile. */
  mobile?: string;
  city: string;
  pincodes: readonly string[];
  active: boolean;
}

const agentColumns = (v: CpvAgentValues) => ({
  name: v.name,
  email: v.email.toLowerCase(),
  ...(v.mobile !== undefined && { mobile: v.mobile }),
  city: v.city,
  pincodes: v.pincodes.join(','),
  active: v.active ? 1 : 0,
});

/** Every agent with their open (ASSIGNED) visits: active first, then by name. */
export async function listCpvAgents(db: Kysely<Database>): Promise<(CpvAgentRow & { open: number })[]> {
  const rows = await db
    .selectFrom('cpv_agents as a')
    .selectAll('a')
    .select((eb) =>
      eb
        .selectFrom('cpv_visits as v')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('v.agent_id', '=', 'a.id')
        .where('v.status', '=', 'ASSIGNED')
        .as('open'),
    )
    .orderBy('a.active', 'desc')
    .orderBy('a.name')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({ ...r, open: Number(r.open ?? 0) }));
}

export function findCpvAgent(db: Kysely<Database>, id: number): Promise<CpvAgentRow | undefined> {
  return db.selectFrom('cpv_agents').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertCpvAgent(
  db: Kysely<Database>,
  v: CpvAgentValues & { mobile: string },
  at: number,
): Promise<CpvAgentRow> {
  return db
    .insertInto('cpv_agents')
    .values({ ...agentColumns(v), mobile: v.mobile, created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * ONE conditional UPDATE of an agent at the version read; a deactivation applies only while the agent holds no
 * ASSIGNED visit (so an assignment landing meanwhile cannot leave a visit with an inactive agent). False otherwise.
 */
export async function updateCpvAgent(
  db: Kysely<Database>,
  id: number,
  version: number,
  v: CpvAgentValues,
  at: number,
): Promise<boolean> {
  let q = db
    .updateTable('cpv_agents')
    .set({ ...agentColumns(v), updated_at: at, version: version + 1 })
    .where('id', '=', id)
    .where('version', '=', version);
  if (!v.active)
    q = q.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('cpv_visits')
            .select('cpv_visits.id')
            .where('cpv_visits.agent_id', '=', id)
            .where('cpv_visits.status', '=', 'ASSIGNED'),
        ),
      ),
    );
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** How many ASSIGNED visits an agent holds. */
export function openVisitsOf(db: Kysely<Database>, agentId: number): Promise<number> {
  return countOf(db.selectFrom('cpv_visits').where('agent_id', '=', agentId).where('status', '=', 'ASSIGNED'));
}

export interface CpvVisitQuery {
  status?: string;
  city?: string;
  /** Waiting at least this many days (requested that long ago or more). */
  minAgeDays?: number;
  agentId?: number;
  page: number;
  size: number;
}

const visitBase = (db: Kysely<Database>) =>
  db
    .selectFrom('cpv_visits as v')
    .leftJoin('merchants as m', 'm.merchant_id', 'v.merchant_id')
    .leftJoin('cpv_agents as a', 'a.id', 'v.agent_id');

const visitSelect = <Q extends ReturnType<typeof visitBase>>(q: Q) =>
  q.selectAll('v').select(['m.name as merchant_name', 'a.name as agent_name']);

/** /assign-cpv: a page of visits (the open ones unless a state is asked), the longest waiting first, with the total. */
export async function listCpvVisits(db: Kysely<Database>, f: CpvVisitQuery, now: number): Promise<Page<CpvVisitRow>> {
  let base = visitBase(db);
  base = f.status ? base.where('v.status', '=', f.status) : base.where('v.status', 'in', CPV_OPEN_STATES);
  if (f.city) base = base.where(sql`lower(v.city)`, '=', f.city.toLowerCase());
  if (f.minAgeDays) base = base.where('v.requested_at', '<=', now - f.minAgeDays * 86_400_000);
  if (f.agentId) base = base.where('v.agent_id', '=', f.agentId);
  const [rows, total] = await Promise.all([
    visitSelect(base)
      .orderBy('v.requested_at')
      .orderBy('v.id')
      .limit(f.size)
      .offset(f.page * f.size)
      .execute(),
    countOf(base),
  ]);
  return { rows: rows as CpvVisitRow[], total };
}

export async function findCpvVisit(db: Kysely<Database>, id: number): Promise<CpvVisitRow | undefined> {
  return (await visitSelect(visitBase(db)).where('v.id', '=', id).executeTakeFirst()) as CpvVisitRow | undefined;
}

/** The cities of open visits, for the /assign-cpv filter. */
export async function openVisitCities(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('cpv_visits')
    .select('city')
    .distinct()
    .where('status', 'in', CPV_OPEN_STATES)
    .orderBy('city')
    .execute();
  return rows.map((r) => r.city);
}

/**
 * ONE conditional UPDATE: the visit moves from `from` (at the version read) with `set`; for an assignment only while
 * the agent is still active. False when another change came first (or the agent was deactivated meanwhile).
 */
export async function changeCpvVisit(
  db: Kysely<Database>,
  id: number,
  read: { statuses: readonly string[]; version: number },
  set: Partial<Omit<Selectable<CpvVisitTable>, 'id' | 'version'>>,
): Promise<boolean> {
  let q = db
    .updateTable('cpv_visits')
    .set({ ...set, version: read.version + 1 })
    .where('id', '=', id)
    .where('version', '=', read.version)
    .where('status', 'in', read.statuses);
  const agentId = set.agent_id;
  if (agentId != null)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('cpv_agents')
          .select('cpv_agents.id')
          .where('cpv_agents.id', '=', agentId)
          .where('cpv_agents.active', '=', 1),
      ),
    );
  const r = await q.executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The merchant's CPV status now: the newest cpv_events row's, or null. */
export async function cpvStatusOf(db: Kysely<Database>, merchantId: string): Promise<string | null> {
  const row = await db
    .selectFrom('cpv_events')
    .select('to_status')
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.to_status ?? null;
}

export async function insertCpvEvent(
  db: Kysely<Database>,
  e: {
    merchantId: string;
    action: string;
    from: string | null;
    to: string;
    actor: string;
    remarks: string;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('cpv_events')
    .values({
      merchant_id: e.merchantId,
      action: e.action,
      from_status: e.from,
      to_status: e.to,
      actor: e.actor,
      remarks: e.remarks,
      created_at: e.at,
    })
    .execute();
}

export interface CpvReportRow {
  period: string;
  agentId: number | null;
  agentName: string | null;
  verified: number;
  notFound: number;
  mismatch: number;
  cancelled: number;
  total: number;
}

const PERIOD_COLUMN: Record<CpvPeriod, ReturnType<typeof sql<string>>> = {
  day: sql<string>`v.closed_day`,
  week: sql<string>`v.closed_week`,
  month: sql<string>`substr(v.closed_day, 1, 7)`,
};

/**
 * The closed visits (VISITED or CANCELLED) whose IST day is in [from, to], counted per period and agent (one GROUP BY),
 * newest period first; and the same counts over all of them.
 */
export async function cpvReport(
  db: Kysely<Database>,
  f: { period: CpvPeriod; from: string; to: string; agentId?: number },
): Promise<{ rows: CpvReportRow[]; totals: Omit<CpvReportRow, 'period' | 'agentId' | 'agentName'> }> {
  let base = db
    .selectFrom('cpv_visits as v')
    .leftJoin('cpv_agents as a', 'a.id', 'v.agent_id')
    .where('v.closed_day', '>=', f.from)
    .where('v.closed_day', '<=', f.to);
  if (f.agentId) base = base.where('v.agent_id', '=', f.agentId);
  const count = (cond: string) => sql<number>`sum(case when ${sql.raw(cond)} then 1 else 0 end)`;
  const measures = [
    count(`v.outcome = 'VERIFIED'`).as('verified'),
    count(`v.outcome = 'NOT_FOUND'`).as('not_found'),
    count(`v.outcome = 'MISMATCH'`).as('mismatch'),
    count(`v.status = 'CANCELLED'`).as('cancelled'),
    sql<number>`count(*)`.as('total'),
  ] as const;
  const period = PERIOD_COLUMN[f.period];
  const [grouped, all] = await Promise.all([
    base
      .select([period.as('period'), 'v.agent_id', 'a.name as agent_name', ...measures])
      .groupBy([period, 'v.agent_id', 'a.name'])
      .orderBy(period, 'desc')
      .orderBy('a.name')
      .execute(),
    base.select([...measures]).executeTakeFirstOrThrow(),
  ]);
  const num = (n: unknown) => Number(n ?? 0);
  return {
    rows: grouped.map((r) => ({
      period: r.period,
      agentId: r.agent_id,
      agentName: r.agent_name,
      verified: num(r.verified),
      notFound: num(r.not_found),
      mismatch: num(r.mismatch),
      cancelled: num(r.cancelled),
      total: num(r.total),
    })),
    totals: {
      verified: num(all.verified),
      notFound: num(all.not_found),
      mismatch: num(all.mismatch),
      cancelled: num(all.cancelled),
      total: num(all.total),
    },
  };
}

/** The merchant who owns `code` (with its version, for a change) and the merchants who signed up with it. */
export async function referralLookup(db: Kysely<Database>, code: string) {
  const [owner, signups] = await Promise.all([
    db
      .selectFrom('merchants')
      .select(['merchant_id', 'name', 'city', 'referral_code', 'status', 'version'])
      .where('referral_code', '=', code)
      .executeTakeFirst(),
    db
      .selectFrom('merchant_referral_signups as s')
      .innerJoin('merchants as m', 'm.merchant_id', 's.merchant_id')
      .select(['s.merchant_id', 'm.name', 'm.city', 'm.status', 's.signed_up_at'])
      .where('s.referral_code', '=', code)
      .orderBy('s.signed_up_at', 'desc')
      .orderBy('s.id', 'desc')
      .execute(),
  ]);
  return { owner, signups };
}
