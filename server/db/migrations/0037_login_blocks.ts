import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: blocked logins of merchants and consumers (issue 43 item 2, /unblock-user): who (kind, id, name, the login
 * mobile), what blocked it (a wrong PIN, an OTP lock, a risk block) and its detail, by whom and when; and, once lifted,
 * by whom, when, with which reason and remark. A block is lifted by one conditional update (`unblocked_at is null`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('login_blocks'))
    .addColumn('subject_kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(20)', (c) => c.notNull())
    .addColumn('subject_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('login_mobile', 'varchar(15)', (c) => c.notNull())
    .addColumn('cause', 'varchar(20)', (c) => c.notNull())
    .addColumn('detail', 'varchar(200)', (c) => c.notNull())
    .addColumn('blocked_by', 'varchar(120)', (c) => c.notNull())
    .addColumn('blocked_at', 'bigint', (c) => c.notNull())
    .addColumn('unblocked_at', 'bigint')
    .addColumn('unblocked_by', 'varchar(120)')
    .addColumn('unblock_reason', 'varchar(60)')
    .addColumn('unblock_remark', 'varchar(200)')
    .execute();
  await addIndex(db, 'login_blocks_list_idx', 'login_blocks', ['blocked_at', 'id']);
  await addIndex(db, 'login_blocks_subject_idx', 'login_blocks', ['subject_id']);
  await addIndex(db, 'login_blocks_mobile_idx', 'login_blocks', ['login_mobile']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_blocks').execute();
}
