import { sql, type Kysely } from 'kysely';

/**
 * Frozen: a goodwill cashback credits the consumer's cashback ledger once (issue 43 item 8;
 * server/routes/crm/goodwill-cashback-effect.ts): a ledger entry's id is unique among the ledger's entries, and a
 * credit's id names its request (GOODWILL-<request id>), so a second credit of one request is refused by the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('consumer_records_ledger_once')
    .on('consumer_records')
    .column('record_id')
    .unique()
    .where(sql.ref('kind'), '=', 'CASHBACK_LEDGER')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('consumer_records_ledger_once').execute();
}
