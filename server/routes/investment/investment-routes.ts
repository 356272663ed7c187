import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INVESTMENT_ACCOUNT_CALLS, INVESTMENT_REQUEST_CALLS } from '../../../contract/investments/calls.js';
import {
  INVESTMENT_QUEUE_KINDS,
  investmentLimitBody,
  investmentTxnActionBody,
  requestDecisionBody,
} from '../../../contract/investments/index.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import {
  findAccount,
  holdingsOf,
  listClients,
  listMutualFunds,
  searchAccounts,
  toAccountDto,
} from '../../repositories/investment-accounts.js';
import { findTxn, listTxns, TXN_ACTIONS } from '../../repositories/investment-transactions.js';
import { listRequests, toDtos } from '../../repositories/maker-checker.js';
import { NOT_FOUND_MESSAGE } from '../crm/maker-checker-decide.js';
import { APPROVAL_STATUSES, requestDto } from '../crm/maker-checker-schema.js';
import { servePagedList } from '../common/paged-list.js';
import { serve } from '../declared.js';
import { pageParam, sizeParam, snapshotParam } from '../paging.js';
import { ok, okSchema, paged, pagedSchema } from './envelope.js';
import {
  accountDto,
  accountsQuery,
  clientDto,
  detailQuery,
  holdingDto,
  mutualFundDto,
  txnDto,
  txnQuery,
} from './investment-schemas.js';
import { decideOwnKind, serveRaise } from './request-flow.js';

export const TXN_ACTION_RAISED = 'Transaction action request raised; it applies once a checker approves it.';
export const LIMIT_RAISED = 'Limit update request placed successfully!';
export const ACTION_NOT_ALLOWED = 'This action is not allowed on a transaction in this status.';
export const SAME_LIMIT = 'The new limit equals the current one.';

const queueQuery = z.object({
  kind: z
    .enum(['DEPOSIT_GUARDRAIL', 'INVESTMENT_TXN', 'INVESTMENT_LIMIT', 'P2P_ADD_MONEY', 'CLUB_FORCE_WITHDRAW'])
    .optional(),
  status: z.enum(APPROVAL_STATUSES).optional(),
  page: pageParam(1),
  limit: sizeParam(20),
});

/**
 * Investment accounts, their transactions and the four-eyes requests on them (spec §2.3 /investment-account,
 * /investment-account-change-limit, /mutual-fund; §7.7 /investment/approval-request, /investment/transaction/…,
 * /investment/clients, /investment/account-detail-by-id).
 */
export async function investmentAccountRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const calls = { ...INVESTMENT_ACCOUNT_CALLS, ...INVESTMENT_REQUEST_CALLS };

  serve(
    app,
    calls.requests,
    { querystring: queueQuery, response: { 200: okSchema(pagedSchema(requestDto)) } },
    async (request) => {
      const { kind, status, page, limit } = request.query;
      const kinds = kind ? [kind] : [...INVESTMENT_QUEUE_KINDS];
      const { rows, total } = await listRequests(db, { status, page: page - 1, size: limit }, kinds);
      const viewer = principalOf(request);
      const content = await toDtos(db, rows, { staffId: viewer.staffId, decides: [...INVESTMENT_QUEUE_KINDS] });
      return ok(paged(content, page, limit, total));
    },
  );

  serve(app, calls.clients, { response: { 200: okSchema(z.array(clientDto)) } }, async () => ok(await listClients(db)));

  servePagedList(app, calls.accounts, { querystring: accountsQuery, item: accountDto }, (q) => searchAccounts(db, q));

  serve(
    app,
    calls.account,
    {
      querystring: detailQuery,
      response: { 200: okSchema(z.object({ account: accountDto, holdings: z.array(holdingDto) })) },
    },
    async (request) => {
      const account = await findAccount(db, request.query.id);
      if (!account) throw new RequestError(404, NOT_FOUND_MESSAGE);
      return ok({ account: toAccountDto(account), holdings: await holdingsOf(db, account.id) });
    },
  );

  servePagedList(app, calls.transactions, { querystring: txnQuery, item: txnDto }, (q) => listTxns(db, q));

  servePagedList(
    app,
    calls.mutualFunds,
    {
      querystring: z.object({ page: pageParam(1), limit: sizeParam(20), snapshot: snapshotParam }),
      item: mutualFundDto,
    },
    (q) => listMutualFunds(db, q.page, q.limit, q.snapshot),
  );

  serveRaise(
    app,
    db,
    calls.raiseTxnAction,
    investmentTxnActionBody,
    TXN_ACTION_RAISED,
    async (trx, { transactionId, action }) => {
      const txn = await findTxn(trx, transactionId);
      if (!txn) throw new RequestError(404, NOT_FOUND_MESSAGE);
      if (!TXN_ACTIONS[action].from.includes(txn.status)) throw new RequestError(409, ACTION_NOT_ALLOWED);
      // The account it moves money on, by number: the checker's dialog says whose transaction it is (issue 41).
      const account = await findAccount(trx, txn.account_id);
      return {
        kind: 'INVESTMENT_TXN',
        productType: txn.product,
        targetId: txn.id,
        targetVersion: txn.version,
        proposed: { action, amount: Number(txn.amount) },
        previous: {
          status: txn.status,
          amount: Number(txn.amount),
          account_id: txn.account_id,
          account_no: account?.account_no ?? null,
        },
      };
    },
  );

  serveRaise(app, db, calls.raiseLimit, investmentLimitBody, LIMIT_RAISED, async (trx, { accountId, newLimit }) => {
    const account = await findAccount(trx, accountId);
    if (!account) throw new RequestError(404, NOT_FOUND_MESSAGE);
    if (Number(account.invest_limit) === newLimit) throw new RequestError(400, SAME_LIMIT);
    return {
      kind: 'INVESTMENT_LIMIT',
      productType: account.product,
      targetId: account.id,
      targetVersion: account.version,
      proposed: { newLimit },
      previous: {
        newLimit: Number(account.invest_limit),
        investLimit: Number(account.invest_limit),
        account_no: account.account_no,
      },
    };
  });

  // Spec §7.7's decision on a transaction action, and the console's on any investment request.
  for (const [call, kinds] of [
    [calls.decideTxnAction, ['INVESTMENT_TXN']],
    [calls.decide, ['INVESTMENT_TXN', 'INVESTMENT_LIMIT', 'P2P_ADD_MONEY', 'CLUB_FORCE_WITHDRAW']],
  ] as const)
    serve(app, call, { body: requestDecisionBody, response: { 200: okSchema(requestDto) } }, async (request) => {
      const dto = await decideOwnKind(db, request, kinds, request.body);
      return ok(dto, request.body.isApproved ? 'Request approved' : 'Request rejected');
    });
}
