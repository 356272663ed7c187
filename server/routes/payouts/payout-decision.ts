import type { FastifyInstance } from 'fastify';
import { PAYOUT_CALLS } from '../../../contract/payouts/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { decidePayout, findPayout, PAYOUT_PENDING, raisedBy, toPayoutDto } from '../../repositories/payouts.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { payoutGuardrailRefusal } from './payout-guardrail-check.js';
import { ok } from './envelope.js';
import { payoutDecisionBody, payoutDto } from './payout-schema.js';

export const PAYOUT_SELF_MESSAGE = 'You cannot approve or reject a payout you raised.';
export const PAYOUT_DECIDED_MESSAGE = 'This payout has already been decided.';

/**
 * POST /api/payouts/payout-requests/decision (CAN_APPROVE_PAYOUT): one conditional update from APPROVAL_PENDING,
 * never by the agent who raised it (DESIGN.md §5, no bypass); never beyond an active payout guardrail of its channel;
 * one audit row with the transaction; idempotent.
 */
export async function payoutDecisionRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveInTransaction(
    app,
    db,
    PAYOUT_CALLS.decide,
    { body: payoutDecisionBody, data: payoutDto },
    async (trx, body, checker) => {
      const at = Date.now();
      // An approval that would break the active payout guardrail is refused (422, naming it and the limit).
      if (body.isApproved) {
        const refusal = await payoutGuardrailRefusal(trx, body.payoutRequestId, checker, at);
        if (refusal) throw new RequestError(422, refusal);
      }
      const decided = await decidePayout(trx, {
        id: body.payoutRequestId,
        consumerId: body.consumerId,
        isApproved: body.isApproved,
        remarks: body.remarks,
        approverEmail: checker.email,
        approverStaffId: checker.staffId,
        at,
      });
      const row = await findPayout(trx, body.payoutRequestId);
      if (!decided || !row) {
        if (!row || row.consumer_id !== body.consumerId) throw new RequestError(404, 'No Record Found!');
        if (raisedBy(row, checker)) throw new RequestError(403, PAYOUT_SELF_MESSAGE);
        throw new RequestError(409, PAYOUT_DECIDED_MESSAGE);
      }
      const after = toPayoutDto(row);
      await writeAudit(trx, {
        actor: checker,
        action: `payout.${body.isApproved ? 'approve' : 'reject'}`,
        entity: 'payouts',
        entityId: body.payoutRequestId,
        before: { status: PAYOUT_PENDING },
        after: { status: after.status, approverEmail: after.approverEmail, approverRemarks: after.approverRemarks },
        at,
      });
      return ok(after, body.isApproved ? 'Payout Success' : 'Payout Rejected');
    },
  );
}
