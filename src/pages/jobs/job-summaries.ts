import type { DecisionSummary } from '../../common/decision-summary';
import { formatDateTime, formatInr } from '../../format';
import type { BackgroundJob, BacktestDay, ReconTotals, SftpDay } from '../../../dataProviders/crm/jobs';

type Translate = (key: string, options?: Record<string, unknown>) => string;
const T = 'jobs';

/** While a job shown is queued or running, its list is read again this often. */
export const POLL_MS = 2000;

/** Pure: a job's progress as shown: "12 / 40 (30%)", "12" while the total is not known. */
export function progressText(job: Pick<BackgroundJob, 'rowsDone' | 'rowsTotal'>): string {
  if (job.rowsTotal === null || job.rowsTotal === 0) return String(job.rowsDone);
  const pct = Math.floor((job.rowsDone / job.rowsTotal) * 100);
  return `${job.rowsDone} / ${job.rowsTotal} (${pct}%)`;
}

/** Pure: whether any job shown is still moving (the monitor then reads again every few seconds). */
export const anyActive = (jobs: readonly Pick<BackgroundJob, 'state'>[]): boolean =>
  jobs.some((j) => j.state === 'QUEUED' || j.state === 'RUNNING');

const jobFacts = (t: Translate, job: BackgroundJob): [string, string][] => [
  [t(`${T}.field.kind`), t(`${T}.kind.${job.kind}`, { _: job.kind })],
  [t(`${T}.field.started_by`), job.startedBy],
  [t(`${T}.field.state`), t(`${T}.state.${job.state}`)],
  [t(`${T}.field.progress`), progressText(job)],
];

/** Pure: the confirmation of a cancel: which job, how far it got, and what cancelling does in its state. */
export function cancelSummary(t: Translate, job: BackgroundJob): DecisionSummary {
  return {
    subject: t(`${T}.subject`, { ref: job.id, label: job.label }),
    facts: jobFacts(t, job),
    changes: [{ label: t(`${T}.field.state`), before: t(`${T}.state.${job.state}`), after: t(`${T}.state.CANCELLED`) }],
    next: t(job.state === 'RUNNING' ? `${T}.cancel_next_running` : `${T}.cancel_next_queued`),
  };
}

/** Pure: the confirmation of a retry: the job runs again from the start, its errors file replaced. */
export function retrySummary(t: Translate, job: BackgroundJob): DecisionSummary {
  return {
    subject: t(`${T}.subject`, { ref: job.id, label: job.label }),
    facts: [...jobFacts(t, job), [t(`${T}.field.errors`), String(job.errorCount)]],
    changes: [{ label: t(`${T}.field.state`), before: t(`${T}.state.${job.state}`), after: t(`${T}.state.QUEUED`) }],
    next: t(`${T}.retry_next`),
  };
}

/** Pure: the confirmation of reprocessing a received file: which file, from whom, for which day, how it parsed. */
export function reprocessSummary(t: Translate, day: SftpDay): DecisionSummary {
  return {
    subject: day.fileName ?? day.expectedFile,
    facts: [
      [t(`${T}.sftp.source`), day.sourceName],
      [t(`${T}.sftp.business_date`), day.businessDate],
      [t(`${T}.sftp.received_at`), day.receivedAt ? formatDateTime(day.receivedAt) : '—'],
      [t(`${T}.sftp.parse`), t(`${T}.parse.${day.parseState ?? 'NONE'}`)],
    ],
    next: t(`${T}.sftp.reprocess_next`),
  };
}

/** Pure: the confirmation of a backtest: the range and its days, and that it runs in the background. */
export function backtestSummary(t: Translate, from: string, to: string, days: number): DecisionSummary {
  return {
    subject: t(`${T}.backtest.subject`),
    facts: [
      [t(`${T}.backtest.from`), from],
      [t(`${T}.backtest.to`), to],
      [t(`${T}.backtest.days`), String(days)],
    ],
    next: t(`${T}.backtest.next`),
  };
}

/** Pure: a day's totals as "count · ₹amount". */
export const totalsText = (count: number, paise: number): string => `${count} · ${formatInr(paise / 100)}`;

/** Pure: what changed on a day between the first run and now, in a line: "+1 matched, −1 unmatched (₹512.00)". */
export function dayDelta(
  day: Pick<BacktestDay, 'then' | 'now'>,
): { matched: number; unmatched: number; unmatchedPaise: number } | null {
  if (!day.then) return null;
  const d = (k: keyof ReconTotals) => day.now[k] - day.then![k];
  return { matched: d('matched'), unmatched: d('unmatched'), unmatchedPaise: d('unmatchedPaise') };
}
