import { CONFIG_UPLOAD_CALLS, MERCHANT_UPLOAD_CALLS } from '../../contract/uploads/calls';
import type { MerchantStatusPreview } from '../../contract/uploads/status-preview';
import { callEndpoint, type BaseUrlOf } from '../endpoint-client';
import { unwrapMerchantSupport } from './envelope';

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

/** Each config request kind's uploads (its decision declared there). */
const CONFIG_CALLS_OF = {
  SETTLEMENT_CONFIG: CONFIG_UPLOAD_CALLS['settlement-config'],
  P2PM_CONFIG: CONFIG_UPLOAD_CALLS.p2pm,
} as const satisfies Record<ConfigRequestKind, unknown>;

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

/** §7.3: each upload's declaration (the two config uploads are ours: requests for a checker). */
const UPLOADS = {
  'merchant-status': MERCHANT_UPLOAD_CALLS['merchant-status'],
  ifsc: MERCHANT_UPLOAD_CALLS.ifsc,
  'qr-orders': MERCHANT_UPLOAD_CALLS['qr-orders'],
  'settlement-config': CONFIG_UPLOAD_CALLS['settlement-config'].upload,
  p2pm: CONFIG_UPLOAD_CALLS.p2pm.upload,
} as const satisfies Record<MerchantUploadKind, unknown>;

const formOf = (file: Blob, fileName: string) => {
  const form = new FormData();
  form.append('file', file, fileName);
  return form;
};

/** The calls through their declarations (contract/uploads/calls.ts), all on merchant support at `supportUrl`. */
export function merchantSupportUploadActions(supportUrl: string): MerchantSupportUploadActions {
  const baseUrl: BaseUrlOf = () => supportUrl;
  return {
    async decideConfigRequest(_resource, { decision, idempotencyKey }) {
      const body = { isApproved: decision.isApproved, remarks: decision.remarks };
      const call = { values: { id: decision.id }, body, idempotencyKey };
      const response = await callEndpoint(CONFIG_CALLS_OF[decision.kind].decide, call, baseUrl);
      return { data: unwrapMerchantSupport(response) };
    },
    async uploadCsv(_resource, { kind, file, fileName, idempotencyKey }) {
      const call = { body: formOf(file, fileName), idempotencyKey };
      return { data: unwrapMerchantSupport(await callEndpoint(UPLOADS[kind], call, baseUrl)) };
    },
    async previewMerchantStatus(_resource, { file, fileName }) {
      const call = { body: formOf(file, fileName) };
      const response = await callEndpoint(MERCHANT_UPLOAD_CALLS.merchantStatusPreview, call, baseUrl);
      return { data: unwrapMerchantSupport(response) as MerchantStatusPreview };
    },
    async getQrBatchStatus(_resource, { jobId, page, size, status, merchantId }) {
      const call = { values: { jobId }, query: { page, size, status, merchant_id: merchantId } };
      const response = await callEndpoint(MERCHANT_UPLOAD_CALLS.qrJobStatus, call, baseUrl);
      return { data: unwrapMerchantSupport(response) as BatchStatusPage };
    },
    async getQrJobs() {
      const response = await callEndpoint(MERCHANT_UPLOAD_CALLS.qrJobs, {}, baseUrl);
      return { data: (unwrapMerchantSupport(response) as QrJob[] | null) ?? [] };
    },
  };
}
