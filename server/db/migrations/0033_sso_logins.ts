import type { Kysely } from 'kysely';

/**
 * Frozen: single sign-on with OpenID Connect (issue 42 item 5). One row per sign-in started at the provider, in the
 * database so that the callback may reach any instance: `state` (the key the provider returns), the nonce and the
 * PKCE code verifier it must match, and the console path to return to. When the provider's answer is accepted the
 * row gets the staff member and the SHA-256 of a one-time ticket (`ticket_hash`), redeemed once for a session
 * within a minute. Every row ends at `expires_at` (epoch ms) and is pruned after it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sso_logins')
    .addColumn('state', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('return_to', 'varchar(2000)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('cascade'))
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sso_logins_expires').on('sso_logins').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sso_logins').execute();
}
