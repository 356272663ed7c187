/**
 * Queues that update themselves (issue 39 item 7): the approvals inbox, the dispute case list and the KYC queues hear
 * of new and decided items over one server-sent event stream, and show who else has an item open. The console's
 * hook and the CRM backend's /live routes both read this table, so the queue names, who may hear each, the item
 * kinds and the paths are written once.
 */
import { APPROVAL_REQUESTS, PAYOUTS } from '../bindings';
import { ANY_DISPUTE_KEYS } from '../disputes/access';
import { MERCHANT_KYC_CASES } from '../merchant-changes/bindings';
import type { PermissionKey } from '../permissions';

export const LIVE_QUEUES = ['approvals', 'disputes', 'kyc'] as const;
export type LiveQueue = (typeof LIVE_QUEUES)[number];

/** Who hears a queue's events: whoever may list it (the same keys as its list routes; holding one is enough). */
export const LIVE_QUEUE_KEYS: Readonly<Record<LiveQueue, readonly PermissionKey[]>> = {
  approvals: [
    ...new Set<PermissionKey>([
      ...APPROVAL_REQUESTS.access.list,
      ...PAYOUTS.access.decide,
      'CAN_APPROVE_SETTLEMENT_CONFIG_REQUEST',
      'CAN_UPLOAD_SETTLEMENT_CONFIG_REQUEST',
      'CAN_APPROVE_P2PM_CONFIG_REQUEST',
      'CAN_UPLOAD_P2PM_CONFIG_REQUEST',
    ]),
  ],
  disputes: ANY_DISPUTE_KEYS,
  kyc: MERCHANT_KYC_CASES.access.list,
};

/** Every key that opens any live queue: what the /live routes declare. */
export const ANY_LIVE_QUEUE_KEYS: readonly PermissionKey[] = [...new Set(Object.values(LIVE_QUEUE_KEYS).flat())];

/** What a checker may have open, and the queue it belongs to. */
export const LIVE_ITEM_KINDS = {
  'approval-request': 'approvals',
  payout: 'approvals',
  dispute: 'disputes',
  'kyc-case': 'kyc',
} as const satisfies Record<string, LiveQueue>;
export type LiveItemKind = keyof typeof LIVE_ITEM_KINDS;
export const LIVE_ITEM_KIND_NAMES = Object.keys(LIVE_ITEM_KINDS) as LiveItemKind[];

/** What changed in a queue: its items (read the list again), or who has an item open (read the viewers again). */
export type QueueChange = 'items' | 'viewers';

/** One event on the stream (`event: queue`). */
export interface QueueEvent {
  queue: LiveQueue;
  change: QueueChange;
}

/** The stream's `event: ready` (the queues this staff member hears) and `event: status` (whether changes are heard). */
export interface StreamReady {
  queues: LiveQueue[];
  live: boolean;
}

/** Someone else who has an item open ("Being reviewed by …"). */
export interface ItemViewer {
  itemId: number;
  staffId: number;
  name: string;
}

/** How often the console says an item is still open, and how long the server keeps it without hearing that. */
export const VIEWING_HEARTBEAT_MS = 20_000;
export const VIEWING_TTL_MS = 45_000;
/** A comment line on the stream this often, so proxies and the console know it is alive. */
export const STREAM_HEARTBEAT_MS = 15_000;

/** The CRM backend's /live routes, relative to its base URL. */
export const LIVE_PATHS = {
  /** GET ?queues=approvals,disputes,kyc: the event stream (text/event-stream). */
  queues: '/live/queues',
  /** PUT {kind, id}: I have this item open (again every VIEWING_HEARTBEAT_MS); DELETE ?kind&id: closed. */
  viewing: '/live/viewing',
  /** GET ?kind: who else has items of this kind open. */
  viewers: '/live/viewers',
} as const;
