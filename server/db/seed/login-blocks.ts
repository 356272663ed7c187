import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { insertInBatches, type SeedModule } from './context.js';
import { DEMO_CONSUMERS } from './consumers-fixtures.js';

const HOUR = 3_600_000;

/** What blocked each seeded login, by whom, and whether (and why) it was lifted since: every cause, both kinds. */
const BLOCKS = [
  { cause: 'WRONG_PIN', detail: '5 wrong PINs in 10 minutes', by: 'system' },
  { cause: 'OTP_LOCK', detail: '3 wrong one-time codes', by: 'system' },
  { cause: 'RISK_BLOCK', detail: 'Velocity rule VR-12: 14 payments in 2 minutes', by: 'risk engine' },
  { cause: 'RISK_BLOCK', detail: 'Reported as a mule account by the bank', by: 'risk@console.example' },
  { cause: 'WRONG_PIN', detail: '5 wrong PINs in 10 minutes', by: 'system' },
  { cause: 'OTP_LOCK', detail: '3 wrong one-time codes', by: 'system' },
] as const;

/** Blocked merchant and consumer logins for /unblock-user: 12, every cause, the last of each kind lifted already. */
export const loginBlocksSeed: SeedModule = {
  name: 'login-blocks',
  async seed({ db, now }) {
    await seedLoginBlocks(db, now);
  },
};

async function seedLoginBlocks(db: Kysely<Database>, now: number) {
  const merchants = await db
    .selectFrom('merchants')
    .select(['merchant_id', 'name', 'mobile'])
    .where('mobile', 'is not', null)
    .orderBy('merchant_id')
    .limit(BLOCKS.length)
    .execute();
  const consumers = await db
    .selectFrom('consumers')
    .select(['id', 'verified_name', 'mobile_number'])
    .where('id', '!=', DEMO_CONSUMERS.active.id)
    .orderBy('id')
    .limit(BLOCKS.length - 1)
    .execute();
  // The demo consumer agents look up first (9876543210) is the first blocked consumer.
  const active = await db
    .selectFrom('consumers')
    .select(['id', 'verified_name', 'mobile_number'])
    .where('id', '=', DEMO_CONSUMERS.active.id)
    .execute();
  const subjects = [
    ...merchants.map((m) => ({ kind: 'MERCHANT', id: m.merchant_id, name: m.name, mobile: m.mobile ?? '' })),
    ...[...active, ...consumers].map((c) => ({
      kind: 'CONSUMER',
      id: String(c.id),
      name: c.verified_name,
      mobile: c.mobile_number,
    })),
  ];
  const rows = subjects.map((s, i) => {
    const block = BLOCKS[i % BLOCKS.length]!;
    const blockedAt = now - (i + 1) * 5 * HOUR;
    const lifted = i % BLOCKS.length === BLOCKS.length - 1;
    return {
      subject_kind: s.kind,
      subject_id: s.id,
      subject_name: s.name,
      login_mobile: s.mobile,
      cause: block.cause,
      detail: block.detail,
      blocked_by: block.by,
      blocked_at: blockedAt,
      unblocked_at: lifted ? blockedAt + 2 * HOUR : null,
      unblocked_by: lifted ? 'support@console.example' : null,
      unblock_reason: lifted ? 'Customer identity verified' : null,
      unblock_remark: lifted ? 'Verified on a call from the registered mobile' : null,
    };
  });
  await insertInBatches(db, 'login_blocks', rows);
}
