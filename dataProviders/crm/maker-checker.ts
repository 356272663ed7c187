import type { GetListParams } from 'react-admin';
import { DECISION_CALLS, MAKER_CHECKER_CALLS, type RequestKind } from '../../contract/approvals/calls';
import type { InboxPageWire, InboxQuery } from '../../contract/approvals/inbox';
import type { Endpoint } from '../../contract/endpoint';
import { callEndpoint, type BaseUrlOf, type EndpointCall } from '../endpoint-client';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { unwrapCrmRead } from './envelope';

export type { RequestKind };

export interface LimitChange {
  limit_id: number;
  remarks: string;
  max_count?: number;
  max_amount?: number;
  monthly_max_count?: number;
  monthly_max_amount?: number;
  monthly_overall_max_amount?: number;
  lifetime_max_amount?: number;
}

export interface GoodwillCashback {
  consumerId: string;
  txnId: string;
  amount: string;
  remarks: string;
}

export interface RequestDecision {
  id: number | string;
  kind: RequestKind;
  isApproved: boolean;
  remarks: string;
}

interface Keyed {
  /** Sent as Idempotency-Key: a retried submit then creates or decides nothing twice. */
  idempotencyKey?: string;
}

/** Custom methods of the CRM provider for maker-checker (spec §7.3 GET/POST /maker/checker/…). */
export interface MakerCheckerActions {
  raiseLimitChange(resource: string, params: { change: LimitChange } & Keyed): Promise<{ data: unknown }>;
  raiseCashback(resource: string, params: { cashback: GoodwillCashback } & Keyed): Promise<{ data: unknown }>;
  decideRequest(resource: string, params: { decision: RequestDecision } & Keyed): Promise<{ data: unknown }>;
  /** The limit configurations a maker may propose changes to. */
  getLimitConfigs(resource: string): Promise<{ data: unknown }>;
  /**
   * A page (from 1) of the approvals inbox (contract/approvals/inbox.ts): every pending decision the user may see,
   * filtered and paged by the server; the next page is read after the previous one's last item (keyset-cursors.ts).
   */
  getInboxPage(
    resource: string,
    params: { filter: Omit<InboxQuery, 'page' | 'size' | 'after' | 'snapshot'>; page: number; perPage: number },
    signal?: AbortSignal,
  ): Promise<{ data: InboxPageWire }>;
}

/** POSTs answer `{ success, message, data }`: these calls want the record in `data` (the message is the spec toast). */
async function post(endpoint: Endpoint, call: EndpointCall, baseUrl: BaseUrlOf) {
  return { data: unwrapCrmRead(await callEndpoint(endpoint, call, baseUrl)) };
}

/** The calls through their declarations (contract/approvals/calls.ts), all on the CRM API at `crmUrl`. */
export function makerCheckerActions(crmUrl: string): MakerCheckerActions {
  const baseUrl: BaseUrlOf = () => crmUrl;
  const cursors = cursorMemory();
  return {
    raiseLimitChange: (_resource, { change, idempotencyKey }) =>
      post(MAKER_CHECKER_CALLS.raiseLimit, { body: change, idempotencyKey }, baseUrl),
    raiseCashback: (_resource, { cashback, idempotencyKey }) =>
      post(
        MAKER_CHECKER_CALLS.raiseCashback,
        { body: { ...cashback, productType: 'GOODWILL' }, idempotencyKey },
        baseUrl,
      ),
    decideRequest: (_resource, { decision, idempotencyKey }) =>
      post(
        DECISION_CALLS[decision.kind],
        {
          values: { id: decision.id },
          body: { isApproved: decision.isApproved, remarks: decision.remarks },
          idempotencyKey,
        },
        baseUrl,
      ),
    getLimitConfigs: async () => ({
      data: unwrapCrmRead(await callEndpoint(MAKER_CHECKER_CALLS.limitConfigs, {}, baseUrl)),
    }),
    async getInboxPage(resource, { filter, page, perPage }, signal) {
      const params: GetListParams = {
        filter,
        pagination: { page, perPage },
        sort: { field: 'createdAt', order: 'DESC' },
      };
      const data = await listWithCursor(cursors, resource, params, async (cursor) => {
        const response = await callEndpoint(
          MAKER_CHECKER_CALLS.inbox,
          { query: { ...filter, page: page - 1, size: perPage, ...cursor }, signal },
          baseUrl,
        );
        return { result: unwrapCrmRead(response) as InboxPageWire, headers: response.headers };
      });
      return { data };
    },
  };
}
