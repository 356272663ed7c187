import type { Kysely } from 'kysely';
import { backtestDays } from '../../contract/jobs/rules.js';
import type { Database } from '../db/database.js';
import type { JobContext, JobOutcome } from './queue.js';
import { matchSwipeLines, type SwipeLine, type SwipeOutcome, type SwipeTotals } from './swipe-matching.js';

export interface BacktestInput {
  from: string;
  to: string;
  today: string;
}

export interface BacktestDay {
  date: string;
  /** What the first run recorded that day (null: no first run on record). */
  then: SwipeTotals | null;
  now: SwipeTotals;
  /** RRNs whose outcome differs from the first run's, the first 20. */
  changes: { rrn: string; before: SwipeOutcome | 'ABSENT'; after: SwipeOutcome }[];
  changedCount: number;
}

const CHANGES_SHOWN = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A card-swipe reconciliation backtest (issue 45 item 1): each day of the range matched again on every line known
 * now, against what the first run recorded (swipe_recon_days) and, line by line, against the lines the first run had
 * (those that had arrived by its time). One day a step, checkpointed: a resumed job goes on from its next day.
 */
export function swipeBacktestHandler(db: Kysely<Database>, stepMs: () => number) {
  return async (ctx: JobContext<BacktestInput, { days: BacktestDay[] }>): Promise<JobOutcome> => {
    const range = backtestDays(ctx.input.from, ctx.input.to, ctx.input.today);
    if (typeof range === 'string') return { failed: true, message: range };
    const done = [...(ctx.checkpoint?.days ?? [])];
    for (let i = done.length; i < range.length; i++) {
      done.push(await backtestDay(db, range[i]!));
      if (stepMs() > 0) await sleep(stepMs());
      await ctx.step(i + 1, range.length, { days: done });
    }
    const missing = done.filter((d) => !d.then).map((d) => `${d.date},No first run on record for this day`);
    const changed = done.reduce((n, d) => n + d.changedCount, 0);
    return {
      result: { days: done },
      message: `${done.length} days compared; ${changed} lines changed outcome since the first run.`,
      errors: { header: 'date,reason', lines: missing },
    };
  };
}

async function backtestDay(db: Kysely<Database>, date: string): Promise<BacktestDay> {
  const [lines, first] = await Promise.all([
    db
      .selectFrom('swipe_recon_lines')
      .select(['side', 'rrn', 'amount_paise', 'arrived_at'])
      .where('business_date', '=', date)
      .execute(),
    db.selectFrom('swipe_recon_days').selectAll().where('business_date', '=', date).executeTakeFirst(),
  ]);
  const side = (s: string, until = Infinity): SwipeLine[] =>
    lines
      .filter((l) => l.side === s && l.arrived_at <= until)
      .map((l) => ({ rrn: l.rrn, amountPaise: Number(l.amount_paise) }));
  const now = matchSwipeLines(side('BOOK'), side('ACQUIRER'));
  const before = first ? matchSwipeLines(side('BOOK', first.run_at), side('ACQUIRER', first.run_at)) : null;
  const changes: BacktestDay['changes'] = [];
  let changedCount = 0;
  if (before)
    for (const [rrn, after] of now.outcomes) {
      const was = before.outcomes.get(rrn) ?? 'ABSENT';
      if (was === after) continue;
      changedCount++;
      if (changes.length < CHANGES_SHOWN) changes.push({ rrn, before: was, after });
    }
  return {
    date,
    then: first
      ? {
          matched: first.matched_count,
          matchedPaise: Number(first.matched_paise),
          unmatched: first.unmatched_count,
          unmatchedPaise: Number(first.unmatched_paise),
        }
      : null,
    now: now.totals,
    changes,
    changedCount,
  };
}
