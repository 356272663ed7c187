import { http } from '../http';
import { unwrapMerchantSupport } from './envelope';
import type { MerchantStatusPreview } from '../../contract/uploads/status-preview';

export type MerchantUploadKind = 'merchant-status' | 'ifsc' | 'qr-orders' | 'settlement-config' | 'p2pm';

export interface UploadParams {
  file: Blob;
  fileName: string;
  /** Sent as Idempotency-Key: the same file sent twice is recognised as the same submit. */
  idempotencyKey?: string;
}

export interface BatchStatusParams {
  jobId: string;
  page: number;
  size: number;
  status?: string;
  merchantId?: string;
}

export interface BatchStatusRow {
  merchant_id: string;
  status: string;
  remarks: string | null;
}

export interface BatchStatusPage {
  content: BatchStatusRow[];
  totalElements: number;
  totalPages: number;
}

export interface QrJob {
  jobId: string;
  timestamp: number;
}

export type ConfigRequestKind = 'SETTLEMENT_CONFIG' | 'P2PM_CONFIG';

/** Where each config request is decided (POST …/requests/{id}/decision). */
export const CONFIG_DECISION_PATHS: Record<ConfigRequestKind, string> = {
  SETTLEMENT_CONFIG: '/upload/settlement-config/requests',
  P2PM_CONFIG: '/upload/p2pm-config/requests',
};

export interface ConfigDecision {
  id: number | string;
  kind: ConfigRequestKind;
  isApproved: boolean;
  remarks: string;
}

/** Custom methods of the merchant-support provider for the Merchant Support page (spec §2.10, §7.3). */
export interface MerchantSupportUploadActions {
  decideConfigRequest(
    resource: string,
    params: { decision: ConfigDecision; idempotencyKey?: string },
  ): Promise<{ data: unknown }>;
  uploadCsv(resource: string, params: UploadParams & { kind: MerchantUploadKind }): Promise<{ data: unknown }>;
  /** What a merchant-status file would do, nothing applied (the confirmation before the upload, issue 41). */
  previewMerchantStatus(
    resource: string,
    params: { file: Blob; fileName: string },
  ): Promise<{ data: MerchantStatusPreview }>;
  getQrBatchStatus(resource: string, params: BatchStatusParams): Promise<{ data: BatchStatusPage }>;
  getQrJobs(resource: string): Promise<{ data: QrJob[] }>;
}

/** §7.3: each upload's verb and path (the two config uploads are ours: requests for a checker). */
export const UPLOAD_CALLS: Record<MerchantUploadKind, { method: string; path: string }> = {
  'merchant-status': { method: 'PATCH', path: '/upload/bulk-update-merchant-status' },
  ifsc: { method: 'PUT', path: '/upload/bulk-insert-ifsc' },
  'qr-orders': { method: 'POST', path: '/qr/crm/order/initiate' },
  'settlement-config': { method: 'POST', path: '/upload/settlement-config' },
  p2pm: { method: 'POST', path: '/upload/p2pm-config' },
};

export function merchantSupportUploadActions(baseUrl: string): MerchantSupportUploadActions {
  return {
    async decideConfigRequest(_resource, { decision, idempotencyKey }) {
      const url = `${baseUrl}${CONFIG_DECISION_PATHS[decision.kind]}/${encodeURIComponent(String(decision.id))}/decision`;
      const body = { isApproved: decision.isApproved, remarks: decision.remarks };
      const response = await http(url, {
        method: 'POST',
        body,
        idempotencyKey,
      });
      return { data: unwrapMerchantSupport(response) };
    },
    async uploadCsv(_resource, { kind, file, fileName, idempotencyKey }) {
      const form = new FormData();
      form.append('file', file, fileName);
      const { method, path } = UPLOAD_CALLS[kind];
      const response = await http(`${baseUrl}${path}`, {
        method,
        body: form,
        idempotencyKey,
      });
      return { data: unwrapMerchantSupport(response) };
    },
    async previewMerchantStatus(_resource, { file, fileName }) {
      const form = new FormData();
      form.append('file', file, fileName);
      const response = await http(`${baseUrl}/upload/bulk-update-merchant-status/preview`, {
        method: 'POST',
        body: form,
      });
      return { data: unwrapMerchantSupport(response) as MerchantStatusPreview };
    },
    async getQrBatchStatus(_resource, { jobId, page, size, status, merchantId }) {
      const response = await http(`${baseUrl}/qr/crm/order/${encodeURIComponent(jobId)}/status`, {
        query: { page, size, status, merchant_id: merchantId },
      });
      return { data: unwrapMerchantSupport(response) as BatchStatusPage };
    },
    async getQrJobs() {
      const response = await http(`${baseUrl}/qr/crm/orders`);
      return { data: (unwrapMerchantSupport(response) as QrJob[] | null) ?? [] };
    },
  };
}
