/** The CPV visits' outcomes counted by period and agent (issue 43 item 6, /cpv-reports). */
import { sql, type Kysely } from 'kysely';
import type { CpvPeriod } from '../../contract/cpv/calls.js';
import type { Database } from '../db/database.js';

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
