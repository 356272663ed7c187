import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';
import { countOf } from './newest-first.js';

/** API sort keys → columns of the permission catalogue. */
export const PERMISSION_SORTS = { id: 'name', name: 'name', family: 'family' } as const;

export interface PermissionListQuery {
  family?: string;
  /** Only these names (ra-data-simple-rest getMany). */
  names?: readonly string[];
  /** Part of the name. */
  search?: string;
  sort: (typeof PERMISSION_SORTS)[keyof typeof PERMISSION_SORTS];
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** The permission catalogue, read-only: a filtered page and its total. */
export async function listPermissions(db: Kysely<Database>, q: PermissionListQuery) {
  let base = db.selectFrom('permissions');
  if (q.family) base = base.where('family', '=', q.family);
  if (q.names) base = base.where('name', 'in', q.names.length > 0 ? [...q.names] : ['']);
  if (q.search) base = base.where('name', 'like', `%${q.search}%`);
  const rows = await base
    .select(['name', 'family'])
    .orderBy(q.sort, q.order)
    .orderBy('name')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const n = await countOf(base);
  return { rows, total: n };
}
