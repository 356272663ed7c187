import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import { pageParamsOf } from '../../contract/backends.js';
import { pathOf } from '../../contract/binding.js';
import { bindingOf, type ResourceSchema, type SchemaAction } from '../../contract/schema.js';
import { createSchemaOf, toggleSchemaOf, updateSchemaOf } from '../../contract/schema-zod.js';
import type { AppDeps } from '../app-deps.js';
import type { Database } from '../db/database.js';
import type { RoutePermission } from '../plugins/access.js';
import { principalOf } from '../plugins/auth.js';
import { refusalAnswer } from '../plugins/error-handler.js';
import { RequestError } from '../plugins/validation.js';
import { writeAudit } from '../repositories/audit.js';
import { resourceRepository } from '../repositories/resources.js';
import { RESOURCE_ENVELOPES } from './resource-envelopes.js';
import { rowToWire, wireToColumns } from './resource-columns.js';
import { listQueryOf, toListRequest } from './resource-query.js';
import { createOrUpdateBody, namesRecord, wireRecordOf } from './resource-schemas.js';
import { idParam } from './success-envelope.js';

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';
export const NOT_FOUND_MESSAGE = 'No Record Found!';

/** The permission a route declares: any key of the given actions (deny-by-default when none is declared). */
function permissionOf(schema: ResourceSchema, actions: readonly SchemaAction[]): RoutePermission | null {
  const keys = [...new Set(actions.flatMap((a) => schema.access[a] ?? []))];
  return keys.length === 0 ? null : { anyOf: keys };
}

interface Operation {
  method: Method;
  url: string;
  actions: SchemaAction[];
  schema: FastifySchema;
  handler: Handler;
}

/**
 * Registers list / get / create / update (version → 412 when stale) / delete for one resource schema on its
 * backend, in that backend's envelope and paging. Every route declares its permission and its schemas (derived
 * from the resource schema: the same rules and messages as the console's forms, a 400 naming each field); every
 * write runs in one transaction with its one audit row; creates are idempotent (plugins/idempotency.ts).
 */
export function resourceRoutes(schema: ResourceSchema) {
  return async (app: FastifyInstance, { db, counts }: AppDeps): Promise<void> => {
    const envelope = RESOURCE_ENVELOPES[schema.binding.backend];
    if (!envelope) throw new Error(`${schema.name}: no generic envelope for backend "${schema.binding.backend}"`);
    const api = schema.binding.api ?? {};
    const paging = pageParamsOf(schema.binding.backend, api.paging);
    const repo = resourceRepository(db, counts, schema.binding.table);
    const createBody = createSchemaOf(schema);
    const updateBody = schema.access.edit ? updateSchemaOf(schema) : toggleSchemaOf(schema);
    const listQuery = listQueryOf(schema, paging, api.sort);
    const record = wireRecordOf(schema);
    const idParams = idParam();
    const toWire = (row: Json) => rowToWire(schema, row);
    const audit = (
      trx: Kysely<Database>,
      request: FastifyRequest,
      verb: string,
      entityId: number,
      extra: { before?: unknown; after?: unknown; outcome?: 'stale' },
    ) =>
      writeAudit(trx, {
        actor: principalOf(request),
        action: `${schema.entity}.${verb}`,
        entity: schema.binding.table,
        entityId,
        ...extra,
      });
    const idOf = (request: FastifyRequest) => Number((request.params as Json).id ?? (request.body as Json).id);

    const list: Handler = async (request) => {
      const q = toListRequest(schema, request.query as Json, paging, api.sort);
      const { rows, total } = await repo.list(q.request);
      return envelope.ok(envelope.page(rows.map(toWire), q.page, q.size, total));
    };

    const getOne: Handler = async (request) => {
      const row = await repo.find(idOf(request));
      if (!row) throw new RequestError(404, NOT_FOUND_MESSAGE);
      return envelope.ok(toWire(row));
    };

    const create: Handler = async (request, reply) => {
      const values = wireToColumns(schema, request.body as Json, 'create', principalOf(request), Date.now());
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo.insert(trx, values);
        await audit(trx, request, 'create', Number(inserted.id), { after: toWire(inserted) });
        return inserted;
      });
      reply.code(201);
      return envelope.ok(toWire(row), 'Created');
    };

    /** A stale version is refused with 412 and audited: the refusal's audit row is kept (not rolled back). */
    const update: Handler = async (request, reply) => {
      const id = idOf(request);
      const { version, id: _id, ...changes } = request.body as Json & { version: number };
      const values = wireToColumns(schema, changes, 'update', principalOf(request), Date.now());
      const outcome = await db.transaction().execute(async (trx) => {
        const before = await repo.find(id, trx);
        if (!before) return { status: 404 } as const;
        if (!(await repo.update(trx, id, version, values))) {
          await audit(trx, request, 'update', id, { before: toWire(before), outcome: 'stale' });
          return { status: 412 } as const;
        }
        const after = await repo.find(id, trx);
        await audit(trx, request, 'update', id, { before: toWire(before), after: after && toWire(after) });
        return { status: 200, row: after } as const;
      });
      if (outcome.status === 404) throw new RequestError(404, NOT_FOUND_MESSAGE);
      if (outcome.status === 412 || !outcome.row)
        return refusalAnswer(request, reply, { status: 412, message: STALE_MESSAGE });
      return envelope.ok(toWire(outcome.row), 'Updated');
    };

    const remove: Handler = async (request) => {
      const id = idOf(request);
      const removed = await db.transaction().execute(async (trx) => {
        const before = await repo.find(id, trx);
        if (!before || !(await repo.remove(trx, id))) return null;
        await audit(trx, request, 'delete', id, { before: toWire(before) });
        return before;
      });
      if (!removed) throw new RequestError(404, NOT_FOUND_MESSAGE);
      return envelope.ok(toWire(removed), 'Deleted');
    };

    const withId = (url: string): FastifySchema => (url.includes(':id') ? { params: idParams } : {});
    const one = envelope.okSchema(record);
    const operations: Operation[] = [
      {
        method: 'GET',
        url: pathOf(bindingOf(schema), 'list'),
        actions: ['list'],
        handler: list,
        schema: { querystring: listQuery, response: { 200: envelope.okSchema(envelope.pageSchema(record)) } },
      },
      {
        method: 'GET',
        url: pathOf(bindingOf(schema), 'one'),
        actions: ['show', 'edit'],
        handler: getOne,
        schema: { response: { 200: one } },
      },
      {
        method: 'POST',
        url: pathOf(bindingOf(schema), 'create'),
        actions: ['create'],
        handler: create,
        schema: { body: createBody, response: { 201: one } },
      },
      {
        method: api.updateMethod ?? 'PUT',
        url: pathOf(bindingOf(schema), 'update'),
        actions: ['edit', 'toggle'],
        handler: update,
        schema: { body: updateBody, response: { 200: one } },
      },
      {
        method: 'DELETE',
        url: pathOf(bindingOf(schema), 'delete'),
        actions: ['delete'],
        handler: remove,
        schema: { response: { 200: one } },
      },
    ];

    /** Create and update may share one path and verb (FD plans: POST /fd/crm/update-plans): a body with an id updates. */
    const merged = (first: Operation, second: Operation): Operation => {
      const [creating, updating] = first.handler === create ? [first, second] : [second, first];
      return {
        ...first,
        actions: [...first.actions, ...second.actions],
        handler: (request, reply) =>
          namesRecord(request.body) ? updating.handler(request, reply) : creating.handler(request, reply),
        schema: { body: createOrUpdateBody(createBody, updateBody), response: { 200: one, 201: one } },
      };
    };

    const registered = new Map<string, Operation>();
    for (const operation of operations) {
      if (!permissionOf(schema, operation.actions)) continue;
      const key = `${operation.method} ${operation.url}`;
      const same = registered.get(key);
      if (
        same &&
        JSON.stringify(permissionOf(schema, same.actions)) !== JSON.stringify(permissionOf(schema, operation.actions))
      ) {
        throw new Error(`${schema.name}: ${key} serves create and update, so both need the same permissions`);
      }
      registered.set(key, same ? merged(same, operation) : operation);
    }
    for (const operation of registered.values()) {
      const permission = permissionOf(schema, operation.actions);
      const schemaWithId = { ...withId(operation.url), ...operation.schema };
      if (permission)
        app.route({
          method: operation.method,
          url: operation.url,
          config: { permission },
          schema: schemaWithId,
          handler: operation.handler,
        });
    }
  };
}
