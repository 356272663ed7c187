import type { BankChangeBody, BankVerifyBody, BankVerificationDto } from '../../contract/merchant-changes/bank';
import type { KycReviewBody } from '../../contract/merchant-changes/kyc';
import type { SettlementTypeBody, SettlementUnblockBody } from '../../contract/merchant-changes/settlement';
import { BANK_CHANGE_CALLS, KYC_CALLS, SETTLEMENT_CALLS } from '../../contract/merchant-changes/calls';
import type { Endpoint } from '../../contract/endpoint';
import type { KycDeclaredPii } from '../../contract/pii';
import { callEndpoint, fetchEndpointFile, type BaseUrlOf } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { backendUrl } from '../runtime-config';

type Json = Record<string, unknown>;

/** GET /merchantkyc/reviewers/load: one reviewer and the cases they hold. */
export interface ReviewerLoad {
  id: number;
  email: string;
  name: string;
  open: number;
  byQueue: Partial<Record<'CENTRAL' | 'MANUAL', number>>;
  oldestAssignedAt: number | null;
}

/** Sent as Idempotency-Key: a retried submit then raises or decides nothing twice. */
interface Keyed {
  idempotencyKey?: string;
}

/**
 * Custom calls of the merchant change pages (CRM API and merchant support, spec §7.3, §7.4), each through its
 * declaration (contract/merchant-changes/calls.ts).
 */
export interface MerchantChangeActions {
  verifyBankAccount(params: { body: BankVerifyBody } & Keyed): Promise<BankVerificationDto>;
  raiseBankChange(
    params: { merchantId: string; body: BankChangeBody } & Keyed,
  ): Promise<{ data: Json; message: string }>;
  getBankChange(params: { id: number | string }): Promise<Json>;
  getBankAccounts(params: { merchantId: string }): Promise<Json[]>;
  getBankChangeAudit(params: { merchantId: string }): Promise<Json[]>;
  raiseSettlementUnblock(
    params: { merchantId: string; body: SettlementUnblockBody } & Keyed,
  ): Promise<{ data: Json; message: string }>;
  /** GET /merchants/{id}/settlement/type: the merchant's settlement type now and any pending change. */
  getSettlementType(params: { merchantId: string }): Promise<Json>;
  raiseSettlementType(
    params: { merchantId: string; body: SettlementTypeBody } & Keyed,
  ): Promise<{ data: Json; message: string }>;
  getKycCase(params: { id: number | string }): Promise<Json>;
  getKycReviewers(): Promise<Json[]>;
  /** Each reviewer's open cases (ASSIGNED or IN_APPROVAL), per queue, and the oldest's assignment; least loaded first. */
  getKycReviewerLoad(): Promise<ReviewerLoad[]>;
  assignKycCase(params: { id: number; assigneeId: number; version: number } & Keyed): Promise<{ message: string }>;
  reviewKycCase(params: { id: number; body: KycReviewBody } & Keyed): Promise<{ data: Json; message: string }>;
  /** A KYC document's bytes (GET /kyc/document/{id}), typed by the server from its content. */
  getKycDocument(params: { id: number }): Promise<Blob>;
  /**
   * The audited reveal of a whole account number (masked everywhere else): one of the merchant's accounts
   * (`accountId`) or a bank change's proposed / previous account (`requestId`, `side`), with the reason.
   */
  revealBankAccount(
    params: {
      merchantId: string;
      body: {
        accountId?: number;
        requestId?: number;
        caseId?: number;
        /** With caseId: which declared detail (default the PAN). */
        field?: KycDeclaredPii;
        side?: 'proposed' | 'previous';
        reason: string;
      };
    } & Keyed,
  ): Promise<string>;
}

/** The calls on the backends' base URLs (runtime config by default). */
export function merchantChangeActions(baseUrl: BaseUrlOf = backendUrl): MerchantChangeActions {
  const send = async (endpoint: Endpoint, values: Json, body: unknown, idempotencyKey?: string) => {
    const envelope = requireSuccess(await callEndpoint(endpoint, { values, body, idempotencyKey }, baseUrl)) as {
      data: Json;
      message: string;
    };
    return { data: envelope.data, message: envelope.message };
  };
  const read = async <T>(endpoint: Endpoint, values: Json = {}) =>
    requireSuccess(await callEndpoint(endpoint, { values }, baseUrl)).data as T;
  return {
    async verifyBankAccount({ body, idempotencyKey }) {
      const { data } = await send(BANK_CHANGE_CALLS.verifyBankAccount, {}, body, idempotencyKey);
      return data as unknown as BankVerificationDto;
    },
    raiseBankChange: ({ merchantId, body, idempotencyKey }) =>
      send(BANK_CHANGE_CALLS.raiseBankChange, { merchantId }, body, idempotencyKey),
    getBankChange: ({ id }) => read(BANK_CHANGE_CALLS.bankChange, { id }),
    getBankAccounts: ({ merchantId }) => read(BANK_CHANGE_CALLS.bankAccounts, { merchantId }),
    async revealBankAccount({ merchantId, body, idempotencyKey }) {
      return String((await send(BANK_CHANGE_CALLS.revealBankAccount, { merchantId }, body, idempotencyKey)).data.value);
    },
    getBankChangeAudit: ({ merchantId }) => read(BANK_CHANGE_CALLS.bankChangeAudit, { merchantId }),
    raiseSettlementUnblock: ({ merchantId, body, idempotencyKey }) =>
      send(SETTLEMENT_CALLS.raiseUnblock, { merchantId }, body, idempotencyKey),
    getSettlementType: ({ merchantId }) => read(SETTLEMENT_CALLS.settlementType, { merchantId }),
    raiseSettlementType: ({ merchantId, body, idempotencyKey }) =>
      send(SETTLEMENT_CALLS.raiseSettlementType, { merchantId }, body, idempotencyKey),
    getKycCase: ({ id }) => read(KYC_CALLS.kycCase, { id }),
    getKycReviewers: () => read(KYC_CALLS.kycReviewers),
    getKycReviewerLoad: () => read(KYC_CALLS.kycReviewerLoad),
    assignKycCase: ({ id, assigneeId, version, idempotencyKey }) =>
      send(KYC_CALLS.assignKycCase, { id }, { assigneeId, version }, idempotencyKey),
    reviewKycCase: ({ id, body, idempotencyKey }) => send(KYC_CALLS.reviewKycCase, { id }, body, idempotencyKey),
    getKycDocument: ({ id }) => fetchEndpointFile(KYC_CALLS.kycDocument, { values: { id } }, baseUrl),
  };
}
