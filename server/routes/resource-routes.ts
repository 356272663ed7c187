import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pageParamsOf } from '../../contract/backends.js';
import { pathOf } from '../../contract/binding.js';
import { bindingOf, type ResourceSchema, type SchemaAction } from '../../contract/schema.js';
import { createSchemaOf, fieldErrors, toggleSchemaOf, updateSchemaOf } from '../../contract/schema-zod.js';
import type { AppDeps } from '../app-deps.js';
import type { RoutePermission } from '../plugins/access.js';
import { writeAudit } from '../plugins/audit.js';
import { principalOf } from '../plugins/auth.js';
import { RESOURCE_ENVELOPES, failWith, summaryOf } from './resource-envelopes.js';
import { rowToWire, wireToColumns } from './resource-columns.js';
import { toListRequest } from './resource-query.js';
import { resourceRepository } from './resource-repository.js';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';
export const NOT_FOUND_MESSAGE = 'No Record Found!';

const idFrom = (value: unknown): number => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
};

/** The permission a route declares: any key of the given actions (deny-by-default when none is declared). */
function permissionOf(schema: ResourceSchema, actions: readonly SchemaAction[]): RoutePermission | null {
  const keys = [...new Set(actions.flatMap((a) => schema.access[a] ?? []))];
  return keys.length === 0 ? null : { anyOf: keys };
}

/**
 * Registers list / get / create / update (version → 412 when stale) / delete for one resource schema on its
 * backend, in that backend's envelope and paging. Every write is validated with the schema's zod rules (400 with
 * `errors: { field: message }`), writes one audit row, and every route declares its permission.
 */
export function resourceRoutes(schema: ResourceSchema) {
  return async (app: FastifyInstance, { db, counts }: AppDeps): Promise<void> => {
    const envelope = RESOURCE_ENVELOPES[schema.binding.backend];
    if (!envelope) throw new Error(`${schema.name}: no generic envelope for backend "${schema.binding.backend}"`);
    const api = schema.binding.api ?? {};
    const paging = pageParamsOf(schema.binding.backend, api.paging);
    const repo = resourceRepository(db, counts, schema.binding.table);
    const createSchema = createSchemaOf(schema);
    const updateSchema = schema.access.edit ? updateSchemaOf(schema) : toggleSchemaOf(schema);
    const toWire = (row: Json) => rowToWire(schema, row);
    const audit = (request: FastifyRequest, verb: string, entityId: number, extra: { before?: unknown; after?: unknown; outcome?: 'stale' }) =>
      (trx: typeof db) => writeAudit(trx, { actor: principalOf(request), action: `${schema.entity}.${verb}`, entity: schema.binding.table, entityId, ...extra });

    const parse = <S extends z.ZodType>(zodSchema: S, body: unknown, reply: FastifyReply): z.output<S> | null => {
      const result = zodSchema.safeParse(body ?? {});
      if (result.success) return result.data;
      const errors = fieldErrors(result.error);
      void failWith(reply, 400, summaryOf(errors), errors);
      return null;
    };

    const list = async (request: FastifyRequest, reply: FastifyReply) => {
      const q = toListRequest(schema, request.query as Json, paging, api.sort);
      if (Object.keys(q.errors).length > 0) return failWith(reply, 400, summaryOf(q.errors), q.errors);
      const { rows, total } = await repo.list(q.request);
      return envelope.ok(envelope.page(rows.map(toWire), q.page, q.size, total));
    };

    const getOne = async (request: FastifyRequest, reply: FastifyReply) => {
      const row = await repo.find(idFrom((request.params as Json).id));
      return row ? envelope.ok(toWire(row)) : failWith(reply, 404, NOT_FOUND_MESSAGE);
    };

    const create = async (request: FastifyRequest, reply: FastifyReply) => {
      const input = parse(createSchema, request.body, reply);
      if (!input) return reply;
      const values = wireToColumns(schema, input, 'create', principalOf(request), Date.now());
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insert(trx, values);
        await audit(request, 'create', Number(inserted.id), { after: toWire(inserted) })(trx);
        return inserted;
      });
      return reply.code(201).send(envelope.ok(toWire(row), 'Created'));
    };

    const update = async (request: FastifyRequest, reply: FastifyReply) => {
      const id = idFrom((request.params as Json).id ?? (request.body as Json | undefined)?.id);
      const input = parse(updateSchema, request.body, reply);
      if (!input) return reply;
      const { version, ...changes } = input;
      const values = wireToColumns(schema, changes, 'update', principalOf(request), Date.now());
      const outcome = await db.transaction().execute(async (trx) => {
        const before = await repo.find(id, trx);
        if (!before) return { status: 404 } as const;
        if (!(await repo.update(trx, id, version, values))) {
          await audit(request, 'update', id, { before: toWire(before), outcome: 'stale' })(trx);
          return { status: 412 } as const;
        }
        const after = await repo.find(id, trx);
        await audit(request, 'update', id, { before: toWire(before), after: after && toWire(after) })(trx);
        return { status: 200, row: after } as const;
      });
      if (outcome.status === 404) return failWith(reply, 404, NOT_FOUND_MESSAGE);
      if (outcome.status === 412 || !outcome.row) return failWith(reply, 412, STALE_MESSAGE);
      return envelope.ok(toWire(outcome.row), 'Updated');
    };

    const remove = async (request: FastifyRequest, reply: FastifyReply) => {
      const id = idFrom((request.params as Json).id);
      const removed = await db.transaction().execute(async (trx) => {
        const before = await repo.find(id, trx);
        if (!before || !(await repo.remove(trx, id))) return null;
        await audit(request, 'delete', id, { before: toWire(before) })(trx);
        return before;
      });
      return removed ? envelope.ok(toWire(removed), 'Deleted') : failWith(reply, 404, NOT_FOUND_MESSAGE);
    };

    /** Create and update may share one path and verb (FD plans: POST /fd/crm/update-plans): a body with an id updates. */
    const createOrUpdate = (request: FastifyRequest, reply: FastifyReply) =>
      idFrom((request.body as Json | undefined)?.id) > 0 ? update(request, reply) : create(request, reply);

    const routes: { method: Method; url: string; actions: SchemaAction[]; handler: typeof list }[] = [
      { method: 'GET', url: pathOf(bindingOf(schema), 'list'), actions: ['list'], handler: list },
      { method: 'GET', url: pathOf(bindingOf(schema), 'one'), actions: ['show', 'edit'], handler: getOne },
      { method: 'POST', url: pathOf(bindingOf(schema), 'create'), actions: ['create'], handler: create },
      { method: api.updateMethod ?? 'PUT', url: pathOf(bindingOf(schema), 'update'), actions: ['edit', 'toggle'], handler: update },
      { method: 'DELETE', url: pathOf(bindingOf(schema), 'delete'), actions: ['delete'], handler: remove },
    ];
    const registered = new Map<string, { actions: SchemaAction[]; handler: typeof list }>();
    for (const route of routes) {
      if (!permissionOf(schema, route.actions)) continue;
      const key = `${route.method} ${route.url}`;
      const same = registered.get(key);
      if (same && JSON.stringify(permissionOf(schema, same.actions)) !== JSON.stringify(permissionOf(schema, route.actions))) {
        throw new Error(`${schema.name}: ${key} serves create and update, so both need the same permissions`);
      }
      registered.set(key, same ? { actions: [...same.actions, ...route.actions], handler: createOrUpdate } : route);
    }
    for (const [key, route] of registered) {
      const [method, url] = key.split(' ') as [Method, string];
      const permission = permissionOf(schema, route.actions);
      if (permission) app.route({ method, url, config: { permission }, handler: route.handler });
    }
  };
}
