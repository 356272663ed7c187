import { sql, type Kysely } from 'kysely';

/**
 * Frozen: a sign-in lock by wrong codes ends by itself (issue 38 M6). A stranger who could ask for a staff member's
 * code could lock that account for good with ten wrong codes; now a lock lasts 15 minutes, doubling with each lock in
 * a row (up to 24 hours), and a successful sign-in or an administrator's lift starts the count again.
 * `otp_locked_until` is when the lock ends (epoch ms); `otp_lock_count` how many locks in a row. A lock already in
 * force when this runs gets the first lock's 15 minutes from now.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').addColumn('otp_locked_until', 'bigint').execute();
  await db.schema
    .alterTable('staff')
    .addColumn('otp_lock_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const until = Date.now() + 15 * 60_000;
  await sql`update staff set otp_locked_until = ${until}, otp_lock_count = 1 where otp_locked = 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff').dropColumn('otp_lock_count').execute();
  await db.schema.alterTable('staff').dropColumn('otp_locked_until').execute();
}
