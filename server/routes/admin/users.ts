import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { parseInput } from '../../plugins/validation.js';
import { idsFilter, parseSimpleRestList, setContentRange } from './simple-rest.js';
import { getUser, roleIdsByStaff, toUserRecord, USER_COLUMNS } from './users-repository.js';
import { idParams } from './users-schema.js';
import { userMutationRoutes } from './users-mutations.js';

const USER_SORTS = { id: 'id', name: 'name', email: 'email', createdAt: 'created_at' } as const;

/** Staff users on the simple-rest convention (spec §2 /user), read by ra-data-simple-rest unchanged. */
export async function usersRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, counts } = deps;
  app.get('/users', { config: { permission: 'CAN_LIST_USER' } }, async (request, reply) => {
    const q = parseSimpleRestList(request.query, USER_SORTS, { field: 'name', order: 'asc' });
    let base = db.selectFrom('staff');
    const search = typeof q.filter.q === 'string' ? q.filter.q.trim().toLowerCase() : '';
    if (search) base = base.where((eb) => eb.or([eb('email', 'like', `%${search}%`), eb(eb.fn('lower', ['name']), 'like', `%${search}%`)]));
    const ids = idsFilter(q.filter);
    if (ids) base = base.where('id', 'in', ids.length > 0 ? ids : [-1]);
    const rows = await base.select(USER_COLUMNS).orderBy(q.sort, q.order).orderBy('id', q.order).limit(q.limit).offset(q.offset).execute();
    const total = ids
      ? rows.length
      : await counts.get('staff', search, async () => {
          const r = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
          return Number(r.n);
        });
    const roles = await roleIdsByStaff(
      db,
      rows.map((r) => r.id),
    );
    setContentRange(reply, 'users', q.offset, rows.length, total);
    return rows.map((r) => toUserRecord(r, roles.get(r.id) ?? []));
  });

  app.get('/users/:id', { config: { permission: 'CAN_LIST_USER' } }, async (request) => {
    const { id } = parseInput(idParams, request.params, { namePath: true });
    return getUser(db, id);
  });

  await userMutationRoutes(app, deps);
}
