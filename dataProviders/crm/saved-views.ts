import { urlOf } from '../../contract/binding';
import { SAVED_VIEWS } from '../../contract/bindings';
import type {
  CreateSavedView,
  SavedView,
  SavedViewList,
  ShareSavedView,
  UpdateSavedView,
} from '../../contract/saved-views/schemas';
import { http } from '../http';
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

export function savedViewsApi(baseUrl: string): SavedViewsApi {
  const list = `${baseUrl}${urlOf(SAVED_VIEWS, 'list')}`;
  const one = (id: number) => `${baseUrl}${urlOf(SAVED_VIEWS, 'update', id)}`;
  const send = async <T>(url: string, method: 'POST' | 'PUT' | 'DELETE', key: string, body?: unknown) =>
    unwrapCrmRead(await http(url, { method, body, idempotencyKey: key })) as T;
  return {
    list: async (listKey, signal) => unwrapCrmRead(await http(list, { query: { listKey }, signal })) as SavedViewList,
    create: (view, key) => send<SavedView>(list, 'POST', key, view),
    update: (id, change, key) => send<SavedView>(one(id), 'PUT', key, change),
    share: (id, share, key) => send<SavedView>(`${one(id)}/share`, 'PUT', key, share),
    remove: async (id, version, key) => {
      await send<null>(`${one(id)}?version=${version}`, 'DELETE', key);
    },
  };
}

/** The API at the CRM base URL of /crm/config.json. */
export const crmSavedViews = (): SavedViewsApi => savedViewsApi(backendUrl('crm'));
