import { INSURANCE_CANCEL_KIND } from '../../../contract/insurance/calls.js';
import { CANCEL_MESSAGES as M } from '../../../contract/insurance/cancellation.js';
import { insertJob } from '../../repositories/background-jobs.js';
import { moveCancelJob, type InsuranceCancelInput } from '../../repositories/insurance-cancel.js';
import type { Effect } from './approval-effect.js';
import { appliedOr409 } from './approval-effect.js';

/**
 * Approving an INSURANCE_CANCEL request moves its file RAISED → APPROVED (one conditional update) and queues the
 * cancellation job in the same transaction (background_jobs; the queue takes it once committed, /bulk-process shows
 * its progress). The policies are cancelled by the job (server/jobs/insurance-cancel.ts), each once.
 */
export const applyInsuranceCancel: Effect = appliedOr409(async (db, request, checker, at) => {
  const fileId = Number(request.target_id);
  if (!(await moveCancelJob(db, fileId, 'RAISED', 'APPROVED'))) return null;
  const proposed = JSON.parse(request.proposed_json) as { fileName: string; policies: number };
  const input: InsuranceCancelInput = {
    fileId,
    requestId: request.id,
    approvedBy: checker.email,
    approverId: checker.staffId,
  };
  const job = await insertJob(
    db,
    {
      kind: INSURANCE_CANCEL_KIND,
      label: `Insurance cancellation: ${proposed.fileName}`.slice(0, 200),
      input,
      startedBy: checker.email,
      rowsTotal: proposed.policies,
    },
    at,
  );
  return { before: { file: 'RAISED' }, after: { file: 'APPROVED', queueJobId: job.id } };
}, M.alreadyRaised);
