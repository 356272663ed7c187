import { sql, type Kysely } from 'kysely';

/**
 * Frozen: a day's P2P earning is credited to an account once (issue 38). The variable-earning upload checks the
 * account's INTEREST references first (`This day is already credited to this account.`), but two uploads at once on
 * PostgreSQL could both pass that check and both credit; this partial unique index on the reference the upload writes
 * (contract/uploads earningReference: one per day) lets one of them land, and the route maps the violation to the
 * same refusal. Works on SQLite and PostgreSQL alike.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index investment_transactions_interest_uq
    on investment_transactions (account_id, reference)
    where txn_type = 'INTEREST'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('investment_transactions_interest_uq').execute();
}
