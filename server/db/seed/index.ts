import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { createRandom } from './random.js';
import type { SeedModule } from './context.js';
import { accessSeed } from './access.js';
import { staffSeed } from './staff.js';
import { offersSeed } from './offers.js';
import { notificationsSeed } from './notifications.js';
import { fdPlansSeed } from './fd-plans.js';
import { limitsSeed } from './limits.js';
import { alertsSeed } from './alerts.js';
import { payoutRow, payoutsSeed } from './payouts.js';
import { approvalsSeed } from './approvals.js';
import { merchantsSeed } from './merchants.js';
import { disputesSeed } from './disputes.js';
import { insertInBatches } from './context.js';

/** The fixed seed: every machine gets the same demo data. */
export const SEED = 20261122;

/** In order: later modules may read what earlier ones wrote. A new entity appends its module here. */
export const SEED_MODULES: readonly SeedModule[] = [
  accessSeed,
  staffSeed,
  offersSeed,
  notificationsSeed,
  fdPlansSeed,
  limitsSeed,
  alertsSeed,
  payoutsSeed,
  approvalsSeed,
  merchantsSeed,
  disputesSeed,
];

export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('staff').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Seeds an empty database; does nothing on one that already has staff. Returns whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, opts: { scale?: number; now?: number } = {}): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const ctx = { rng: createRandom(SEED), scale: opts.scale ?? 1, now: opts.now ?? Date.now() };
  await db.transaction().execute(async (trx) => {
    for (const module of SEED_MODULES) await module.seed({ ...ctx, db: trx });
  });
  return true;
}

/** Grows the big tables to `scale` (payouts: 1,000 × scale rows) on a seeded database. */
export async function growToScale(db: Kysely<Database>, scale: number, now = Date.now()): Promise<number> {
  const { n } = await db
    .selectFrom('payouts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const have = Number(n);
  const want = 1000 * scale;
  const rng = createRandom(SEED + have);
  for (let start = have; start < want; start += 10_000) {
    const rows = Array.from({ length: Math.min(10_000, want - start) }, (_, k) => payoutRow({ rng, now }, start + k));
    await db.transaction().execute((trx) => insertInBatches(trx, 'payouts', rows, 1000));
  }
  return Math.max(0, want - have);
}
