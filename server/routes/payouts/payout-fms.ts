import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAYOUT_FMS_CALLS as C } from '../../../contract/payout-fms/calls.js';
import {
  changedChannelFields,
  channelOrderOk,
  FMS_MESSAGES as M,
  FMS_TRANSFER_KIND,
  FMS_TRANSFER_MODES,
  isBelowThreshold,
  PAYOUT_CONFIG_CHANGE_KIND,
} from '../../../contract/payout-fms/rules.js';
import {
  channelChangeBody,
  channelParam,
  fmsTransferBody,
  thresholdBody,
} from '../../../contract/payout-fms/schemas.js';
import { fromText } from '../../../contract/strict-number.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { pendingRequestOn } from '../../repositories/maker-checker.js';
import { accountLabel, findAccount, ledgerPage, listFmsAccounts, setThreshold } from '../../repositories/payout-fms.js';
import { channelValues, findChannel, listChannels } from '../../repositories/payout-channels.js';
import { listFmsTransfers } from '../../repositories/payout-fms-transfers.js';
import { requestDto, reviewFields } from '../crm/maker-checker-schema.js';
import { servePagedList } from '../common/paged-list.js';
import { serve } from '../declared.js';
import { raiseRequest, serveRaise } from '../investment/request-flow.js';
import { pageParam, sendPaging, sizeParam, snapshotParam } from '../paging.js';
import { ok, okSchema, paged, pagedSchema } from './envelope.js';
import { raiseCrossedTopUps } from './fms-effects.js';

const accountDto = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  bank: z.string(),
  accountNo: z.string(),
  ifsc: z.string(),
  balance: z.number(),
  threshold: z.number().nullable(),
  topupTarget: z.number().nullable(),
  topupSourceId: z.number().int().nullable(),
  belowThreshold: z.boolean(),
  pendingTopUpId: z.number().int().nullable(),
  version: z.number().int(),
  thresholdUpdatedBy: z.string().nullable(),
  thresholdUpdatedAt: z.number().nullable(),
});
const ledgerDto = z.object({
  id: z.number().int(),
  entry: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  requestId: z.number().int().nullable(),
  narration: z.string(),
  counterparty: z.string().nullable(),
  createdAt: z.number(),
});
const transferDto = z.object({
  id: z.number().int(),
  mode: z.string(),
  fromAccountId: z.number().int(),
  toAccountId: z.number().int(),
  fromAccount: z.string(),
  toAccount: z.string(),
  amount: z.number(),
  status: z.string(),
  makerId: z.number().int(),
  // Who raised and decided it, as every request's wire shape says (without the viewer's flags).
  ...z.object(reviewFields).omit({ canDecide: true, raisedByViewer: true }).shape,
});
const channelValuesDto = z.object({
  provider: z.string(),
  minPerTxn: z.number(),
  maxPerTxn: z.number(),
  dailyLimit: z.number(),
  enabled: z.boolean(),
});
const channelDto = channelValuesDto.extend({
  id: z.number().int(),
  channel: z.string(),
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number(),
  pending: z
    .object({
      requestId: z.number().int(),
      makerId: z.number().int(),
      makerEmail: z.string(),
      remarks: z.string(),
      proposed: channelValuesDto.extend({ channel: z.string() }),
      createdAt: z.number(),
    })
    .nullable(),
});

const accountParams = z.object({
  accountId: fromText(z.number().int('No Record Found!').positive('No Record Found!')),
});
const ledgerQuery = z.object({ page: pageParam(1), limit: sizeParam(20), snapshot: snapshotParam });
const transfersQuery = z.object({
  page: pageParam(1),
  limit: sizeParam(20),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']).optional(),
  mode: z.enum(FMS_TRANSFER_MODES).optional(),
  snapshot: snapshotParam,
});

/**
 * Payout FMS and /payout/config on the payouts backend (issue 45 item 4). Accounts are the internal transfers' company
 * accounts; a fund transfer is an FMS_TRANSFER request that moves the balances once on approval (fms-effects.ts); a
 * threshold raises an account's top-up once per crossing; a channel change is a PAYOUT_CONFIG_CHANGE request
 * applied on the version the maker saw. Decisions: the maker-checker core (/api/crm/maker/checker/{kind}/{id}/decision).
 */
export async function payoutFmsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(app, C.accounts, { response: { 200: okSchema(z.array(accountDto)) } }, async () =>
    ok(await listFmsAccounts(db)),
  );

  serve(
    app,
    C.ledger,
    { params: accountParams, querystring: ledgerQuery, response: { 200: okSchema(pagedSchema(ledgerDto)) } },
    async (request, reply) => {
      const { accountId } = request.params;
      const q = request.query;
      if (!(await findAccount(db, accountId))) throw new RequestError(404, M.accountNotFound);
      const { rows, total, snapshot } = await ledgerPage(db, accountId, q.page, q.limit, q.snapshot);
      sendPaging(reply, { next: null, snapshot });
      return ok(paged(rows, q.page, q.limit, total));
    },
  );

  servePagedList(app, C.transfers, { querystring: transfersQuery, item: transferDto }, (q) => listFmsTransfers(db, q));

  serveRaise(app, db, C.raise, fmsTransferBody, M.raised, async (trx, body) => {
    const [from, to] = [await findAccount(trx, body.fromAccountId), await findAccount(trx, body.toAccountId)];
    if (!from || !to) throw new RequestError(404, M.accountNotFound);
    if (body.mode === 'REACTIVE') {
      if (to.threshold === null) throw new RequestError(409, M.noThreshold);
      if (!isBelowThreshold(Number(to.balance), Number(to.threshold))) throw new RequestError(409, M.notLow);
      if (await pendingRequestOn(trx, FMS_TRANSFER_KIND, to.id)) throw new RequestError(409, M.topUpPending);
    }
    return {
      kind: FMS_TRANSFER_KIND,
      productType: body.mode,
      // A top-up is one at a time per account (0058's partial unique index); direct transfers have no target.
      targetId: body.mode === 'REACTIVE' ? to.id : null,
      targetVersion: null,
      proposed: {
        mode: body.mode,
        fromAccountId: from.id,
        toAccountId: to.id,
        fromAccount: accountLabel(from),
        toAccount: accountLabel(to),
        amount: body.amount,
      },
      previous: null,
    };
  });

  serve(
    app,
    C.threshold,
    { params: accountParams, body: thresholdBody, response: { 200: okSchema(accountDto) } },
    async (request) => {
      const who = principalOf(request);
      const { accountId } = request.params;
      const b = request.body;
      const at = Date.now();
      const dto = await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, accountId);
        if (!account) throw new RequestError(404, M.accountNotFound);
        if (b.sourceAccountId === accountId) throw new RequestError(400, M.thresholdSource);
        if (!(await findAccount(trx, b.sourceAccountId))) throw new RequestError(404, M.accountNotFound);
        const values = { threshold: b.threshold, topupTarget: b.topupTarget, sourceAccountId: b.sourceAccountId };
        const saved = await setThreshold(trx, {
          accountId,
          version: b.version,
          ...values,
          sourceId: b.sourceAccountId,
          by: who.email,
          at,
        });
        if (!saved) throw new RequestError(409, M.thresholdMoved);
        await writeAudit(trx, {
          actor: who,
          action: 'fms_threshold.update',
          entity: 'internal_accounts',
          entityId: accountId,
          before: {
            threshold: account.threshold === null ? null : Number(account.threshold),
            topupTarget: account.topup_target === null ? null : Number(account.topup_target),
            sourceAccountId: account.topup_source_id,
          },
          after: values,
          at,
        });
        // A threshold set above the balance is a crossing too: its top-up is raised now, in the editor's name.
        await raiseCrossedTopUps(trx, who, at);
        return (await listFmsAccounts(trx)).find((a) => a.id === accountId)!;
      });
      return ok(dto, M.thresholdSaved);
    },
  );

  serve(app, C.channels, { response: { 200: okSchema(z.array(channelDto)) } }, async () => ok(await listChannels(db)));

  serve(
    app,
    C.raiseChannel,
    { params: channelParam, body: channelChangeBody, response: { 201: okSchema(requestDto) } },
    async (request, reply) => {
      const { remarks, ...proposed } = request.body;
      const dto = await db.transaction().execute(async (trx) => {
        const channel = await findChannel(trx, request.params.channel);
        if (!channel) throw new RequestError(404, M.accountNotFound);
        if (!channelOrderOk(proposed)) throw new RequestError(400, M.configOrder);
        const before = channelValues(channel);
        if (changedChannelFields(before, proposed).length === 0) throw new RequestError(400, M.configSame);
        if (await pendingRequestOn(trx, PAYOUT_CONFIG_CHANGE_KIND, channel.id))
          throw new RequestError(409, M.configPending);
        return raiseRequest(trx, request, {
          kind: PAYOUT_CONFIG_CHANGE_KIND,
          productType: channel.channel,
          targetId: channel.id,
          targetVersion: Number(channel.version),
          proposed: { channel: channel.channel, ...proposed },
          previous: { channel: channel.channel, ...before },
          remarks,
          at: Date.now(),
        });
      });
      reply.code(201);
      return ok(dto, M.configRaised);
    },
  );
}
