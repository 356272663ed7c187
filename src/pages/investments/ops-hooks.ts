import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { GuardrailMethods } from '../../../dataProviders/investment/guardrails';
import type { InvestmentOpsMethods } from '../../../dataProviders/investment/investment-ops';
import type { PayoutOpsMethods } from '../../../dataProviders/payouts/payout-ops';
import { useIdempotencyKey } from '../../common/idempotency-key';

/** The provider the investment and payout-operations pages talk to: the combined one with their custom methods. */
export type OpsProvider = ReturnType<typeof useDataProvider> &
  GuardrailMethods &
  InvestmentOpsMethods &
  PayoutOpsMethods;

export function useOpsProvider(): OpsProvider {
  return useDataProvider<OpsProvider>();
}

/** A read through the provider, cached under the resource so a mutation on it refreshes it. */
export function useOpsQuery<T>(
  resource: string,
  key: readonly unknown[],
  read: (p: OpsProvider) => Promise<{ data: unknown }>,
) {
  const provider = useOpsProvider();
  return useQuery({ queryKey: [resource, ...key], queryFn: async () => (await read(provider)).data as T });
}

/**
 * A keyed, pessimistic mutation (DESIGN.md §5): the same Idempotency-Key until it succeeds, the toast only after the
 * server agreed, then every read of the resource is refreshed. Errors show the server's message.
 */
export function useOpsMutation<V>(
  resources: readonly string[],
  send: (p: OpsProvider, variables: V, idempotencyKey: string) => Promise<unknown>,
  /** The toast's i18n key once the server agreed: one, or one per call (a decision: approved or rejected). */
  options: { success: string | ((variables: V) => string); onDone?: () => void },
) {
  const provider = useOpsProvider();
  const notify = useNotify();
  const client = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (variables: V) => send(provider, variables, idempotency.key()),
    onSuccess: async (_answer, variables) => {
      idempotency.reset();
      notify(typeof options.success === 'string' ? options.success : options.success(variables), { type: 'success' });
      await Promise.all(resources.map((r) => client.invalidateQueries({ queryKey: [r] })));
      options.onDone?.();
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
}

/** A page of a paged list as the investment and payouts backends answer it. */
export interface Paged<T> {
  content: T[];
  page: number;
  limit: number;
  totalElements: number;
  totalPages: number;
}

/** The toast of a checker's decision: approved or rejected, as it was (before, a rejection toasted 'approved'). */
export const decisionToast =
  (approved: string, rejected: string) =>
  ({ isApproved }: { isApproved: boolean }): string =>
    isApproved ? approved : rejected;
