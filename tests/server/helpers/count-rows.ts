import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/database.js';

/** How many rows `table` holds. */
export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many audit rows record `action`. */
export async function countAudits(db: Kysely<Database>, action: string): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many audit rows (by entity id) or timeline rows a device has. */
export async function countDeviceRows(
  db: Kysely<Database>,
  table: 'audit_log' | 'device_events',
  serial: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(table === 'audit_log' ? 'entity_id' : 'device_serial', '=', serial)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
