/**
 * The schema-driven entities' endpoints (issue 40), generated from each entity's schema: its binding gives the
 * backend, the paths per operation, the update verb and the paging; its access rules give who may call each one. A
 * resource's quirks stay data in its schema (FD plans: create and update share POST /fd/crm/update-plans), never an
 * entry written here by hand. The reference backend registers these declarations (server/routes/resource-routes.ts).
 */
import { keysFor, pathOf } from '../binding';
import type { Endpoint, EndpointPaging, HttpMethod } from '../endpoint';
import { PAGING, type ResourceOperation } from '../resource-api';
import { bindingOf, type ResourceSchema, type SchemaAction } from '../schema';
import { ENTITY_SCHEMAS } from './index';

/** One entity operation as declared: the endpoint and the operations it serves (create and update may share one). */
export interface EntityEndpoint extends Endpoint {
  readonly operations: readonly ResourceOperation[];
}

/** Which actions open each operation (a read of one record serves its show and its edit form). */
const ACTIONS: Readonly<Record<ResourceOperation, readonly SchemaAction[]>> = {
  list: ['list'],
  one: ['show', 'edit'],
  create: ['create'],
  update: ['edit', 'toggle'],
  delete: ['delete'],
};

const sameKeys = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((k) => b.includes(k));

/** Pure: the entity's paging as a declaration says it (the backend's own unless the binding names a preset). */
function pagingOf(schema: ResourceSchema): EndpointPaging {
  const paging = schema.binding.api?.paging;
  if (paging === undefined) return 'backend';
  return typeof paging === 'string' ? PAGING[paging] : paging;
}

/**
 * Pure: the endpoints of one entity, by operation name (`list`, `one`, `create`, `update`, `delete`; `create and
 * update` where both share a method and path). An operation no permission key opens is not declared (deny by
 * default), so not served. Creates take an Idempotency-Key, as every POST does.
 */
export function entityEndpoints(schema: ResourceSchema): Record<string, EntityEndpoint> {
  const binding = bindingOf(schema);
  const api = schema.binding.api ?? {};
  const fixed = api.fixedQuery && Object.fromEntries(Object.entries(api.fixedQuery).map(([k, v]) => [k, String(v)]));
  const methodOf: Record<ResourceOperation, HttpMethod> = {
    list: 'GET',
    one: 'GET',
    create: 'POST',
    update: api.updateMethod ?? 'PUT',
    delete: 'DELETE',
  };
  const declared = new Map<string, { name: string; actions: SchemaAction[]; endpoint: EntityEndpoint }>();
  for (const operation of ['list', 'one', 'create', 'update', 'delete'] as const) {
    const opens = ACTIONS[operation].filter((a) => (schema.access[a] ?? []).length > 0);
    if (opens.length === 0) continue;
    const method = methodOf[operation];
    const path = pathOf(binding, operation);
    const key = `${method} ${path}`;
    const same = declared.get(key);
    if (same && !sameKeys(keysFor(schema.access, same.actions), keysFor(schema.access, opens)))
      throw new Error(`${schema.name}: ${key} serves ${same.name} and ${operation}, so both need the same permissions`);
    const actions = [...(same?.actions ?? []), ...opens];
    const endpoint: EntityEndpoint = {
      backend: schema.binding.backend,
      method,
      path,
      access: { rules: schema.access, actions },
      operations: [...(same?.endpoint.operations ?? []), operation],
      ...(operation === 'list' && { paging: pagingOf(schema) }),
      ...(operation === 'list' && fixed && { fixed }),
      ...(method === 'POST' && { idempotent: true }),
    };
    declared.set(key, { name: same ? `${same.name} and ${operation}` : operation, actions, endpoint });
  }
  return Object.fromEntries([...declared.values()].map(({ name, endpoint }) => [name, endpoint]));
}

/** Every entity's endpoints, named `<resource> <operation>` (`notifications list`, `fd-plans create and update`). */
export const ENTITY_ENDPOINTS: Readonly<Record<string, EntityEndpoint>> = Object.fromEntries(
  ENTITY_SCHEMAS.flatMap((schema) =>
    Object.entries(entityEndpoints(schema)).map(([name, endpoint]) => [`${schema.name} ${name}`, endpoint]),
  ),
);
