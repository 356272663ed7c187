import type {
  CreateSavedView,
  SavedView,
  SavedViewList,
  ShareSavedView,
  UpdateSavedView,
} from '../../contract/saved-views/schemas';
import { SAVED_VIEW_CALLS } from '../../contract/saved-views/calls';
import type { Endpoint } from '../../contract/endpoint';
import { callEndpoint, type EndpointCall } from '../endpoint-client';
import { backendUrl } from '../runtime-config';
import { unwrapCrmRead } from './envelope';

/** The CRM backend's saved views (issue 18); each change sends its Idempotency-Key. Answers are the envelope's `data`. */
export interface SavedViewsApi {
  list(listKey: string, signal?: AbortSignal): Promise<SavedViewList>;
  create(view: CreateSavedView, idempotencyKey: string): Promise<SavedView>;
  update(id: number, change: UpdateSavedView, idempotencyKey: string): Promise<SavedView>;
  share(id: number, share: ShareSavedView, idempotencyKey: string): Promise<SavedView>;
  remove(id: number, version: number, idempotencyKey: string): Promise<void>;
}

/** The saved views at `baseUrl` (the CRM backend's), called through their declarations (contract/saved-views/calls.ts). */
export function savedViewsApi(baseUrl: string): SavedViewsApi {
  const call = async <T>(endpoint: Endpoint, request: EndpointCall) =>
    unwrapCrmRead(await callEndpoint(endpoint, request, () => baseUrl)) as T;
  return {
    list: (listKey, signal) => call<SavedViewList>(SAVED_VIEW_CALLS.list, { query: { listKey }, signal }),
    create: (view, idempotencyKey) => call<SavedView>(SAVED_VIEW_CALLS.create, { body: view, idempotencyKey }),
    update: (id, change, idempotencyKey) =>
      call<SavedView>(SAVED_VIEW_CALLS.update, { values: { id }, body: change, idempotencyKey }),
    share: (id, share, idempotencyKey) =>
      call<SavedView>(SAVED_VIEW_CALLS.share, { values: { id }, body: share, idempotencyKey }),
    remove: async (id, version, idempotencyKey) => {
      await call<null>(SAVED_VIEW_CALLS.delete, { values: { id }, query: { version }, idempotencyKey });
    },
  };
}

/** The API at the CRM base URL of /crm/config.json. */
export const crmSavedViews = (): SavedViewsApi => savedViewsApi(backendUrl('crm'));
