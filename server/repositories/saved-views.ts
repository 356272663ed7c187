import type { Kysely, Selectable } from 'kysely';
import type { Database, SavedViewTable } from '../db/database.js';
import type { CreateSavedView, SavedView, SavedViewState } from '../../contract/saved-views/schemas.js';

type Row = Selectable<SavedViewTable> & { shared_role_name: string | null; owner_name: string };

const parseObject = (text: string): Record<string, unknown> => {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
};

/** The wire shape of one view, for a caller (`mine` when they own it). */
export function toSavedView(r: Row, callerId: number): SavedView {
  return {
    id: r.id,
    listKey: r.list_key,
    name: r.name,
    filters: parseObject(r.filters_json),
    sort:
      r.sort_field && (r.sort_order === 'ASC' || r.sort_order === 'DESC')
        ? { field: r.sort_field, order: r.sort_order }
        : null,
    columns: r.columns_json === null ? null : (JSON.parse(r.columns_json) as string[]),
    sharedRoleId: r.shared_role_id,
    sharedRoleName: r.shared_role_name,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    mine: r.owner_id === callerId,
    version: r.version,
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

function selectViews(db: Kysely<Database>) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('staff as s', 's.id', 'v.owner_id')
    .leftJoin('roles as r', 'r.id', 'v.shared_role_id')
    .selectAll('v')
    .select(['r.name as shared_role_name', 's.name as owner_name']);
}

/** The views of one list a user may see: their own, and those shared with one of `roleIds` (by name, then id). */
export function listVisibleViews(
  db: Kysely<Database>,
  staffId: number,
  roleIds: readonly number[],
  listKey: string,
): Promise<Row[]> {
  return selectViews(db)
    .where('v.list_key', '=', listKey)
    .where((eb) =>
      roleIds.length === 0
        ? eb('v.owner_id', '=', staffId)
        : eb.or([eb('v.owner_id', '=', staffId), eb('v.shared_role_id', 'in', [...roleIds])]),
    )
    .orderBy('v.name')
    .orderBy('v.id')
    .execute();
}

export function findView(db: Kysely<Database>, id: number): Promise<Row | undefined> {
  return selectViews(db).where('v.id', '=', id).executeTakeFirst();
}

/** Does this owner already have a view of that name on that list (other than `exceptId`)? */
export async function nameTaken(
  db: Kysely<Database>,
  ownerId: number,
  listKey: string,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('saved_views')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('list_key', '=', listKey)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const stateColumns = (state: Partial<SavedViewState>) => ({
  ...(state.filters !== undefined ? { filters_json: JSON.stringify(state.filters) } : {}),
  ...(state.sort !== undefined ? { sort_field: state.sort?.field ?? null, sort_order: state.sort?.order ?? null } : {}),
  ...(state.columns !== undefined
    ? { columns_json: state.columns === null ? null : JSON.stringify(state.columns) }
    : {}),
});

export async function insertView(
  db: Kysely<Database>,
  ownerId: number,
  view: CreateSavedView,
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('saved_views')
    .values({
      owner_id: ownerId,
      list_key: view.listKey,
      name: view.name,
      filters_json: JSON.stringify(view.filters),
      sort_field: view.sort?.field ?? null,
      sort_order: view.sort?.order ?? null,
      columns_json: view.columns === null ? null : JSON.stringify(view.columns),
      shared_role_id: view.sharedRoleId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * One conditional UPDATE by owner and version: a change made on a view someone changed since (or that is not the
 * owner's) updates nothing and answers false.
 */
export async function updateView(
  db: Kysely<Database>,
  id: number,
  ownerId: number,
  version: number,
  changes: Partial<SavedViewState> & { name?: string; sharedRoleId?: number | null },
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('saved_views')
    .set((eb) => ({
      ...stateColumns(changes),
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.sharedRoleId !== undefined ? { shared_role_id: changes.sharedRoleId } : {}),
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes the owner's view (at `version` when given); false when nothing matched. */
export async function deleteView(
  db: Kysely<Database>,
  id: number,
  ownerId: number,
  version: number | undefined,
): Promise<boolean> {
  let query = db.deleteFrom('saved_views').where('id', '=', id).where('owner_id', '=', ownerId);
  if (version !== undefined) query = query.where('version', '=', version);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
