import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the TP club (issue 46 item 4). A club member's account is an `investment_accounts` row of product CLUB.
 * `club_interest_dues` holds the interest each member is owed for a period (YYYY-MM): PENDING until applied (once:
 * one conditional update PENDING → APPLIED decides; unique per account and period). `club_subscriptions` holds a
 * member's club subscriptions/deposits: ACTIVE until cancelled and refunded (once, one conditional update).
 * One CLUB_FORCE_WITHDRAW request pending per account (a partial unique index, as migration 0023's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('club_interest_dues'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('investment_accounts.id'))
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('applied_by', 'varchar(120)')
    .addColumn('applied_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('club_interest_dues_account_period_uq', ['account_id', 'period'])
    .execute();
  await addIndex(db, 'club_interest_dues_status_idx', 'club_interest_dues', ['status', 'period']);
  await withId(db, db.schema.createTable('club_subscriptions'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('investment_accounts.id'))
    .addColumn('plan', 'varchar(60)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('refunded_amount', DECIMAL)
    .addColumn('refunded_by', 'varchar(120)')
    .addColumn('refunded_at', 'bigint')
    .addColumn('refund_remarks', 'varchar(300)')
    .execute();
  await addIndex(db, 'club_subscriptions_account_idx', 'club_subscriptions', ['account_id', 'id']);
  await sql`create unique index approval_requests_club_withdraw_uq
    on approval_requests (target_id)
    where status = 'PENDING' and kind = 'CLUB_FORCE_WITHDRAW'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_club_withdraw_uq').execute();
  await db.schema.dropTable('club_subscriptions').execute();
  await db.schema.dropTable('club_interest_dues').execute();
}
