import { expect, it } from 'vitest';
import { SEED_MODULES } from '../../server/db/seed/index.js';
import { merchant360Seed } from '../../server/db/seed/merchant-360.js';
import { createSeededTestDatabase, TEST_SEED_NOW } from './helpers/test-database.js';
import { countRows } from './helpers/count-rows.js';

/** `npm run seed -- --scale N` grows merchants to 10,000 × N and merchant transactions to 100,000 × N, once. */
it('grows merchants and merchant transactions to scale, and a second grow adds nothing', async () => {
  const database = await createSeededTestDatabase();
  const { db } = database.handle;
  try {
    expect(SEED_MODULES).toContain(merchant360Seed);
    const now = TEST_SEED_NOW;
    expect(await merchant360Seed.grow!(db, 1, now)).toBe(10_000 - 300 + 100_000 - 3_600);
    expect(await merchant360Seed.grow!(db, 1, now)).toBe(0);
    const count = async (table: 'merchants' | 'merchant_transactions') => countRows(db, table);
    expect(await count('merchants')).toBe(10_000);
    expect(await count('merchant_transactions')).toBe(100_000);
    const grown = await db
      .selectFrom('merchants')
      .selectAll()
      .where('merchant_id', '=', '1009999')
      .executeTakeFirstOrThrow();
    expect(grown).toMatchObject({ mobile: expect.stringMatching(/^\d{10}$/), vpa: expect.stringContaining('@') });
  } finally {
    await database.close();
  }
}, 180_000);
