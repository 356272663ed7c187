import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  PG_METHODS,
  PG_TIMEOUT_BOUNDS,
  PG_TIMEOUT_KIND,
  VPA_UPLOAD_KIND,
  type PgMethod,
} from '../../contract/pg-vpa/rules.js';
import type { ApprovalRequest, Database } from '../db/database.js';
import { yieldToLoop } from '../db/yield-loop.js';
import { seenBy, updateOnVersionSeen } from './version-seen.js';

/** Every method's timeout in the contract's order, its bounds and the change waiting for a checker (if any). */
export async function listTimeouts(db: Kysely<Database>) {
  const rows = await db.selectFrom('pg_payment_timeouts').selectAll().execute();
  const pending = rows.length
    ? await db
        .selectFrom('approval_requests')
        .select(['id', 'target_id', 'proposed_json', 'maker_email', 'created_at'])
        .where('kind', '=', PG_TIMEOUT_KIND)
        .where('status', '=', 'PENDING')
        .where(
          'target_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute()
    : [];
  const order = (m: string) => PG_METHODS.indexOf(m as PgMethod);
  return rows
    .sort((a, b) => order(a.method) - order(b.method))
    .map((r) => {
      const p = pending.find((q) => q.target_id === r.id);
      const bounds = PG_TIMEOUT_BOUNDS[r.method as PgMethod];
      return {
        id: r.id,
        method: r.method,
        timeoutSeconds: Number(r.timeout_seconds),
        minSeconds: bounds.min,
        maxSeconds: bounds.max,
        updatedBy: r.updated_by,
        updatedAt: Number(r.updated_at),
        version: Number(r.version),
        pending: p
          ? {
              id: p.id,
              timeoutSeconds: Number((JSON.parse(p.proposed_json) as { timeoutSeconds: number }).timeoutSeconds),
              makerEmail: p.maker_email,
              createdAt: Number(p.created_at),
            }
          : null,
      };
    });
}
export type TimeoutDto = Awaited<ReturnType<typeof listTimeouts>>[number];

/** One method's timeout row, or undefined. */
export const timeoutOf = (db: Kysely<Database>, method: PgMethod) =>
  db.selectFrom('pg_payment_timeouts').selectAll().where('method', '=', method).executeTakeFirst();

/**
 * An approved timeout change applied: ONE conditional UPDATE on the version the maker saw (changed since: null, and
 * the decision is undone with a 409).
 */
export async function applyTimeoutChange(db: Kysely<Database>, request: ApprovalRequest, by: string, at: number) {
  const proposed = JSON.parse(request.proposed_json) as { method: string; timeoutSeconds: number };
  const previous = JSON.parse(request.previous_json ?? '{}') as { timeoutSeconds?: number };
  const applied = await updateOnVersionSeen(db, 'pg_payment_timeouts', seenBy(request), {
    timeout_seconds: proposed.timeoutSeconds,
    updated_by: by,
    updated_at: at,
  });
  if (!applied) return null;
  return {
    before: { method: proposed.method, timeoutSeconds: previous.timeoutSeconds },
    after: { method: proposed.method, timeoutSeconds: proposed.timeoutSeconds },
  };
}

/** A VPA file's row as the dry run keeps it. */
export interface VpaRow {
  line: number;
  merchantId: string;
  vpa: string;
  previousVpa: string | null;
  status: string;
  error: string | null;
}

/** The merchants holding any of `vpas` (lower case): vpa → merchant id. */
export async function holdersOf(db: Kysely<Database>, vpas: readonly string[]) {
  const unique = [...new Set(vpas)];
  const found = new Map<string, string>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .selectFrom('merchants')
      .select(['merchant_id', 'vpa'])
      .where('vpa', 'in', unique.slice(i, i + 1000))
      .execute();
    for (const r of rows) if (r.vpa) found.set(r.vpa.toLowerCase(), r.merchant_id);
  }
  return found;
}

/** The VPA each of `merchantIds` has now (null: none), only for merchants that exist. */
export async function vpasOf(db: Kysely<Database>, merchantIds: readonly string[]) {
  const unique = [...new Set(merchantIds)];
  const found = new Map<string, string | null>();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .selectFrom('merchants')
      .select(['merchant_id', 'vpa'])
      .where('merchant_id', 'in', unique.slice(i, i + 1000))
      .execute();
    for (const r of rows) found.set(r.merchant_id, r.vpa);
  }
  return found;
}

export async function insertVpaRows(db: Kysely<Database>, jobId: number, rows: readonly VpaRow[]) {
  for (let i = 0; i < rows.length; i += 500) {
    if (i) await yieldToLoop();
    await db
      .insertInto('vpa_upload_rows')
      .values(
        rows.slice(i, i + 500).map((r) => ({
          job_id: jobId,
          line: r.line,
          merchant_id: r.merchantId,
          vpa: r.vpa,
          previous_vpa: r.previousVpa,
          status: r.status,
          error: r.error,
        })),
      )
      .execute();
  }
}

/** A VPA file's job, or undefined. */
export const vpaJobOf = (db: Kysely<Database>, id: number) =>
  db.selectFrom('upload_jobs').selectAll().where('id', '=', id).where('kind', '=', VPA_UPLOAD_KIND).executeTakeFirst();

/** A VPA file's rows of some states, in line order. */
export const vpaRowsOf = (db: Kysely<Database>, jobId: number, states: readonly string[]) =>
  db
    .selectFrom('vpa_upload_rows')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', 'in', [...states])
    .orderBy('line')
    .execute();

/** Counts of a VPA file's rows per state. */
export async function vpaCounts(db: Kysely<Database>, jobIds: readonly number[]) {
  const out = new Map<number, Record<string, number>>();
  if (jobIds.length === 0) return out;
  const rows = await db
    .selectFrom('vpa_upload_rows')
    .select((eb) => ['job_id', 'status', eb.fn.countAll<number>().as('n')])
    .where('job_id', 'in', [...jobIds])
    .groupBy(['job_id', 'status'])
    .execute();
  for (const r of rows) out.set(r.job_id, { ...(out.get(r.job_id) ?? {}), [r.status]: Number(r.n) });
  return out;
}

/** The newest VPA files. */
export const recentVpaJobs = (db: Kysely<Database>, limit: number) =>
  db
    .selectFrom('upload_jobs')
    .selectAll()
    .where('kind', '=', VPA_UPLOAD_KIND)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** ONE conditional UPDATE: CHECKED → APPLIED; false when another confirmation got there first. */
export async function claimVpaJob(db: Kysely<Database>, jobId: number) {
  const r = await db
    .updateTable('upload_jobs')
    .set({ status: 'APPLIED' })
    .where('id', '=', jobId)
    .where('kind', '=', VPA_UPLOAD_KIND)
    .where('status', '=', 'CHECKED')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Serialises VPA confirmations on PostgreSQL (a transaction-level advisory lock; SQLite's write transactions are serial
 * already): two files giving one VPA to two merchants cannot both pass giveVpa's holder check. Only these confirmations
 * write merchants' VPAs.
 */
export async function lockVpaWrites(db: Kysely<Database>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext('backoffice-console:vpa-upload'))`.execute(db);
}

/**
 * Gives one merchant its VPA, unless another merchant took that VPA since the dry run (then false). The caller holds
 * the job (claimVpaJob) in the same transaction.
 */
export async function giveVpa(db: Kysely<Database>, merchantId: string, vpa: string, at: number) {
  const holder = await db.selectFrom('merchants').select('merchant_id').where('vpa', '=', vpa).executeTakeFirst();
  if (holder && holder.merchant_id !== merchantId) return false;
  const r = await db
    .updateTable('merchants')
    .set((eb) => ({ vpa, updated_at: at, version: eb('version', '+', 1) }))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function markVpaRow(
  db: Kysely<Database>,
  jobId: number,
  line: number,
  status: string,
  error: string | null,
) {
  await db
    .updateTable('vpa_upload_rows')
    .set({ status, error })
    .where('job_id', '=', jobId)
    .where('line', '=', line)
    .execute();
}
