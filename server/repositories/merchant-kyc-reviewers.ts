import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** Staff who may review KYC cases (hold CAN_REVIEW_MERCHANT_KYC through a role), enabled, by e-mail. */
export function reviewersOf(db: Kysely<Database>) {
  return db
    .selectFrom('staff as s')
    .innerJoin('staff_roles as sr', 'sr.staff_id', 's.id')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'sr.role_id')
    .select(['s.id', 's.email', 's.name'])
    .where('rp.permission_name', '=', 'CAN_REVIEW_MERCHANT_KYC')
    .where('s.disabled', '=', 0)
    .distinct()
    .orderBy('s.email')
    .execute();
}
