import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { USER_CALLS } from '../../../contract/admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { findUser, listUsers } from '../../repositories/users.js';
import { serve } from '../declared.js';
import { sendPaging } from '../paging.js';
import { setContentRange } from './simple-rest.js';
import { idParams, NOT_FOUND_MESSAGE, userListQuery, userRecord } from './users-schema.js';
import { userMutationRoutes } from './users-mutations.js';

/** Staff users on the simple-rest convention (spec §2 /user), read by ra-data-simple-rest unchanged. */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, counts } = deps;

  serve(
    app,
    USER_CALLS.list,
    { querystring: userListQuery, response: { 200: z.array(userRecord) } },
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
    { refusal: { querystring: 'bare' } },
  );

  serve(app, USER_CALLS.one, { params: idParams, response: { 200: userRecord } }, async (request) => {
    const user = await findUser(db, request.params.id);
    if (!user) throw new RequestError(404, NOT_FOUND_MESSAGE);
    return user;
  });

  await userMutationRoutes(app, deps);
}
