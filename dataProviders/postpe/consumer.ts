import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ResourceApiTable } from '../../contract/resource-api';
import { http, httpBlob } from '../http';
import { unwrapPostpe } from './envelope';
import { lendingDataProvider, postpeDataProvider } from './index';

/**
 * The consumer 360's lists (spec §7.5) as resources of the postpe and lending providers, each with its backend's
 * paging as data: 0-based most lists, 1-based repayments and bank transfers, the statement's page_num/page_size,
 * the CRM audit's page/limit from 0 in `requestAudits`. Every list is filtered by the consumer's id.
 */
export const CONSUMER_LISTS = {
  transactions: 'consumer-transactions',
  repayments: 'consumer-repayments',
  bills: 'consumer-bills',
  emis: 'consumer-emis',
  bankTransfers: 'consumer-bank-transfers',
  crmAudits: 'consumer-crm-audits',
  limitAudits: 'consumer-limit-audits',
  smLimitAudits: 'consumer-sm-limit-audits',
  deactivationLogs: 'consumer-deactivation-logs',
  deactivationFeedback: 'consumer-deactivation-feedback',
} as const;

const L = CONSUMER_LISTS;
const POSTPE_APIS: ResourceApiTable = {
  [L.repayments]: {
    paths: { list: '/repayments' },
    paging: { page: 'page', size: 'limit', base: 1 },
    listKey: 'account_statement.statement_details',
    sort: false,
  },
  [L.bills]: { paths: { list: '/bills' }, sort: false },
  [L.emis]: { paths: { list: '/emis' }, sort: false },
  [L.crmAudits]: {
    paths: { list: '/request-audits' },
    paging: { page: 'page', size: 'limit', base: 0 },
    listKey: 'requestAudits',
    sort: false,
  },
  [L.limitAudits]: { paths: { list: '/limit-audit' }, sort: false },
  [L.smLimitAudits]: { paths: { list: '/sm-limit-audit' }, sort: false },
  [L.deactivationFeedback]: { paths: { list: '/deactivation-feedback' }, sort: false },
};
const LENDING_APIS: ResourceApiTable = {
  [L.transactions]: { paths: { list: '/account-statement' }, paging: 'pageNumPageSizeSnake', sort: false },
  [L.bankTransfers]: { paths: { list: '/bank-transfers' }, paging: 'pageLimit', sort: false },
  [L.deactivationLogs]: { paths: { list: '/deactivation-logs' }, sort: false },
};

type Json = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The consumer 360's reads and actions that are not lists (spec §7.5); each action sends its Idempotency-Key. */
export interface ConsumerActions {
  lookupConsumer(id: string): Promise<Json>;
  getConsumerPart(part: ConsumerPart, consumerId: number): Promise<unknown>;
  getLoanPart(part: LoanPart, loanId: number): Promise<unknown>;
  consumerAction(
    action: ConsumerActionName,
    body: Body,
    idempotencyKey?: string,
  ): Promise<{ data: unknown; message: string }>;
  revealConsumerValue(body: Body): Promise<string>;
  /** A bill's EMI break-up (GET /emi-break-up?billId). */
  getBillEmiBreakUp(billId: number): Promise<unknown>;
  /** A bill's PDF (GET /bill-pdf?billId), as bytes. */
  getBillPdf(billId: number): Promise<Blob>;
  /** A KYC image as the server sends it without a reveal: the masked rendition (GET /kyc-docs/image). */
  getKycImage(consumerId: number, docType: string): Promise<Blob>;
  /** A loan's KFS letter PDF, from the loanLink of GET /kfs. */
  getKfsPdf(loanLink: string): Promise<Blob>;
}

const PARTS = {
  features: ['postpe', '/feature/details'],
  limits: ['postpe', '/creditLimit/details'],
  smLimit: ['lending', '/loan/overview'],
  card: ['postpe', '/card/details'],
  kyc: ['postpe', '/kyc-docs'],
  charges: ['postpe', '/charges'],
} as const;
export type ConsumerPart = keyof typeof PARTS;

const LOAN_PARTS = {
  detail: '/loan-detail',
  quote: '/foreclose/quote',
  ledger: '/loan-ledger',
  nach: '/nach',
  kfs: '/kfs',
} as const;
export type LoanPart = keyof typeof LOAN_PARTS;

const ACTIONS = {
  hold: ['postpe', 'PUT', '/disputed-txn'],
  cashback: ['postpe', 'POST', '/cashback'],
  revertQrRefund: ['postpe', 'PUT', '/qr-refund/revert'],
  updateLimit: ['postpe', 'PUT', '/limit'],
  accountStatus: ['postpe', 'PUT', '/account'],
  waivePenalty: ['postpe', 'POST', '/waive-penalty'],
  checkBankTransfer: ['lending', 'POST', '/bank-transfers/settlement-check'],
  foreclose: ['lending', 'POST', '/foreclose'],
  offlineRepayment: ['lending', 'POST', '/part-payment'],
  sendMoney: ['lending', 'POST', '/initiate-payout'],
  cardCharge: ['lending', 'POST', '/debit'],
  manualRefund: ['lending', 'POST', '/manual-refund'],
  whitelist: ['postpe', 'POST', '/whitelist'],
} as const;
export type ConsumerActionName = keyof typeof ACTIONS;

export function consumerDataProvider(bases: { postpe: string; lending: string }): DataProvider & ConsumerActions {
  const postpe = postpeDataProvider(bases.postpe, POSTPE_APIS);
  const lending = lendingDataProvider(bases.lending, LENDING_APIS);
  const lists = combineDataProviders((resource) => (LENDING_APIS[resource] ? lending : postpe));
  const actions: ConsumerActions = {
    async lookupConsumer(id) {
      return unwrapPostpe(await http(`${bases.postpe}/summary`, { query: { id } })) as Json;
    },
    async getConsumerPart(part, consumerId) {
      const [backend, path] = PARTS[part];
      const query = part === 'limits' ? { consumerId, txnTypes: 'BANK_TRANSFER,PAYMENT' } : { consumerId };
      return unwrapPostpe(await http(`${bases[backend]}${path}`, { query }));
    },
    async getLoanPart(part, loanId) {
      return unwrapPostpe(await http(`${bases.lending}${LOAN_PARTS[part]}`, { query: { loanId } }));
    },
    async consumerAction(action, body, idempotencyKey) {
      const [backend, method, path] = ACTIONS[action];
      const response = await http<Json>(`${bases[backend]}${path}`, {
        method,
        body,
        idempotencyKey,
      });
      const data = unwrapPostpe(response);
      return { data, message: String(response.json?.message ?? '') };
    },
    async revealConsumerValue(body) {
      const data = unwrapPostpe(await http(`${bases.postpe}/pii/reveal`, { method: 'POST', body })) as {
        value: string;
      };
      return data.value;
    },
    async getBillEmiBreakUp(billId) {
      return unwrapPostpe(await http(`${bases.postpe}/emi-break-up`, { query: { billId } }));
    },
    async getBillPdf(billId) {
      return fetchBlob(`${bases.postpe}/bill-pdf?billId=${encodeURIComponent(billId)}`);
    },
    async getKycImage(consumerId, docType) {
      const query = `consumerId=${encodeURIComponent(consumerId)}&docType=${encodeURIComponent(docType)}`;
      return fetchBlob(`${bases.postpe}/kyc-docs/image?${query}`);
    },
    async getKfsPdf(loanLink) {
      // The loanLink is the lending backend's own path (/api/lending/kfs/document?loanId=…): only its query is kept.
      return fetchBlob(`${bases.lending}/kfs/document${loanLink.slice(loanLink.indexOf('?'))}`);
    },
  };
  return Object.assign(Object.create(lists) as DataProvider, actions, { supportAbortSignal: true });
}

/** GET bytes through http.ts: the same session, 401 and error rules as every other call. */
const fetchBlob = (url: string): Promise<Blob> => httpBlob(url);
