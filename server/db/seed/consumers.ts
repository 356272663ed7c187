import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import { countOf } from '../../repositories/newest-first.js';
import { insertInBatches, type SeedModule } from './context.js';
import { consumerRow, limitRows, txnRow } from './consumers-rows.js';
import { seedDemoConsumers } from './consumers-fixtures.js';
import { createRandom } from './random.js';

/** The book at scale N: 10,000 × N consumers and 100,000 × N account transactions (`npm run seed -- --scale N`). */
export const CONSUMERS_PER_SCALE = 10_000;
export const TXNS_PER_SCALE = 100_000;
/** The fixed seed adds this many generated consumers beside the demo ones (fast: the big book comes from grow). */
const BASE_CONSUMERS = 200;
const TXNS_PER_CONSUMER = TXNS_PER_SCALE / CONSUMERS_PER_SCALE;
const GROWTH_SEED = 20261122;

const count = (db: Kysely<Database>, table: 'consumers' | 'consumer_account_txns') => countOf(db.selectFrom(table));

/** Adds generated consumers numbered [from, to) with their limits and TXNS_PER_CONSUMER transactions each. */
async function addGenerated(db: Kysely<Database>, from: number, to: number, nowMs: number): Promise<number> {
  let added = 0;
  for (let start = from; start < to; start += 1000) {
    const end = Math.min(to, start + 1000);
    const rng = createRandom(GROWTH_SEED + start);
    const consumers = Array.from({ length: end - start }, (_, k) => consumerRow(rng, start + k, nowMs));
    await insertInBatches(db, 'consumers', consumers, 250);
    await insertInBatches(
      db,
      'consumer_limits',
      consumers.flatMap((c) => limitRows(c.id, c.account_limit)),
      500,
    );
    const txns = consumers.flatMap((c) =>
      Array.from({ length: TXNS_PER_CONSUMER }, (_, k) => txnRow(rng, c.id, k, nowMs)),
    );
    await insertInBatches(db, 'consumer_account_txns', txns, 400);
    added += consumers.length + txns.length;
  }
  return added;
}

/** The pay-later consumers of the consumer 360 (spec §2.13, §3.12–§3.22). */
export const consumersSeed: SeedModule = {
  name: 'consumers',
  async seed({ db, now }) {
    await seedDemoConsumers(db, now);
    await addGenerated(db, 0, BASE_CONSUMERS, now);
  },
  async grow(db, scale, now) {
    const have = (await count(db, 'consumers')) - 4; // the demo consumers are not part of the generated book
    const want = CONSUMERS_PER_SCALE * scale;
    if (have >= want) return 0;
    return addGenerated(db, have, want, now);
  },
};
