import type { GetListParams } from 'react-admin';
import type { InboxPageWire, InboxQuery } from '../../contract/approvals/inbox';
import { INBOX_PATH } from '../../contract/approvals/inbox';
import { http } from '../http';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { unwrapCrmRead } from './envelope';

export type RequestKind =
  | 'LIMIT'
  | 'CASHBACK'
  | 'CONSUMER_LIMIT'
  | 'BANK_CHANGE'
  | 'SETTLEMENT_UNBLOCK'
  | 'KYC_REVIEW'
  | 'DEPOSIT_GUARDRAIL'
  | 'PAYOUT_GUARDRAIL'
  | 'INTERNAL_TRANSFER'
  | 'INVESTMENT_TXN'
  | 'INVESTMENT_LIMIT'
  | 'SETTLEMENT_TYPE'
  | 'P2P_ADD_MONEY';

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

const MAKER_CHECKER = '/maker/checker';

/** POSTs answer `{ success, message, data }`: these calls want the record in `data` (the message is the spec toast). */
async function post(url: string, body: unknown, idempotencyKey?: string) {
  const response = await http(url, {
    method: 'POST',
    body,
    idempotencyKey,
  });
  return { data: unwrapCrmRead(response) };
}

export function makerCheckerActions(baseUrl: string): MakerCheckerActions {
  const root = `${baseUrl}${MAKER_CHECKER}`;
  const cursors = cursorMemory();
  return {
    raiseLimitChange: (_resource, { change, idempotencyKey }) => post(`${root}/limit/request`, change, idempotencyKey),
    raiseCashback: (_resource, { cashback, idempotencyKey }) =>
      post(`${root}/cashback/request`, { ...cashback, productType: 'GOODWILL' }, idempotencyKey),
    decideRequest: (_resource, { decision, idempotencyKey }) =>
      post(
        `${root}/${decision.kind.toLowerCase()}/${encodeURIComponent(String(decision.id))}/decision`,
        { isApproved: decision.isApproved, remarks: decision.remarks },
        idempotencyKey,
      ),
    getLimitConfigs: async () => ({ data: unwrapCrmRead(await http(`${root}/limit/configs`)) }),
    async getInboxPage(resource, { filter, page, perPage }, signal) {
      const params: GetListParams = {
        filter,
        pagination: { page, perPage },
        sort: { field: 'createdAt', order: 'DESC' },
      };
      const data = await listWithCursor(cursors, resource, params, async (cursor) => {
        const response = await http(`${baseUrl}${INBOX_PATH}`, {
          query: { ...filter, page: page - 1, size: perPage, ...cursor },
          signal,
        });
        return { result: unwrapCrmRead(response) as InboxPageWire, headers: response.headers };
      });
      return { data };
    },
  };
}
