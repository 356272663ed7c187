import type { Kysely } from 'kysely';
import type { MerchantStatusRow, IfscRow, QrOrderRow } from '../../contract/uploads/index.js';
import type { Database } from '../db/database.js';
import { yieldToLoop } from '../db/yield-loop.js';

/** Row-by-row writes let the event loop turn every this many rows (a 1 MiB file is about 10,000 rows). */
const ROWS_PER_TURN = 200;

export interface JobFile {
  kind: string;
  status: string;
  fileName: string;
  sha256: string;
  size: number;
  rows: number;
  staff: { staffId: number; email: string };
  approvalId?: number | null;
  at: number;
}

export interface JobRowResult {
  line: number;
  merchantId: string;
  status: string;
  remarks: string | null;
}

export type MerchantLookup = Map<
  string,
  { merchant_id: string; store_id: string | null; status: string; kyc_status: string | null }
>;

/** The merchants named by an upload, by merchant id (in chunks: PostgreSQL's parameter limit). */
export async function merchantsById(db: Kysely<Database>, ids: readonly string[]): Promise<MerchantLookup> {
  const unique = [...new Set(ids)];
  const found: MerchantLookup = new Map();
  for (let i = 0; i < unique.length; i += 1000) {
    const rows = await db
      .selectFrom('merchants')
      .select(['merchant_id', 'store_id', 'status', 'kyc_status'])
      .where('merchant_id', 'in', unique.slice(i, i + 1000))
      .execute();
    for (const row of rows) found.set(row.merchant_id, row);
  }
  return found;
}

export async function insertJob(db: Kysely<Database>, job: JobFile): Promise<number> {
  const { id } = await db
    .insertInto('upload_jobs')
    .values({
      kind: job.kind,
      status: job.status,
      file_name: job.fileName.slice(0, 255),
      file_sha256: job.sha256,
      file_size: job.size,
      row_count: job.rows,
      staff_id: job.staff.staffId,
      staff_email: job.staff.email,
      approval_id: job.approvalId ?? null,
      created_at: job.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertJobRows(db: Kysely<Database>, jobId: number, rows: readonly JobRowResult[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    if (i) await yieldToLoop();
    const batch = rows
      .slice(i, i + 500)
      .map((r) => ({ job_id: jobId, line: r.line, merchant_id: r.merchantId, status: r.status, remarks: r.remarks }));
    if (batch.length) await db.insertInto('upload_job_rows').values(batch).execute();
  }
}

/** Applies checked merchant-status rows (status update or KYC-document rejection); the caller's transaction. */
export async function applyMerchantStatus(
  db: Kysely<Database>,
  rows: readonly MerchantStatusRow[],
  at: number,
): Promise<void> {
  for (const [i, row] of rows.entries()) {
    if (i && i % ROWS_PER_TURN === 0) await yieldToLoop();
    const set =
      row.opType === 'KYC_DOC_REJECT'
        ? { kyc_status: 'REJECTED', kyc_remarks: row.remarks || null }
        : { status: row.status, status_remarks: row.remarks || null };
    await db
      .updateTable('merchants')
      .set((eb) => ({ ...set, updated_at: at, version: eb('version', '+', 1) }))
      .where('merchant_id', '=', row.merchantId)
      .execute();
  }
}

/** Inserts or updates IFSC branches; the caller's transaction. Returns how many were new. */
export async function upsertIfsc(db: Kysely<Database>, rows: readonly IfscRow[], at: number): Promise<number> {
  const existing = new Set<string>();
  const codes = rows.map((r) => r.ifsc);
  for (let i = 0; i < codes.length; i += 1000) {
    if (i) await yieldToLoop();
    const found = await db
      .selectFrom('ifsc_codes')
      .select('ifsc')
      .where('ifsc', 'in', codes.slice(i, i + 1000))
      .execute();
    found.forEach((f) => existing.add(f.ifsc));
  }
  for (const [i, row] of rows.entries()) {
    if (i && i % ROWS_PER_TURN === 0) await yieldToLoop();
    const values = {
      bank: row.bank,
      branch: row.branch,
      address: row.address || null,
      contact: row.contact || null,
      city: row.city || null,
      district: row.district || null,
      state: row.state || null,
      bank_code: row.bank_code || null,
      status: row.status,
      updated_at: at,
    };
    if (existing.has(row.ifsc)) await db.updateTable('ifsc_codes').set(values).where('ifsc', '=', row.ifsc).execute();
    else
      await db
        .insertInto('ifsc_codes')
        .values({ ifsc: row.ifsc, ...values })
        .execute();
  }
  return rows.length - existing.size;
}

/** Pure: the per-merchant result of one QR order row. */
export function qrOrderResult(
  row: QrOrderRow,
  merchant: { status: string } | undefined,
): Pick<JobRowResult, 'status' | 'remarks'> {
  if (!merchant) return { status: 'FAILED', remarks: 'Merchant not found' };
  if (merchant.status !== 'ACTIVE') return { status: 'FAILED', remarks: `Merchant is ${merchant.status}` };
  return { status: 'SUCCESS', remarks: `QR order placed for address ${row.address_id}` };
}

export interface JobRowQuery {
  jobId: number;
  page: number;
  size: number;
  status?: string | undefined;
  merchantId?: string | undefined;
}

export async function findJob(db: Kysely<Database>, id: number, kind: string) {
  return db.selectFrom('upload_jobs').selectAll().where('id', '=', id).where('kind', '=', kind).executeTakeFirst();
}

/** One page of a job's per-merchant results: status filter, merchant id prefix. */
export async function listJobRows(db: Kysely<Database>, q: JobRowQuery) {
  let query = db.selectFrom('upload_job_rows').where('job_id', '=', q.jobId);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.merchantId) query = query.where('merchant_id', 'like', `${q.merchantId}%`);
  const [{ n }] = [await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()];
  const rows = await query
    .select(['merchant_id', 'status', 'remarks'])
    .orderBy('line')
    .limit(q.size)
    .offset(q.page * q.size)
    .execute();
  return { rows, total: Number(n) };
}

/** The latest jobs of one kind raised by one staff member (the console's past-jobs list after a reload). */
export async function latestJobs(db: Kysely<Database>, kind: string, staffId: number, limit: number) {
  return db
    .selectFrom('upload_jobs')
    .select(['id', 'status', 'file_name', 'row_count', 'created_at'])
    .where('kind', '=', kind)
    .where('staff_id', '=', staffId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
