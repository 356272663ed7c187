import type { Kysely } from 'kysely';
import { addIndex } from './helpers.js';

/**
 * Frozen: indexes for the dispute list's orders (issue 18 bench: the list of every status, newest first, sorted all
 * 100,000 rows on each request, 6 req/s). Each serves one first-page query straight from the index, stopping after
 * the page: every product and status (created_at, id); one status (status, created_at, id), which also counts the
 * statuses without a sort; one product of several (source_product, created_at, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('disputes_created_idx').on('disputes').columns(['created_at', 'id']).execute();
  await addIndex(db, 'disputes_status_created_idx', 'disputes', ['status', 'created_at', 'id']);
  await addIndex(db, 'disputes_product_created_idx', 'disputes', ['source_product', 'created_at', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['disputes_product_created_idx', 'disputes_status_created_idx', 'disputes_created_idx'])
    await db.schema.dropIndex(name).execute();
}
