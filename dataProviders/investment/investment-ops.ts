import type {
  InvestmentLimitInput,
  InvestmentTxnActionInput,
  P2pAddMoneyInput,
  RequestDecisionInput,
} from '../../contract/investments';
import {
  DEPOSIT_UPLOAD_CALLS,
  INVESTMENT_ACCOUNT_CALLS,
  INVESTMENT_REQUEST_CALLS,
  type DepositUploadKind,
} from '../../contract/investments/calls';
import { declaredCall, type Keyed } from '../rest/ops-call';
import { unwrapInvestment } from './envelope';

export type { DepositUploadKind } from '../../contract/investments/calls';

type Result = Promise<{ data: unknown }>;
type Query = Record<string, unknown>;

/**
 * Investment accounts, their transactions and the four-eyes requests on them (spec §7.7), called through their
 * declarations (contract/investments/calls.ts); the resource names the page's binding and picks nothing.
 */
export interface InvestmentOpsMethods {
  searchInvestmentAccounts(resource: string, query: Query): Result;
  getInvestmentAccount(resource: string, params: { id: number }): Result;
  getInvestmentTxns(resource: string, query: Query): Result;
  getInvestmentClients(resource: string): Result;
  getInvestmentRequests(resource: string, query: Query): Result;
  getMutualFunds(resource: string, query: Query): Result;
  raiseInvestmentTxnAction(resource: string, params: { data: InvestmentTxnActionInput } & Keyed): Result;
  raiseInvestmentLimit(resource: string, params: { data: InvestmentLimitInput } & Keyed): Result;
  /** /p2p/add-money: money added to a P2P account, credited once a checker approves it. */
  raiseP2pAddMoney(resource: string, params: { data: P2pAddMoneyInput } & Keyed): Result;
  decideInvestmentRequest(resource: string, params: { data: RequestDecisionInput } & Keyed): Result;
  /** The Deposit menu's multipart uploads (spec §7.7): one CSV file field. */
  uploadDepositCsv(resource: string, params: { kind: DepositUploadKind; file: Blob; fileName: string } & Keyed): Result;
}

export function investmentOpsMethods(baseUrl: string): InvestmentOpsMethods {
  const call = declaredCall(baseUrl, unwrapInvestment);
  const accounts = INVESTMENT_ACCOUNT_CALLS;
  const requests = INVESTMENT_REQUEST_CALLS;
  return {
    searchInvestmentAccounts: (_r, query) => call(accounts.accounts, { query }),
    getInvestmentAccount: (_r, { id }) => call(accounts.account, { query: { id } }),
    getInvestmentTxns: (_r, query) => call(accounts.transactions, { query }),
    getInvestmentClients: () => call(accounts.clients),
    getInvestmentRequests: (_r, query) => call(requests.requests, { query }),
    getMutualFunds: (_r, query) => call(accounts.mutualFunds, { query }),
    raiseInvestmentTxnAction: (_r, { data, idempotencyKey }) =>
      call(requests.raiseTxnAction, { body: data, idempotencyKey }),
    raiseInvestmentLimit: (_r, { data, idempotencyKey }) => call(requests.raiseLimit, { body: data, idempotencyKey }),
    raiseP2pAddMoney: (_r, { data, idempotencyKey }) => call(requests.raiseP2pAddMoney, { body: data, idempotencyKey }),
    decideInvestmentRequest: (_r, { data, idempotencyKey }) => call(requests.decide, { body: data, idempotencyKey }),
    uploadDepositCsv(_r, { kind, file, fileName, idempotencyKey }) {
      const form = new FormData();
      form.append('file', file, fileName);
      return call(DEPOSIT_UPLOAD_CALLS[kind], { body: form, idempotencyKey });
    },
  };
}
