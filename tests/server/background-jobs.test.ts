import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDayOf } from '../../contract/business-time.js';
import { buildApp } from '../../server/app.js';
import { claimJob, findJob, insertJob } from '../../server/repositories/background-jobs.js';
import { callerOf, createTestApp, fileCallerOf, signIn, type TestApp } from './helpers/test-app.js';
import { until } from './helpers/until.js';

/**
 * The job queue kept in the database and its monitor (issue 45 item 2; /bulk-process, /sftp-panel,
 * /recon/swipe-backtest): one claim wins, cancel and retry are conditional and audited, progress is recorded as the
 * job goes, and a job stopped mid-way (its server closed, or its worker dead) goes on from its checkpoint on the next
 * server. On SQLite (the table is the queue) and PostgreSQL (pg-boss carries the jobs).
 */
const dropDir = mkdtempSync(join(tmpdir(), 'sftp-drop-'));
let t: TestApp;
const tokens: Record<string, string> = {};
const call = callerOf(() => t, tokens, '/api/crm');
const file = fileCallerOf(() => t, tokens, '/api/crm');
const db = () => t.database.handle.db;

beforeAll(async () => {
  t = await createTestApp({ SFTP_DROP_DIR: dropDir, JOB_STEP_MS: '40' });
  // On PostgreSQL the queue is pg-boss's: the app is built again with the database's URL in its configuration.
  const url = t.database.location.databaseUrl;
  if (url) {
    await t.app.close();
    t.config = { ...t.config, databaseUrl: url };
    t.app = await buildApp({ config: t.config, database: t.database.handle });
    await t.app.ready();
  }
  await signIn(t, tokens, ['ops', 'maker', 'checker', 'noaccess']);
});
afterAll(() => t?.close());

interface Job {
  id: string;
  number: number;
  source: string;
  kind: string;
  state: string;
  startedBy: string;
  rowsDone: number;
  rowsTotal: number | null;
  errorCount: number;
  attempts: number;
  canCancel: boolean;
  canRetry: boolean;
}
const FINAL = ['SUCCEEDED', 'FAILED', 'CANCELLED'];

const job = (id: number) => findJob(db(), id);
const finished = (id: number) =>
  until(
    () => job(id),
    (j) => FINAL.includes(j!.state),
  );
const list = async (query = '') => {
  const res = await call('ops', 'GET', `/jobs?${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { content: Job[]; totalElements: number };
};
const backtest = (from: string, to: string, who = 'ops', key?: string) =>
  call(who, 'POST', '/recon/swipe-backtests', { from, to }, key ? { 'idempotency-key': key } : {});
const audits = async (action: string) =>
  (await db().selectFrom('audit_log').select('entity_id').where('action', '=', action).execute()).length;

describe('the queue', () => {
  it('lets one of 20 workers claim a job', async () => {
    const row = await insertJob(
      db(),
      { kind: 'NOOP', label: 'x', input: null, startedBy: 'test', holdUntil: Date.now() + 60_000 },
      Date.now(),
    );
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => claimJob(db(), row.id, `w${i}`, Date.now(), 30_000, true)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect((await job(row.id))!.attempts).toBe(1);
    await db().deleteFrom('background_jobs').where('id', '=', row.id).execute();
  });

  it('runs each job once when two servers work the same queue', async () => {
    const second = await buildApp({ config: t.config, database: t.database.handle });
    await second.ready();
    try {
      const ids = [];
      for (const [i, day] of ['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08'].entries())
        ids.push((await backtest(day, day, 'ops', `two-${i}`)).body.data.job.number as number);
      for (const id of ids) {
        const done = await finished(id);
        expect(done!.state).toBe('SUCCEEDED');
        expect(done!.attempts).toBe(1);
      }
    } finally {
      await second.close();
    }
  });

  it('runs a backtest to the end with its progress recorded, and compares each day with the first run', async () => {
    const res = await backtest('2026-10-22', '2026-10-29');
    expect(res.status).toBe(200);
    const id = res.body.data.job.number as number;
    const seen = new Set<number>();
    await until(
      async () => {
        const j = (await job(id))!;
        seen.add(j.rows_done);
        return j;
      },
      (j) => FINAL.includes(j!.state),
    );
    const done = (await job(id))!;
    expect(done.state).toBe('SUCCEEDED');
    expect(done.rows_done).toBe(8);
    expect(done.rows_total).toBe(8);
    expect(seen.size).toBeGreaterThan(2); // progress moved in steps, not at once
    const runs = (await call('ops', 'GET', '/recon/swipe-backtests')).body.data as {
      job: Job;
      days: {
        date: string;
        then: { unmatched: number };
        now: { unmatched: number; matched: number };
        changes: { before: string; after: string }[];
      }[];
    }[];
    const run = runs.find((r) => r.job.number === id)!;
    expect(run.days.map((d) => d.date)).toEqual([
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
    ]);
    // The acquirer's late line of each day is matched now, not at the first run.
    for (const d of run.days) {
      expect(d.now.unmatched).toBe(d.then.unmatched - 1);
      expect(d.changes).toContainEqual(expect.objectContaining({ before: 'OURS_ONLY', after: 'MATCHED' }));
    }
    expect(await audits('swipe_backtest.start')).toBeGreaterThan(0);
    if (t.database.location.databaseUrl) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from pgboss.job where name = 'console-jobs'`.execute(db());
      expect(rows[0]!.n).toBeGreaterThan(0); // pg-boss carried it
    }
  });

  it('refuses a range that is not in the past or too long', async () => {
    expect((await backtest('2026-10-10', '2026-10-01')).status).toBe(400);
    expect((await backtest('2026-01-01', '2026-03-01')).body.message).toMatch(/at most 31 days/);
    // Today as the server judges it: the business day in IST, which from 18:30 UTC is the next UTC day.
    const today = istDayOf(Date.now());
    expect((await backtest(today, today)).status).toBe(400);
  });

  it('resumes a job whose worker died from its checkpoint (the lease ran out)', async () => {
    const marker = {
      date: '2026-10-20',
      then: null,
      now: { matched: 0, matchedPaise: 0, unmatched: 0, unmatchedPaise: 0 },
      changes: [],
      changedCount: 777,
    };
    const row = await insertJob(
      db(),
      {
        kind: 'SWIPE_BACKTEST',
        label: 'resume',
        input: { from: '2026-10-20', to: '2026-10-23', today: '2026-11-29' },
        startedBy: 'ops@console.example',
        rowsTotal: 4,
      },
      Date.now(),
    );
    await db()
      .updateTable('background_jobs')
      .set({
        state: 'RUNNING',
        lease_owner: 'dead-worker',
        lease_until: Date.now() - 1,
        attempts: 1,
        rows_done: 1,
        checkpoint_json: JSON.stringify({ days: [marker] }),
      })
      .where('id', '=', row.id)
      .execute();
    const done = await finished(row.id);
    expect(done!.state).toBe('SUCCEEDED');
    expect(done!.attempts).toBe(2);
    const days = JSON.parse(done!.result_json!).days as { date: string; changedCount: number }[];
    expect(days.map((d) => d.date)).toEqual(['2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23']);
    expect(days[0]!.changedCount).toBe(777); // day 1 came from the checkpoint, not run again
  });

  it('hands a running job back when the app closes, and the next app on the database finishes it', async () => {
    const res = await backtest('2026-10-02', '2026-10-29');
    const id = res.body.data.job.number as number;
    await until(
      () => job(id),
      (j) => j!.state === 'RUNNING' && j!.rows_done >= 2,
    );
    await t.app.close();
    const handedBack = (await job(id))!;
    expect(handedBack.state).toBe('QUEUED');
    expect(handedBack.rows_done).toBeGreaterThanOrEqual(2);
    expect(handedBack.rows_done).toBeLessThan(28);
    const kept = JSON.parse(handedBack.checkpoint_json!).days.length as number;
    expect(kept).toBe(handedBack.rows_done);
    // A restarted server: a new app on the same database and configuration.
    t.app = await buildApp({ config: t.config, database: t.database.handle });
    await t.app.ready();
    const done = await finished(id);
    expect(done!.state).toBe('SUCCEEDED');
    expect(done!.rows_done).toBe(28);
    expect(done!.attempts).toBe(2);
    expect(JSON.parse(done!.result_json!).days).toHaveLength(28);
  });
});

describe('GET /api/crm/jobs (Bulk Process)', () => {
  it('lists the queue jobs and the uploads together, newest first, filtered and paged on the server', async () => {
    const all = await list('size=200');
    expect(new Set(all.content.map((j) => j.source))).toEqual(new Set(['QUEUE', 'UPLOAD']));
    expect(new Set(all.content.map((j) => j.state))).toEqual(expect.objectContaining({}));
    for (const s of ['SUCCEEDED', 'FAILED', 'CANCELLED']) expect(all.content.some((j) => j.state === s)).toBe(true);
    const failed = await list('state=FAILED');
    expect(failed.content.every((j) => j.state === 'FAILED')).toBe(true);
    const seededUploads = await db().selectFrom('upload_jobs').select(['id', 'status']).execute();
    for (const u of seededUploads) {
      const shown = all.content.find((j) => j.id === `U${u.id}`)!;
      expect(shown.state).toBe(u.status === 'DONE' ? 'SUCCEEDED' : u.status === 'PENDING' ? 'QUEUED' : 'FAILED');
    }
    const uploads = await list('source=UPLOAD&size=5');
    expect(uploads.content.every((j) => j.source === 'UPLOAD' && !j.canCancel && !j.canRetry)).toBe(true);
    expect(uploads.content.length).toBeLessThanOrEqual(5);
    const page2 = await list('size=2&page=1');
    expect(page2.content).toHaveLength(2);
    expect(page2.totalElements).toBe(all.totalElements);
    expect((await list('startedBy=maker')).content.every((j) => j.startedBy.includes('maker'))).toBe(true);
  });

  it('is refused without its keys (403), cancel and retry for its managers only', async () => {
    expect((await call('noaccess', 'GET', '/jobs')).status).toBe(403);
    expect((await call('checker', 'GET', '/jobs')).status).toBe(200);
    const [failed] = (await list('state=FAILED&source=QUEUE')).content;
    expect((await call('checker', 'POST', `/jobs/${failed!.id}/retry`, {}, { 'idempotency-key': 'c1' })).status).toBe(
      403,
    );
    expect((await call('checker', 'POST', `/jobs/${failed!.id}/cancel`, {}, { 'idempotency-key': 'c2' })).status).toBe(
      403,
    );
    expect((await call('maker', 'POST', '/sftp/scan', {}, { 'idempotency-key': 'c3' })).status).toBe(403);
    expect(
      (
        await call(
          'checker',
          'POST',
          '/recon/swipe-backtests',
          { from: '2026-10-01', to: '2026-10-02' },
          { 'idempotency-key': 'c4' },
        )
      ).status,
    ).toBe(403);
    expect((await call('noaccess', 'GET', '/sftp/days')).status).toBe(403);
  });

  it('gives a job’s errors file as CSV; none is a 404', async () => {
    const [failed] = (await list('state=FAILED&source=QUEUE&kind=SFTP_PARSE')).content;
    const res = await file('ops', 'GET', `/jobs/${failed!.id}/errors`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    expect(String(res.body)).toMatch(/^line,reason\n2,RRN must be 12 digits/);
    const [ok] = (await list('state=SUCCEEDED&source=QUEUE&kind=SFTP_SCAN')).content;
    expect((await file('ops', 'GET', `/jobs/${ok!.id}/errors`)).status).toBe(404);
  });

  it('cancels a running job once of 20 parallel asks, audited; a finished job is a 409; a key replays', async () => {
    const res = await backtest('2026-10-01', '2026-10-29');
    const ref = `Q${res.body.data.job.number}`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('ops', 'POST', `/jobs/${ref}/cancel`, {}, { 'idempotency-key': `cancel-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const done = await finished(res.body.data.job.number);
    expect(done!.state).toBe('CANCELLED');
    expect(done!.rows_done).toBeLessThan(29);
    expect(await audits('background_job.cancel')).toBe(1);
    const again = await call('ops', 'POST', `/jobs/${ref}/cancel`, {}, { 'idempotency-key': 'cancel-late' });
    expect(again.status).toBe(409);
    const winner = answers.findIndex((a) => a.status === 200);
    const replay = await call('ops', 'POST', `/jobs/${ref}/cancel`, {}, { 'idempotency-key': `cancel-${winner}` });
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(answers[winner]!.body);
  });

  it('retries a failed job once of 20 parallel asks, from the start; an upload cannot be retried', async () => {
    const [failed] = (await list('state=FAILED&source=QUEUE&kind=SFTP_PARSE')).content;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('ops', 'POST', `/jobs/${failed!.id}/retry`, {}, { 'idempotency-key': `retry-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.find((a) => a.status === 200)!.body.message).toBe('Job queued again.');
    const done = await finished(failed!.number);
    expect(done!.state).toBe('SUCCEEDED');
    expect(done!.attempts).toBe(1);
    expect(await audits('background_job.retry')).toBe(1);
    const [upload] = (await list('source=UPLOAD')).content;
    expect((await call('ops', 'POST', `/jobs/${upload!.id}/retry`, {}, { 'idempotency-key': 'r-up' })).status).toBe(
      409,
    );
    expect((await call('ops', 'POST', '/jobs/X1/retry', {}, { 'idempotency-key': 'r-bad' })).status).toBe(400);
  });
});

describe('SFTP files', () => {
  interface Day {
    businessDate: string;
    source: string;
    state: string;
    fileId: number | null;
  }
  const days = async (query: string) => {
    const res = await call('ops', 'GET', `/sftp/days?${query}`);
    expect(res.status).toBe(200);
    return res.body.data as { content: Day[]; totalElements: number };
  };

  it('lists each day’s expected file per source: received, late, missing, failed to parse', async () => {
    const all = await days('from=2026-10-21&to=2026-10-31&size=200');
    expect(all.totalElements).toBe(11 * 4);
    expect(new Set(all.content.map((d) => d.state))).toEqual(new Set(['RECEIVED', 'LATE', 'MISSING', 'FAILED']));
    expect(all.content[0]!.businessDate).toBe('2026-10-31');
    const missing = await days('from=2026-10-21&to=2026-10-31&state=MISSING');
    expect(missing.content.every((d) => d.state === 'MISSING' && d.fileId === null)).toBe(true);
    expect((await days('from=2026-10-21&to=2026-10-31&source=AXIS_ACQ&size=200')).totalElements).toBe(11);
    expect((await call('ops', 'GET', '/sftp/days?from=2026-01-01&to=2026-12-31')).status).toBe(400);
  });

  it('reprocesses a file on the queue (seen on Bulk Process); a second ask while queued is a 409', async () => {
    const [failedDay] = (await days('from=2026-10-21&to=2026-10-31&state=FAILED')).content;
    const first = await call(
      'ops',
      'POST',
      `/sftp/files/${failedDay!.fileId}/reprocess`,
      {},
      { 'idempotency-key': 'rp1' },
    );
    expect(first.status).toBe(200);
    expect(first.body.data.kind).toBe('SFTP_PARSE');
    const second = await call(
      'ops',
      'POST',
      `/sftp/files/${failedDay!.fileId}/reprocess`,
      {},
      { 'idempotency-key': 'rp2' },
    );
    expect([409, 200]).toContain(second.status); // 200 only if the first finished in between
    const done = await finished(first.body.data.number);
    expect(done!.state).toBe('FAILED');
    expect(done!.message).toMatch(/first line/);
    expect((await list('kind=SFTP_PARSE')).content.some((j) => j.number === first.body.data.number)).toBe(true);
  });

  it('picks up files from the drop folder with a scan job: recorded, parsed, moved to processed/', async () => {
    mkdirSync(join(dropDir, 'HDFC_BANK'), { recursive: true });
    writeFileSync(join(dropDir, 'HDFC_BANK', 'HDFC_STMT_20261101.csv'), 'rrn,amount\n612345678901,100.50\nabc,1\n');
    writeFileSync(join(dropDir, 'HDFC_BANK', 'notes.txt'), 'not a statement');
    const res = await call('ops', 'POST', '/sftp/scan', {}, { 'idempotency-key': 'scan1' });
    expect(res.status).toBe(200);
    const done = await finished(res.body.data.number);
    expect(done!.state).toBe('SUCCEEDED');
    expect(done!.error_count).toBe(2); // the bad row and the file not named as the source's pattern
    expect(readdirSync(join(dropDir, 'HDFC_BANK', 'processed'))).toEqual(['HDFC_STMT_20261101.csv']);
    const [day] = (await days('from=2026-11-01&to=2026-11-01&source=HDFC_BANK')).content;
    expect(day!.fileId).not.toBeNull();
  });
});
