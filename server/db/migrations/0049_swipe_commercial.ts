import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: the card-swipe commercial terms of issue 44 item 2 (contract/swipe-commercial/).
 * - `swipe_plans`: the plans of /swipe-pos/merchant/plans (rent, one-time fee, default MDR); retired, never deleted.
 *   An edit is one conditional UPDATE on the version the editor saw.
 * - `swipe_coupons`: discount codes on rent or fee, with validity and uses; disabled, never deleted.
 * - one PENDING MDR change per MDR row and one PENDING rental change per device: partial unique indexes on
 *   approval_requests, as 0044's for the MCC change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('swipe_plans'))
    .addColumn('plan_code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('product', 'varchar(10)', (c) => c.notNull())
    .addColumn('monthly_rent', DECIMAL, (c) => c.notNull())
    .addColumn('one_time_fee', DECIMAL, (c) => c.notNull())
    .addColumn('debit_mdr', DECIMAL, (c) => c.notNull())
    .addColumn('credit_mdr', DECIMAL, (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('swipe_coupons'))
    .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('discount_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('discount_value', DECIMAL, (c) => c.notNull())
    .addColumn('applies_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint', (c) => c.notNull())
    .addColumn('max_uses', 'integer', (c) => c.notNull())
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'varchar(254)', (c) => c.notNull())
    .execute();
  await addIndex(db, 'swipe_coupons_created_idx', 'swipe_coupons', ['created_at', 'id']);

  await sql`create unique index approval_requests_pending_mdr_uq
    on approval_requests (target_id)
    where status = 'PENDING' and target_id is not null and kind = 'MDR_CHANGE'`.execute(db);
  await sql`create unique index approval_requests_pending_rental_uq
    on approval_requests (target_id)
    where status = 'PENDING' and target_id is not null and kind = 'RENTAL_CHANGE'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_rental_uq').execute();
  await db.schema.dropIndex('approval_requests_pending_mdr_uq').execute();
  await db.schema.dropTable('swipe_coupons').execute();
  await db.schema.dropTable('swipe_plans').execute();
}
