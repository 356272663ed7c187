import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import type { BulkDisputeRow } from '../../contract/disputes/bulk';
import { DISPUTE_ACTIONS, DISPUTE_LISTS, DISPUTE_READS, type DisputeListName } from '../../contract/disputes/calls';
import type { DisputeProduct, ProofType, RaiseDisputeValues } from '../../contract/disputes/rules';
import type { ResourceApi } from '../../contract/resource-api';
import { callEndpoint, fetchEndpointFile, type BaseUrlOf, listsOnly } from '../endpoint-client';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { backendUrl } from '../runtime-config';
import { unwrapChargeback } from './envelope';
import { fromChargebackList, toChargebackQuery } from './query';

/** The two lists of the disputes pages, as resources of this provider (contract/disputes/calls.ts DISPUTE_LISTS). */
export const CHARGEBACK_TRANSACTIONS = 'chargeback-transactions' satisfies DisputeListName;
export const DISPUTE_CASES = 'dispute-cases' satisfies DisputeListName;

/** How both lists answer: rows in `Response`, the total in `totalCount` (pages by the chargeback rule, from 1). */
export const DISPUTE_LIST_API: ResourceApi = { listKey: 'Response', totalKey: 'totalCount' };

export interface ProofUpload {
  proofType: ProofType;
  fileName: string;
  /** base64 of the file's bytes. */
  content: string;
}

export interface ReviewDecision {
  disputeId: number;
  sourceProduct: DisputeProduct;
  accepted: boolean;
  acceptReason: string[];
  rejectReason: string[];
  agentRejectionNotes: string;
}

/** Custom calls of the chargeback service (spec §7.6), each with sourceProduct; pages call them with useMutation / useQuery. */
export interface DisputeActions {
  getDisputeCategories(): Promise<Record<string, string>>;
  getChargebackTransaction(params: { id: number; sourceProduct: DisputeProduct }): Promise<Record<string, unknown>>;
  getDisputeCases(
    params: Record<string, unknown>,
  ): Promise<{ rows: Record<string, unknown>[]; total: number; counts: Record<string, number> }>;
  raiseDispute(params: {
    sourceProduct: DisputeProduct;
    transactionId: number;
    values: RaiseDisputeValues;
    proofs: ProofUpload[];
    idempotencyKey?: string;
  }): Promise<Record<string, unknown>>;
  reviewDispute(params: { decision: ReviewDecision; idempotencyKey?: string }): Promise<Record<string, unknown>>;
  updateDispute(params: {
    disputeId: number;
    sourceProduct: DisputeProduct;
    disputeReason: string;
    holdReason?: string;
  }): Promise<Record<string, unknown>>;
  caseAction(params: {
    action: 'lost' | 'won' | 're-raise';
    disputeId: number;
    sourceProduct: DisputeProduct;
  }): Promise<Record<string, unknown>>;
  /** Bulk Dispute: every row raised, or none. */
  bulkRaise(params: { rows: BulkDisputeRow[]; idempotencyKey?: string }): Promise<{ created: number; ids: number[] }>;
  /** The proof's bytes, typed by the server from its content. */
  getProof(params: { id: number; sourceProduct: DisputeProduct }): Promise<Blob>;
}

/** The case actions by the name the review panel gives them. */
const CASE_ACTIONS = {
  lost: DISPUTE_ACTIONS.lost,
  won: DISPUTE_ACTIONS.won,
  're-raise': DISPUTE_ACTIONS.reRaise,
} as const;

type Action = (typeof DISPUTE_ACTIONS)[keyof typeof DISPUTE_ACTIONS];

export function disputeActions(baseUrl: BaseUrlOf = backendUrl): DisputeActions {
  const post = async (action: Action, body: unknown, idempotencyKey?: string) =>
    unwrapChargeback(await callEndpoint(action, { body, idempotencyKey }, baseUrl)) as Record<string, unknown>;
  return {
    async getDisputeCategories() {
      return unwrapChargeback(await callEndpoint(DISPUTE_READS.categories, {}, baseUrl)) as Record<string, string>;
    },
    async getChargebackTransaction({ id, sourceProduct }) {
      return unwrapChargeback(
        await callEndpoint(DISPUTE_READS.transaction, { values: { id, sourceProduct } }, baseUrl),
      ) as Record<string, unknown>;
    },
    async getDisputeCases(query) {
      const response = await callEndpoint(DISPUTE_LISTS[DISPUTE_CASES], { query }, baseUrl);
      const body = unwrapChargeback(response) as {
        Response: Record<string, unknown>[];
        totalCount: number;
        counts?: Record<string, number>;
      };
      return { rows: body.Response, total: body.totalCount, counts: body.counts ?? {} };
    },
    raiseDispute({ sourceProduct, transactionId, values, proofs, idempotencyKey }) {
      return post(DISPUTE_ACTIONS.raise, { ...values, sourceProduct, transactionId, proofs }, idempotencyKey);
    },
    reviewDispute({ decision, idempotencyKey }) {
      return post(DISPUTE_ACTIONS.review, decision, idempotencyKey);
    },
    updateDispute(params) {
      return post(DISPUTE_ACTIONS.update, params);
    },
    caseAction({ action, disputeId, sourceProduct }) {
      return post(CASE_ACTIONS[action], { disputeId, sourceProduct });
    },
    async bulkRaise({ rows, idempotencyKey }) {
      return (await post(DISPUTE_ACTIONS.bulkRaise, { rows }, idempotencyKey)) as unknown as {
        created: number;
        ids: number[];
      };
    },
    getProof({ id, sourceProduct }) {
      return fetchEndpointFile(DISPUTE_READS.proof, { values: { id, sourceProduct } }, baseUrl);
    },
  };
}

/**
 * The disputes pages' provider: the two lists (each one declared call, by the chargeback paging rule, keyset where
 * the server answers a cursor) and the custom calls. The pages read lists only; the other methods are refused.
 */
export function disputesDataProvider(baseUrl: BaseUrlOf = backendUrl): DataProvider & DisputeActions {
  const cursors = cursorMemory();
  const getList = (resource: string, params: GetListParams): Promise<GetListResult> => {
    const list = DISPUTE_LISTS[resource as DisputeListName];
    if (!list) return Promise.reject(new Error(`Unknown disputes list "${resource}"`));
    return listWithCursor(cursors, resource, params, async (cursor) => {
      const query = { ...toChargebackQuery(params, DISPUTE_LIST_API), ...cursor };
      const response = await callEndpoint(list, { query, signal: params.signal }, baseUrl);
      return {
        result: fromChargebackList(unwrapChargeback(response), params, DISPUTE_LIST_API),
        headers: response.headers,
      };
    });
  };
  return {
    ...listsOnly(getList as DataProvider['getList'], 'The disputes pages read their lists and own calls only.'),
    ...disputeActions(baseUrl),
  };
}
