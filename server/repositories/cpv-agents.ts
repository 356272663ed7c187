/** The CPV field agents (issue 43 item 6, /cpv-add-agent): listed with their open visits, added, edited. */
import type { Kysely, Selectable } from 'kysely';
import type { CpvAgentTable, Database } from '../db/database.js';
import { countOf } from './newest-first.js';

export type CpvAgentRow = Selectable<CpvAgentTable>;

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
