/**
 * How the merchant 360's endpoints are declared (contract/endpoint.ts): who may call them and the three shapes they
 * come in. The tables are calls.ts (tabs, reads, changes) and loan-calls.ts (credit line, loans, service requests).
 */
import type { Endpoint, EndpointPaging } from '../endpoint';
import { MERCHANT_REVEAL } from '../merchant-changes/bindings';
import { MERCHANT_DETAILS, MERCHANT_EVENTS, MERCHANT_SETTLEMENTS } from './bindings';

export type MerchantBackend = 'crm' | 'merchant-support';

/** A merchant 360 endpoint: on the CRM or the merchant-support backend. */
export type MerchantEndpoint = Endpoint & { readonly backend: MerchantBackend };

/** Who may call: read a merchant, change one, settle one, reveal its personal data, send an action's event. */
export const MERCHANT_ACCESS = {
  read: { rules: MERCHANT_DETAILS.access, actions: ['list'] },
  change: { rules: MERCHANT_DETAILS.access, actions: ['edit'] },
  settle: { rules: MERCHANT_SETTLEMENTS.access, actions: ['decide'] },
  reveal: { rules: MERCHANT_REVEAL.access, actions: ['show'] },
  event: { rules: MERCHANT_EVENTS.access, actions: ['create'] },
} as const satisfies Record<string, Endpoint['access']>;

/** A list a tab reads: Spring pages from 0 (`content`, `totalElements`), or the whole list. */
export const merchantList = (
  backend: MerchantBackend,
  path: string,
  paging: EndpointPaging,
  fixed?: Record<string, string>,
): MerchantEndpoint => ({
  backend,
  method: 'GET',
  path,
  access: MERCHANT_ACCESS.read,
  paging,
  ...(fixed && { fixed }),
});

/** A single read. */
export const merchantRead = (backend: MerchantBackend, path: string): MerchantEndpoint => ({
  backend,
  method: 'GET',
  path,
  access: MERCHANT_ACCESS.read,
});

/** A change: POSTed (or PUT) with an Idempotency-Key, audited on the server. */
export const merchantAction = (
  backend: MerchantBackend,
  path: string,
  access: Endpoint['access'] = MERCHANT_ACCESS.change,
  method: 'POST' | 'PUT' = 'POST',
): MerchantEndpoint => ({ backend, method, path, access, idempotent: true });
