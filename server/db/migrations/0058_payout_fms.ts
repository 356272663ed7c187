import { sql, type Kysely } from 'kysely';
import { addIndex, DECIMAL, withId } from './helpers.js';

/**
 * Frozen: Payout FMS and payout channel configuration (issue 45 item 4; spec §2.3 /payout/*-fund-transfer,
 * /payout/config).
 * - `internal_accounts` (0010, the company's own accounts the internal transfers move money between) gains what FMS
 *   needs: its type (NODAL, ESCROW, PAYOUT, OPERATING), a threshold with the top-up target and source, and
 *   `low_alerted` (1 from the moment its balance crossed below the threshold until it is back at or above it: the
 *   automatic top-up is raised once per crossing by the one conditional update that sets it).
 * - `fms_ledger`: one row per debit or credit of an account (balance after, the request that moved it).
 * - `payout_channels`: IMPS, NEFT, RTGS, UPI with provider, per-transaction min and max, daily limit, on/off.
 * - one PENDING FMS transfer per (kind, target) where it has a target (the automatic top-up of an account; the
 *   channel change of a channel): partial unique indexes, so two racing raises cannot both pass.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('internal_accounts')
    .addColumn('account_type', 'varchar(20)', (c) => c.notNull().defaultTo('OPERATING'))
    .execute();
  await db.schema.alterTable('internal_accounts').addColumn('threshold', DECIMAL).execute();
  await db.schema.alterTable('internal_accounts').addColumn('topup_target', DECIMAL).execute();
  await db.schema.alterTable('internal_accounts').addColumn('topup_source_id', 'integer').execute();
  await db.schema
    .alterTable('internal_accounts')
    .addColumn('low_alerted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('internal_accounts').addColumn('threshold_updated_by', 'varchar(254)').execute();
  await db.schema.alterTable('internal_accounts').addColumn('threshold_updated_at', 'bigint').execute();

  await withId(db, db.schema.createTable('fms_ledger'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('internal_accounts.id'))
    .addColumn('entry', 'varchar(6)', (c) => c.notNull())
    .addColumn('amount', DECIMAL, (c) => c.notNull())
    .addColumn('balance_after', DECIMAL, (c) => c.notNull())
    .addColumn('counterparty_id', 'integer', (c) => c.references('internal_accounts.id'))
    .addColumn('request_id', 'integer', (c) => c.references('approval_requests.id'))
    .addColumn('narration', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'fms_ledger_account_idx', 'fms_ledger', ['account_id', 'created_at', 'id']);

  await withId(db, db.schema.createTable('payout_channels'))
    .addColumn('channel', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('provider', 'varchar(60)', (c) => c.notNull())
    .addColumn('min_per_txn', DECIMAL, (c) => c.notNull())
    .addColumn('max_per_txn', DECIMAL, (c) => c.notNull())
    .addColumn('daily_limit', DECIMAL, (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'varchar(254)')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await sql`create unique index approval_requests_pending_fms_uq
    on approval_requests (kind, target_id)
    where status = 'PENDING' and target_id is not null and kind in ('FMS_TRANSFER', 'PAYOUT_CONFIG_CHANGE')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('approval_requests_pending_fms_uq').execute();
  await db.schema.dropTable('payout_channels').execute();
  await db.schema.dropTable('fms_ledger').execute();
  for (const column of [
    'threshold_updated_at',
    'threshold_updated_by',
    'low_alerted',
    'topup_source_id',
    'topup_target',
    'threshold',
    'account_type',
  ])
    await db.schema.alterTable('internal_accounts').dropColumn(column).execute();
}
