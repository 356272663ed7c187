import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useNotify, useRefresh } from 'react-admin';
import type { MerchantAction } from '../../../contract/merchant/calls';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { useMerchantProvider } from './provider';
import { merchantEvent } from './events';

/**
 * Runs one merchant change: pessimistic (the screen changes only after the server's answer), one Idempotency-Key per
 * change, kept for a retry of the same change after no answer came (useIdempotencyKey), the spec's toast ('Success'
 * or the server's message), then the profile and the lists refetched, and the analytics event sent (its failure
 * never blocks the action).
 */
export function useMerchantAction(merchantId: string, screen: string) {
  const provider = useMerchantProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const idempotency = useIdempotencyKey();
  const run = async (action: MerchantAction, body: Record<string, unknown>, values: Record<string, unknown> = {}) => {
    setBusy(true);
    const key = idempotency.key(JSON.stringify([action, values, body]));
    try {
      const data = await provider.merchantAct(action, { merchantId, ...values }, body, key);
      idempotency.reset();
      notify('merchant360.toast_success', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['m360', merchantId] });
      refresh();
      void provider.sendMerchantEvent(
        merchantEvent({ action, merchantId, screen, userId: String(identity?.id ?? '') }),
      );
      return { ok: true as const, data };
    } catch (error) {
      idempotency.settle(error);
      const message = error instanceof Error && error.message ? error.message : 'merchant360.toast_failed';
      notify(message, { type: 'error' });
      return { ok: false as const, message };
    } finally {
      setBusy(false);
    }
  };
  return { run, busy };
}
