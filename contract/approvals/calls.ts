/**
 * The maker-checker requests and the approvals inbox, declared once (contract/endpoint.ts, issue 40; spec §3.4, §6,
 * §7.3 /maker/checker/…): the request lists and one request, the limit configurations, a limit change or goodwill
 * cashback raised, the decision on each kind of request, and the inbox. The console calls them through
 * dataProviders/endpoint-client.ts (dataProviders/crm/maker-checker.ts; the lists through the generic provider at the
 * same binding paths); the reference backend registers them through server/routes/declared.ts serve()
 * (server/routes/crm/maker-checker.ts, approvals-inbox.ts); tests/server/endpoint-table.test.ts checks each.
 */
import { pathOf } from '../binding';
import { APPROVAL_REQUESTS, GOODWILL_CASHBACK_REQUESTS, LIMIT_REQUESTS } from '../bindings';
import type { Endpoint } from '../endpoint';
import type { PermissionKey } from '../permissions';
import { INBOX_KIND_ACCESS, INBOX_PATH, INBOX_SOURCES, REQUEST_KIND_ACCESS } from './inbox';

export { REQUEST_KIND_ACCESS };

/** The kinds kept as maker-checker requests. */
export const REQUEST_KINDS = INBOX_SOURCES['approval-requests'];
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** Every key that opens the inbox: holding one shows at least one kind. */
export const INBOX_KEYS: readonly PermissionKey[] = [...new Set(Object.values(INBOX_KIND_ACCESS).flat())];

const action = (path: string, access: Endpoint['access']): Endpoint => ({
  backend: 'crm',
  method: 'POST',
  path,
  access,
  idempotent: true,
});

/** The request lists, one request, the limit picker and the two raises. */
export const MAKER_CHECKER_CALLS = {
  /** Resource approval-requests. */
  requests: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(APPROVAL_REQUESTS, 'list'),
    access: { rules: APPROVAL_REQUESTS.access, actions: ['list'] },
    paging: 'spring',
  },
  /** Resource goodwill-cashback-requests. */
  cashbacks: {
    backend: 'crm',
    method: 'GET',
    path: pathOf(GOODWILL_CASHBACK_REQUESTS, 'list'),
    access: { rules: GOODWILL_CASHBACK_REQUESTS.access, actions: ['list'] },
    paging: 'spring',
  },
  request: {
    backend: 'crm',
    method: 'GET',
    path: `${pathOf(APPROVAL_REQUESTS, 'list')}/:id`,
    access: { rules: APPROVAL_REQUESTS.access, actions: ['list'] },
  },
  /** The limit configurations: for whoever may raise or decide a limit change. */
  limitConfigs: {
    backend: 'crm',
    method: 'GET',
    path: '/maker/checker/limit/configs',
    access: { rules: LIMIT_REQUESTS.access, actions: ['raise', 'decide'] },
  },
  raiseLimit: action(pathOf(LIMIT_REQUESTS, 'list'), { rules: LIMIT_REQUESTS.access, actions: ['raise'] }),
  raiseCashback: action('/maker/checker/cashback/request', {
    rules: GOODWILL_CASHBACK_REQUESTS.access,
    actions: ['raise'],
  }),
  /** Every pending decision the viewer may see, paged from 0 (or after X-Next-Cursor), with counts per kind. */
  inbox: {
    backend: 'crm',
    method: 'GET',
    path: INBOX_PATH,
    access: { rules: { list: INBOX_KEYS }, actions: ['list'] },
    paging: 'spring',
  },
} as const satisfies Record<string, Endpoint>;

/** The decision on a request of `kind`: by whoever may decide that kind (never its maker; checked on the server). */
export const decisionPath = (kind: RequestKind): string => `/maker/checker/${kind.toLowerCase()}/:id/decision`;

export const DECISION_CALLS = Object.fromEntries(
  REQUEST_KINDS.map((kind) => [
    kind,
    action(decisionPath(kind), { rules: REQUEST_KIND_ACCESS[kind], actions: ['decide'] }),
  ]),
) as Readonly<Record<RequestKind, Endpoint>>;

export const APPROVAL_ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  ...MAKER_CHECKER_CALLS,
  ...Object.fromEntries(REQUEST_KINDS.map((kind) => [`decide ${kind}`, DECISION_CALLS[kind]])),
};
