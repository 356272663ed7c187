import type { DataProvider, GetListParams, GetListResult, RaRecord } from 'react-admin';
import {
  MERCHANT_ACTIONS,
  MERCHANT_LISTS,
  MERCHANT_READS,
  type MerchantAction,
  type MerchantBackend,
  type MerchantRead,
} from '../../contract/merchant/calls';
import { unwrapCrmRead, unwrapCrmWrite } from '../crm/envelope';
import { callEndpoint, type BaseUrlOf, listsOnly } from '../endpoint-client';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { toFilterQuery, toPageQuery } from '../rest/paging';
import { MERCHANT_SUPPORT_PAGING } from './query';
import { unwrapMerchantSupport } from './envelope';

type Json = Record<string, unknown>;

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
export function merchant360DataProvider(baseUrl: BaseUrlOf): DataProvider & MerchantActions {
  const cursors = cursorMemory();
  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const list = MERCHANT_LISTS[resource as keyof typeof MERCHANT_LISTS];
    if (!list) throw new Error(`Unknown merchant list "${resource}"`);
    const paging = list.paging === 'spring' ? toPageQuery(params.pagination, MERCHANT_SUPPORT_PAGING) : {};
    // Paged lists that answer a cursor are read after the previous page's last row (keyset-cursors.ts).
    return listWithCursor(cursors, resource, params, async (cursor) => {
      const response = await callEndpoint(
        list,
        { values: toFilterQuery(params.filter), query: { ...paging, ...cursor }, signal: params.signal },
        baseUrl,
      );
      const data = unwrapRead(list.backend)(response) as Json[] | { content: Json[]; totalElements: number };
      const result: GetListResult = Array.isArray(data)
        ? { data: data as RaRecord[], total: data.length }
        : { data: data.content as RaRecord[], total: data.totalElements };
      return { result, headers: response.headers };
    });
  };
  return {
    ...listsOnly(getList as DataProvider['getList'], 'The merchant 360 reads lists and its own calls only.'),
    async merchantRead<T>(read: MerchantRead, values: Json = {}, signal?: AbortSignal) {
      const call = MERCHANT_READS[read];
      return unwrapRead(call.backend)(await callEndpoint(call, { values, signal }, baseUrl)) as T;
    },
    async merchantAct<T>(action: MerchantAction, values: Json, body: Json, idempotencyKey: string) {
      const call = MERCHANT_ACTIONS[action];
      const response = await callEndpoint(call, { values, body, idempotencyKey }, baseUrl);
      return (call.backend === 'crm' ? unwrapCrmWrite(response, 'data') : unwrapMerchantSupport(response)) as T;
    },
    async sendMerchantEvent(event: Json) {
      try {
        await callEndpoint(MERCHANT_ACTIONS.event, { body: event }, baseUrl);
      } catch {
        // Analytics never blocks an action (spec §3.7 send-events).
      }
    },
  };
}
