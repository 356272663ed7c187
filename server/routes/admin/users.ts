import type { FastifyInstance } from 'fastify';
import { USER_CALLS } from '../../../contract/admin/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { findUser, listUsers } from '../../repositories/users.js';
import { idsAndSearch, serveSimpleRestList, serveSimpleRestOne } from './simple-rest-routes.js';
import { userListQuery, userRecord } from './users-schema.js';
import { userMutationRoutes } from './users-mutations.js';

/** Staff users on the simple-rest convention (spec §2 /user), read by ra-data-simple-rest unchanged. */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, counts } = deps;

  const list = { resource: 'users', querystring: userListQuery, record: userRecord, paging: true };
  serveSimpleRestList(app, USER_CALLS.list, list, ({ filter, ...page }) =>
    listUsers(db, counts, { ...page, ...idsAndSearch(filter) }),
  );

  serveSimpleRestOne(app, USER_CALLS.one, userRecord, (id) => findUser(db, id));

  await userMutationRoutes(app, deps);
}
