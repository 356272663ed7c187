import type { Kysely } from 'kysely';
import type { Database } from '../database.js';
import type { Random } from './random.js';

export interface SeedContext {
  db: Kysely<Database>;
  rng: Random;
  /** Multiplier for the big tables (`npm run seed -- --scale N`). */
  scale: number;
  /** The clock the seed anchors its times to (epoch ms). */
  now: number;
}

/** One seed module per entity; each adds its own rows and may read what earlier modules wrote. */
export interface SeedModule {
  name: string;
  seed(ctx: SeedContext): Promise<void>;
  /**
   * Grows this module's big tables to `scale` × their base size on an already seeded database
   * (`npm run seed -- --scale N`). Idempotent: counts what is there and adds only the rest. Returns rows added.
   */
  grow?(db: Kysely<Database>, scale: number, now: number): Promise<number>;
}

const DAY = 86_400_000;
export const days = (n: number): number => n * DAY;

/** Inserts rows in batches small enough for PostgreSQL's parameter limit. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
  batchSize = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    // Rows are typed by each seed module; the table's insert type is not known here.
    const batch = rows.slice(i, i + batchSize) as Parameters<ReturnType<typeof db.insertInto<T>>['values']>[0];
    await db.insertInto(table).values(batch).execute();
  }
}
