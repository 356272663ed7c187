import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { parseSimpleRestList, setContentRange } from './simple-rest.js';

const PERMISSION_SORTS = { id: 'name', name: 'name', family: 'family' } as const;

/** The permission catalogue, read-only: [{ id: name, name, family }]; without a range, the whole catalogue. */
export async function permissionsRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  app.get(
    '/permissions',
    { config: { permission: { anyOf: ['CAN_MANAGE_ROLE_PERMISSION', 'CAN_LIST_USER'] } } },
    async (request, reply) => {
      const query = { range: '[0,999]', ...(request.query as Record<string, unknown>) };
      const q = parseSimpleRestList(query, PERMISSION_SORTS, { field: 'family', order: 'asc' });
      let base = db.selectFrom('permissions');
      if (typeof q.filter.family === 'string') base = base.where('family', '=', q.filter.family);
      if (q.filter.id !== undefined) base = base.where('name', 'in', [q.filter.id].flat().map(String));
      if (typeof q.filter.q === 'string' && q.filter.q.trim()) base = base.where('name', 'like', `%${q.filter.q.trim()}%`);
      const rows = await base.select(['name', 'family']).orderBy(q.sort, q.order).orderBy('name').limit(q.limit).offset(q.offset).execute();
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      setContentRange(reply, 'permissions', q.offset, rows.length, Number(n));
      return rows.map((r) => ({ id: r.name, name: r.name, family: r.family }));
    },
  );
}
