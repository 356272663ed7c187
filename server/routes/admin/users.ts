import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { parseSimpleRestList, setContentRange } from './simple-rest.js';

const USER_SORTS = { id: 'id', name: 'name', email: 'email', createdAt: 'created_at' } as const;

/** Staff users on the simple-rest convention (spec §2 /user), read by ra-data-simple-rest unchanged. */
export async function usersRoutes(app: FastifyInstance, { db, counts }: AppDeps): Promise<void> {
  app.get('/users', { config: { permission: 'CAN_LIST_USER' } }, async (request, reply) => {
    const q = parseSimpleRestList(request.query, USER_SORTS, { field: 'name', order: 'asc' });
    let base = db.selectFrom('staff');
    const search = typeof q.filter.q === 'string' ? q.filter.q.trim().toLowerCase() : '';
    if (search) base = base.where((eb) => eb.or([eb('email', 'like', `%${search}%`), eb(eb.fn('lower', ['name']), 'like', `%${search}%`)]));
    const rows = await base
      .select(['id', 'email', 'name', 'mobile', 'disabled', 'created_at', 'version'])
      .orderBy(q.sort, q.order)
      .orderBy('id', q.order)
      .limit(q.limit)
      .offset(q.offset)
      .execute();
    const total = await counts.get('staff', search, async () => {
      const r = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(r.n);
    });
    setContentRange(reply, 'users', q.offset, rows.length, total);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      mobile: r.mobile,
      disabled: Number(r.disabled) === 1,
      createdAt: Number(r.created_at),
      version: r.version,
    }));
  });
}
