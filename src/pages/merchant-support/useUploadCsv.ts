import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { CONFIG_REQUEST_RAISED, qrFailureText, UPLOAD_TOASTS } from '../../../contract/uploads';
import { MERCHANT_SUPPORT_UPLOADS } from '../../../contract/bindings';
import type { MerchantSupportUploadActions, MerchantUploadKind } from '../../../dataProviders/merchant-support/uploads';
import { ApiError } from '../../../dataProviders/http';
import { newIdempotencyKey } from '../../common/idempotency-key';

/** A config request's refusal says why (a file or merchant already pending, a row error); else the fallback. */
const serverMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : UPLOAD_TOASTS.statusFailed;

/** §8: the toasts of each upload. */
const TOASTS: Record<MerchantUploadKind, { success: string; failure: (error: unknown) => string }> = {
  'merchant-status': { success: UPLOAD_TOASTS.statusSubmitted, failure: () => UPLOAD_TOASTS.statusFailed },
  ifsc: { success: UPLOAD_TOASTS.ifscSubmitted, failure: () => UPLOAD_TOASTS.ifscFailed },
  'qr-orders': {
    success: UPLOAD_TOASTS.qrSubmitted,
    failure: (error) =>
      error instanceof ApiError ? qrFailureText(error.status, error.message) : qrFailureText(undefined, undefined),
  },
  'settlement-config': { success: CONFIG_REQUEST_RAISED, failure: serverMessage },
  p2pm: { success: CONFIG_REQUEST_RAISED, failure: serverMessage },
};

/**
 * The Idempotency-Key of a file: its kind and SHA-256, so the same file sent twice (a double click, a retry, the
 * same file chosen again) is one submit on the server, which answers the earlier job.
 */
export async function fileKey(kind: string, file: Blob): Promise<string> {
  if (typeof crypto === 'undefined' || !crypto.subtle) return `${kind}-${newIdempotencyKey()}`;
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${kind}-${hex.slice(0, 64)}`;
}

/** Sends a checked file through the merchant-support provider; the §8 toast either way. */
export function useUploadCsv(kind: MerchantUploadKind, onDone: (data: unknown) => void) {
  const dataProvider = useDataProvider<MerchantSupportUploadActions & ReturnType<typeof useDataProvider>>();
  const notify = useNotify();
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await dataProvider.uploadCsv(MERCHANT_SUPPORT_UPLOADS.name, {
          kind,
          file,
          fileName: file.name,
          idempotencyKey: await fileKey(kind, file),
        })
      ).data,
    onSuccess: (data) => {
      notify(TOASTS[kind].success, { type: 'success' });
      onDone(data);
    },
    onError: (error: unknown) => notify(TOASTS[kind].failure(error), { type: 'error' }),
  });
}
