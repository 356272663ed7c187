import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useIdempotencyKey } from '../../common/idempotency-key';
import { RECON_RESOURCE, useReconProvider, type ReconProvider } from './recon-types';

/**
 * A keyed, pessimistic reconciliation call (DESIGN.md §5): the same Idempotency-Key until it succeeds, the toast only
 * after the server agreed, then every reconciliation read is refreshed. Errors show the server's message.
 */
export function useReconMutation<V, R>(
  send: (p: ReconProvider, variables: V, idempotencyKey: string) => Promise<{ data: unknown }>,
  options: { success: string; onDone?: (result: R) => void },
) {
  const provider = useReconProvider();
  const notify = useNotify();
  const client = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: async (variables: V) => (await send(provider, variables, idempotency.key())).data as R,
    onSuccess: async (result) => {
      idempotency.reset();
      notify(options.success, { type: 'success' });
      await client.invalidateQueries({ queryKey: [RECON_RESOURCE] });
      options.onDone?.(result);
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      notify(error.message, { type: 'error' });
    },
  });
}
