import type { Endpoint } from '../../contract/endpoint';
import type { DecisionTrail, ProposedChange } from '../../contract/approvals/request-trail';
import type { CpvAuditDto, CpvDocumentDto } from '../../contract/merchant/cpv';
import { BANK_CHANGE_CALLS, KYC_CALLS } from '../../contract/merchant-changes/calls';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { requireSuccess } from '../rest/envelope-rules';
import { backendUrl } from '../runtime-config';

/** A KYC document of a merchant (GET /merchants/{id}/doc/list), without its bytes. */
export interface KycDocumentItem {
  id: number;
  merchantId: string;
  docType: string;
  docIdentifier: string | null;
  fileName: string;
  mediaType: string;
  size: number;
  createdAt: number;
  /** The store it belongs to; null (or absent) for a merchant-level document. */
  merchantStoreId?: string | null;
}

/** One step of a merchant's KYC (GET /merchants/{id}/kyc/audit/history). */
export interface KycAuditItem {
  id: number;
  caseId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string;
  actorEmail: string;
  remarks: string | null;
  createdAt: number;
}

/** A merchant's bank account (GET /merchants/{id}/bank-accounts; label per spec §3.6). */
export interface BankAccountItem {
  id: number;
  purpose: string;
  accountNumber: string;
  ifsc: string;
  label: string;
  beneficiaryName: string;
  bankName: string | null;
  status: string;
  createdAt: number;
}

/** One bank change raised for a merchant (GET /merchants/{id}/bank-change/audit). */
export interface BankChangeItem extends ProposedChange, DecisionTrail {
  id: number;
  purpose: string | null;
  status: string;
}

/** The merchant 360's KYC and bank reads on the CRM API (spec §7.3), each one plain GET of `data`. */
export interface MerchantKycReads {
  /** With `merchantStoreId`, only that store's documents (§7.3 doc/list merchantStoreId). */
  documents(merchantId: string, signal?: AbortSignal, query?: { merchantStoreId?: string }): Promise<KycDocumentItem[]>;
  kycAudit(merchantId: string, signal?: AbortSignal): Promise<KycAuditItem[]>;
  cpvDocuments(merchantId: string, signal?: AbortSignal): Promise<CpvDocumentDto[]>;
  cpvAudit(merchantId: string, signal?: AbortSignal): Promise<CpvAuditDto[]>;
  bankAccounts(merchantId: string, signal?: AbortSignal): Promise<BankAccountItem[]>;
  bankChangeAudit(merchantId: string, signal?: AbortSignal): Promise<BankChangeItem[]>;
}

/** The reads through their declarations (contract/merchant-changes/calls.ts), on the runtime config's CRM by default. */
export function merchantKycReads(baseUrl: BaseUrlOf = backendUrl): MerchantKycReads {
  const read =
    <T>(endpoint: Endpoint) =>
    async (merchantId: string, signal?: AbortSignal, query: Record<string, string | undefined> = {}) =>
      requireSuccess(await callEndpoint(endpoint, { values: { merchantId }, query, signal }, baseUrl)).data as T;
  return {
    documents: read<KycDocumentItem[]>(KYC_CALLS.kycDocuments),
    kycAudit: read<KycAuditItem[]>(KYC_CALLS.kycAudit),
    cpvDocuments: read<CpvDocumentDto[]>(KYC_CALLS.cpvDocuments),
    cpvAudit: read<CpvAuditDto[]>(KYC_CALLS.cpvAudit),
    bankAccounts: read<BankAccountItem[]>(BANK_CHANGE_CALLS.bankAccounts),
    bankChangeAudit: read<BankChangeItem[]>(BANK_CHANGE_CALLS.bankChangeAudit),
  };
}
