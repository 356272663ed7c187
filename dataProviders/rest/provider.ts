import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { http, type HttpOptions, type HttpResponse } from '../http';
import { cursorMemory, listWithCursor } from '../keyset-cursors';
import { urlOf } from '../../contract/binding';
import type { ResourceApi, ResourceApiTable, ResourceOperation } from '../../contract/resource-api';

/** What makes one backend different: its envelope, its list query and its list answer (each pure, in its folder). */
export interface BackendRules {
  /** Unwraps a read (GET) answer or throws the backend's ApiError. */
  read(response: HttpResponse<unknown>, api: ResourceApi): unknown;
  /** Unwraps a write (POST/PUT/DELETE) answer or throws the backend's ApiError. */
  write(response: HttpResponse<unknown>, api: ResourceApi): unknown;
  listQuery(params: GetListParams, api: ResourceApi): Record<string, unknown>;
  listResult(payload: unknown, params: GetListParams, api: ResourceApi): GetListResult;
  /** Query parameters on every call (chargeback: sourceProduct). */
  commonQuery?(api: ResourceApi): Record<string, unknown>;
  /** Adds what every write body carries (chargeback: sourceProduct). */
  writeBody?(body: Record<string, unknown>, api: ResourceApi): Record<string, unknown>;
  /** Operations the backend does not have (card internal: GET and PUT only). */
  unsupported?: readonly ResourceOperation[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function resourcePath(
  resource: string,
  operation: ResourceOperation,
  api: ResourceApi,
  id?: Identifier,
): string {
  return urlOf({ name: resource, api }, operation, id ?? '');
}

/** A write answer as a record: the returned record when there is one, else what was sent (CRM answers a message). */
export function asRecord(result: unknown, sent: Json, id?: Identifier): RaRecord {
  if (isObject(result) && result.id !== undefined) return result as RaRecord;
  return {
    ...sent,
    id: (sent.id as Identifier | undefined) ?? id ?? (typeof result === 'string' ? result : ''),
  } as RaRecord;
}

/**
 * A DataProvider for one backend: REST paths per resource (overridable as data), the backend's envelope and paging.
 * `update` sends `version` from previousData so the server can refuse a stale write with 412 (DESIGN.md §5).
 * Lists page by keyset where the backend answers a cursor (keyset-cursors.ts), else by page number.
 */
export function restProvider(baseUrl: string, rules: BackendRules, apis: ResourceApiTable = {}): DataProvider {
  const apiOf = (resource: string): ResourceApi => apis[resource] ?? {};
  const cursors = cursorMemory();
  const send = async (resource: string, operation: ResourceOperation, options: HttpOptions & { id?: Identifier }) => {
    const api = apiOf(resource);
    if (rules.unsupported?.includes(operation)) throw new Error(`${resource}: this backend has no ${operation} call`);
    const query = { ...rules.commonQuery?.(api), ...api.fixedQuery, ...options.query };
    const sent =
      isObject(options.body) && api.transform?.toServer ? await api.transform.toServer(options.body) : options.body;
    const body = isObject(sent) && rules.writeBody ? rules.writeBody(sent, api) : sent;
    const url = `${baseUrl}${resourcePath(resource, operation, api, options.id)}`;
    return http(url, { ...options, query, body, tokenHeader: api.tokenHeader });
  };
  const call = async (resource: string, operation: ResourceOperation, options: HttpOptions & { id?: Identifier }) => {
    const response = await send(resource, operation, options);
    const isRead = (options.method ?? 'GET') === 'GET';
    return isRead ? rules.read(response, apiOf(resource)) : rules.write(response, apiOf(resource));
  };

  /** A record the backend returned, through the resource's `transform.fromServer`; else what was sent. */
  const received = async (resource: string, result: unknown, sent: Json, id?: Identifier): Promise<RaRecord> => {
    const fromServer = apiOf(resource).transform?.fromServer;
    const isReturned = isObject(result) && result.id !== undefined;
    return isReturned && fromServer ? ((await fromServer(result)) as RaRecord) : asRecord(result, sent, id);
  };
  const getOne = async (resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> => {
    const payload = await call(resource, 'one', { id, signal });
    return received(resource, payload, {}, id);
  };
  const update = async (resource: string, id: Identifier, data: Json, previousData: Json | undefined) => {
    const version = previousData?.version ?? data.version;
    const body = version === undefined ? data : { ...data, version };
    const method = apiOf(resource).updateMethod ?? 'PUT';
    return received(resource, await call(resource, 'update', { id, method, body }), { ...previousData, ...data }, id);
  };
  const remove = async (resource: string, id: Identifier, previousData?: RaRecord) => {
    const result = await call(resource, 'delete', { id, method: 'DELETE' });
    return asRecord(result, previousData ?? {}, id);
  };
  const getList = async (resource: string, params: GetListParams): Promise<GetListResult> => {
    const api = apiOf(resource);
    const result = await listWithCursor(cursors, resource, params, async (cursor) => {
      const query = { ...rules.listQuery(params, api), ...cursor };
      const response = await send(resource, 'list', { query, signal: params.signal });
      return { result: rules.listResult(rules.read(response, api), params, api), headers: response.headers };
    });
    const fromServer = api.transform?.fromServer;
    if (!fromServer) return result;
    return { ...result, data: (await Promise.all(result.data.map((row) => fromServer(row)))) as RaRecord[] };
  };

  return {
    supportAbortSignal: true,
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      getList(resource, params) as Promise<GetListResult<R>>,
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => ({
      data: (await getOne(resource, params.id, params.signal)) as R,
    }),
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id, params.signal)))) as R[],
    }),
    getManyReference: <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }) as Promise<
        GetListResult<R>
      >,
    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const sent = params.data as Json;
      return {
        data: (await received(resource, await call(resource, 'create', { method: 'POST', body: sent }), sent)) as R,
      };
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => ({
      data: (await update(resource, params.id, params.data as Json, params.previousData as Json | undefined)) as R,
    }),
    updateMany: async (resource: string, params: UpdateManyParams) => {
      for (const id of params.ids) await update(resource, id, params.data as Json, undefined);
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({
      data: (await remove(resource, params.id, params.previousData)) as R,
    }),
    deleteMany: async (resource: string, params: DeleteManyParams) => {
      for (const id of params.ids) await remove(resource, id);
      return { data: params.ids };
    },
  };
}
