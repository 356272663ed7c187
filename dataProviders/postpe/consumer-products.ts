import type { DataProvider } from 'react-admin';
import {
  CONSUMER_ACTIONS,
  CONSUMER_ID_PARAM,
  CONSUMER_PRODUCT_QUERIES,
  CONSUMER_PRODUCT_READS,
  type ConsumerListName,
  type ConsumerProductQuery,
} from '../../contract/consumer/calls';
import { callEndpoint } from '../endpoint-client';
import type { Endpoint } from '../../contract/endpoint';
import { unwrapPostpe } from './envelope';
import { consumerBaseUrl, consumerListProvider } from './consumer-lists';

/**
 * The consumer's products in the consumer 360 (UPI, rewards, plans, loans, bill payments, timeline; spec §7.5): its lists by the resource name each tab's ListBase uses (declared with
 * their backend, path and paging in contract/consumer/list-calls.ts), and its reads and actions that are not lists.
 */
export const CONSUMER_PRODUCT_LISTS = {
  upiTxns: 'consumer-upi-transactions',
  upiMandates: 'consumer-upi-mandates',
  upiComplaints: 'consumer-upi-complaints',
  rewardTxns: 'consumer-reward-transactions',
  billPayments: 'consumer-bill-payments',
  loansCurrent: 'consumer-loans-current',
  loansPrevious: 'consumer-loans-previous',
  chillfest: 'consumer-chillfest',
} as const satisfies Record<string, ConsumerListName>;

/** Reads that are one answer by the consumer's id, not a list. */
export type ConsumerProductRead = Exclude<keyof typeof CONSUMER_PRODUCT_READS, 'billPayment'>;
export type { ConsumerProductQuery };

type Body = Record<string, unknown>;
export interface ConsumerProductActions {
  getConsumerProduct(read: ConsumerProductRead, consumerId: number): Promise<unknown>;
  queryConsumerProduct(call: ConsumerProductQuery, query: Record<string, unknown>): Promise<unknown>;
  /** Cancel a VAS order (orderId, consumerId). */
  cancelVasOrder(body: Body, idempotencyKey: string): Promise<{ data: unknown; message: string }>;
  /** A bill payment's Scratchcard or Limit. */
  billPaymentAction(
    action: 'scratchcard' | 'limit',
    id: number,
    body: Body,
    idempotencyKey: string,
  ): Promise<{ data: unknown; message: string }>;
}

const BILL_PAYMENT_ACTIONS = {
  scratchcard: CONSUMER_ACTIONS.billPaymentScratchcard,
  limit: CONSUMER_ACTIONS.billPaymentLimit,
} as const;

export function consumerProductsDataProvider(bases: {
  postpe: string;
  lending: string;
}): DataProvider & ConsumerProductActions {
  const baseUrl = consumerBaseUrl(bases);
  const send = async (endpoint: Endpoint, values: Body, body: Body, idempotencyKey: string) => {
    const response = await callEndpoint<Body>(endpoint, { values, body, idempotencyKey }, baseUrl);
    const data = unwrapPostpe(response);
    return { data, message: String(response.json?.message ?? '') };
  };
  const actions: ConsumerProductActions = {
    async getConsumerProduct(read, consumerId) {
      const values = { [CONSUMER_ID_PARAM[read] ?? 'consumerId']: consumerId };
      return unwrapPostpe(await callEndpoint(CONSUMER_PRODUCT_READS[read], { values }, baseUrl));
    },
    async queryConsumerProduct(call, query) {
      return unwrapPostpe(await callEndpoint(CONSUMER_PRODUCT_QUERIES[call], { values: query }, baseUrl));
    },
    cancelVasOrder: (body, key) => send(CONSUMER_ACTIONS.cancelVas, {}, body, key),
    billPaymentAction: (action, id, body, key) => send(BILL_PAYMENT_ACTIONS[action], { id }, body, key),
  };
  return Object.assign(Object.create(consumerListProvider(baseUrl)) as DataProvider, actions);
}
