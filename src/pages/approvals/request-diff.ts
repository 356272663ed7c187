import { formatInr, orNotAvailable } from '../../format';

export type RequestKind = 'LIMIT' | 'CASHBACK';

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

const show = (field: string, value: unknown): string => (/amount/i.test(field) ? formatInr(value) : orNotAvailable(value));

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
      moved: request.previous !== null && request.current !== null && Number(before) !== Number(now),
    };
  });
}

/** Pure: the inbox filter as list query parameters (PENDING only; dates as epoch ms, the end date inclusive). */
export function inboxFilter(f: { kind: string; maker: string; from: string; to: string }): Record<string, unknown> {
  const day = (d: string, endOfDay: boolean) => (d ? new Date(`${d}T${endOfDay ? '23:59:59.999' : '00:00:00'}`).getTime() : undefined);
  return { status: 'PENDING', kind: f.kind || undefined, maker: f.maker.trim() || undefined, from: day(f.from, false), to: day(f.to, true) };
}
