import type { SeedModule } from './context.js';
import { insertInBatches } from './context.js';

/** `grow`: 10,000 × scale rows of audit history (the trail's list and its deep pages have something to page through). */
export const AUDIT_PER_SCALE = 10_000;
/** The actions (with their entity) the grown history is made of. */
export const GROWN_AUDIT_ACTIONS = [
  ['user.update', 'user'],
  ['payout.decision', 'payout'],
  ['offer.update', 'offer'],
  ['dispute.review', 'dispute'],
  ['limit.activation', 'limit'],
] as const;

/** The audit trail's history; the fixed seed writes none (real actions write it), grow adds old rows. */
export const auditHistorySeed: SeedModule = {
  name: 'audit',
  async seed() {},
  async grow(db, scale, now) {
    const { n } = await db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const have = Number(n);
    const want = AUDIT_PER_SCALE * scale;
    if (have >= want) return 0;
    const staff = await db.selectFrom('staff').select(['id', 'email']).orderBy('id').limit(20).execute();
    const rows = Array.from({ length: want - have }, (_, j) => {
      const k = have + j;
      const [action, entity] = GROWN_AUDIT_ACTIONS[k % GROWN_AUDIT_ACTIONS.length]!;
      const actor = staff[k % staff.length]!;
      return {
        actor_id: actor.id,
        actor_email: actor.email,
        action,
        entity,
        entity_id: String(1 + (k % 5000)),
        before_json: JSON.stringify({ version: 1 }),
        after_json: JSON.stringify({ version: 2 }),
        outcome: 'success',
        // Older than anything real: one row a minute going back from a year ago.
        created_at: now - 365 * 86_400_000 - (want - k) * 60_000,
      };
    });
    await db.transaction().execute((trx) => insertInBatches(trx, 'audit_log', rows, 500));
    return rows.length;
  },
};
