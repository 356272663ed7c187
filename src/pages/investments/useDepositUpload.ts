import { useMutation } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { DEPOSIT_UPLOADS } from '../../../contract/bindings';
import type { DepositUploadKind } from '../../../dataProviders/investment/investment-ops';
import type { UploadHook } from '../merchant-support/UploadPanel';
import { fileKey } from '../merchant-support/useUploadCsv';
import { useOpsProvider } from './ops-hooks';

const DONE: Record<DepositUploadKind, string> = {
  'merchant-cashback': 'investments.uploads.cashback_done',
  'deposit-bulk': 'investments.uploads.deposit_done',
  'variable-earning': 'investments.p2p_ops.earning_done',
};

/**
 * The Deposit menu's upload of a checked file (the merchant-support UploadPanel's `useUpload`): keyed by the file's
 * SHA-256 like the merchant-support uploads; the server's refusal (a row over a guardrail, an unknown account) shown.
 */
export const useDepositUpload: UploadHook = (kind, onDone) => {
  const provider = useOpsProvider();
  const notify = useNotify();
  const depositKind = kind as DepositUploadKind;
  return useMutation({
    mutationFn: async (file: File) =>
      (
        await provider.uploadDepositCsv(DEPOSIT_UPLOADS.name, {
          kind: depositKind,
          file,
          fileName: file.name,
          idempotencyKey: await fileKey(kind, file),
        })
      ).data,
    onSuccess: (data) => {
      notify(DONE[depositKind], { type: 'success' });
      onDone(data);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
};
