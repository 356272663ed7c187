import type { FastifyInstance } from 'fastify';
import { istDayOf } from '../../../contract/business-time.js';
import { z } from 'zod';
import { JOB_CALLS } from '../../../contract/jobs/calls.js';
import { backtestDays, JOB_MESSAGES } from '../../../contract/jobs/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import type { JobRow } from '../../repositories/background-jobs.js';
import { serve } from '../declared.js';
import { ok, okSchema } from '../success-envelope.js';
import { dateText, jobAudit, jobDto, queueJobDto } from './job-dto.js';

const backtestBody = z.object({ from: dateText, to: dateText });
const totalsDto = z.object({
  matched: z.number().int(),
  matchedPaise: z.number().int(),
  unmatched: z.number().int(),
  unmatchedPaise: z.number().int(),
});
const backtestDto = z.object({
  job: jobDto,
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      then: totalsDto.nullable(),
      now: totalsDto,
      changes: z.array(z.object({ rrn: z.string(), before: z.string(), after: z.string() })),
      changedCount: z.number().int(),
    }),
  ),
});
function toBacktestDto(r: JobRow): z.infer<typeof backtestDto> {
  const input = JSON.parse(r.input_json) as { from: string; to: string };
  const source = r.result_json ?? r.checkpoint_json;
  const days = source ? ((JSON.parse(source) as { days?: [] } | null)?.days ?? []) : [];
  return { job: queueJobDto(r), from: input.from, to: input.to, days };
}

/** /recon/swipe-backtest (issue 45 item 2): the recent card-swipe backtests and starting one (a job on the queue). */
export async function backtestRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const audit = jobAudit(db);

  serve(app, JOB_CALLS.backtests, { response: { 200: okSchema(z.array(backtestDto)) } }, async () => {
    const rows = await db
      .selectFrom('background_jobs')
      .selectAll()
      .where('kind', '=', 'SWIPE_BACKTEST')
      .orderBy('id', 'desc')
      .limit(20)
      .execute();
    return ok(rows.map(toBacktestDto));
  });

  serve(
    app,
    JOB_CALLS.startBacktest,
    { body: backtestBody, response: { 200: okSchema(backtestDto) } },
    async (request) => {
      const { from, to } = request.body;
      const today = istDayOf(Date.now());
      const days = backtestDays(from, to, today);
      if (typeof days === 'string') throw new RequestError(400, days);
      const job = await app.jobs.enqueue({
        kind: 'SWIPE_BACKTEST',
        label: `Card-swipe backtest ${from} to ${to}`,
        input: { from, to, today },
        rowsTotal: days.length,
        startedBy: principalOf(request).email,
      });
      await audit(request, 'swipe_backtest.start', job.id, { from, to, days: days.length });
      return ok(toBacktestDto(job), JOB_MESSAGES.backtestQueued);
    },
  );
}
