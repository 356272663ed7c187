import type { Kysely } from 'kysely';
import { istDayStartAt } from '../../contract/business-time.js';
import { guardrailBreach, type Guardrail } from '../../contract/investments/index.js';
import { channelConfigRefusal } from '../../contract/payout-fms/rules.js';
import type { Database } from '../db/database.js';
import { payoutUsage } from './guardrails.js';
import { channelValues, findChannel } from './payout-channels.js';

/** Rounding slack for the amount cap: amounts are paise-exact, SQLite sums them as doubles. */
const SLACK = 1e-6;

const usageRow = (db: Kysely<Database>, channel: string, day: number) =>
  db
    .selectFrom('payout_channel_usage')
    .select(['used_count', 'used_amount'])
    .where('channel', '=', channel)
    .where('day', '=', day)
    .executeTakeFirst();

/**
 * The channel's row for today, created on first use from what already went out today (approved payouts, executed
 * transfers). Concurrent first uses insert once: the loser's insert does nothing and it reads the winner's row.
 */
async function ensureUsageRow(db: Kysely<Database>, channel: string, day: number, at: number) {
  const found = await usageRow(db, channel, day);
  if (found) return found;
  const scanned = await payoutUsage(db, channel, 0, at);
  await db
    .insertInto('payout_channel_usage')
    .values({ channel, day, used_count: scanned.todayCount, used_amount: scanned.todayAmount })
    .onConflict((oc) => oc.columns(['channel', 'day']).doNothing())
    .execute();
  return (await usageRow(db, channel, day))!;
}

/** What a channel has let out today (the IST business day), as its daily caps see it, and what this payout or transfer adds. */
export async function channelUsageToday(db: Kysely<Database>, channel: string, amount: number, at: number) {
  const row = await usageRow(db, channel, istDayStartAt(at));
  if (!row) return payoutUsage(db, channel, amount, at);
  return { amount, todayCount: Number(row.used_count), todayAmount: Number(row.used_amount) };
}

/**
 * Claims a payout's or transfer's share of its channel's day, or answers the guardrail refusal (null = claimed).
 * The check and the claim are ONE conditional update on the day's row (`used + this <= cap`): on PostgreSQL the row
 * lock makes a concurrent approver wait and re-check the committed total; on SQLite the write lock serialises them.
 * So two checkers approving at the same moment can never together pass a daily amount or count cap. Usage is
 * claimed even while the guardrail is inactive, so activating it later in the day counts what already went out.
 * The channel's /payout/config (on/off, per-transaction min and max, daily limit) is checked after the guardrail and its daily
 * limit is one more cap of the same conditional update (issue 45 item 4: the configuration is enforced).
 */
export async function claimChannelUsage(
  db: Kysely<Database>,
  guardrail: Guardrail | null,
  channel: string,
  amount: number,
  at: number,
): Promise<string | null> {
  const day = istDayStartAt(at);
  const current = await ensureUsageRow(db, channel, day, at);
  const usage = (row: { used_count: number; used_amount: number }) => ({
    amount,
    todayCount: Number(row.used_count),
    todayAmount: Number(row.used_amount),
  });
  const found = await findChannel(db, channel);
  const config = found ? { channel, ...channelValues(found) } : null;
  const configRefusal = (row: { used_amount: number }) => channelConfigRefusal(config, amount, Number(row.used_amount));
  const early = guardrailBreach(guardrail, usage(current)) ?? configRefusal(current);
  if (early) return early;
  const active = guardrail?.status === 'ACTIVE';
  const countCap = active ? Number(guardrail.daily_max_count) : 0;
  const caps = [active ? Number(guardrail.daily_max_amount) : 0, config?.dailyLimit ?? 0].filter((c) => c > 0);
  const amountCap = caps.length ? Math.min(...caps) : 0;
  let update = db
    .updateTable('payout_channel_usage')
    .set((eb) => ({ used_count: eb('used_count', '+', 1), used_amount: eb('used_amount', '+', amount) }))
    .where('channel', '=', channel)
    .where('day', '=', day);
  if (countCap > 0) update = update.where((eb) => eb(eb('used_count', '+', 1), '<=', countCap));
  if (amountCap > 0) update = update.where((eb) => eb(eb('used_amount', '+', amount), '<=', amountCap + SLACK));
  const claimed = await update.executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1) return null;
  // Another approval claimed the room first: the refusal names the cap this one would now pass.
  const now = await usageRow(db, channel, day);
  return (
    guardrailBreach(guardrail, usage(now ?? current)) ??
    configRefusal(now ?? current) ??
    guardrailBreach(guardrail, { amount, todayCount: countCap, todayAmount: amountCap }) ??
    channelConfigRefusal(config, amount, config?.dailyLimit ?? 0)
  );
}
