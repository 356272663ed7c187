import { sql, type Kysely } from 'kysely';

/**
 * Frozen: one open service request per type per device, enforced by the database (issue 15). The raise checks first
 * for a friendly 409, but two concurrent raises could both pass that check; this partial unique index lets exactly one
 * insert land (the route maps the violation to the same 409). Partial indexes (`CREATE UNIQUE INDEX … WHERE …`) work
 * on SQLite and PostgreSQL alike; the open statuses are contract/merchant/service-requests.ts SERVICE_REQUEST_OPEN.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create unique index merchant_service_requests_open_uq
    on merchant_service_requests (merchant_id, device_serial, type)
    where status in ('OPEN', 'ASSIGNED', 'IN_PROGRESS')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('merchant_service_requests_open_uq').execute();
}
