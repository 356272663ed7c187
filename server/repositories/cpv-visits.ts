/** The CPV visits (issue 43 item 6, /assign-cpv): read, paged, changed by one conditional update, and their CPV steps. */
import { sql, type Kysely, type Selectable } from 'kysely';
import { CPV_OPEN_STATES } from '../../contract/cpv/calls.js';
import type { CpvVisitTable, Database } from '../db/database.js';
import { countOf, type Page } from './newest-first.js';

export type CpvVisitRow = Selectable<CpvVisitTable> & { merchant_name: string | null; agent_name: string | null };

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
