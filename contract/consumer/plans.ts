/**
 * The pure rules of the consumer's plans (spec §4, §8): the VAS cancel rule and the Trillion message choice. The
 * console and the server both apply them.
 */

/** §4 "VAS order: cancel only when isCancellable" (a cancelled order is no longer cancellable). */
export function canCancelVas(order: { isCancellable: boolean; status: string }): boolean {
  return order.isCancellable && order.status !== VAS_CANCELLED;
}

export const VAS_CANCELLED = 'CANCELLED';

/** §8 Trillion loan messages, exactly. */
export const TRILLION_MESSAGES = {
  notFound: 'No Trillion Personal Loan application found for this consumer',
  noData: 'No Trillion Personal Loan data available',
  failed: 'Failed to load loan details',
  /** The server's answer that maps to `notFound`. */
  serverNotFound: 'Application details not found',
} as const;

/**
 * §8: "server status_message or error message, else 'Failed to load loan details'; 'Application details not found'
 * renders as 'No Trillion Personal Loan application found for this consumer'; else 'No Trillion Personal Loan data
 * available'". `answer` is what the call returned (null when it failed) and `error` the failure's message.
 */
export function trillionMessage(
  answer: { success: boolean; status_message?: string | null; data: unknown } | null,
  error?: string | null,
): string | null {
  const said = answer?.status_message ?? error ?? null;
  if (said === TRILLION_MESSAGES.serverNotFound) return TRILLION_MESSAGES.notFound;
  if (answer === null) return said || TRILLION_MESSAGES.failed;
  if (!answer.success) return said || TRILLION_MESSAGES.failed;
  if (answer.data === null || answer.data === undefined) return TRILLION_MESSAGES.noData;
  return null;
}
