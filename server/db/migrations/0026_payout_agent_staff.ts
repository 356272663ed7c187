import { sql, type Kysely } from 'kysely';

/**
 * Frozen: a payout remembers the staff member who raised it by id (issue 38 M1). Four eyes compared e-mails, so after
 * an e-mail change the raiser could approve their own payout. Existing payouts get the id of the staff member whose
 * e-mail raised them; a payout raised by someone who is not staff keeps none (and is compared by e-mail, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').addColumn('agent_staff_id', 'integer').execute();
  await sql`update payouts set agent_staff_id = (select s.id from staff s where s.email = payouts.agent_email)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payouts').dropColumn('agent_staff_id').execute();
}
