import type { BankChangeBody, BankVerifyBody, BankVerificationDto } from '../../contract/merchant-changes/bank';
import type { KycReviewBody } from '../../contract/merchant-changes/kyc';
import type { SettlementTypeBody, SettlementUnblockBody } from '../../contract/merchant-changes/settlement';
import { http, httpBlob } from '../http';
import { requireSuccess } from '../rest/envelope-rules';
import type { KycDeclaredPii } from '../../contract/pii';

type Json = Record<string, unknown>;

/** Sent as Idempotency-Key: a retried submit then raises or decides nothing twice. */
interface Keyed {
  idempotencyKey?: string;
}

/** Custom calls of the merchant change pages (CRM API and merchant support, spec §7.3, §7.4). */
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

export function merchantChangeActions(crmUrl: string, supportUrl: string): MerchantChangeActions {
  const send = async (url: string, body: unknown, idempotencyKey?: string) => {
    const response = await http(url, {
      method: 'POST',
      body,
      idempotencyKey,
    });
    const envelope = requireSuccess(response) as { data: Json; message: string };
    return { data: envelope.data, message: envelope.message };
  };
  const read = async <T>(url: string) => requireSuccess(await http(url)).data as T;
  const id = (value: number | string) => encodeURIComponent(String(value));
  return {
    async verifyBankAccount({ body, idempotencyKey }) {
      return (await send(`${supportUrl}/bank-ac/verify`, body, idempotencyKey)).data as unknown as BankVerificationDto;
    },
    raiseBankChange: ({ merchantId, body, idempotencyKey }) =>
      send(`${crmUrl}/merchants/${id(merchantId)}/bank-change/request`, body, idempotencyKey),
    getBankChange: (p) => read(`${crmUrl}/merchants/bank-change/requests/${id(p.id)}`),
    getBankAccounts: (p) => read(`${crmUrl}/merchants/${id(p.merchantId)}/bank-accounts`),
    async revealBankAccount({ merchantId, body, idempotencyKey }) {
      const url = `${crmUrl}/merchants/${id(merchantId)}/bank-accounts/reveal`;
      return String((await send(url, body, idempotencyKey)).data.value);
    },
    getBankChangeAudit: (p) => read(`${crmUrl}/merchants/${id(p.merchantId)}/bank-change/audit`),
    raiseSettlementUnblock: ({ merchantId, body, idempotencyKey }) =>
      send(`${supportUrl}/merchants/${id(merchantId)}/settlement/unblock/request`, body, idempotencyKey),
    getSettlementType: (p) => read(`${supportUrl}/merchants/${id(p.merchantId)}/settlement/type`),
    raiseSettlementType: ({ merchantId, body, idempotencyKey }) =>
      send(`${supportUrl}/merchants/${id(merchantId)}/settlement/type/request`, body, idempotencyKey),
    getKycCase: (p) => read(`${crmUrl}/merchantkyc/cases/${id(p.id)}`),
    getKycReviewers: () => read(`${crmUrl}/merchantkyc/reviewers`),
    assignKycCase: ({ id: caseId, assigneeId, version, idempotencyKey }) =>
      send(`${crmUrl}/merchantkyc/cases/${id(caseId)}/assign`, { assigneeId, version }, idempotencyKey),
    reviewKycCase: ({ id: caseId, body, idempotencyKey }) =>
      send(`${crmUrl}/merchantkyc/cases/${id(caseId)}/review`, body, idempotencyKey),
    async getKycDocument({ id: docId }) {
      return httpBlob(`${crmUrl}/kyc/document/${id(docId)}`);
    },
  };
}
