import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guardrailBreach, internalTransferBody, requestDecisionBody } from '../../../contract/investments/index.js';
import { TRANSFER_CALLS, TRANSFER_SHORT_CALLS } from '../../../contract/payouts/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { channelUsageToday } from '../../repositories/guardrail-usage.js';
import { payoutGuardrailOf } from '../../repositories/guardrails.js';
import {
  findInternalAccount,
  insertTransfer,
  listInternalAccounts,
  listTransfers,
  toInternalAccountDto,
} from '../../repositories/internal-transfers.js';
import { NOT_FOUND_MESSAGE } from '../crm/maker-checker-decide.js';
import { requestDto } from '../crm/maker-checker-schema.js';
import { servePagedList } from '../common/paged-list.js';
import { serve } from '../declared.js';
import { GUARDRAIL_STATUS } from '../investment/request-effects.js';
import { decideOwnKind, raiseRequest } from '../investment/request-flow.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';
import { ok, okSchema } from './envelope.js';

export const TRANSFER_RAISED = 'Transfer request raised; it is executed once a checker approves it.';

const accountDto = z.object({
  id: z.number().int(),
  name: z.string(),
  bank: z.string(),
  accountNo: z.string(),
  ifsc: z.string(),
  balance: z.number(),
});
const transferDto = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  amount: z.number(),
  channel: z.string(),
  status: z.string(),
  utr: z.string().nullable(),
  fromAccount: z.string(),
  toAccount: z.string(),
  makerEmail: z.string(),
  checkerEmail: z.string().nullable(),
  checkerRemarks: z.string().nullable(),
  remarks: z.string(),
  createdAt: z.number(),
  decidedAt: z.number().nullable(),
});
const historyQuery = z.object({
  page: pageParam(1),
  limit: sizeParam(20),
  status: z.enum(['PENDING', 'SUCCESS', 'REJECTED']).optional(),
  snapshot: snapshotParam,
});

/**
 * Internal account transfers (spec §1, §2.3): raised by one user, approved by another through the one maker-checker
 * core; a transfer that would break the active payout guardrail of its channel is refused when raised and again when
 * approved (the day's totals may have grown), with a message naming the guardrail and the limit.
 */
export async function internalTransferRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  // Spec §2.3 names both spellings of the transfer paths; the backend answers at both.
  for (const calls of [TRANSFER_CALLS, TRANSFER_SHORT_CALLS]) {
    serve(app, calls.accounts, { response: { 200: okSchema(z.array(accountDto)) } }, async () =>
      ok((await listInternalAccounts(db)).map(toInternalAccountDto)),
    );

    serve(
      app,
      calls.raise,
      { body: internalTransferBody, response: { 201: okSchema(requestDto) } },
      async (request, reply) => {
        const { remarks, ...transfer } = request.body;
        const dto = await db.transaction().execute(async (trx) => {
          const [from, to] = [
            await findInternalAccount(trx, transfer.fromAccountId),
            await findInternalAccount(trx, transfer.toAccountId),
          ];
          if (!from || !to) throw new RequestError(404, NOT_FOUND_MESSAGE);
          const at = Date.now();
          const breach = guardrailBreach(
            await payoutGuardrailOf(trx, transfer.channel),
            await channelUsageToday(trx, transfer.channel, transfer.amount, at),
          );
          if (breach) throw new RequestError(GUARDRAIL_STATUS, breach);
          return raiseRequest(trx, request, {
            kind: 'INTERNAL_TRANSFER',
            productType: transfer.channel,
            targetId: null,
            targetVersion: null,
            proposed: {
              amount: transfer.amount,
              channel: transfer.channel,
              from_account: `${from.name} (${from.account_no})`,
              to_account: `${to.name} (${to.account_no})`,
            },
            previous: null,
            remarks,
            at,
            afterInsert: (row) =>
              insertTransfer(trx, {
                ...transfer,
                requestId: row.id,
                makerEmail: principalOf(request).email,
                remarks,
                at,
              }),
          });
        });
        reply.code(201);
        return ok(dto, TRANSFER_RAISED);
      },
    );

    servePagedList(app, calls.history, { querystring: historyQuery, item: transferDto }, (q) =>
      listTransfers(db, q.page, q.limit, q.status, q.snapshot),
    );

    serve(
      app,
      calls.decide,
      { body: requestDecisionBody, response: { 200: okSchema(requestDto) } },
      async (request) => {
        const dto = await decideOwnKind(db, request, ['INTERNAL_TRANSFER'], request.body);
        return ok(dto, request.body.isApproved ? 'Transfer approved' : 'Transfer rejected');
      },
    );
  }
}
