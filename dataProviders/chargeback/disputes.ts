import type { DataProvider } from 'react-admin';
import type { ResourceApiTable } from '../../contract/resource-api';
import type { BulkDisputeRow } from '../../contract/disputes/bulk';
import type { DisputeProduct, ProofType, RaiseDisputeValues } from '../../contract/disputes/rules';
import { http, httpBlob } from '../http';
import { unwrapChargeback } from './envelope';
import { chargebackDataProvider } from './index';

/** The two lists of the disputes pages, as resources of the chargeback provider (rows in `Response`). */
export const CHARGEBACK_TRANSACTIONS = 'chargeback-transactions';
export const DISPUTE_CASES = 'dispute-cases';

export const DISPUTE_APIS: ResourceApiTable = {
  [CHARGEBACK_TRANSACTIONS]: {
    paths: { list: '/chargeback/merchant/detail/page/list' },
    listKey: 'Response',
    totalKey: 'totalCount',
  },
  [DISPUTE_CASES]: { paths: { list: '/chargeback/all/dispute/detail' }, listKey: 'Response', totalKey: 'totalCount' },
};

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
  /** The proof's bytes (GET documentUri), typed by the server from its content. */
  getProof(params: { id: number; sourceProduct: DisputeProduct }): Promise<Blob>;
}

const ACTION_PATHS = {
  lost: '/chargeback/lost',
  won: '/chargeback/won/external',
  're-raise': '/chargeback/re/raise/dispute',
} as const;

export function disputeActions(baseUrl: string): DisputeActions {
  const post = async (path: string, body: unknown, idempotencyKey?: string) =>
    unwrapChargeback(
      await http(`${baseUrl}${path}`, {
        method: 'POST',
        body,
        idempotencyKey,
      }),
    ) as Record<string, unknown>;
  return {
    async getDisputeCategories() {
      return unwrapChargeback(await http(`${baseUrl}/chargeback/get/dispute/categories`)) as Record<string, string>;
    },
    async getChargebackTransaction({ id, sourceProduct }) {
      return unwrapChargeback(
        await http(`${baseUrl}/chargeback/txn/detail`, { query: { id, sourceProduct } }),
      ) as Record<string, unknown>;
    },
    async getDisputeCases(query) {
      const body = unwrapChargeback(await http(`${baseUrl}/chargeback/all/dispute/detail`, { query })) as {
        Response: Record<string, unknown>[];
        totalCount: number;
        counts?: Record<string, number>;
      };
      return { rows: body.Response, total: body.totalCount, counts: body.counts ?? {} };
    },
    raiseDispute({ sourceProduct, transactionId, values, proofs, idempotencyKey }) {
      return post('/chargeback/add/dispute/txn', { ...values, sourceProduct, transactionId, proofs }, idempotencyKey);
    },
    reviewDispute({ decision, idempotencyKey }) {
      return post('/chargeback/proof/status/update', decision, idempotencyKey);
    },
    updateDispute(params) {
      return post('/chargeback/update/dispute', params);
    },
    caseAction({ action, disputeId, sourceProduct }) {
      return post(ACTION_PATHS[action], { disputeId, sourceProduct });
    },
    async bulkRaise({ rows, idempotencyKey }) {
      return (await post('/chargeback/bulk/add/dispute/txn', { rows }, idempotencyKey)) as unknown as {
        created: number;
        ids: number[];
      };
    },
    async getProof({ id, sourceProduct }) {
      return httpBlob(`${baseUrl}/chargeback/get/documentUri`, { query: { id, sourceProduct } });
    },
  };
}

/** The disputes pages' provider: the two lists through the chargeback rules, plus the custom calls. */
export function disputesDataProvider(baseUrl: string): DataProvider & DisputeActions {
  return { ...chargebackDataProvider(baseUrl, DISPUTE_APIS), ...disputeActions(baseUrl), supportAbortSignal: true };
}
