import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { INBOX_KEYS, MAKER_CHECKER_CALLS } from '../../../contract/approvals/calls.js';
import {
  INBOX_KIND_ACCESS,
  INBOX_KIND_ORDER,
  INBOX_MAX_PAGE_SIZE,
  INBOX_SOURCES,
  type InboxKind,
  type InboxPageWire,
} from '../../../contract/approvals/inbox.js';
import { keysFor } from '../../../contract/binding.js';
import { PAYOUTS } from '../../../contract/bindings.js';
import { KEYSET_PARAM, NEXT_CURSOR_HEADER } from '../../../contract/keyset.js';
import type { PermissionKey } from '../../../contract/permissions.js';
import { fromText } from '../../../contract/strict-number.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { decodeInboxCursor, encodeInboxCursor, type InboxPosition } from '../../db/inbox-cursor.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { heldKeys } from '../../repositories/access.js';
import { inboxCounts, inboxPage, inboxRowsOf, type InboxRow } from '../../repositories/approvals-inbox.js';
import { toDtos } from '../../repositories/maker-checker.js';
import { payoutViewOf, toPayoutDto } from '../../repositories/payouts.js';
import { CONFIG_VIEW_KEYS, configViewer, toConfigRequestDto } from '../merchant-support/config-request-view.js';
import { payoutDto } from '../payouts/payout-schema.js';
import { serve } from '../declared.js';
import { cursorParam, pageParam, sendPaging, sizeParam } from '../paging.js';
import { ok, okSchema } from './envelope.js';
import { REQUEST_VIEW_KEYS, requestViewer } from './maker-checker-decide.js';
import { requestDto } from './maker-checker-schema.js';

/** The keys that decide a payout (payout-decision.ts). */
const PAYOUT_DECIDE_KEYS = keysFor(PAYOUTS.access, ['decide']);
/** Every key the answer depends on, asked of the database once per request. */
const ASKED: readonly PermissionKey[] = [
  ...new Set([...INBOX_KEYS, ...REQUEST_VIEW_KEYS, ...CONFIG_VIEW_KEYS, ...PAYOUT_DECIDE_KEYS]),
];
const CONFIG_KINDS: readonly InboxKind[] = INBOX_SOURCES['config-requests'];

/** The inbox's own cursor (db/inbox-cursor.ts): a malformed or foreign one is a 400 naming `after`. */
const inboxAfter = cursorParam<InboxPosition>(
  decodeInboxCursor,
  `Keyset paging: the ${NEXT_CURSOR_HEADER} header of the previous page's answer. The page is then the items ` +
    `after that page's last item, in the inbox's order (the page number is echoed, not used to skip items).`,
);

/** contract/approvals/inbox.ts InboxQuery. Its `snapshot` is not read: no one row id stands for several tables. */
const inboxQuery = z.object({
  kind: z.enum(INBOX_KIND_ORDER).optional(),
  maker: z.string().trim().max(254).optional(),
  /** Raised at or after / at or before, epoch ms. */
  from: fromText(z.number().int().nonnegative().optional()),
  to: fromText(z.number().int().nonnegative().optional()),
  page: pageParam(0),
  size: sizeParam(20, INBOX_MAX_PAGE_SIZE),
  [KEYSET_PARAM]: inboxAfter,
});

/**
 * A request of any kind: the maker-checker list's shape (maker-checker-schema.ts requestDto), of which the config
 * requests' (config-request-view.ts) leaves out the target's version, the decision's time and the row's version.
 */
const inboxRequestDto = requestDto.extend({
  targetVersion: requestDto.shape.targetVersion.optional(),
  decidedAt: requestDto.shape.decidedAt.optional(),
  version: requestDto.shape.version.optional(),
});

const inboxKind = z.enum(INBOX_KIND_ORDER);
const inboxEntry = z.object({
  key: z.string(),
  kind: inboxKind,
  id: z.number().int(),
  makerEmail: z.string(),
  createdAt: z.number().int(),
  canDecide: z.boolean(),
  raisedByViewer: z.boolean(),
  request: inboxRequestDto.optional(),
  payout: payoutDto.optional(),
});
const inboxPageSchema = z.object({
  content: z.array(inboxEntry),
  page: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  counts: z.array(z.object({ kind: inboxKind, pending: z.number().int() })),
});
type InboxEntry = z.output<typeof inboxEntry>;

/**
 * The page's items whole, as each kind's own endpoint shows them to this viewer: requests as the maker-checker list
 * (toDtos), config requests as GET /upload/config-requests, payouts as the payouts list with the decision's rule.
 */
async function entriesOf(
  db: Kysely<Database>,
  rows: readonly InboxRow[],
  viewer: Principal,
  held: ReadonlySet<string>,
): Promise<InboxEntry[]> {
  const { requests, payouts } = await inboxRowsOf(db, rows);
  const makerChecker = rows.filter((r) => r.kind !== 'PAYOUT' && !CONFIG_KINDS.includes(r.kind));
  const dtos = await toDtos(
    db,
    makerChecker.flatMap((r) => requests.get(r.id) ?? []),
    requestViewer(viewer.staffId, held),
  );
  const requestDtos = new Map(dtos.map((d) => [d.id, d]));
  const configs = configViewer(viewer.staffId, held);
  const approvesPayouts = PAYOUT_DECIDE_KEYS.some((k) => held.has(k));
  return rows.flatMap((r): InboxEntry[] => {
    const base = { key: `${r.kind}-${r.id}`, kind: r.kind, id: r.id, makerEmail: r.makerEmail, createdAt: r.createdAt };
    if (r.kind === 'PAYOUT') {
      const payout = payouts.get(r.id);
      return payout ? [{ ...base, ...payoutViewOf(payout, viewer, approvesPayouts), payout: toPayoutDto(payout) }] : [];
    }
    const row = requests.get(r.id);
    const request = CONFIG_KINDS.includes(r.kind) ? row && toConfigRequestDto(row, configs) : requestDtos.get(r.id);
    if (!request) return [];
    return [{ ...base, canDecide: request.canDecide, raisedByViewer: request.raisedByViewer, request }];
  });
}

/**
 * GET /api/crm/approvals/inbox (contract/approvals/inbox.ts, issue 40 item 5): every pending decision the viewer may
 * see, across the maker-checker requests, the config upload requests and the payouts awaiting approval, filtered,
 * ordered and paged on the server (repositories/approvals-inbox.ts), with the count per kind. A kind is shown to
 * whoever holds one of its INBOX_KIND_ACCESS keys; `canDecide` and `raisedByViewer` are what each kind's own endpoint
 * answers. Paged by number, or by keyset: X-Next-Cursor names the page's last item, `after` reads past it.
 */
export async function approvalsInboxRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serve(
    app,
    MAKER_CHECKER_CALLS.inbox,
    { querystring: inboxQuery, response: { 200: okSchema(inboxPageSchema) } },
    async (request, reply) => {
      const q = request.query;
      const viewer = principalOf(request);
      const held = new Set<string>(await heldKeys(db, viewer, ASKED));
      const kinds = INBOX_KIND_ORDER.filter((k) => INBOX_KIND_ACCESS[k].some((key) => held.has(key)));
      const filter = { kind: q.kind, maker: q.maker || undefined, from: q.from, to: q.to };
      const [counts, rows] = await Promise.all([
        inboxCounts(db, kinds, filter),
        inboxPage(db, kinds, filter, { limit: q.size, offset: q.page * q.size, after: q.after }),
      ]);
      const total = counts.reduce((n, c) => n + (q.kind && c.kind !== q.kind ? 0 : c.pending), 0);
      const last = rows.at(-1);
      sendPaging(reply, { next: last ? encodeInboxCursor(last) : null });
      return ok({
        content: await entriesOf(db, rows, viewer, held),
        page: q.page,
        size: q.size,
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
        counts,
      } satisfies InboxPageWire);
    },
  );
}
