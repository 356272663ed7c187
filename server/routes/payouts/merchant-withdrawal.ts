import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { formatRupees } from '../../../contract/disputes/rules.js';
import {
  PAYMENT_OPS_ENDPOINTS as CALLS,
  PAYMENT_OPS_MESSAGES as M,
  WITHDRAWAL_REQUEST_STATES,
  withdrawalMove,
  type WithdrawalAction,
} from '../../../contract/payment-ops/calls.js';
import { withdrawalDecisionBody, withdrawalListQuery } from '../../../contract/payment-ops/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  availableOf,
  debitBharatSwipeAccount,
  findWithdrawalRequest,
  listWithdrawalRequests,
  moveWithdrawalRequest,
  recordApprovedWithdrawal,
  toWithdrawalRequestDto,
} from '../../repositories/merchant-withdrawals.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { serve } from '../declared.js';
import { idParam, ok, okSchema, paged, pagedSchema } from './envelope.js';

export const withdrawalRequestDto = z.object({
  id: z.number().int(),
  requestId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  accountId: z.string(),
  accountStatus: z.string(),
  balance: z.number(),
  available: z.number(),
  amount: z.number(),
  charges: z.number(),
  status: z.enum(WITHDRAWAL_REQUEST_STATES),
  merchantNote: z.string().nullable(),
  requestedAt: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  remarks: z.string().nullable(),
  balanceAfter: z.number().nullable(),
  withdrawalId: z.string().nullable(),
  version: z.number().int(),
});

const DONE: Record<WithdrawalAction, string> = { APPROVE: M.approved, HOLD: M.held, REJECT: M.rejected };
const rupees = (n: number) => `₹${formatRupees(n)}`;

/**
 * /merchant-withdrawal (spec §2.3; issue 45 item 5): merchants' withdrawal requests from their Bharat Swipe balances,
 * newest first; approve, hold or reject one with remarks. One conditional update on the request decides (a second
 * decision is a 409); an approval debits the account by one conditional update that checks its balance less its hold
 * (insufficient: a 409 that says by how much) and writes the withdrawal; one audit row; idempotent.
 */
export async function merchantWithdrawalRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    CALLS.withdrawals,
    { querystring: withdrawalListQuery, response: { 200: okSchema(pagedSchema(withdrawalRequestDto)) } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listWithdrawalRequests(db, q);
      return ok(paged(rows.map(toWithdrawalRequestDto), q.page, q.limit, total));
    },
  );

  serveInTransaction(
    app,
    db,
    CALLS.decideWithdrawal,
    { params: idParam(), body: withdrawalDecisionBody, data: withdrawalRequestDto },
    async (trx, { action, remarks }, actor, request) => {
      const { id } = request.params as { id: number };
      const before = await findWithdrawalRequest(trx, id);
      if (!before) throw new RequestError(404, M.notFound);
      const to = withdrawalMove(before.status, action);
      if (to === null)
        throw new RequestError(409, action === 'HOLD' && before.status === 'ON_HOLD' ? M.alreadyHeld : M.decided);
      const at = Date.now();
      if (!(await moveWithdrawalRequest(trx, before, to, { email: actor.email, remarks, at })))
        throw new RequestError(409, M.decided);
      if (to === 'APPROVED') {
        const amount = Number(before.amount);
        const balanceAfter = await debitBharatSwipeAccount(trx, before.account_id, amount);
        if (balanceAfter === null) {
          if (before.account_status !== 'ACTIVE') throw new RequestError(409, M.accountInactive);
          const now = await findWithdrawalRequest(trx, id);
          throw new RequestError(409, M.insufficient(rupees(availableOf(now ?? before)), rupees(amount)));
        }
        await recordApprovedWithdrawal(trx, before, balanceAfter, at);
      }
      const after = toWithdrawalRequestDto((await findWithdrawalRequest(trx, id))!);
      await writeAudit(trx, {
        actor,
        action: `merchant_withdrawal.${action.toLowerCase()}`,
        entity: 'merchant_withdrawal_requests',
        entityId: id,
        before: toWithdrawalRequestDto(before),
        after,
        at,
      });
      return ok(after, DONE[action]);
    },
  );
}
