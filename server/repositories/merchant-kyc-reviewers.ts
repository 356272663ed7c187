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

/** The cases a reviewer still holds: assigned to them, and not decided yet. */
export const OPEN_FOR_REVIEWER = ['ASSIGNED', 'IN_APPROVAL'] as const;

/**
 * /assign-kyc: every reviewer with the open cases they hold (ASSIGNED or IN_APPROVAL), per queue, and when the oldest
 * of them was assigned (null when they hold none); the least loaded first.
 */
export async function reviewerLoad(db: Kysely<Database>) {
  const [reviewers, held] = await Promise.all([
    reviewersOf(db),
    db
      .selectFrom('kyc_cases')
      .select((eb) => ['assignee_id', 'queue', eb.fn.countAll<number>().as('n'), eb.fn.min('assigned_at').as('oldest')])
      .where('status', 'in', OPEN_FOR_REVIEWER)
      .where('assignee_id', 'is not', null)
      .groupBy(['assignee_id', 'queue'])
      .execute(),
  ]);
  return reviewers
    .map((r) => {
      const mine = held.filter((h) => Number(h.assignee_id) === Number(r.id));
      const byQueue = Object.fromEntries(mine.map((h) => [h.queue, Number(h.n)]));
      const oldest = mine.map((h) => Number(h.oldest)).filter((t) => t > 0);
      return {
        id: Number(r.id),
        email: r.email,
        name: r.name,
        open: mine.reduce((sum, h) => sum + Number(h.n), 0),
        byQueue,
        oldestAssignedAt: oldest.length ? Math.min(...oldest) : null,
      };
    })
    .sort((a, b) => a.open - b.open || a.email.localeCompare(b.email));
}
