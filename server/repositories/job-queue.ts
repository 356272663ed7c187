import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Upload jobs accepted and waiting (a config-request upload awaiting its checker: status PENDING), for the metrics. */
export async function countWaitingUploadJobs(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('upload_jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
