import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import {
  fillPath,
  MERCHANT_ACTIONS,
  MERCHANT_LISTS,
  MERCHANT_READS,
  type MerchantAction,
  type MerchantBackend,
  type MerchantRead,
} from '../../contract/merchant/calls';
import { unwrapCrmRead, unwrapCrmWrite } from '../crm/envelope';
import { http } from '../http';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { toFilterQuery, toPageQuery } from '../rest/paging';
import { MERCHANT_SUPPORT_PAGING } from './query';
import { unwrapMerchantSupport } from './envelope';

type Json = Record<string, unknown>;
type BaseUrl = (backend: MerchantBackend) => string;

/** The merchant 360's reads and changes (contract/merchant/calls.ts); pages call them through useDataProvider. */
export interface MerchantActions {
  merchantRead<T = unknown>(read: MerchantRead, values?: Json, signal?: AbortSignal): Promise<T>;
  /** A change, sent once per Idempotency-Key; answers the backend's data. */
  merchantAct<T = unknown>(action: MerchantAction, values: Json, body: Json, idempotencyKey: string): Promise<T>;
  /** The analytics event of an action (spec §3.7): a failure to send it is swallowed, never blocking the action. */
  sendMerchantEvent(event: Json): Promise<void>;
}

const unwrapRead = (backend: MerchantBackend) => (backend === 'crm' ? unwrapCrmRead : unwrapMerchantSupport);

/**
 * A data provider for the merchant 360: each tab list resource (MERCHANT_LISTS) is one call whose `:merchantId`
 * comes from the list filter; paged ones use page/size from 0 (spec §7.3, §9), the others answer the whole list.
 */
export function merchant360DataProvider(baseUrl: BaseUrl): DataProvider & MerchantActions {
  const cursors = cursorMemory();
  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const list = MERCHANT_LISTS[resource as keyof typeof MERCHANT_LISTS];
    if (!list) throw new Error(`Unknown merchant list "${resource}"`);
    const { path, rest } = fillPath(list.path, toFilterQuery(params.filter));
    const paging = list.paged ? toPageQuery(params.pagination, MERCHANT_SUPPORT_PAGING) : {};
    const fixed = 'fixed' in list ? list.fixed : {};
    // Paged lists that answer a cursor are read after the previous page's last row (keyset-cursors.ts).
    return listWithCursor(cursors, resource, params, async (cursor) => {
      const response = await http(`${baseUrl(list.backend)}${path}`, {
        query: { ...fixed, ...rest, ...paging, ...cursor },
        signal: params.signal,
      });
      const data = unwrapRead(list.backend)(response) as Json[] | { content: Json[]; totalElements: number };
      const result: GetListResult = Array.isArray(data)
        ? { data: data as RaRecord[], total: data.length }
        : { data: data.content as RaRecord[], total: data.totalElements };
      return { result, headers: response.headers };
    });
  };
  const unsupported = () => Promise.reject(new Error('The merchant 360 reads lists and its own calls only.'));
  return {
    supportAbortSignal: true,
    getList: getList as DataProvider['getList'],
    getOne: unsupported,
    getMany: unsupported,
    getManyReference: unsupported,
    create: unsupported,
    update: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
    async merchantRead<T>(read: MerchantRead, values: Json = {}, signal?: AbortSignal) {
      const call = MERCHANT_READS[read];
      const { path, rest } = fillPath(call.path, values);
      return unwrapRead(call.backend)(await http(`${baseUrl(call.backend)}${path}`, { query: rest, signal })) as T;
    },
    async merchantAct<T>(action: MerchantAction, values: Json, body: Json, idempotencyKey: string) {
      const call = MERCHANT_ACTIONS[action];
      const { path } = fillPath(call.path, values);
      const response = await http(`${baseUrl(call.backend)}${path}`, {
        method: 'method' in call ? call.method : 'POST',
        body,
        idempotencyKey,
      });
      return (call.backend === 'crm' ? unwrapCrmWrite(response, 'data') : unwrapMerchantSupport(response)) as T;
    },
    async sendMerchantEvent(event: Json) {
      try {
        const call = MERCHANT_ACTIONS.event;
        await http(`${baseUrl(call.backend)}${call.path}`, { method: 'POST', body: event });
      } catch {
        // Analytics never blocks an action (spec §3.7 send-events).
      }
    },
  };
}
