import type { Kysely } from 'kysely';
import { addIndex, DECIMAL, isPostgres, withId } from './helpers.js';

/**
 * Frozen: merchant money changes under four eyes (spec §2.3, §3.6, §6, §7.3, §7.4). Every table is keyed by
 * `merchant_id` (the text id of `merchants`, which this migration leaves alone):
 * - `merchant_bank_accounts`: the settlement and loan-repayment accounts; one ACTIVE row per merchant and purpose,
 *   replaced rows kept (REPLACED) as history.
 * - `bank_verifications`: each /bank-ac/verify result (penny drop and the name at the bank), stored so a bank change
 *   can only reference a successful verification of exactly the account it proposes.
 * - `merchant_change_requests`: which merchant (and purpose, verification) each maker-checker request is about, so
 *   lists and audits per merchant use an index instead of the request's JSON.
 * - `settlement_blocks`: settlements held with the amount and reason; released by an approved unblock.
 * - `kyc_documents`, `kyc_cases`, `kyc_case_events`: the KYC queue, its documents (bytes, type from content) and
 *   the case history (assignment, decisions).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('merchant_bank_accounts'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('beneficiary_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('verification_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('replaced_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'merchant_bank_accounts_merchant_idx', 'merchant_bank_accounts', [
    'merchant_id',
    'purpose',
    'status',
  ]);

  await withId(db, db.schema.createTable('bank_verifications'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('account_number', 'varchar(18)', (c) => c.notNull())
    .addColumn('ifsc', 'varchar(11)', (c) => c.notNull())
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('name_at_bank', 'varchar(100)')
    .addColumn('merchant_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('match_score', 'integer', (c) => c.notNull())
    .addColumn('reference', 'varchar(40)', (c) => c.notNull())
    .addColumn('message', 'varchar(200)', (c) => c.notNull())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'bank_verifications_merchant_idx', 'bank_verifications', ['merchant_id', 'created_at']);

  await db.schema
    .createTable('merchant_change_requests')
    .addColumn('approval_id', 'integer', (c) => c.primaryKey().references('approval_requests.id'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)')
    .addColumn('verification_id', 'integer', (c) => c.references('bank_verifications.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'merchant_change_requests_merchant_idx', 'merchant_change_requests', [
    'merchant_id',
    'kind',
    'created_at',
  ]);
  await addIndex(db, 'merchant_change_requests_list_idx', 'merchant_change_requests', [
    'kind',
    'purpose',
    'created_at',
  ]);

  await withId(db, db.schema.createTable('settlement_blocks'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('block_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount_held', DECIMAL, (c) => c.notNull())
    .addColumn('reason', 'varchar(300)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('released_at', 'bigint')
    .addColumn('released_by', 'varchar(254)')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'settlement_blocks_merchant_idx', 'settlement_blocks', ['merchant_id', 'status']);
  await addIndex(db, 'settlement_blocks_status_idx', 'settlement_blocks', ['status', 'created_at']);

  await withId(db, db.schema.createTable('kyc_documents'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('doc_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('doc_identifier', 'varchar(40)')
    .addColumn('file_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('media_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('kyc_documents_merchant_idx').on('kyc_documents').columns(['merchant_id']).execute();

  await withId(db, db.schema.createTable('kyc_cases'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('queue', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('declared_json', 'text', (c) => c.notNull())
    .addColumn('assignee_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('assignee_email', 'varchar(254)')
    .addColumn('assigned_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'kyc_cases_queue_idx', 'kyc_cases', ['queue', 'status', 'created_at']);
  await db.schema.createIndex('kyc_cases_merchant_idx').on('kyc_cases').columns(['merchant_id']).execute();
  await addIndex(db, 'kyc_cases_assignee_idx', 'kyc_cases', ['assignee_id', 'status', 'created_at']);

  await withId(db, db.schema.createTable('kyc_case_events'))
    .addColumn('case_id', 'integer', (c) => c.notNull().references('kyc_cases.id'))
    .addColumn('merchant_id', 'varchar(10)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('from_status', 'varchar(20)')
    .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
    .addColumn('actor_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('remarks', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await addIndex(db, 'kyc_case_events_merchant_idx', 'kyc_case_events', ['merchant_id', 'created_at']);
}
