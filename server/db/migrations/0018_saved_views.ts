import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: saved views (issue 18). A list's filters, sort and visible columns kept per owner under a name, unique per
 * owner and list; optionally shared with one role. The two lookups: a user's own views of a list, and the views of a
 * list shared with one of their roles. owner_id and shared_role_id are staff and role ids, kept without foreign keys
 * like the other areas' tables (a deleted role simply shares with nobody).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('saved_views'))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('list_key', 'varchar(80)', (c) => c.notNull())
    .addColumn('name', 'varchar(80)', (c) => c.notNull())
    .addColumn('filters_json', 'text', (c) => c.notNull())
    .addColumn('sort_field', 'varchar(80)')
    .addColumn('sort_order', 'varchar(4)')
    .addColumn('columns_json', 'text')
    .addColumn('shared_role_id', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('saved_views_owner_list_name_idx')
    .on('saved_views')
    .columns(['owner_id', 'list_key', 'name'])
    .unique()
    .execute();
  await addIndex(db, 'saved_views_shared_idx', 'saved_views', ['list_key', 'shared_role_id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
