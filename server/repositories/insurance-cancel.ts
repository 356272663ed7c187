import type { Kysely } from 'kysely';
import { INSURANCE_CANCEL_UPLOAD, proRataRefundPaise } from '../../contract/insurance/cancellation.js';
import type { Database } from '../db/database.js';

/** What the cancellation job is given: the file (its upload job), the request and who approved it. */
export interface InsuranceCancelInput {
  fileId: number;
  requestId: number;
  approvedBy: string;
  approverId: number;
}

export interface CancelRow {
  line: number;
  policyId: string;
  verdict: string;
  refundPaise: number;
  status: 'VALID' | 'REJECTED';
  error: string | null;
}

export async function insertCancelRows(db: Kysely<Database>, jobId: number, rows: readonly CancelRow[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500).map((r) => ({
      job_id: jobId,
      line: r.line,
      policy_id: r.policyId,
      verdict: r.verdict,
      refund_paise: r.refundPaise,
      status: r.status,
      error: r.error,
    }));
    if (batch.length) await db.insertInto('insurance_cancel_rows').values(batch).execute();
  }
}

/** A cancellation file's job row. */
export const cancelJobOf = (db: Kysely<Database>, jobId: number) =>
  db
    .selectFrom('upload_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('kind', '=', INSURANCE_CANCEL_UPLOAD)
    .executeTakeFirst();

/** A cancellation file's rows of some states, in line order. */
export const cancelRowsOf = (db: Kysely<Database>, jobId: number, states: readonly string[]) =>
  db
    .selectFrom('insurance_cancel_rows')
    .selectAll()
    .where('job_id', '=', jobId)
    .where('status', 'in', [...states])
    .orderBy('line')
    .execute();

/** Per file: rows per state and the refunds (paise) of its valid or cancelled rows. */
export async function cancelTallies(db: Kysely<Database>, jobIds: readonly number[]) {
  const out = new Map<number, { counts: Record<string, number>; refundPaise: Record<string, number> }>();
  if (jobIds.length === 0) return out;
  const rows = await db
    .selectFrom('insurance_cancel_rows')
    .select((eb) => [
      'job_id',
      'status',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('refund_paise').as('paise'),
    ])
    .where('job_id', 'in', [...jobIds])
    .groupBy(['job_id', 'status'])
    .execute();
  for (const r of rows) {
    const t = out.get(r.job_id) ?? { counts: {}, refundPaise: {} };
    t.counts[r.status] = Number(r.n);
    t.refundPaise[r.status] = Number(r.paise ?? 0);
    out.set(r.job_id, t);
  }
  return out;
}

/** The newest cancellation files. */
export const recentCancelJobs = (db: Kysely<Database>, limit: number) =>
  db
    .selectFrom('upload_jobs')
    .selectAll()
    .where('kind', '=', INSURANCE_CANCEL_UPLOAD)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** ONE conditional UPDATE of a cancellation file's state; false when it was not in `from` (another got there first). */
export async function moveCancelJob(db: Kysely<Database>, jobId: number, from: string, to: string) {
  const r = await db
    .updateTable('upload_jobs')
    .set({ status: to })
    .where('id', '=', jobId)
    .where('kind', '=', INSURANCE_CANCEL_UPLOAD)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Cancels one policy with its refund (the pro rata rule on `day`, nothing when a claim was approved or paid): ONE
 * conditional UPDATE on `status = 'ACTIVE'`, so a policy is cancelled once whatever runs it (a retried job, two files).
 * Answers the refund in paise, or null when the policy was no longer active.
 */
export async function cancelPolicy(
  db: Kysely<Database>,
  policyId: string,
  by: string,
  at: number,
  day: string,
): Promise<number | null> {
  const p = await db.selectFrom('insurance_policies').selectAll().where('policy_id', '=', policyId).executeTakeFirst();
  if (!p || p.status !== 'ACTIVE') return null;
  const used = await db
    .selectFrom('insurance_claims')
    .select('id')
    .where('policy_id', '=', policyId)
    .where('status', 'in', ['APPROVED', 'PAID'])
    .executeTakeFirst();
  const refund = proRataRefundPaise(
    { premiumPaise: Number(p.premium_paise), startDay: p.start_day, endDay: p.end_day, claimUsed: Boolean(used) },
    day,
  );
  const r = await db
    .updateTable('insurance_policies')
    .set({ status: 'CANCELLED', cancelled_at: at, cancelled_by: by, refund_paise: refund })
    .where('policy_id', '=', policyId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1 ? refund : null;
}

/** Marks a row the job reached (only while VALID, so a retried job does not mark it twice). */
export async function markCancelRow(
  db: Kysely<Database>,
  jobId: number,
  line: number,
  status: 'CANCELLED' | 'SKIPPED',
  refundPaise: number,
  error: string | null,
) {
  const r = await db
    .updateTable('insurance_cancel_rows')
    .set({ status, refund_paise: refundPaise, error })
    .where('job_id', '=', jobId)
    .where('line', '=', line)
    .where('status', '=', 'VALID')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}
