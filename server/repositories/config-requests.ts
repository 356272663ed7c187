import type { Kysely, Selectable } from 'kysely';
import type { P2pmRow, SettlementConfigRow } from '../../contract/uploads/index.js';
import type { Database, MerchantTable } from '../db/database.js';

type Merchant = Selectable<MerchantTable>;

export type ConfigKind = 'settlement-config' | 'p2pm';
/** The approval_requests.kind of each config upload. */
export const REQUEST_KIND: Record<ConfigKind, string> = {
  'settlement-config': 'SETTLEMENT_CONFIG',
  p2pm: 'P2PM_CONFIG',
};

type Values = Record<string, string | boolean | null>;

/** The merchant fields each config upload changes, as the upload names them. */
export function currentValues(kind: ConfigKind, m: Merchant): Values {
  if (kind === 'p2pm') return { p2pmFlag: Number(m.p2pm_enabled) === 1 };
  return {
    status: m.settlement_status,
    settlementType: m.settlement_type,
    startDate: m.settlement_start,
    endDate: m.settlement_end,
    type: m.settlement_hold,
    remarks: m.settlement_remarks,
  };
}

export function proposedValues(kind: ConfigKind, row: SettlementConfigRow | P2pmRow): Values {
  if (kind === 'p2pm') return { p2pmFlag: (row as P2pmRow).p2pmFlag };
  const r = row as SettlementConfigRow;
  return {
    status: r.status,
    settlementType: r.settlementType,
    startDate: r.startDate,
    endDate: r.endDate,
    type: r.type,
    remarks: r.remarks,
  };
}

export interface DryRunChange {
  merchantId: string;
  before: Values;
  after: Values;
}

/** Pure: the dry run's summary: how many rows would change, and the first changes (field by field). */
export function dryRunSummary(changes: readonly DryRunChange[], rows: number, sample = 50) {
  const changed = changes.filter((c) => Object.keys(c.after).some((k) => c.after[k] !== c.before[k]));
  return {
    rows,
    changed: changed.length,
    unchanged: rows - changed.length,
    sample: changed.slice(0, sample).map((c) => ({
      merchantId: c.merchantId,
      fields: Object.fromEntries(
        Object.keys(c.after)
          .filter((k) => c.after[k] !== c.before[k])
          .map((k) => [k, { from: c.before[k], to: c.after[k] }]),
      ),
    })),
  };
}

export async function merchantsFor(db: Kysely<Database>, ids: readonly string[]) {
  const found = new Map<string, Merchant>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .selectFrom('merchants')
      .selectAll()
      .where('merchant_id', 'in', ids.slice(i, i + 1000))
      .execute();
    for (const row of rows) found.set(row.merchant_id, row);
  }
  return found;
}

/** Is a request of this kind for the same file, or naming any of these merchants, still pending? */
export async function pendingOverlap(
  db: Kysely<Database>,
  kind: ConfigKind,
  sha256: string,
  merchantIds: ReadonlySet<string>,
): Promise<string | null> {
  const pending = await db
    .selectFrom('upload_jobs')
    .innerJoin('approval_requests', 'approval_requests.id', 'upload_jobs.approval_id')
    .select([
      'upload_jobs.id',
      'upload_jobs.file_sha256',
      'approval_requests.proposed_json',
      'approval_requests.id as requestId',
    ])
    .where('upload_jobs.kind', '=', kind)
    .where('approval_requests.status', '=', 'PENDING')
    .execute();
  for (const p of pending) {
    if (p.file_sha256 === sha256) return `This file is already pending approval (request ${p.requestId}).`;
    const values = (JSON.parse(p.proposed_json) as { values: { merchantId: string }[] }).values;
    const clash = values.find((v) => merchantIds.has(v.merchantId));
    if (clash) return `Merchant ${clash.merchantId} is already in a pending request (${p.requestId}).`;
  }
  return null;
}

/** The merchants column behind each field a config upload names (the fields of `currentValues`). */
const COLUMN_OF = {
  p2pmFlag: 'p2pm_enabled',
  status: 'settlement_status',
  settlementType: 'settlement_type',
  startDate: 'settlement_start',
  endDate: 'settlement_end',
  type: 'settlement_hold',
  remarks: 'settlement_remarks',
} as const;

/**
 * Applies an approved request's values to the merchants, in the decision's transaction: each merchant in ONE
 * conditional update on the values its dry run read (`before`), so a request whose dry run is no longer current (the
 * merchant changed since, by another request or edit) cannot apply from it. Returns the first merchant that moved, or
 * null when every value applied; the caller refuses the approval (409) and its transaction undoes the others.
 */
export async function applyConfig(
  db: Kysely<Database>,
  kind: ConfigKind,
  values: readonly { merchantId: string; after: Values }[],
  at: number,
  before: ReadonlyMap<string, Values>,
): Promise<string | null> {
  for (const { merchantId, after } of values) {
    const set =
      kind === 'p2pm'
        ? { p2pm_enabled: after.p2pmFlag ? 1 : 0 }
        : {
            settlement_status: after.status as string,
            settlement_type: after.settlementType as string,
            settlement_start: after.startDate as string,
            settlement_end: after.endDate as string,
            settlement_hold: after.type as string,
            settlement_remarks: after.remarks as string,
          };
    const read = Object.entries(before.get(merchantId) ?? {}).filter(
      (e): e is [keyof typeof COLUMN_OF, Values[string]] => e[0] in COLUMN_OF,
    );
    const result = await db
      .updateTable('merchants')
      .set((eb) => ({ ...set, updated_at: at, version: eb('version', '+', 1) }))
      .where('merchant_id', '=', merchantId)
      .where((eb) =>
        eb.and(
          read.map(([field, value]) => {
            const column = COLUMN_OF[field];
            if (column === 'p2pm_enabled') return eb(column, '=', value ? 1 : 0);
            return value === null ? eb(column, 'is', null) : eb(column, '=', String(value));
          }),
        ),
      )
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return merchantId;
  }
  return null;
}

/** Pure: the values each merchant had when the request's dry run read them (its `previous_json`), by merchant. */
export function dryRunBefore(previousJson: string | null): Map<string, Values> {
  const { values } = JSON.parse(previousJson ?? '{"values":[]}') as {
    values: { merchantId: string; before: Values }[];
  };
  return new Map(values.map((v) => [v.merchantId, v.before]));
}

/** A config request is decided as every maker/checker request is: one conditional update (repositories/maker-checker). */
export { decidePending as decideConfigRequest, findRequest, insertRequest } from './maker-checker.js';

/** The newest 200 config requests of the given request kinds in one status, for the approvals inbox. */
export function listConfigRequests(db: Kysely<Database>, kinds: readonly string[], status: string) {
  return db
    .selectFrom('approval_requests')
    .selectAll()
    .where('kind', 'in', kinds)
    .where('status', '=', status)
    .orderBy('created_at', 'desc')
    .limit(200)
    .execute();
}

/** The upload job a config request was raised with. */
export async function jobOfRequest(db: Kysely<Database>, requestId: number): Promise<number> {
  const job = await db
    .selectFrom('upload_jobs')
    .select(['id'])
    .where('approval_id', '=', requestId)
    .executeTakeFirstOrThrow();
  return job.id;
}

export async function setJobStatus(db: Kysely<Database>, jobId: number, status: string): Promise<void> {
  await db.updateTable('upload_jobs').set({ status }).where('id', '=', jobId).execute();
}
