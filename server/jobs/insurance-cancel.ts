import type { Kysely } from 'kysely';
import { istDayOf } from '../../contract/business-time.js';
import { CANCEL_MESSAGES as M } from '../../contract/insurance/cancellation.js';
import type { Database } from '../db/database.js';
import { writeAudit } from '../repositories/audit.js';
import {
  cancelPolicy,
  cancelRowsOf,
  markCancelRow,
  moveCancelJob,
  type InsuranceCancelInput,
} from '../repositories/insurance-cancel.js';
import type { JobContext, JobOutcome } from './queue.js';

/**
 * The cancellation of an approved file (issue 46 item 3): its VALID rows in line order, one transaction a policy:
 * the policy cancelled with its refund by one conditional update (`status = 'ACTIVE'`), the row marked CANCELLED (or
 * SKIPPED when the policy was no longer active), one audit row per policy. A retried or resumed job reads the rows
 * still VALID, so nothing is cancelled or refunded twice; the file is DONE at the end.
 */
export function insuranceCancelHandler(db: Kysely<Database>) {
  return async (ctx: JobContext<InsuranceCancelInput, { done: number }>): Promise<JobOutcome> => {
    const { fileId, approvedBy } = ctx.input;
    const all = await db
      .selectFrom('insurance_cancel_rows')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_id', '=', fileId)
      .where('status', 'in', ['VALID', 'CANCELLED', 'SKIPPED'])
      .executeTakeFirstOrThrow();
    const total = Number(all.n);
    const pending = await cancelRowsOf(db, fileId, ['VALID']);
    let done = total - pending.length;
    for (const row of pending) {
      await db.transaction().execute(async (trx) => {
        const at = Date.now();
        const refund = await cancelPolicy(trx, row.policy_id, approvedBy, at, istDayOf(at));
        const marked =
          refund === null
            ? await markCancelRow(trx, fileId, row.line, 'SKIPPED', 0, M.noLongerActive)
            : await markCancelRow(trx, fileId, row.line, 'CANCELLED', refund, null);
        if (refund !== null && marked)
          await writeAudit(trx, {
            actor: { staffId: ctx.input.approverId, email: approvedBy },
            action: 'insurance_policy.cancel',
            entity: 'insurance_policies',
            entityId: row.policy_id,
            before: { status: 'ACTIVE' },
            after: { status: 'CANCELLED', refundPaise: refund, fileId, requestId: ctx.input.requestId },
            at,
          });
      });
      done += 1;
      await ctx.step(done, total, { done });
    }
    await moveCancelJob(db, fileId, 'APPROVED', 'DONE');
    const rows = await cancelRowsOf(db, fileId, ['CANCELLED', 'SKIPPED']);
    const cancelled = rows.filter((r) => r.status === 'CANCELLED');
    const refundPaise = cancelled.reduce((s, r) => s + Number(r.refund_paise), 0);
    const skipped = rows.filter((r) => r.status === 'SKIPPED');
    return {
      result: { cancelled: cancelled.length, skipped: skipped.length, refundPaise },
      message: `${cancelled.length} policies cancelled; ${skipped.length} skipped.`,
      errors: { header: 'line,policyId,error', lines: skipped.map((r) => `${r.line},${r.policy_id},${r.error ?? ''}`) },
    };
  };
}
