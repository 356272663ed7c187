import type { Kysely } from 'kysely';

/**
 * Frozen: a pay-later campaign's CSV audience (issue 46 item 2): `audience_job_id` names the checked file of consumer
 * ids (its upload_jobs row, kind `campaign-audience`; the valid ids are that job's VALID upload_job_rows). Null for
 * the ALL and SEGMENT audiences.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('postpe_campaigns')
    .addColumn('audience_job_id', 'integer', (c) => c.references('upload_jobs.id'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('postpe_campaigns').dropColumn('audience_job_id').execute();
}
