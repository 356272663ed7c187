import { expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate.js';
import { SEED_MODULES, seedIfEmpty } from '../../server/db/seed/index.js';
import { merchantChangesSeed } from '../../server/db/seed/merchant-changes.js';
import { GROWN_PER_SCALE } from '../../server/db/seed/merchant-changes-grow.js';
import { createTestDatabase } from './helpers/test-database.js';
import { countRows } from './helpers/count-rows.js';

/**
 * `npm run seed -- --scale N` grows the merchant change history (settlement holds released by approved unblocks,
 * rejected bank changes, decided KYC cases) to 400 × N rows each, once; nothing pending or ACTIVE is added.
 */
it('grows holds, unblock and bank change requests and KYC cases to scale, and a second grow adds nothing', async () => {
  const database = await createTestDatabase();
  const { db } = database.handle;
  const now = Date.UTC(2026, 10, 1);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db, { now });
    expect(SEED_MODULES).toContain(merchantChangesSeed);
    const count = async (table: 'settlement_blocks' | 'kyc_cases') => countRows(db, table);
    const requests = async (kind: string, status?: string) => {
      let q = db
        .selectFrom('merchant_change_requests as l')
        .innerJoin('approval_requests as r', 'r.id', 'l.approval_id')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('l.kind', '=', kind);
      if (status) q = q.where('r.status', '=', status);
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    const activeHolds = await db
      .selectFrom('settlement_blocks')
      .select('id')
      .where('status', '=', 'ACTIVE')
      .orderBy('id')
      .execute();
    const pending = await db
      .selectFrom('approval_requests')
      .select('id')
      .where('status', '=', 'PENDING')
      .orderBy('id')
      .execute();
    const before = {
      holds: await count('settlement_blocks'),
      kyc: await count('kyc_cases'),
      bank: await requests('BANK_CHANGE'),
      unblocks: await requests('SETTLEMENT_UNBLOCK'),
    };

    const added = await merchantChangesSeed.grow!(db, 2, now);
    const want = GROWN_PER_SCALE * 2;
    expect(await count('settlement_blocks')).toBe(want);
    expect(await count('kyc_cases')).toBe(want);
    expect(await requests('BANK_CHANGE')).toBe(want);
    expect(await requests('SETTLEMENT_UNBLOCK')).toBe(before.unblocks + want - before.holds);
    expect(added).toBe((want - before.holds) * 3 + (want - before.bank) * 2 + (want - before.kyc));
    expect(await merchantChangesSeed.grow!(db, 2, now)).toBe(0);

    // History only: the same holds ACTIVE and the same requests pending as before.
    expect(
      await db.selectFrom('settlement_blocks').select('id').where('status', '=', 'ACTIVE').orderBy('id').execute(),
    ).toEqual(activeHolds);
    expect(
      await db.selectFrom('approval_requests').select('id').where('status', '=', 'PENDING').orderBy('id').execute(),
    ).toEqual(pending);
    const released = await db
      .selectFrom('approval_requests')
      .selectAll()
      .where('kind', '=', 'SETTLEMENT_UNBLOCK')
      .where('status', '=', 'APPROVED')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const hold = await db
      .selectFrom('settlement_blocks')
      .selectAll()
      .where('id', '=', released.target_id!)
      .executeTakeFirstOrThrow();
    expect(hold.status).toBe('RELEASED');
    expect(JSON.parse(released.proposed_json)).toMatchObject({ blockId: hold.id, status: 'RELEASED' });
    expect(Number(released.decided_at)).toBeLessThanOrEqual(now);
  } finally {
    await database.close();
  }
}, 180_000);
