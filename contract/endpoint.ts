/**
 * An endpoint, declared once (issue 40): the backend that serves it, its method and path below that backend's prefix
 * (`:name` parts are path parameters), who may call it, how a list answers, whether it takes an Idempotency-Key and
 * whether it answers JSON or a file. The reference backend registers its route from the declaration
 * (server/routes/declared.ts) and the console calls it through the declaration (dataProviders/endpoint-client.ts);
 * `tests/server/endpoint-table.test.ts` fails when a declaration has no route of that method, path and permission.
 *
 * Pure data, no zod: the console's first load imports these tables. The request and response schemas stay with the
 * server's route (and reach the console as types only).
 */
import type { Backend } from './backends';
import { keysFor, type AccessAction, type AccessRules } from './binding';
import type { PermissionKey } from './permissions';
import type { PagingStyle } from './resource-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint: any of the binding's keys for these actions, anyone signed in, or anyone at all (`public`:
 * signing in itself, where the credential is the body or a cookie, not a bearer token).
 */
export type EndpointAccess =
  'public' | 'signed-in' | { readonly rules: AccessRules; readonly actions: readonly AccessAction[] };

/**
 * How a list answers: a Spring page from 0 (`content`, `totalElements`), the whole list at once, numbered pages
 * by its backend's own rule (contract/backends.ts `pageParamsOf`: chargeback `page`, `limit` from 1), or numbered
 * pages of its own (a page and a size parameter from 0 or 1, contract/resource-api.ts PAGING: the consumer 360's
 * repayments `page`, `limit` from 1).
 */
export type EndpointPaging = 'spring' | 'whole' | 'backend' | PagingStyle;

export interface Endpoint {
  readonly backend: Backend;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: EndpointAccess;
  /** Lists only. */
  readonly paging?: EndpointPaging;
  /** Query sent with every call. */
  readonly fixed?: Readonly<Record<string, string>>;
  /** Takes an Idempotency-Key: the same key sent again answers the first result (DESIGN.md §5). */
  readonly idempotent?: boolean;
  /** Default 'json'. */
  readonly answer?: 'json' | 'file';
}

/** The permission keys that open an endpoint ([] when signing in is enough, or for a public one). */
export function endpointKeys(endpoint: Pick<Endpoint, 'access'>): PermissionKey[] {
  const { access } = endpoint;
  return access === 'signed-in' || access === 'public' ? [] : keysFor(access.rules, access.actions);
}

/** The path's parameter names, in order. */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);

/**
 * Pure: a path with its `:name` parts filled from `values` (URL-encoded); the values it used are removed from the
 * rest, which goes as the query. A missing value leaves the part as is (the server answers 404).
 */
export function fillPath(
  path: string,
  values: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...values };
  const filled = path.replace(/:([A-Za-z]+)/g, (part, name: string) => {
    const value = rest[name];
    if (value === undefined || value === null || value === '') return part;
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return { path: filled, rest };
}
