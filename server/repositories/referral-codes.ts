import type { Kysely } from 'kysely';
import type { Database } from '../db/database.js';

/** The merchant who owns `code` (with its version, for a change) and the merchants who signed up with it. */
export async function referralLookup(db: Kysely<Database>, code: string) {
  const [owner, signups] = await Promise.all([
    db
      .selectFrom('merchants')
      .select(['merchant_id', 'name', 'city', 'referral_code', 'status', 'version'])
      .where('referral_code', '=', code)
      .executeTakeFirst(),
    db
      .selectFrom('merchant_referral_signups as s')
      .innerJoin('merchants as m', 'm.merchant_id', 's.merchant_id')
      .select(['s.merchant_id', 'm.name', 'm.city', 'm.status', 's.signed_up_at'])
      .where('s.referral_code', '=', code)
      .orderBy('s.signed_up_at', 'desc')
      .orderBy('s.id', 'desc')
      .execute(),
  ]);
  return { owner, signups };
}
