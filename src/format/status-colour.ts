/** Spec §4 status colours, as names the StatusChip turns into colours. */
export type StatusColour = 'green' | 'red' | 'orangeRed' | 'yellow' | 'blue' | 'khaki' | 'grey';

const COLOURS: Record<string, StatusColour> = {
  approved: 'green',
  success: 'green',
  active: 'green',
  credit: 'green',
  /** Spec §4: the status map's DONE, a finished request, shown as approved and success are. */
  done: 'green',
  rejected: 'red',
  failed: 'orangeRed',
  cancelled: 'orangeRed',
  debit: 'orangeRed',
  'refund-failed': 'orangeRed',
  pending: 'yellow',
  init: 'yellow',
  'approval-pending': 'yellow',
  refunded: 'blue',
  draft: 'khaki',
};

/** `APPROVAL_PENDING`, `approval pending` and `approval-pending` are the same status; unknown ones are grey. */
export function statusColour(status: unknown): StatusColour {
  const key = String(status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return COLOURS[key] ?? 'grey';
}
