import type { CpvAuditDto, CpvDocumentDto } from '../../contract/merchant/cpv';
import { http } from '../http';
import { requireSuccess } from '../rest/envelope-rules';

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
export interface BankChangeItem {
  id: number;
  purpose: string | null;
  status: string;
  proposed: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  makerEmail: string;
  makerRemarks: string;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  createdAt: number;
  decidedAt: number | null;
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

export function merchantKycReads(crmUrl: string): MerchantKycReads {
  const read =
    <T>(suffix: string) =>
    async (merchantId: string, signal?: AbortSignal, query: Record<string, string | undefined> = {}) =>
      requireSuccess(await http(`${crmUrl}/merchants/${encodeURIComponent(merchantId)}/${suffix}`, { signal, query }))
        .data as T;
  return {
    documents: read<KycDocumentItem[]>('doc/list'),
    kycAudit: read<KycAuditItem[]>('kyc/audit/history'),
    cpvDocuments: read<CpvDocumentDto[]>('get-all-cpv-docs'),
    cpvAudit: read<CpvAuditDto[]>('get-cpv-audit'),
    bankAccounts: read<BankAccountItem[]>('bank-accounts'),
    bankChangeAudit: read<BankChangeItem[]>('bank-change/audit'),
  };
}
