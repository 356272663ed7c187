import type { Kysely } from 'kysely';
import { addIndex, withId } from './helpers.js';

/**
 * Frozen: the IVR call log behind /ivr-dashboard (issue 46 item 1). No other table holds IVR calls (merchant_calls
 * is the support desk's own calls to and from a merchant, without language or IVR outcome).
 * - `ivr_calls`: one row per call the IVR took: the caller's number as it reached us, the language chosen, when it
 *   started (epoch ms), the outcome (ANSWERED by an agent or the IVR's self-service, DROPPED by the caller before
 *   that), seconds waited and talked. The dashboard counts by language and hour of a day (index on started_at).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('ivr_calls'))
    .addColumn('caller', 'varchar(20)', (c) => c.notNull())
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('wait_seconds', 'integer', (c) => c.notNull())
    .addColumn('talk_seconds', 'integer', (c) => c.notNull())
    .execute();
  await addIndex(db, 'ivr_calls_started_idx', 'ivr_calls', ['started_at', 'language']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('ivr_calls').execute();
}
