import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { USERS } from '../../../contract/bindings.js';
import type { AppDeps } from '../../app-deps.js';
import { permissionFor } from '../../plugins/access.js';
import { RequestError } from '../../plugins/validation.js';
import { findUser, listUsers } from '../../repositories/users.js';
import { sendPaging } from '../paging.js';
import { setContentRange } from './simple-rest.js';
import { idParams, NOT_FOUND_MESSAGE, userListQuery, userRecord } from './users-schema.js';
import { userMutationRoutes } from './users-mutations.js';

/** Staff users on the simple-rest convention (spec §2 /user), read by ra-data-simple-rest unchanged. */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, counts } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/users',
    {
      config: { permission: permissionFor(USERS.access, ['list']), refusal: { querystring: 'bare' } },
      schema: { querystring: userListQuery, response: { 200: z.array(userRecord) } },
    },
    async (request, reply) => {
      const { filter, ...page } = request.query;
      const { rows, total, snapshot } = await listUsers(db, counts, {
        ...page,
        search: filter.q ?? '',
        ids: filter.id ?? null,
      });
      setContentRange(reply, 'users', page.offset, rows.length, total);
      sendPaging(reply, { next: null, snapshot });
      return rows;
    },
  );

  api.get(
    '/users/:id',
    {
      config: { permission: permissionFor(USERS.access, ['show']) },
      schema: { params: idParams, response: { 200: userRecord } },
    },
    async (request) => {
      const user = await findUser(db, request.params.id);
      if (!user) throw new RequestError(404, NOT_FOUND_MESSAGE);
      return user;
    },
  );

  await userMutationRoutes(app, deps);
}
