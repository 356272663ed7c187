import { sql, type Kysely } from 'kysely';

/**
 * Frozen: the approvals inbox read on the server (issue 40 item 5; repositories/approvals-inbox.ts), over the pending
 * maker-checker requests only (partial indexes: a request leaves them when it is decided, so they stay the size of
 * the inbox, not of the history):
 * - (kind, created_at, id, maker_email): each kind's newest items in (created_at, id) order, stopping after the page,
 *   and the counts under a maker or date filter, both without reading the table (maker_email is there for that);
 * - (kind): the count per kind with no filter, the inbox's every page, from a small index (PostgreSQL keeps one
 *   entry per kind and a list of rows).
 * Queries name the status as written here ('PENDING', not a parameter), or SQLite does not use them. Payouts (one
 * kind) have theirs since migration 0001, (status, created_at, id).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('approval_requests_pending_idx')
    .on('approval_requests')
    .columns(['kind', 'created_at', 'id', 'maker_email'])
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
  await db.schema
    .createIndex('approval_requests_pending_kind_idx')
    .on('approval_requests')
    .column('kind')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_kind_idx').execute();
  await db.schema.dropIndex('approval_requests_pending_idx').execute();
}
