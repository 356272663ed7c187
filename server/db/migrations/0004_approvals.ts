import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: maker-checker approvals (DESIGN.md §5, spec §3.4, §6, §7.3). One table holds every kind of request
 * (limit change, goodwill cashback): what the maker proposed, the values they saw, and the version of the target
 * row at that moment (so a checker is warned when it changed since). Decisions are one conditional update on
 * `status`. Idempotency keys keep the first answer of a create or decision per (staff, key, route).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('approval_requests'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('product_type', 'varchar(30)')
    .addColumn('target_id', 'integer')
    .addColumn('target_version', 'integer')
    .addColumn('proposed_json', 'text', (c) => c.notNull())
    .addColumn('previous_json', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('maker_id', 'integer', (c) => c.notNull().references('staff.id'))
    .addColumn('maker_email', 'varchar(254)', (c) => c.notNull())
    .addColumn('maker_remarks', 'varchar(300)', (c) => c.notNull())
    .addColumn('checker_id', 'integer', (c) => c.references('staff.id'))
    .addColumn('checker_email', 'varchar(254)')
    .addColumn('checker_remarks', 'varchar(300)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await addIndex(db, 'approval_requests_status_idx', 'approval_requests', ['status', 'kind', 'created_at']);
  await addIndex(db, 'approval_requests_maker_idx', 'approval_requests', ['maker_id', 'created_at']);

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('idem_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('route', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['staff_id', 'idem_key', 'route'])
    .execute();

  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_email', 'created_at']).execute();
}
