import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/database.js';
import { countRows } from '../helpers/count-rows.js';

/**
 * DESIGN.md §5, checked after a run: every row written has its audit row, and every audit row its change. The
 * tables whose rows are audited, with the `entity` their audit rows name.
 */
export const AUDITED_TABLES = {
  staff: 'staff',
  roles: 'role',
  offers: 'offers',
  notifications: 'notifications',
  fd_plans: 'fd_plans',
  transaction_limits: 'transaction_limits',
  alerts: 'alerts',
  payouts: 'payouts',
  approval_requests: 'approval_requests',
  // Merchant money changes (issue 16): verifications, accounts, holds, KYC cases, and the request-to-merchant links
  // (audited on the request they link, keyed by its id).
  bank_verifications: 'bank_verifications',
  merchant_bank_accounts: 'merchant_bank_accounts',
  settlement_blocks: 'settlement_blocks',
  kyc_cases: 'kyc_cases',
  merchant_change_requests: 'approval_requests',
  saved_views: 'saved_view',
} as const satisfies Partial<Record<keyof Database, string>>;

type Table = keyof typeof AUDITED_TABLES;

/** A table whose rows are not keyed by `id`: the column that is. */
const KEY_OF: Partial<Record<Table, string>> = { merchant_change_requests: 'approval_id' };

/**
 * Rows an approved request changes are audited on the request's decision: the fields of its `target` (before and
 * after) that name the row changed, per table.
 */
const CHANGED_BY_REQUEST: Partial<Record<Table, readonly string[]>> = {
  transaction_limits: ['id'],
  merchant_bank_accounts: ['accountId'],
  settlement_blocks: ['blockId'],
  kyc_cases: ['caseId'],
};
type Rows = Map<string, string>;

export interface Snapshot {
  tables: Record<Table, Rows>;
  lastAuditId: number;
  alertLogs: number;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

async function rowsOf(db: Kysely<Database>, table: Table): Promise<Rows> {
  const rows = await (db as unknown as AnyDb).selectFrom(table).selectAll().execute();
  const key = KEY_OF[table] ?? 'id';
  return new Map(rows.map((r) => [String(r[key]), JSON.stringify(r)]));
}

const count = async (db: Kysely<Database>, table: 'alert_logs' | 'audit_log') => countRows(db, table);

export async function takeSnapshot(db: Kysely<Database>): Promise<Snapshot> {
  const tables = {} as Record<Table, Rows>;
  for (const table of Object.keys(AUDITED_TABLES) as Table[]) tables[table] = await rowsOf(db, table);
  const last = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return { tables, lastAuditId: Number(last?.id ?? 0), alertLogs: await count(db, 'alert_logs') };
}

/** Pure: the ids of the rows added, removed or changed between two reads of a table. */
export function changedIds(before: Rows, after: Rows): Set<string> {
  const changed = new Set<string>();
  for (const [id, row] of after) if (before.get(id) !== row) changed.add(id);
  for (const id of before.keys()) if (!after.has(id)) changed.add(id);
  return changed;
}

const parse = (text: string | null): Record<string, unknown> | null =>
  text ? (JSON.parse(text) as Record<string, unknown>) : null;
const targetOf = (json: string | null): string | null => {
  const target = parse(json)?.target as { id?: unknown } | undefined;
  return target?.id === undefined ? null : String(target.id);
};
/** Pure: the ids a decision's target names in one of the fields (before or after). */
const targetIds = (json: string | null, fields: readonly string[]): string[] => {
  const target = parse(json)?.target as Record<string, unknown> | null | undefined;
  return fields.map((f) => target?.[f]).flatMap((v) => (v === undefined || v === null ? [] : [String(v)]));
};

/** What the audit trail misses since the snapshot, one line per problem (empty: every change audited and real). */
export async function auditGaps(db: Kysely<Database>, before: Snapshot): Promise<string[]> {
  const problems: string[] = [];
  const audits = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('id', '>', before.lastAuditId)
    .orderBy('id')
    .execute();
  const changed = {} as Record<Table, Set<string>>;
  const now = {} as Record<Table, Rows>;
  for (const table of Object.keys(AUDITED_TABLES) as Table[]) {
    now[table] = await rowsOf(db, table);
    changed[table] = changedIds(before.tables[table], now[table]);
  }
  /** A row created and deleted during the run is in neither read: its delete audit row stands for it. */
  const deletedInRun = (table: Table, id: string) =>
    !before.tables[table].has(id) &&
    !now[table].has(id) &&
    audits.some((a) => a.entity === AUDITED_TABLES[table] && a.entity_id === id && a.action.endsWith('.delete'));
  // The first table naming an entity is the one its audit rows change (merchant_change_requests shares its entity).
  const tableOfEntity = new Map<string, Table>();
  for (const [table, entity] of Object.entries(AUDITED_TABLES))
    if (!tableOfEntity.has(entity)) tableOfEntity.set(entity, table as Table);

  // Every row written has its audit row (a limit changed by an approved request is audited on the request).
  for (const table of Object.keys(AUDITED_TABLES) as Table[]) {
    for (const id of changed[table]) {
      const viaRequest = CHANGED_BY_REQUEST[table];
      const audited = audits.some(
        (a) =>
          (a.entity === AUDITED_TABLES[table] && a.entity_id === id) ||
          (viaRequest !== undefined &&
            a.entity === 'approval_requests' &&
            [...targetIds(a.before_json, viaRequest), ...targetIds(a.after_json, viaRequest)].includes(id)),
      );
      if (!audited) problems.push(`${table} ${id} changed without an audit row`);
    }
  }
  const alertAudits = audits.filter((a) => a.entity === 'alerts').length;
  const newLogs = (await count(db, 'alert_logs')) - before.alertLogs;
  if (newLogs !== alertAudits) problems.push(`${newLogs} alert log rows for ${alertAudits} alert audit rows`);

  // Every audit row its change: a successful one names a row that did change, with what changed.
  for (const a of audits) {
    if (a.outcome !== 'success' || a.action.startsWith('auth.')) continue;
    const table = tableOfEntity.get(a.entity);
    if (!table) continue;
    if (a.entity_id === null || !(changed[table].has(a.entity_id) || deletedInRun(table, a.entity_id)))
      problems.push(`audit ${a.id} (${a.action} ${a.entity} ${a.entity_id}) without a change`);
    if (/\.(create|update)$/.test(a.action) && a.after_json === null)
      problems.push(`audit ${a.id} (${a.action}) without its after`);
    if (/\.(update|delete)$/.test(a.action) && a.before_json === null)
      problems.push(`audit ${a.id} (${a.action}) without its before`);
    const target = a.entity === 'approval_requests' ? targetOf(a.after_json) : null;
    if (target !== null && !changed.transaction_limits.has(target))
      problems.push(`audit ${a.id} (${a.action}) names limit ${target}, unchanged`);
  }
  return problems;
}
