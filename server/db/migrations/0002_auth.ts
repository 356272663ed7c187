import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: sign-in with a one-time code (DESIGN.md §5). Every piece of OTP state is a row, so several server
 * instances agree: challenges (only an HMAC of the code), consecutive failures per staff member, rate-limit events
 * and the development outbox. Roles gain a `version` so permission edits cannot be lost.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('otp_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('destination', 'varchar(254)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.references('staff.id').onDelete('cascade'))
    .addColumn('code_hmac', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('otp_challenges_created_idx').on('otp_challenges').column('created_at').execute();

  await db.schema
    .createTable('otp_failures')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff.id').onDelete('cascade'))
    .addColumn('consecutive', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('auth_rate_events'))
    .addColumn('bucket', 'varchar(320)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'auth_rate_events_bucket_idx', 'auth_rate_events', ['bucket', 'created_at']);

  await withId(db, db.schema.createTable('otp_outbox'))
    .addColumn('destination', 'varchar(254)', (c) => c.notNull())
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'otp_outbox_destination_idx', 'otp_outbox', ['destination', 'created_at']);

  await db.schema
    .alterTable('roles')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
