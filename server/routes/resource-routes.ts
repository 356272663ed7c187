import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { Kysely } from 'kysely';
import { pageParamsOf } from '../../contract/backends.js';
import { entityEndpoints } from '../../contract/entities/calls.js';
import type { ResourceOperation } from '../../contract/resource-api.js';
import type { ResourceSchema } from '../../contract/schema.js';
import { createSchemaOf, toggleSchemaOf, updateSchemaOf } from '../../contract/schema-zod.js';
import type { AppDeps } from '../app-deps.js';
import type { Database } from '../db/database.js';
import { principalOf } from '../plugins/auth.js';
import { refusalAnswer } from '../plugins/error-handler.js';
import { RequestError } from '../plugins/validation.js';
import { writeAudit } from '../repositories/audit.js';
import { resourceRepository } from '../repositories/resources.js';
import { serve, type DeclaredHandler } from './declared.js';
import { RESOURCE_ENVELOPES } from './resource-envelopes.js';
import { rowToWire, wireToColumns } from './resource-columns.js';
import { listQueryOf, toListRequest } from './resource-query.js';
import { createOrUpdateBody, namesRecord, wireRecordOf } from './resource-schemas.js';
import { idParam } from './success-envelope.js';

type Json = Record<string, unknown>;
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export const STALE_MESSAGE = 'This record was changed by someone else since you opened it.';
export const NOT_FOUND_MESSAGE = 'No Record Found!';

/** What the server adds to an entity's declared operation: its schemas (from the resource schema) and its handler. */
interface Operation {
  schema: FastifySchema;
  handler: Handler;
}

/**
 * Registers list / get / create / update (version → 412 when stale) / delete for one resource schema on its
 * backend, in that backend's envelope and paging, each from its declaration (contract/entities/calls.ts: method,
 * path, permission, idempotency, all generated from the schema's binding and access). Each route's schemas derive
 * from the resource schema (the same rules and messages as the console's forms, a 400 naming each field); every
 * write runs in one transaction with its one audit row; creates take an Idempotency-Key (plugins/idempotency.ts).
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
    const operations: Record<ResourceOperation, Operation> = {
      list: {
        handler: list,
        schema: { querystring: listQuery, response: { 200: envelope.okSchema(envelope.pageSchema(record)) } },
      },
      one: { handler: getOne, schema: { response: { 200: one } } },
      create: { handler: create, schema: { body: createBody, response: { 201: one } } },
      update: { handler: update, schema: { body: updateBody, response: { 200: one } } },
      delete: { handler: remove, schema: { response: { 200: one } } },
    };

    /** Create and update may share one path and verb (FD plans: POST /fd/crm/update-plans): a body with an id updates. */
    const merged = (creating: Operation, updating: Operation): Operation => ({
      handler: (request, reply) =>
        namesRecord(request.body) ? updating.handler(request, reply) : creating.handler(request, reply),
      schema: { body: createOrUpdateBody(createBody, updateBody), response: { 200: one, 201: one } },
    });

    // Each route from its declaration (contract/entities/calls.ts): method, path, permission and idempotency.
    for (const endpoint of Object.values(entityEndpoints(schema))) {
      const served = endpoint.operations;
      const operation =
        served.includes('create') && served.includes('update')
          ? merged(operations.create, operations.update)
          : operations[served[0]!];
      serve(
        app,
        endpoint,
        { ...withId(endpoint.path), ...operation.schema },
        operation.handler as DeclaredHandler<FastifySchema>,
      );
    }
  };
}
