import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/** Frozen: staff, access control, sessions and the first domain tables. Never edit; add a new migration. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('staff'))
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('otp_locked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('staff_name_idx').on('staff').column('name').execute();
  await db.schema.createIndex('staff_created_idx').on('staff').column('created_at').execute();

  await withId(db, db.schema.createTable('roles'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('permissions')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('family', 'varchar(100)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission_name', 'varchar(100)', (c) => c.notNull().references('permissions.name').onDelete('cascade'))
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission_name'])
    .execute();

  await db.schema
    .createTable('staff_roles')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('role_id', 'integer', (c) => c.notNull().references('roles.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_roles_pk', ['staff_id', 'role_id'])
    .execute();
  await db.schema.createIndex('staff_roles_role_idx').on('staff_roles').column('role_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('sessions_staff_idx').on('sessions').column('staff_id').execute();

  await withId(db, db.schema.createTable('offers'))
    .addColumn('brand', 'varchar(200)', (c) => c.notNull())
    .addColumn('img', 'varchar(2000)', (c) => c.notNull())
    .addColumn('category', 'varchar(200)', (c) => c.notNull())
    .addColumn('coupon_code', 'varchar(100)')
    .addColumn('category_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('short', 'varchar(500)', (c) => c.notNull())
    .addColumn('search_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('tnc', 'text', (c) => c.notNull())
    .addColumn('process', 'text', (c) => c.notNull())
    .addColumn('redirection_link', 'varchar(2000)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('offers_status_created_idx').on('offers').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('offers_brand_idx').on('offers').column('brand').execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('header', 'varchar(30)', (c) => c.notNull())
    .addColumn('body', 'varchar(150)', (c) => c.notNull())
    .addColumn('expiry_date', 'bigint', (c) => c.notNull())
    .addColumn('agent_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('notifications_created_idx').on('notifications').column('created_at').execute();

  await withId(db, db.schema.createTable('fd_plans'))
    .addColumn('plan_id', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('issuer_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('issuer_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('tenure_in_days', 'integer', (c) => c.notNull())
    .addColumn('interest_rate', DECIMAL, (c) => c.notNull())
    .addColumn('payout_frequency', 'varchar(50)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('issuer_logo', 'varchar(2000)', (c) => c.notNull())
    .addColumn('configs', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('transaction_limits'))
    .addColumn('transaction_type', 'varchar(200)', (c) => c.notNull())
    .addColumn('max_count', 'integer', (c) => c.notNull())
    .addColumn('max_amount', DECIMAL, (c) => c.notNull())
    .addColumn('monthly_max_count', 'integer', (c) => c.notNull())
    .addColumn('monthly_max_amount', DECIMAL, (c) => c.notNull())
    .addColumn('monthly_overall_max_amount', DECIMAL, (c) => c.notNull())
    .addColumn('lifetime_max_amount', DECIMAL, (c) => c.notNull())
    .addColumn('van_id', 'varchar(200)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('particulars', 'varchar(200)', (c) => c.notNull())
    .addColumn('mode', 'varchar(200)', (c) => c.notNull())
    .addColumn('txn_indicator', 'varchar(20)', (c) => c.notNull())
    .addColumn('link_van', 'integer', (c) => c.notNull())
    .addColumn('internal_client_merchant_id', 'varchar(200)')
    .addColumn('submitted_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('approved_by', 'varchar(254)')
    .addColumn('approved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('remarks', 'varchar(200)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await withId(db, db.schema.createTable('alerts'))
    .addColumn('alert_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('product', 'varchar(50)', (c) => c.notNull())
    .addColumn('header', 'varchar(200)', (c) => c.notNull())
    .addColumn('body', 'varchar(1000)', (c) => c.notNull())
    .addColumn('expiry_time', 'bigint')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('alerts_type_product_uq', ['alert_type', 'product'])
    .execute();

  await withId(db, db.schema.createTable('alert_logs'))
    .addColumn('alert_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('product', 'varchar(50)', (c) => c.notNull())
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('header', 'varchar(200)')
    .addColumn('body', 'varchar(1000)')
    .addColumn('expiry_time', 'bigint')
    .addColumn('agent_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alert_logs_created_idx').on('alert_logs').column('created_at').execute();

  await withId(db, db.schema.createTable('payouts'))
    .addColumn('consumer_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('agent_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('approver_email', 'varchar(254)')
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('agent_remarks', 'varchar(500)', (c) => c.notNull())
    .addColumn('approver_remarks', 'varchar(500)')
    .addColumn('status', 'varchar(30)', (c) => c.notNull())
    .addColumn('txn_status', 'varchar(30)', (c) => c.notNull())
    .addColumn('transaction_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_fee_waived', 'integer', (c) => c.notNull())
    .addColumn('bank_detail_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('beneficiary_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(34)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('payouts_created_idx').on('payouts').columns(['created_at', 'id']).execute();
  await addIndex(db, 'payouts_status_created_idx', 'payouts', ['status', 'created_at', 'id']);
  await db.schema.createIndex('payouts_amount_idx').on('payouts').columns(['amount', 'id']).execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'varchar(254)')
    .addColumn('action', 'varchar(100)', (c) => c.notNull())
    .addColumn('entity', 'varchar(100)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(100)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('outcome', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}
