import type { Kysely } from 'kysely';
import { istDayOf } from '../../../contract/business-time.js';
import { istDeadline } from '../../../contract/jobs/rules.js';
import { matchSwipeLines } from '../../jobs/swipe-matching.js';
import type { Database } from '../database.js';
import { insertInBatches, type SeedModule } from './context.js';
import { grantToRoles, type RoleGrants } from './role-grants.js';

const DAY = 86_400_000;
const MINUTE = 60_000;

const GRANTS: RoleGrants = [
  {
    role: 'Operations',
    permissions: [
      'CAN_VIEW_BULK_PROCESSES',
      'CAN_MANAGE_BULK_PROCESSES',
      'CAN_VIEW_SFTP_FILES',
      'CAN_REPROCESS_SFTP_FILES',
      'CAN_RUN_SWIPE_BACKTEST',
    ],
  },
  { role: 'Maker', permissions: ['CAN_VIEW_BULK_PROCESSES', 'CAN_VIEW_SFTP_FILES', 'CAN_RUN_SWIPE_BACKTEST'] },
  { role: 'Checker', permissions: ['CAN_VIEW_BULK_PROCESSES', 'CAN_VIEW_SFTP_FILES'] },
];

/** What the banks and acquirers drop each day, and by when (IST). */
export const SFTP_SOURCES = [
  {
    source: 'HDFC_BANK',
    name: 'HDFC Bank statement',
    kind: 'BANK',
    file_pattern: 'HDFC_STMT_{YYYYMMDD}.csv',
    expected_by: '06:00',
  },
  {
    source: 'ICICI_BANK',
    name: 'ICICI Bank MIS',
    kind: 'BANK',
    file_pattern: 'ICICI_MIS_{YYYYMMDD}.csv',
    expected_by: '07:30',
  },
  {
    source: 'AXIS_ACQ',
    name: 'Axis card settlement',
    kind: 'ACQUIRER',
    file_pattern: 'AXIS_CARD_SETTLE_{YYYYMMDD}.csv',
    expected_by: '09:00',
  },
  {
    source: 'YES_UPI',
    name: 'Yes Bank UPI settlement',
    kind: 'ACQUIRER',
    file_pattern: 'YES_UPI_SETTLE_{YYYYMMDD}.csv',
    expected_by: '08:00',
  },
] as const;

const HISTORY_DAYS = 12;
const rrnOf = (day: number, n: number) => `6${String(day).padStart(5, '0')}${String(n).padStart(6, '0')}`;

function fileContent(day: number, good = true): string {
  if (!good) return 'transaction_id;amount\nT1;100.00\n';
  const lines = Array.from({ length: 8 }, (_, i) => `${rrnOf(day, i)},${(100 + day * 7 + i * 13).toFixed(2)}`);
  // One bad row a file: listed in its parse's errors file, the rest parsed.
  if (day % 3 === 0) lines.push(`BAD${day},12.00`);
  return ['rrn,amount', ...lines].join('\n') + '\n';
}

/**
 * The SFTP schedule and days of history (every day state: on time, late, missing, failed to parse), card-swipe lines
 * with each day's first reconciliation run (some acquirer lines arrived after it, so a backtest finds changes), and
 * finished jobs of every end state (queued and running ones appear when a job is started: a seeded running job would
 * be taken by this server's own worker). Issue 45 items 1 and 2.
 */
export const backgroundJobsSeed: SeedModule = {
  name: 'background-jobs',
  async seed({ db, now }) {
    await grantToRoles(db, GRANTS);
    await insertInBatches(db, 'sftp_sources', [...SFTP_SOURCES]);
    await seedSftpFiles(db, now);
    await seedSwipeRecon(db, now);
    await seedJobs(db, now);
  },
};

async function seedSftpFiles(db: Kysely<Database>, now: number) {
  const today = istDayOf(now);
  const rows = [];
  for (let d = 1; d <= HISTORY_DAYS; d++) {
    const date = istDayOf(Date.parse(`${today}T00:00:00Z`) - d * DAY);
    for (const [i, s] of SFTP_SOURCES.entries()) {
      const slot = (d + i) % 7;
      if (slot === 3) continue; // missing
      const due = istDeadline(date, s.expected_by);
      const late = slot === 5;
      const receivedAt = Math.min(now - MINUTE, due + (late ? 95 * MINUTE : -(20 + i * 5) * MINUTE));
      const good = slot !== 6;
      const content = fileContent(d * 10 + i, good);
      rows.push({
        source: s.source,
        business_date: date,
        file_name: s.file_pattern.replace('{YYYYMMDD}', date.replaceAll('-', '')),
        content,
        received_at: receivedAt,
        parse_state: good ? 'PARSED' : 'FAILED',
        rows_parsed: good ? 8 : 0,
        parse_error: good ? null : 'The first line is not "rrn,amount".',
        parsed_at: receivedAt + MINUTE < now ? receivedAt + MINUTE : receivedAt,
        job_id: null,
      });
    }
  }
  await insertInBatches(db, 'sftp_files', rows);
}

async function seedSwipeRecon(db: Kysely<Database>, now: number) {
  const today = istDayOf(now);
  const lines = [];
  const days = [];
  for (let d = 1; d <= HISTORY_DAYS; d++) {
    const date = istDayOf(Date.parse(`${today}T00:00:00Z`) - d * DAY);
    const runAt = istDeadline(date, '23:30') + 10 * 60 * MINUTE; // the next morning, 09:30 IST
    if (runAt > now) continue;
    const dayLines = [];
    for (let n = 0; n < 12; n++) {
      const rrn = rrnOf(d, n);
      const amount = 50_000 + d * 1_250 + n * 3_100;
      dayLines.push({
        business_date: date,
        side: 'BOOK',
        rrn,
        amount_paise: amount,
        arrived_at: runAt - 8 * 60 * MINUTE,
      });
      if (n === 11) continue; // ours only
      // The acquirer's line of RRN 10 came in a later file (after the first run) on older days: a backtest matches it.
      const lateLine = n === 10 && d > 2;
      if (n === 10 && !lateLine) continue;
      dayLines.push({
        business_date: date,
        side: 'ACQUIRER',
        rrn,
        amount_paise: n === 9 ? amount - 100 : amount, // RRN 9: the acquirer settled ₹1 less
        arrived_at: lateLine ? Math.min(now - MINUTE, runAt + DAY) : runAt - 2 * 60 * MINUTE,
      });
    }
    dayLines.push({
      business_date: date,
      side: 'ACQUIRER',
      rrn: rrnOf(d, 99),
      amount_paise: 20_000,
      arrived_at: runAt - 60 * MINUTE,
    });
    const first = matchSwipeLines(
      dayLines
        .filter((l) => l.side === 'BOOK' && l.arrived_at <= runAt)
        .map((l) => ({ rrn: l.rrn, amountPaise: l.amount_paise })),
      dayLines
        .filter((l) => l.side === 'ACQUIRER' && l.arrived_at <= runAt)
        .map((l) => ({ rrn: l.rrn, amountPaise: l.amount_paise })),
    );
    lines.push(...dayLines);
    days.push({
      business_date: date,
      matched_count: first.totals.matched,
      matched_paise: first.totals.matchedPaise,
      unmatched_count: first.totals.unmatched,
      unmatched_paise: first.totals.unmatchedPaise,
      run_at: runAt,
    });
  }
  await insertInBatches(db, 'swipe_recon_lines', lines);
  await insertInBatches(db, 'swipe_recon_days', days);
}

/** A finished job `hoursAgo` old that took a minute. */
function finishedJob(
  now: number,
  hoursAgo: number,
  job: { kind: string; label: string; state: string; input: unknown; by: string; rows: [done: number, total: number] },
  more: { result?: unknown; message: string; errorsCsv?: string },
) {
  const at = now - hoursAgo * 60 * MINUTE;
  const errors = more.errorsCsv ? more.errorsCsv.trim().split('\n').length - 1 : 0;
  return {
    kind: job.kind,
    label: job.label,
    state: job.state,
    input_json: JSON.stringify(job.input),
    checkpoint_json: null,
    result_json: more.result === undefined ? null : JSON.stringify(more.result),
    message: more.message,
    started_by: job.by,
    rows_done: job.rows[0],
    rows_total: job.rows[1],
    error_count: errors,
    errors_csv: more.errorsCsv ?? null,
    attempts: 1,
    max_attempts: 3,
    cancel_requested: 0,
    lease_owner: null,
    lease_until: null,
    created_at: at,
    started_at: at,
    finished_at: at + MINUTE,
    updated_at: at + MINUTE,
  };
}

async function seedJobs(db: Kysely<Database>, now: number) {
  const day = (hoursAgo: number) => istDayOf(now - hoursAgo * 60 * MINUTE);
  await insertInBatches(db, 'background_jobs', [
    finishedJob(
      now,
      30,
      { kind: 'SFTP_SCAN', label: 'Drop folder scan', state: 'SUCCEEDED', input: null, by: 'system', rows: [4, 4] },
      { result: { files: 4 }, message: '4 files picked up from the drop folder.' },
    ),
    finishedJob(
      now,
      20,
      {
        kind: 'SFTP_PARSE',
        label: 'Reprocess AXIS_CARD_SETTLE file',
        state: 'FAILED',
        input: { fileId: 1 },
        by: 'ops@console.example',
        rows: [2, 2],
      },
      {
        message: 'No row could be read.',
        errorsCsv: 'line,reason\n2,RRN must be 12 digits\n3,Amount must be a positive rupee amount\n',
      },
    ),
    finishedJob(
      now,
      6,
      {
        kind: 'SWIPE_BACKTEST',
        label: 'Card-swipe backtest (cancelled)',
        state: 'CANCELLED',
        input: { from: day(24 * 9), to: day(24 * 3), today: day(6) },
        by: 'maker@console.example',
        rows: [2, 7],
      },
      { message: 'Cancelled while running.' },
    ),
  ]);
}
