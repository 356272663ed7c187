import { describe, expect, it } from 'vitest';
import {
  backtestDays,
  canCancel,
  canRetry,
  istDeadline,
  sftpDayState,
  uploadJobState,
} from '../../../../../contract/jobs/rules';
import type { BackgroundJob, SftpDay } from '../../../../../dataProviders/crm/jobs';
import { matchSwipeLines } from '../../../../../server/jobs/swipe-matching';
import {
  anyActive,
  backtestSummary,
  cancelSummary,
  dayDelta,
  progressText,
  reprocessSummary,
  retrySummary,
  totalsText,
} from '../../../../../src/pages/jobs/job-summaries';

/** Keys with their arguments, so a test reads what the screen would say. */
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(Object.fromEntries(Object.entries(options).filter(([k]) => k !== '_')))}` : key;

const job: BackgroundJob = {
  id: 'Q7',
  source: 'QUEUE',
  number: 7,
  kind: 'SWIPE_BACKTEST',
  label: 'Card-swipe backtest 2026-10-01 to 2026-10-10',
  state: 'RUNNING',
  startedBy: 'ops@console.example',
  rowsTotal: 10,
  rowsDone: 3,
  errorCount: 0,
  message: null,
  attempts: 1,
  createdAt: 0,
  startedAt: 0,
  finishedAt: null,
  cancelRequested: false,
  canCancel: true,
  canRetry: false,
};

describe('job rules', () => {
  it('cancels queued or running queue jobs and retries failed or cancelled ones; uploads neither', () => {
    expect(canCancel('QUEUE', 'RUNNING')).toBe(true);
    expect(canCancel('QUEUE', 'SUCCEEDED')).toBe(false);
    expect(canRetry('QUEUE', 'CANCELLED')).toBe(true);
    expect(canRetry('UPLOAD', 'FAILED')).toBe(false);
    expect(canCancel('UPLOAD', 'QUEUED')).toBe(false);
    expect(uploadJobState('DONE')).toBe('SUCCEEDED');
    expect(uploadJobState('PENDING')).toBe('QUEUED');
    expect(uploadJobState('REJECTED')).toBe('FAILED');
  });

  it('calls a day’s file received, late, missing, failed, or not due yet against its time in IST', () => {
    const due = istDeadline('2026-10-10', '06:00');
    expect(new Date(due).toISOString()).toBe('2026-10-10T00:30:00.000Z');
    expect(sftpDayState(due, null, due - 1)).toBe('AWAITED');
    expect(sftpDayState(due, null, due + 1)).toBe('MISSING');
    expect(sftpDayState(due, { receivedAt: due - 1, parseState: 'PARSED' }, due + 1)).toBe('RECEIVED');
    expect(sftpDayState(due, { receivedAt: due + 60_000, parseState: 'PARSED' }, due + 1)).toBe('LATE');
    expect(sftpDayState(due, { receivedAt: due - 1, parseState: 'FAILED' }, due + 1)).toBe('FAILED');
  });

  it('backtests past days only, at most 31, from on or before to', () => {
    expect(backtestDays('2026-10-01', '2026-10-03', '2026-11-01')).toEqual(['2026-10-01', '2026-10-02', '2026-10-03']);
    expect(backtestDays('2026-10-03', '2026-10-01', '2026-11-01')).toMatch(/on or before/);
    expect(backtestDays('2026-10-01', '2026-11-01', '2026-11-01')).toMatch(/past days only/);
    expect(backtestDays('2026-08-01', '2026-10-01', '2026-11-01')).toMatch(/at most 31 days/);
  });

  it('matches swipe lines by RRN, then amount: matched, amount differs, ours only, theirs only, with ₹ in paise', () => {
    const m = matchSwipeLines(
      [
        { rrn: 'a', amountPaise: 100 },
        { rrn: 'b', amountPaise: 200 },
        { rrn: 'c', amountPaise: 300 },
      ],
      [
        { rrn: 'a', amountPaise: 100 },
        { rrn: 'b', amountPaise: 199 },
        { rrn: 'd', amountPaise: 50 },
      ],
    );
    expect(Object.fromEntries(m.outcomes)).toEqual({ a: 'MATCHED', b: 'MISMATCHED', c: 'OURS_ONLY', d: 'THEIRS_ONLY' });
    expect(m.totals).toEqual({ matched: 1, matchedPaise: 100, unmatched: 3, unmatchedPaise: 550 });
  });
});

describe('job screens', () => {
  it('shows progress as rows done of the total with a percentage, and polls while a job moves', () => {
    expect(progressText(job)).toBe('3 / 10 (30%)');
    expect(progressText({ rowsDone: 4, rowsTotal: null })).toBe('4');
    expect(anyActive([{ state: 'SUCCEEDED' }, { state: 'QUEUED' }])).toBe(true);
    expect(anyActive([{ state: 'FAILED' }])).toBe(false);
  });

  it('restates a cancel and a retry: which job, who started it, how far it got, the state before → after', () => {
    const cancel = cancelSummary(t, job);
    expect(cancel.subject).toContain('"ref":"Q7"');
    expect(cancel.facts).toContainEqual(['jobs.field.started_by', 'ops@console.example']);
    expect(cancel.facts).toContainEqual(['jobs.field.progress', '3 / 10 (30%)']);
    expect(cancel.changes).toEqual([
      { label: 'jobs.field.state', before: 'jobs.state.RUNNING', after: 'jobs.state.CANCELLED' },
    ]);
    expect(cancel.next).toBe('jobs.cancel_next_running');
    expect(cancelSummary(t, { ...job, state: 'QUEUED' }).next).toBe('jobs.cancel_next_queued');
    const retry = retrySummary(t, { ...job, state: 'FAILED', errorCount: 4 });
    expect(retry.facts).toContainEqual(['jobs.field.errors', '4']);
    expect(retry.changes![0]!.after).toBe('jobs.state.QUEUED');
  });

  it('restates a reprocess (file, source, day, how it parsed) and a backtest (range and days)', () => {
    const day: SftpDay = {
      id: '2026-10-10|AXIS_ACQ',
      businessDate: '2026-10-10',
      source: 'AXIS_ACQ',
      sourceName: 'Axis card settlement',
      expectedFile: 'AXIS_CARD_SETTLE_20261010.csv',
      expectedBy: 0,
      state: 'FAILED',
      fileId: 3,
      fileName: 'AXIS_CARD_SETTLE_20261010.csv',
      receivedAt: null,
      parseState: 'FAILED',
      rowsParsed: 0,
      parseError: 'x',
      jobId: null,
    };
    const s = reprocessSummary(t, day);
    expect(s.subject).toBe('AXIS_CARD_SETTLE_20261010.csv');
    expect(s.facts).toContainEqual(['jobs.sftp.source', 'Axis card settlement']);
    expect(s.facts).toContainEqual(['jobs.sftp.parse', 'jobs.parse.FAILED']);
    const b = backtestSummary(t, '2026-10-01', '2026-10-31', 31);
    expect(b.facts).toEqual([
      ['jobs.backtest.from', '2026-10-01'],
      ['jobs.backtest.to', '2026-10-31'],
      ['jobs.backtest.days', '31'],
    ]);
  });

  it('shows a day’s totals in ₹ with Indian grouping and the change since the first run', () => {
    expect(totalsText(3, 12345678)).toBe('3 · ₹1,23,456.78');
    const then = { matched: 9, matchedPaise: 1000, unmatched: 4, unmatchedPaise: 500 };
    const now = { matched: 10, matchedPaise: 1200, unmatched: 3, unmatchedPaise: 300 };
    expect(dayDelta({ then, now })).toEqual({ matched: 1, unmatched: -1, unmatchedPaise: -200 });
    expect(dayDelta({ then: null, now })).toBeNull();
  });
});
