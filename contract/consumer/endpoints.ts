/**
 * How the consumer 360's endpoints are declared (contract/endpoint.ts; spec §7.5 postpe and lending): who may call
 * them, from the consumer bindings (contract/consumer-bindings.ts), and the shapes they come in. The tables are
 * list-calls.ts (the tab lists) and calls.ts (reads, files and changes).
 */
import type { AccessAction, AccessRules } from '../binding';
import type { Endpoint, EndpointPaging } from '../endpoint';

export type ConsumerBackend = 'postpe' | 'lending';

/** A consumer 360 endpoint: on the postpe or the lending backend (both speak the postpe envelope). */
export type ConsumerEndpoint = Endpoint & { readonly backend: ConsumerBackend };

/** A tab list: where its rows are in the answer's `data` (default: the answer if a list, else `content`). */
export type ConsumerListEndpoint = ConsumerEndpoint & { readonly paging: EndpointPaging; readonly rows?: string };

/** Who may call: the binding's keys for these actions (any one). */
export const consumerAccess = (rules: AccessRules, ...actions: AccessAction[]): Endpoint['access'] => ({
  rules,
  actions,
});

/** A single read (JSON, or a file). */
export const consumerRead = (
  backend: ConsumerBackend,
  path: string,
  access: Endpoint['access'],
  extra: Pick<Endpoint, 'fixed' | 'answer'> = {},
): ConsumerEndpoint => ({ backend, method: 'GET', path, access, ...extra });

/** A tab list, paged as its backend says (spec §9). */
export const consumerList = (
  backend: ConsumerBackend,
  path: string,
  access: Endpoint['access'],
  paging: EndpointPaging,
  rows?: string,
): ConsumerListEndpoint => ({ backend, method: 'GET', path, access, paging, ...(rows && { rows }) });

/** A change: POSTed or PUT with an Idempotency-Key (the same key sent again answers the first result), audited. */
export const consumerAction = (
  backend: ConsumerBackend,
  method: 'POST' | 'PUT',
  path: string,
  access: Endpoint['access'],
): ConsumerEndpoint => ({ backend, method, path, access, idempotent: true });
