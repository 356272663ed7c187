import type { DataProvider } from 'react-admin';
import {
  CONSUMER_ACTIONS,
  CONSUMER_FILES,
  CONSUMER_LOAN_READS,
  CONSUMER_READS,
  type ConsumerListName,
  type ConsumerLoanRead,
} from '../../contract/consumer/calls';
import {
  CONSUMER_CALLS_A,
  CONSUMER_CALLS_A_ACTIONS,
  type ConsumerCallAFile,
  type ConsumerCallARead,
} from '../../contract/consumer/calls-a';
import { callEndpoint, fetchEndpointFile } from '../endpoint-client';
import { unwrapPostpe } from './envelope';
import { consumerBaseUrl, consumerListProvider } from './consumer-lists';

/**
 * The consumer 360's lists (spec §7.5) by the resource name each tab's ListBase uses; each is declared once with its
 * backend, path and paging (contract/consumer/list-calls.ts). Every list is filtered by the consumer's id.
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
} as const satisfies Record<string, ConsumerListName>;

type Json = Record<string, unknown>;
type Body = Record<string, unknown>;

/** The consumer's parts the tabs read by its id (contract/consumer/calls.ts CONSUMER_READS). */
export type ConsumerPart = 'features' | 'limits' | 'smLimit' | 'card' | 'kyc' | 'charges';
export type LoanPart = ConsumerLoanRead;
/** The changes of the consumer 360's own tabs and actions, each sent with its Idempotency-Key. */
export type ConsumerActionName =
  | Exclude<keyof typeof CONSUMER_ACTIONS, 'reveal' | 'cancelVas' | 'billPaymentScratchcard' | 'billPaymentLimit'>
  | keyof typeof CONSUMER_CALLS_A_ACTIONS;
const ACTION_CALLS = { ...CONSUMER_ACTIONS, ...CONSUMER_CALLS_A_ACTIONS };

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
  /** A bill's EMI break-up. */
  getBillEmiBreakUp(billId: number): Promise<unknown>;
  /** A bill with its transactions (txnList: the account transactions of its period). */
  getBillWithTransactions(billId: number): Promise<unknown>;
  /** A bill's PDF, as bytes. */
  getBillPdf(billId: number): Promise<Blob>;
  /** A KYC image as the server sends it without a reveal: the masked rendition. */
  getKycImage(consumerId: number, docType: string): Promise<Blob>;
  /** A loan's KFS letter PDF, from the loanLink of the loan's KFS read. */
  getKfsPdf(loanLink: string): Promise<Blob>;
  /** A loan's lender NOC or loan letter PDF (spec §7.5), by `loanId`. */
  getLoanLetter(file: LoanLetter, loanId: number): Promise<Blob>;
  /** Issue 46 item 6: contacts, repayment links, sanction letters, death certificate (by `consumerId`). */
  getCallsA(read: ConsumerCallARead, consumerId: number): Promise<unknown>;
  /** A sanction letter's PDF (`letterId`) or the death certificate, as bytes. */
  getCallsAFile(file: ConsumerCallAFile, values: Record<string, string | number>): Promise<Blob>;
}

/** The letters of a loan served as files (CONSUMER_FILES): the lender NOC and the loan letter. */
export type LoanLetter = 'lenderNoc' | 'loanLetter';

/** Pure: the query of a link the server gave (`…?loanId=7` → { loanId: '7' }). */
export function linkQuery(link: string): Record<string, string> {
  const at = link.indexOf('?');
  return at < 0 ? {} : Object.fromEntries(new URLSearchParams(link.slice(at + 1)));
}

export function consumerDataProvider(bases: { postpe: string; lending: string }): DataProvider & ConsumerActions {
  const baseUrl = consumerBaseUrl(bases);
  const read = async (call: (typeof CONSUMER_READS)[keyof typeof CONSUMER_READS], values: Json) =>
    unwrapPostpe(await callEndpoint(call, { values }, baseUrl));
  const actions: ConsumerActions = {
    async lookupConsumer(id) {
      return (await read(CONSUMER_READS.summary, { id })) as Json;
    },
    getConsumerPart: (part, consumerId) => read(CONSUMER_READS[part], { consumerId }),
    async getLoanPart(part, loanId) {
      return unwrapPostpe(await callEndpoint(CONSUMER_LOAN_READS[part], { values: { loanId } }, baseUrl));
    },
    async consumerAction(action, body, idempotencyKey) {
      const response = await callEndpoint<Json>(ACTION_CALLS[action], { body, idempotencyKey }, baseUrl);
      const data = unwrapPostpe(response);
      return { data, message: String(response.json?.message ?? '') };
    },
    async revealConsumerValue(body) {
      const data = unwrapPostpe(await callEndpoint(CONSUMER_ACTIONS.reveal, { body }, baseUrl)) as { value: string };
      return data.value;
    },
    getBillEmiBreakUp: (billId) => read(CONSUMER_READS.emiBreakUp, { billId }),
    getBillWithTransactions: (billId) => read(CONSUMER_READS.bill, { billId }),
    getBillPdf: (billId) => fetchEndpointFile(CONSUMER_FILES.billPdf, { values: { billId } }, baseUrl),
    getKycImage: (consumerId, docType) =>
      fetchEndpointFile(CONSUMER_FILES.kycImage, { values: { consumerId, docType } }, baseUrl),
    // The loanLink is the lending backend's own link to the letter: only its query (the loan) is kept.
    getKfsPdf: (loanLink) => fetchEndpointFile(CONSUMER_FILES.kfs, { values: linkQuery(loanLink) }, baseUrl),
    getLoanLetter: (file, loanId) => fetchEndpointFile(CONSUMER_FILES[file], { values: { loanId } }, baseUrl),
    getCallsA: async (read, consumerId) =>
      unwrapPostpe(await callEndpoint(CONSUMER_CALLS_A[read], { values: { consumerId } }, baseUrl)),
    getCallsAFile: (file, values) => fetchEndpointFile(CONSUMER_CALLS_A[file], { values }, baseUrl),
  };
  return Object.assign(Object.create(consumerListProvider(baseUrl)) as DataProvider, actions);
}
