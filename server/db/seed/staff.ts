import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { FIRST_NAMES, LAST_NAMES } from './names.js';
import { days, insertInBatches, type SeedModule } from './context.js';

/** Colleagues beyond the demo accounts, so the Users list looks like a real team. */
export const staffSeed: SeedModule = {
  name: 'staff',
  async seed({ db, rng, now }) {
    const rows = Array.from({ length: 45 }, (_, i) => {
      const first = rng.pick(FIRST_NAMES);
      const last = rng.pick(LAST_NAMES);
      const created = now - days(rng.int(1, 700));
      return {
        email: `${first}.${last}.${i + 1}@console.example`.toLowerCase(),
        name: `${first} ${last}`,
        mobile: `9${rng.digits(9)}`,
        disabled: rng.bool(0.08) ? 1 : 0,
        created_at: created,
        updated_at: created,
      };
    });
    await insertInBatches(db, 'staff', rows);
  },
};

/** A seeded demo account's id and e-mail (the maker or checker a seeded request names), if it is seeded. */
export function demoAccount(db: Kysely<Database>, email: string) {
  return db.selectFrom('staff').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
}
