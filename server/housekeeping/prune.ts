import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import type { Dialect } from '../db/connect.js';
import type { Database } from '../db/database.js';
import { yieldToLoop } from '../db/yield-loop.js';
import { IDEMPOTENCY_REPLAY_MS } from '../plugins/idempotency.js';
import { deleteExpiredBatch, type PrunedTable } from '../repositories/expired-rows.js';
import { OTP_RULES, RATE_LIMITS } from '../routes/crm/otp-rules.js';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** The longest sliding window any sign-in limit counts over: older events can never count again. */
const LONGEST_RATE_WINDOW_MS = Math.max(OTP_RULES.resendWindowMs, ...Object.values(RATE_LIMITS).map((l) => l.windowMs));

/**
 * Which rows are past their use, per table (issue 42 item 6). Rows that only grow and are never read again once
 * expired; the state the sign-in rules need is kept:
 * - sessions: past their absolute expiry (the auth hook already refuses them), or ended (sign-out, a disabled staff
 *   member) more than a day ago;
 * - otp_challenges: a day past their expiry (a resend renews the expiry, so a challenge still being resent stays);
 *   the lock and its consecutive-failure count live in `staff` and `otp_failures`, which are never pruned;
 * - auth_rate_events: older than the longest rate-limit window (15 minutes), so no limit can count them again;
 * - otp_outbox (development only, codes in clear): an hour old, long past the code's 5-minute life;
 * - idempotency_keys: older than the replay window (IDEMPOTENCY_REPLAY_MS, 7 days);
 * - sso_logins: past their expiry (a sign-in left at the provider, a ticket never redeemed; both refused already).
 * live_viewers are swept every few seconds by the live routes (routes/crm/live.ts), which tell the others.
 */
export const RETENTION: Record<PrunedTable, (now: number) => RawBuilder<SqlBool>> = {
  sessions: (now) => sql`expires_at < ${now} or (revoked_at is not null and revoked_at < ${now - DAY_MS})`,
  // expires_at ≥ created_at, so the created_at bound only lets the index on it narrow the scan.
  otp_challenges: (now) => sql`created_at < ${now - DAY_MS} and expires_at < ${now - DAY_MS}`,
  auth_rate_events: (now) => sql`created_at <= ${now - LONGEST_RATE_WINDOW_MS}`,
  otp_outbox: (now) => sql`created_at < ${now - HOUR_MS}`,
  idempotency_keys: (now) => sql`created_at < ${now - IDEMPOTENCY_REPLAY_MS}`,
  sso_logins: (now) => sql`expires_at < ${now}`,
};

export interface PruneOptions {
  now?: number;
  /** Rows per delete statement: a backlog goes in short statements, never one long lock. */
  batchSize?: number;
}

export type PruneResult =
  { skipped: true } | { skipped: false; deleted: Record<PrunedTable, number>; statements: number; ms: number };

export const PRUNE_BATCH_SIZE = 1000;

/**
 * One housekeeping run: each table's expired rows deleted in batches, the event loop let go between them. On
 * PostgreSQL one instance prunes at a time: a run that finds another instance pruning skips (and one that loses the
 * lock between two batches stops), so N instances cost one run's work.
 */
export async function pruneExpired(
  db: Kysely<Database>,
  dialect: Dialect,
  { now = Date.now(), batchSize = PRUNE_BATCH_SIZE }: PruneOptions = {},
): Promise<PruneResult> {
  const started = Date.now();
  const deleted = Object.fromEntries(Object.keys(RETENTION).map((t) => [t, 0])) as Record<PrunedTable, number>;
  let statements = 0;
  for (const table of Object.keys(RETENTION) as PrunedTable[]) {
    for (;;) {
      const gone = await deleteExpiredBatch(db, dialect, table, RETENTION[table](now), batchSize);
      if (gone === null) return statements === 0 ? { skipped: true } : finish();
      statements++;
      deleted[table] += gone;
      if (gone < batchSize) break;
      await yieldToLoop();
    }
  }
  return finish();

  function finish(): PruneResult {
    return { skipped: false, deleted, statements, ms: Date.now() - started };
  }
}

/** The first run waits this long after start, so starting instances do not all prune at once with their migrations. */
export const FIRST_PRUNE_DELAY_MS = 60_000;

/**
 * Prunes every `config.pruneIntervalMs` (PRUNE_INTERVAL_MS; 0: never), the first run a minute after start; one log
 * line per run with the counts. The timer never keeps the process alive, and closing the app stops it and waits for
 * a run under way.
 */
export function schedulePrune(app: FastifyInstance, { db, dialect, config }: AppDeps): void {
  const every = config.pruneIntervalMs;
  if (every <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const next = (delay: number) => {
    if (closed) return;
    timer = setTimeout(() => {
      running = runOnce(db, dialect, app.log).finally(() => {
        running = undefined;
        next(every);
      });
    }, delay).unref();
  };
  next(Math.min(FIRST_PRUNE_DELAY_MS, every));
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}

async function runOnce(db: Kysely<Database>, dialect: Dialect, log: FastifyBaseLogger): Promise<void> {
  try {
    const result = await pruneExpired(db, dialect);
    if (result.skipped) log.info({ housekeeping: 'prune', skipped: 'another instance is pruning' }, 'prune skipped');
    else log.info({ housekeeping: 'prune', ...result }, 'pruned expired rows');
  } catch (err) {
    // The database is away or busy: the next run tries again.
    log.warn({ housekeeping: 'prune', err }, 'prune failed');
  }
}
