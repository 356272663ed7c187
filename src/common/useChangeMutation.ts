import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useIdempotencyKey } from './idempotency-key';

export interface ChangeMutationOptions<V, R> {
  /** The call, with this submit's Idempotency-Key (the same key until it succeeds or the server refuses it). */
  call: (vars: V, idempotencyKey: string) => Promise<R>;
  /** The success toast: the server's message or an i18n key. */
  success: (result: R) => string;
  /** The failure toast: an i18n key given the server's `message`, or null to show the server's message itself. */
  failure: string | null;
  /** The queries the change makes stale, refreshed once the server agreed. */
  refresh: readonly QueryKey[];
  /** After a success: closes the dialog. */
  done: () => void;
}

/**
 * A change raised or decided from a dialog (a merchant change, a login unblock): pessimistic (no undo on money or KYC), one Idempotency-Key per
 * submit, a toast either way, and the lists it changes refreshed.
 */
export function useChangeMutation<V, R>({ call, success, failure, refresh, done }: ChangeMutationOptions<V, R>) {
  const notify = useNotify();
  const client = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (vars: V) => call(vars, idempotency.key()),
    onSuccess: (result: R) => {
      idempotency.reset();
      notify(success(result), { type: 'success' });
      for (const queryKey of refresh) void client.invalidateQueries({ queryKey });
      done();
    },
    onError: (error: Error) => {
      idempotency.settle(error);
      if (failure) notify(failure, { type: 'error', messageArgs: { message: error.message } });
      else notify(error.message, { type: 'error' });
    },
  });
}
