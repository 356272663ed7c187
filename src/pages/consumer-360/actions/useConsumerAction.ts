import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { useIdempotencyKey } from '../../../common/idempotency-key';
import type { ConsumerActionName } from '../../../../dataProviders/postpe/consumer';
import { useConsumerProvider } from '../provider';

/**
 * One consumer action (pessimistic: the toast and the refresh come after the server agreed). One Idempotency-Key
 * per intended action, kept across retries until it succeeds. Toasts the server's message ('Success!',
 * 'Cashback applied Successfully!' …, spec §8) or its error.
 */
export function useConsumerAction(action: ConsumerActionName, refresh: readonly string[] = []) {
  const provider = useConsumerProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => provider.consumerAction(action, body, idempotency.key()),
    onSuccess: async ({ message }) => {
      idempotency.reset();
      notify(message || translate('consumer360.toast.failed'), { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['consumer-360'] }),
        ...refresh.map((resource) => queryClient.invalidateQueries({ queryKey: [resource] })),
      ]);
    },
    onError: (error) => {
      idempotency.settle(error);
      notify(error instanceof Error && error.message ? error.message : translate('consumer360.toast.failed'), {
        type: 'error',
      });
    },
  });
}
