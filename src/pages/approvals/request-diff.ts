import type { InboxKind } from '../../../contract/approvals/inbox';
import { formatInr, isBlank, orNotAvailable } from '../../format';

/**
 * Maker-checker requests: the CRM API's, and the settlement-config / P2PM uploads (merchant-support): every inbox kind
 * but payouts, from the one list of kinds (contract/approvals/inbox.ts).
 */
export type RequestKind = Exclude<InboxKind, 'PAYOUT'>;

/** A maker-checker request as the CRM API answers it (server/routes/crm/maker-checker-repository.ts). */
export interface ApprovalRequestRecord {
  id: number;
  kind: RequestKind;
  productType: string | null;
  status: string;
  targetId: number | null;
  proposed: Record<string, unknown>;
  previous: Record<string, unknown> | null;
  current: Record<string, unknown> | null;
  changedSinceRequest: boolean;
  makerEmail: string;
  makerRemarks: string;
  checkerEmail: string | null;
  checkerRemarks: string | null;
  createdAt: number;
  canDecide: boolean;
  raisedByViewer: boolean;
}

export interface DiffRow {
  field: string;
  /** What the maker saw when raising the request. */
  atRequest: string;
  /** The target record now. */
  current: string;
  proposed: string;
  /** The target's value moved since the request was made. */
  moved: boolean;
}

/** Pure: does this field hold rupees (an amount, a limit, a balance; never a count)? */
export const isMoneyField = (field: string): boolean =>
  /amount|limit|balance/i.test(field) && !/(^|_)count|[a-z]Count/.test(field); // account_limit is money

const show = (field: string, value: unknown): string =>
  isMoneyField(field) ? formatInr(value) : orNotAvailable(value);

/** A number, or numeric text beside a number (the API may send either for a limit); null for anything else. */
const numeric = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)
      ? Number(value)
      : null;
const asText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/**
 * Pure: the same value? Numbers compare as numbers (10 = '10' = 10.0 when one side is a number), text as text
 * ('IMPS' = 'IMPS', '007' ≠ '7'), and blanks equal blanks.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isBlank(a) || isBlank(b)) return isBlank(a) && isBlank(b);
  const [x, y] = [numeric(a), numeric(b)];
  if (x !== null && y !== null && (typeof a === 'number' || typeof b === 'number')) return x === y;
  return asText(a) === asText(b);
}

/** Pure: proposed values beside the current ones (and those seen at request time), one row per proposed field. */
export function diffRows(request: Pick<ApprovalRequestRecord, 'proposed' | 'previous' | 'current'>): DiffRow[] {
  return Object.entries(request.proposed).map(([field, value]) => {
    const before = request.previous?.[field];
    const now = request.current ? request.current[field] : before;
    return {
      field,
      atRequest: show(field, before),
      current: show(field, now),
      proposed: show(field, value),
      moved: request.previous !== null && request.current !== null && !sameValue(before, now),
    };
  });
}
