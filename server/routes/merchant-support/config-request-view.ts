import { z } from 'zod';
import { P2PM_CONFIG_UPLOADS, SETTLEMENT_CONFIG_UPLOADS } from '../../../contract/bindings.js';
import { CONFIG_VIEW_KEYS } from '../../../contract/uploads/calls.js';
import type { ApprovalRequest } from '../../db/database.js';
import { REQUEST_KIND, type ConfigKind, type dryRunSummary } from '../../repositories/config-requests.js';

/**
 * How the settlement-config and P2PM upload requests are shown to a staff member (GET /upload/config-requests, the
 * approvals inbox): which kinds they see and decide, and each request in the shape of the CRM API's requests.
 */

/** Each config upload with its binding: makers `create` (upload), checkers `edit` (decide). */
export const CONFIG_KINDS: readonly {
  kind: ConfigKind;
  binding: typeof SETTLEMENT_CONFIG_UPLOADS | typeof P2PM_CONFIG_UPLOADS;
}[] = [
  { kind: 'settlement-config', binding: SETTLEMENT_CONFIG_UPLOADS },
  { kind: 'p2pm', binding: P2PM_CONFIG_UPLOADS },
];

/** Every key that shows a staff member some kind of config request (one list, contract/uploads/calls.ts). */
export { CONFIG_VIEW_KEYS };

/** A config request as the approvals inbox reads it (the shape of the CRM API's requests; its dry run as `proposed`). */
export const configRequestDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  productType: z.null(),
  status: z.string(),
  targetId: z.null(),
  proposed: z.record(z.string(), z.unknown()),
  previous: z.null(),
  current: z.null(),
  changedSinceRequest: z.boolean(),
  makerEmail: z.string(),
  makerRemarks: z.string(),
  checkerEmail: z.string().nullable(),
  checkerRemarks: z.string().nullable(),
  createdAt: z.number().int(),
  canDecide: z.boolean(),
  raisedByViewer: z.boolean(),
});

/** Pure: the dry run's summary as the inbox's proposed fields (the file, the counts, the first changes in words). */
export function proposedFields(proposedJson: string): Record<string, unknown> {
  const { fileName, summary } = JSON.parse(proposedJson) as {
    fileName: string;
    summary: ReturnType<typeof dryRunSummary>;
  };
  const changes = summary.sample
    .slice(0, 5)
    .map(
      (c) =>
        `${c.merchantId}: ${Object.entries(c.fields)
          .map(([f, v]) => `${f} ${String(v.from ?? '—')} → ${String(v.to ?? '—')}`)
          .join(', ')}`,
    )
    .join('; ');
  return {
    file: fileName,
    rows: summary.rows,
    changed: summary.changed,
    unchanged: summary.unchanged,
    changes: changes || '—',
  };
}

/** Who is looking at config requests: their id, the request kinds they see and those they decide. */
export interface ConfigViewer {
  staffId: number;
  sees: string[];
  decides: string[];
}

/** Pure: the config request kinds (approval_requests.kind) a staff member sees and decides, from the keys they hold. */
export function configViewer(staffId: number, held: ReadonlySet<string>): ConfigViewer {
  const holds = (keys: readonly string[]) => keys.some((k) => held.has(k));
  const visible = CONFIG_KINDS.filter(({ binding }) => holds([...binding.access.create, ...binding.access.edit]));
  return {
    staffId,
    sees: visible.map(({ kind }) => REQUEST_KIND[kind]),
    decides: visible.filter(({ binding }) => holds(binding.access.edit)).map(({ kind }) => REQUEST_KIND[kind]),
  };
}

/** Pure: a config request as the viewer sees it: decided by a checker of its kind, never by its maker. */
export function toConfigRequestDto(r: ApprovalRequest, viewer: ConfigViewer): z.output<typeof configRequestDto> {
  return {
    id: r.id,
    kind: r.kind,
    productType: null,
    status: r.status,
    targetId: null,
    proposed: proposedFields(r.proposed_json),
    previous: null,
    current: null,
    changedSinceRequest: false,
    makerEmail: r.maker_email,
    makerRemarks: r.maker_remarks,
    checkerEmail: r.checker_email,
    checkerRemarks: r.checker_remarks,
    createdAt: Number(r.created_at),
    canDecide: r.status === 'PENDING' && viewer.decides.includes(r.kind) && r.maker_id !== viewer.staffId,
    raisedByViewer: r.maker_id === viewer.staffId,
  };
}
