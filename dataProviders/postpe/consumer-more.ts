import { combineDataProviders, type DataProvider } from 'react-admin';
import type { ResourceApiTable } from '../../contract/resource-api';
import { http } from '../http';
import { unwrapPostpe } from './envelope';
import { lendingDataProvider, postpeDataProvider } from './index';

/**
 * The consumer 360's second part (spec §7.5): its lists as resources of the postpe and lending providers, each with
 * its backend's paging as data (UPI lists page/size from 0, rewards page_no/page_size from 1, bill payments
 * pageNum/pageSize from 0, loans pageNum/pageSize from 1), and its reads and actions that are not lists.
 */
export const CONSUMER_MORE_LISTS = {
  upiTxns: 'consumer-upi-transactions',
  upiMandates: 'consumer-upi-mandates',
  upiComplaints: 'consumer-upi-complaints',
  rewardTxns: 'consumer-reward-transactions',
  billPayments: 'consumer-bill-payments',
  loansCurrent: 'consumer-loans-current',
  loansPrevious: 'consumer-loans-previous',
  chillfest: 'consumer-chillfest',
} as const;

const L = CONSUMER_MORE_LISTS;
const LOAN_PAGING = { page: 'pageNum', size: 'pageSize', base: 1 } as const;
const LENDING_APIS: ResourceApiTable = {
  [L.upiTxns]: { paths: { list: '/upi/transactions' }, paging: 'pageSize', sort: false },
  [L.upiMandates]: { paths: { list: '/upi/mandates' }, paging: 'pageSize', sort: false },
  [L.upiComplaints]: { paths: { list: '/upi/complaints' }, paging: 'pageSize', sort: false },
  [L.rewardTxns]: { paths: { list: '/rewards/transactions' }, paging: 'pageNoPageSize', sort: false },
  [L.loansCurrent]: { paths: { list: '/loans/current' }, paging: LOAN_PAGING, sort: false },
  [L.loansPrevious]: { paths: { list: '/loans/previous' }, paging: LOAN_PAGING, sort: false },
};
const POSTPE_APIS: ResourceApiTable = {
  [L.billPayments]: { paths: { list: '/bill-payments' }, paging: 'pageNumPageSize', sort: false },
  [L.chillfest]: { paths: { list: '/chillfest' }, paging: 'pageNumPageSize', sort: false },
};

/** Reads that are one answer, not a list: [backend, path, the query's name for the consumer id]. */
const READS = {
  upiSummary: ['lending', '/upi/summary', 'consumerId'],
  rewardsSummary: ['lending', '/rewards/summary', 'consumerId'],
  bpShield: ['lending', '/membership/details', 'consumerId'],
  trillion: ['lending', '/trillion/application', 'consumerId'],
  calculatorConfig: ['lending', '/pl/emi-calculator/config', 'consumerId'],
  vasOrders: ['postpe', '/vas/orders', 'consumerId'],
  cashback: ['postpe', '/cashback', 'consumerId'],
  milestoneCashback: ['postpe', '/cashback/milestone', 'consumerId'],
  referrals: ['postpe', '/referrals', 'id'],
} as const;
export type ConsumerMoreRead = keyof typeof READS;

/** Calls with a query of their own: [backend, path]. */
const QUERIES = {
  bpi: ['lending', '/loan-calculator'],
  schedule: ['lending', '/installment-schedule'],
  timeline: ['postpe', '/timeline'],
  timelineDetail: ['postpe', '/timeline/detail'],
  offers: ['postpe', '/consumer-offers'],
} as const;
export type ConsumerMoreQuery = keyof typeof QUERIES;

type Body = Record<string, unknown>;
export interface ConsumerMoreActions {
  getConsumerMore(read: ConsumerMoreRead, consumerId: number): Promise<unknown>;
  queryConsumerMore(call: ConsumerMoreQuery, query: Record<string, unknown>): Promise<unknown>;
  /** PUT /vas/cancel (orderId, consumerId). */
  cancelVasOrder(body: Body, idempotencyKey: string): Promise<{ data: unknown; message: string }>;
  /** POST /bill-payments/:id/scratchcard or /limit. */
  billPaymentAction(
    action: 'scratchcard' | 'limit',
    id: number,
    body: Body,
    idempotencyKey: string,
  ): Promise<{ data: unknown; message: string }>;
}

export function consumerMoreDataProvider(bases: {
  postpe: string;
  lending: string;
}): DataProvider & ConsumerMoreActions {
  const postpe = postpeDataProvider(bases.postpe, POSTPE_APIS);
  const lending = lendingDataProvider(bases.lending, LENDING_APIS);
  const lists = combineDataProviders((resource) => (LENDING_APIS[resource] ? lending : postpe));
  const send = async (url: string, method: string, body: Body, idempotencyKey: string) => {
    const response = await http<Body>(url, { method, body, idempotencyKey });
    const data = unwrapPostpe(response);
    return { data, message: String(response.json?.message ?? '') };
  };
  const actions: ConsumerMoreActions = {
    async getConsumerMore(read, consumerId) {
      const [backend, path, key] = READS[read];
      return unwrapPostpe(await http(`${bases[backend]}${path}`, { query: { [key]: consumerId } }));
    },
    async queryConsumerMore(call, query) {
      const [backend, path] = QUERIES[call];
      return unwrapPostpe(await http(`${bases[backend]}${path}`, { query }));
    },
    cancelVasOrder: (body, key) => send(`${bases.postpe}/vas/cancel`, 'PUT', body, key),
    billPaymentAction: (action, id, body, key) =>
      send(`${bases.postpe}/bill-payments/${encodeURIComponent(id)}/${action}`, 'POST', body, key),
  };
  return Object.assign(Object.create(lists) as DataProvider, actions, { supportAbortSignal: true });
}
