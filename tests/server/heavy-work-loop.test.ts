import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heavyWork } from '../../server/workers/heavy-work.js';
import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Issue 38 L7: a 10,000-line reconciliation or a 1 MiB upload held the event loop for 0.25–0.9 s, so every other
 * request (another agent's list, a health check) waited for it. The pure work now runs in a worker thread and the
 * writes let the loop turn between chunks: while such a request is answered, a 5 ms timer keeps firing, and a
 * health check sent meanwhile is answered before it. The gap between two timer ticks is the stall a caller feels.
 */
let t: TestApp;
let ops = '';
let maker = '';
const DAY = '2026-10-31';
beforeAll(async () => {
  t = await createTestApp();
  ops = await t.tokenFor('ops@console.example');
  maker = await t.tokenFor('treasury-maker@console.example');
});
afterAll(() => t.close());

/** Runs `work` while a 5 ms interval ticks and a health check is sent after 20 ms: the longest gap between ticks. */
async function whileTicking<T>(work: () => Promise<T>) {
  let last = performance.now();
  let longest = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    ticks++;
  }, 5);
  let healthAt = 0;
  const health = new Promise<void>((resolve) =>
    setTimeout(() => {
      void t.app.inject({ method: 'GET', url: '/api/health' }).then(() => {
        healthAt = performance.now();
        resolve();
      });
    }, 20),
  );
  const startedAt = performance.now();
  try {
    const result = await work();
    const doneAt = performance.now();
    longest = Math.max(longest, doneAt - last);
    await health;
    return { result, longest, elapsed: doneAt - startedAt, ticks, healthFirst: healthAt < doneAt };
  } finally {
    clearInterval(timer);
  }
}

function statement(prefix: string, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    utr: `${prefix}${String(i).padStart(8, '0')}`,
    amount: 100 + i,
    status: 'SUCCESS',
    valueDate: DAY,
  }));
}
const reconRun = (lines: object[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payouts/payout/recon/run',
    payload: { from: DAY, to: DAY, fileName: 'statement.csv', lines },
    headers: bearer(maker),
  });

/** A multipart body with one CSV file, as the console sends it. */
function ifscUpload(csv: string) {
  const boundary = '----heavy-work-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ifsc.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'PUT',
    url: '/api/merchant-support/upload/bulk-insert-ifsc',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(ops) },
  });
}
/** Just under 1 MiB of IFSC rows (about 9,400), codes starting at `from`. */
function ifscFile(from: number) {
  const lines = ['bank,ifsc,branch,address,contact,city,district,state,bank_code,status'];
  let size = lines[0]!.length;
  for (let i = from; size < 1_040_000; i++) {
    const line = `Bank ${i},ABCD0${String(i).padStart(6, '0')},Branch number ${i},Street address ${i},9876543210,City,District,State,BC${i},ACTIVE`;
    lines.push(line);
    size += line.length + 1;
  }
  return { csv: lines.join('\n') + '\n', rows: lines.length - 1 };
}

/**
 * The stall allowed: under 150 ms, or, when the machine is so loaded that everything runs several times slower,
 * under a third of the request's own time. The old code held the loop for the whole request (250–900 ms, 95–100 %
 * of it, as one block); what is left now is single chunks of tens of milliseconds.
 */
const STALL_MS = 150;
const STALL_SHARE = 1 / 3;
const shortEnough = (longest: number, elapsed: number) => longest < STALL_MS || longest < elapsed * STALL_SHARE;

/**
 * The tries' stalls, up to 5 tries (each `attempt(i)` a fresh request), stopping at the first short enough: on a
 * loaded machine a timer can be late for reasons of its own (the process not scheduled, a GC), while the old code's
 * stall was its own work and came back every time.
 */
async function bestOf<T>(attempt: (i: number) => Promise<T>, check: (result: T, i: number) => void) {
  const tries: string[] = [];
  for (let i = 0; i < 5; i++) {
    const { result, longest, elapsed, healthFirst } = await whileTicking(() => attempt(i));
    check(result, i);
    tries.push(`${Math.round(longest)} of ${Math.round(elapsed)} ms`);
    if (shortEnough(longest, elapsed)) return { tries: tries.join(', '), ok: true, healthFirst };
  }
  return { tries: tries.join(', '), ok: false, healthFirst: false };
}

describe('heavy requests leave the event loop free (issue 38 L7)', () => {
  it('starts the worker thread (not the inline fallback) under Vitest', async () => {
    const res = await reconRun(statement('WARMUTR', 3));
    expect(res.statusCode).toBe(200);
    expect(heavyWork.unavailable).toBeNull();
  });

  it('a 10,000-line reconciliation: the loop never stalls long, and a health check is answered meanwhile', async () => {
    const { tries, ok, healthFirst } = await bestOf(
      (i) => reconRun(statement(`LOOP${i}UTR`, 10_000)),
      (result) => {
        expect(result.statusCode).toBe(200);
        const run = result.json().data;
        expect(run).toMatchObject({ source: 'UPLOAD', statementLines: 10_000 });
        expect(run.groups.find((g: { group: string }) => g.group === 'STATEMENT_ONLY')).toMatchObject({
          count: 10_000,
        });
      },
    );
    console.info(`recon 10,000 lines, longest stall per try: ${tries}`);
    expect(ok, tries).toBe(true);
    expect(healthFirst).toBe(true);
  });

  it('a 10,000-line statement with a bad line is refused as before, worded the same, from the worker', async () => {
    const lines = statement('BADUTR', 10_000);
    lines[9_998] = { ...lines[9_998]!, utr: 'no!' };
    const { tries, ok } = await bestOf(
      () => reconRun(lines),
      (result) => {
        expect(result.statusCode).toBe(400);
        expect(result.json().errors).toEqual({ 'lines.9998.utr': 'UTR: letters and digits only, 6 to 40.' });
      },
    );
    expect(ok, tries).toBe(true);
  });

  it('a 1 MiB upload: the loop never stalls long while it is checked and applied', async () => {
    const files = [0, 1, 2, 3, 4].map((i) => ifscFile(i * 100_000));
    expect(files[0]!.csv.length).toBeGreaterThan(1_000_000);
    const { tries, ok, healthFirst } = await bestOf(
      (i) => ifscUpload(files[i]!.csv),
      (result, i) => {
        expect(result.statusCode).toBe(200);
        expect(result.json().data).toMatchObject({ rows: files[i]!.rows, inserted: files[i]!.rows });
      },
    );
    console.info(`ifsc upload 1 MiB (${files[0]!.rows} rows), longest stall per try: ${tries}`);
    expect(ok, tries).toBe(true);
    expect(healthFirst).toBe(true);
  });

  it('a 1 MiB file whose every row is wrong is refused without a long stall', async () => {
    const csv = ifscFile(500_000).csv.replaceAll(',ACTIVE', ',MAYBE');
    const { tries, ok } = await bestOf(
      () => ifscUpload(csv),
      (result) => {
        expect(result.statusCode).toBe(400);
        expect(result.json().message).toMatch(/^\d+ of \d+ rows have errors; nothing was applied\.$/);
        expect(Object.keys(result.json().errors)).toHaveLength(200);
      },
    );
    expect(ok, tries).toBe(true);
  });
});
