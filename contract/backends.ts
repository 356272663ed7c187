/**
 * The backends the console speaks to (spec §7). Each has one base URL in /crm/config.json; the reference backend
 * serves them all at /api/<name>. Pure data: the server and the console both read it.
 */
import { PAGING, type PagingStyle, type ResourceApi, type SortStyle } from './resource-api';
import { SESSION_IDLE_DEFAULT_SECONDS } from './session-idle';

export const BACKENDS = [
  'admin',
  'crm',
  'payment-support',
  'postpe',
  'lending',
  'card',
  'chargeback',
  'investment',
  'payouts',
  'merchant-support',
  'fraud-risk',
] as const;

export type Backend = (typeof BACKENDS)[number];

/**
 * Each backend's conventions (DESIGN.md §4): how it wraps answers, and the paging and sort parameters its lists use
 * unless a resource's `api` says otherwise. The console's query.ts files and the reference backend's generic routes
 * both read this table, so they cannot disagree.
 */
export interface BackendConvention {
  /** The reference backend's prefix, and the default base URL in /crm/config.json. */
  basePath: string;
  /** How a success is recognised and where the result is (spec §7, DESIGN.md §4). */
  envelope:
    | 'crm'
    | 'payment-support'
    | 'postpe'
    | 'card'
    | 'chargeback'
    | 'investment'
    | 'payouts'
    | 'merchant-support'
    | 'fraud-risk'
    | 'simple-rest';
  /** Default paging of its lists; `range` is simple-rest's `range=[start,end]`; `none`: the whole list at once. */
  paging: PagingStyle | 'range' | 'none';
  /** Default sort parameters; `false` when its lists cannot be sorted. */
  sort: SortStyle;
}

export const BACKEND_CONVENTIONS: Readonly<Record<Backend, BackendConvention>> = {
  admin: { basePath: '/api/admin', envelope: 'simple-rest', paging: 'range', sort: { field: 'sort', order: 'order' } },
  crm: { basePath: '/api/crm', envelope: 'crm', paging: PAGING.pageSize, sort: false },
  'payment-support': {
    basePath: '/api/payment-support',
    envelope: 'payment-support',
    paging: PAGING.pageLimit,
    sort: false,
  },
  postpe: {
    basePath: '/api/postpe',
    envelope: 'postpe',
    paging: PAGING.pageSize,
    sort: { field: 'sort', order: 'order' },
  },
  lending: {
    basePath: '/api/lending',
    envelope: 'postpe',
    paging: PAGING.pageSize,
    sort: { field: 'sort', order: 'order' },
  },
  card: { basePath: '/api/card', envelope: 'card', paging: 'none', sort: false },
  chargeback: { basePath: '/api/chargeback', envelope: 'chargeback', paging: PAGING.pageLimit, sort: false },
  investment: { basePath: '/api/investment', envelope: 'investment', paging: PAGING.pageLimit, sort: false },
  payouts: {
    basePath: '/api/payouts',
    envelope: 'payouts',
    paging: PAGING.pageLimit,
    sort: { field: 'sort', order: 'order' },
  },
  'merchant-support': {
    basePath: '/api/merchant-support',
    envelope: 'merchant-support',
    paging: PAGING.pageSize,
    sort: false,
  },
  /** FRM complaints (issue 43 item 4): `{ success, message, data }` as investment's; page/limit from 1. */
  'fraud-risk': { basePath: '/api/fraud-risk', envelope: 'fraud-risk', paging: PAGING.pageLimit, sort: false },
};

/** The paging a resource's lists use: its own `api.paging` (a preset name or a style), else its backend's. */
export function pagingOf(backend: Backend, paging: ResourceApi['paging']): BackendConvention['paging'] {
  if (paging) return typeof paging === 'string' ? PAGING[paging] : paging;
  return BACKEND_CONVENTIONS[backend].paging;
}

/** The sort parameters a resource's lists use: its own `api.sort`, else its backend's. */
export function sortOf(backend: Backend, sort: ResourceApi['sort']): SortStyle {
  return sort ?? BACKEND_CONVENTIONS[backend].sort;
}

export interface ConsoleConfig {
  backends: Record<Backend, string>;
  /** The role whose holders may do everything (spec §6); the server's SUPER_ADMIN_ROLE_ID. */
  superAdminRoleId: number;
  /**
   * The console locks after this long without input (issue 42 item 5): the server's SESSION_IDLE_SECONDS unless
   * CONSOLE_CONFIG_FILE says otherwise; 0: never.
   */
  sessionIdleSeconds: number;
  /** Single sign-on beside the one-time code (contract/sso.ts): the button's label; null when not configured. */
  sso: { label: string } | null;
}

export function defaultConsoleConfig(): ConsoleConfig {
  return {
    backends: Object.fromEntries(BACKENDS.map((b) => [b, BACKEND_CONVENTIONS[b].basePath])) as Record<Backend, string>,
    superAdminRoleId: 1,
    sessionIdleSeconds: SESSION_IDLE_DEFAULT_SECONDS,
    sso: null,
  };
}

/** Merges a partial config (from config.json) over the defaults, ignoring unknown backends. */
export function mergeConsoleConfig(partial: unknown): ConsoleConfig {
  const config = defaultConsoleConfig();
  const given = (partial ?? {}) as {
    backends?: Record<string, unknown>;
    superAdminRoleId?: unknown;
    sessionIdleSeconds?: unknown;
    sso?: { label?: unknown } | null;
  };
  const backends = given.backends ?? {};
  if (Number.isInteger(given.superAdminRoleId)) config.superAdminRoleId = given.superAdminRoleId as number;
  const idle = given.sessionIdleSeconds;
  if (typeof idle === 'number' && Number.isInteger(idle) && idle >= 0) config.sessionIdleSeconds = idle;
  const label = given.sso?.label;
  if (typeof label === 'string' && label.trim()) config.sso = { label: label.trim().slice(0, 60) };
  for (const name of BACKENDS) {
    const url = backends[name];
    if (typeof url === 'string' && url.trim()) config.backends[name] = url.trim().replace(/\/+$/, '');
  }
  return config;
}

/** The page parameters of a paged backend's lists (a resource's own, else its backend's); throws for range/none. */
export function pageParamsOf(backend: Backend, paging: ResourceApi['paging']): PagingStyle {
  const style = pagingOf(backend, paging);
  if (typeof style === 'string') throw new Error(`${backend}: lists are not paged by page parameters (${style})`);
  return style;
}
