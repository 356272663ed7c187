import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { writeAudit } from '../../plugins/audit.js';
import { principalOf } from '../../plugins/auth.js';
import { sendIdempotent } from '../../plugins/idempotency.js';
import { parseInput, RequestError } from '../../plugins/validation.js';
import { ok } from './envelope.js';
import { toPayoutDto } from './payouts-repository.js';

export const PAYOUT_PENDING = 'APPROVAL_PENDING';
export const PAYOUT_SELF_MESSAGE = 'You cannot approve or reject a payout you raised.';
export const PAYOUT_DECIDED_MESSAGE = 'This payout has already been decided.';
const REMARKS_REQUIRED = 'Remarks are required.';

/** Spec §7.7: the decision body is payoutRequestId, isApproved, remarks, consumerId; §5.7 remarks required. */
export const payoutDecisionBody = z
  .object({
    payoutRequestId: z.coerce.number().int().positive(),
    isApproved: z.boolean({ error: 'isApproved must be true or false.' }),
    remarks: z.string({ error: REMARKS_REQUIRED }).trim().min(1, REMARKS_REQUIRED).max(300, 'Cannot be more than 300 characters.'),
    consumerId: z.string().trim().min(1, 'consumerId is required.').max(50),
  })
  .strict();

/**
 * POST /api/payouts/payout-requests/decision (CAN_APPROVE_PAYOUT): one conditional update from APPROVAL_PENDING,
 * never by the agent who raised it (DESIGN.md §5, no bypass); one audit row with the transaction.
 */
export async function payoutDecisionRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.post('/payout-requests/decision', { config: { permission: 'CAN_APPROVE_PAYOUT' } }, async (request, reply) => {
    const body = parseInput(payoutDecisionBody, request.body, { namePath: true });
    const checker = principalOf(request);
    return sendIdempotent(db, request, reply, async (trx) => {
      const at = Date.now();
      const status = body.isApproved ? 'APPROVED' : 'REJECTED';
      const result = await trx
        .updateTable('payouts')
        .set((eb) => ({ status, approver_email: checker.email, approver_remarks: body.remarks, updated_at: at, version: eb('version', '+', 1) }))
        .where('id', '=', body.payoutRequestId)
        .where('consumer_id', '=', body.consumerId)
        .where('status', '=', PAYOUT_PENDING)
        .where('agent_email', '<>', checker.email)
        .executeTakeFirst();
      const row = await trx.selectFrom('payouts').selectAll().where('id', '=', body.payoutRequestId).executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1 || !row) {
        if (!row || row.consumer_id !== body.consumerId) throw new RequestError(404, 'No Record Found!');
        if (row.agent_email === checker.email) throw new RequestError(403, PAYOUT_SELF_MESSAGE);
        throw new RequestError(409, PAYOUT_DECIDED_MESSAGE);
      }
      const after = toPayoutDto(row);
      await writeAudit(trx, {
        actor: checker,
        action: `payout.${body.isApproved ? 'approve' : 'reject'}`,
        entity: 'payouts',
        entityId: body.payoutRequestId,
        before: { status: PAYOUT_PENDING },
        after: { status, approverEmail: after.approverEmail, approverRemarks: after.approverRemarks },
        at,
      });
      return { status: 200, body: ok(after, body.isApproved ? 'Payout Success' : 'Payout Rejected') };
    });
  });
}
