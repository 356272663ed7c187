/**
 * Saved views (issue 18) on the CRM API, declared once (contract/endpoint.ts, issue 40): the views of a list the
 * signed-in user may see (`listKey`), and a view of their own created, changed, shared with one of their roles and
 * deleted (with the version it had: `?version=`). Anyone signed in; every change takes an Idempotency-Key. The console
 * calls them through dataProviders/endpoint-client.ts (dataProviders/crm/saved-views.ts); the reference backend
 * registers them through server/routes/declared.ts serve() (server/routes/crm/saved-views.ts).
 */
import { pathOf } from '../binding';
import { SAVED_VIEWS } from '../bindings';
import type { Endpoint } from '../endpoint';

const view = (method: Endpoint['method'], path: string, idempotent: boolean): Endpoint => ({
  backend: 'crm',
  method,
  path,
  access: 'signed-in',
  ...(idempotent && { idempotent }),
});

export const SAVED_VIEW_CALLS = {
  /** The whole list at once, with the roles a view may be shared with. */
  list: { ...view('GET', pathOf(SAVED_VIEWS, 'list'), false), paging: 'whole' },
  create: view('POST', pathOf(SAVED_VIEWS, 'create'), true),
  update: view('PUT', pathOf(SAVED_VIEWS, 'update'), true),
  share: view('PUT', `${pathOf(SAVED_VIEWS, 'update')}/share`, true),
  delete: view('DELETE', pathOf(SAVED_VIEWS, 'delete'), true),
} as const satisfies Record<string, Endpoint>;

export const SAVED_VIEW_ENDPOINTS: Readonly<Record<string, Endpoint>> = SAVED_VIEW_CALLS;
