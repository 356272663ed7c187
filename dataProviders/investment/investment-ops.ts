import type {
  InvestmentLimitInput,
  InvestmentTxnActionInput,
  P2pAddMoneyInput,
  RequestDecisionInput,
} from '../../contract/investments';
import { http } from '../http';
import { opsCall, type Keyed } from '../rest/ops-call';
import { unwrapInvestment } from './envelope';

type Result = Promise<{ data: unknown }>;
type Query = Record<string, unknown>;

/** Investment accounts, their transactions and the four-eyes requests on them (spec §7.7). */
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

export type DepositUploadKind = 'merchant-cashback' | 'deposit-bulk' | 'variable-earning';

/** §7.7: each deposit upload's path on the investment backend. */
export const DEPOSIT_UPLOAD_PATHS: Record<DepositUploadKind, string> = {
  'merchant-cashback': '/investment/merchant-cashback',
  'deposit-bulk': '/bp-account/bulk-upload',
  'variable-earning': '/investment/p2p/variable-earning',
};

export function investmentOpsMethods(baseUrl: string): InvestmentOpsMethods {
  const { get, post } = opsCall(baseUrl, unwrapInvestment);
  return {
    searchInvestmentAccounts: (_r, query) => get('/investment/accounts', query),
    getInvestmentAccount: (_r, { id }) => get('/investment/account-detail-by-id', { id }),
    getInvestmentTxns: (_r, query) => get('/investment/transactions', query),
    getInvestmentClients: () => get('/investment/clients'),
    getInvestmentRequests: (_r, query) => get('/investment/approval-request', query),
    getMutualFunds: (_r, query) => get('/investment/mutual-funds', query),
    raiseInvestmentTxnAction: (_r, { data, idempotencyKey }) =>
      post('/investment/transaction/raise-request', data, idempotencyKey),
    raiseInvestmentLimit: (_r, { data, idempotencyKey }) =>
      post('/investment/account/change-limit/raise-request', data, idempotencyKey),
    raiseP2pAddMoney: (_r, { data, idempotencyKey }) =>
      post('/investment/p2p/add-money/raise-request', data, idempotencyKey),
    decideInvestmentRequest: (_r, { data, idempotencyKey }) =>
      post('/investment/approval-request/action', data, idempotencyKey),
    async uploadDepositCsv(_r, { kind, file, fileName, idempotencyKey }) {
      const form = new FormData();
      form.append('file', file, fileName);
      const response = await http(`${baseUrl}${DEPOSIT_UPLOAD_PATHS[kind]}`, {
        method: 'POST',
        body: form,
        headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
      });
      return { data: unwrapInvestment(response) };
    },
  };
}
