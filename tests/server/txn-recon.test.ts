import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, istDayOf } from '../../contract/business-time.js';
import { TXN_RECON_MESSAGES } from '../../contract/recon/rules.js';
import { RECON_E2E_REF, RECON_THEIRS_ONLY_REF, txnsOf } from '../../server/db/seed/txn-recon.js';
import { auditCount, merchantCaller, MS } from './helpers/merchant-360-calls.js';
import { createTestApp, fileCallerOf, type TestApp } from './helpers/test-app.js';

/**
 * Merchant-transaction reconciliation (issue 45 item 1): settlement files through the shared upload flow, the four
 * outcomes against our merchant transactions (amounts in whole paise), duplicate RRNs and duplicate files, reviews
 * (one winner of 20), permissions, the CSV and the on-spot trace. Runs on SQLite and, with PG_PORT, PostgreSQL.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const call = merchantCaller(() => t, tokens);
const fileCall = fileCallerOf(() => t, tokens);
const db = () => t.database.handle.db;
const get = (who: string, url: string) => call(who, 'GET', `${MS}${url}`);
const review = (who: string, id: number, remarks: string, k: string) =>
  call(who, 'POST', `${MS}/recon/items/${id}/review`, { remarks }, { 'idempotency-key': k });

let seq = 0;
async function upload(source: 'acquirer' | 'bank', csv: string, who = 'recon', k = `up-${++seq}`) {
  const boundary = '----recon-file';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${source}.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: `${MS}/recon/files/${source}`,
    payload: Buffer.from(body),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[who]}`,
      'idempotency-key': k,
    },
  });
  return { status: res.statusCode, body: res.json() };
}

interface Txn {
  id: number;
  rrn: string;
  amount: number;
  status: string;
}
const txnsOn = async (day: string, status: string): Promise<Txn[]> =>
  (await txnsOf(db(), day, status)).map((r) => ({ ...r, status, rrn: r.rrn!, amount: Number(r.amount) }));
const rupees = (paise: number) => (paise / 100).toFixed(2);
const paiseOf = (n: number) => Math.round(n * 100);
const group = (run: { groups: { group: string }[] }, g: string) =>
  run.groups.find((x) => x.group === g) as unknown as {
    count: number;
    oursTotal: number;
    theirsTotal: number;
    open: number;
  };

beforeAll(async () => {
  t = await createTestApp();
  for (const [who, email] of [
    ['recon', 'txn-recon@console.example'],
    ['viewer', 'txn-recon-viewer@console.example'],
    ['noaccess', 'noaccess@console.example'],
  ] as const)
    tokens[who] = await t.tokenFor(email);
}, 60_000);
afterAll(() => t.close());

describe('matching an acquirer file against merchant transactions', () => {
  let day: string;
  let ok: Txn[];
  let failed: Txn[];
  let run: { id: number; groups: { group: string }[]; state: string; jobId: number; lines: number };

  beforeAll(async () => {
    // A day with enough transactions, in no seeded run.
    const now = Date.now();
    for (let back = 12; back < 40; back++) {
      day = istDayOf(now - back * DAY_MS);
      ok = await txnsOn(day, 'SUCCESS');
      failed = await txnsOn(day, 'FAILED');
      if (ok.length >= 5 && failed.length >= 1) break;
    }
    const lines = [
      `${ok[0]!.rrn},${rupees(paiseOf(ok[0]!.amount))},SUCCESS,${day}`,
      // One paisa more: a mismatch on amount.
      `${ok[1]!.rrn},${rupees(paiseOf(ok[1]!.amount) + 1)},SUCCESS,${day}`,
      // Ours failed, theirs settled: a mismatch on status.
      `${failed[0]!.rrn},${rupees(paiseOf(failed[0]!.amount))},SUCCESS,${day}`,
      `${ok[2]!.rrn},${rupees(paiseOf(ok[2]!.amount))},success,${day}`,
      `ZZUNKNOWN0001,99.99,SUCCESS,${day}`,
    ];
    const res = await upload('acquirer', `rrn,amount,status,txnDate\n${lines.join('\n')}\n`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    run = res.body.data;
  });

  it('puts each line in its group with counts and ₹ totals added in paise', () => {
    expect(run.lines).toBe(5);
    const matched = group(run, 'MATCHED');
    expect(matched.count).toBe(2);
    expect(paiseOf(matched.oursTotal)).toBe(paiseOf(ok[0]!.amount) + paiseOf(ok[2]!.amount));
    expect(paiseOf(matched.theirsTotal)).toBe(paiseOf(matched.oursTotal));
    const mismatch = group(run, 'MISMATCH');
    expect(mismatch.count).toBe(2);
    expect(paiseOf(mismatch.theirsTotal) - paiseOf(mismatch.oursTotal)).toBe(1);
    const theirs = group(run, 'STATEMENT_ONLY');
    expect(theirs).toMatchObject({ count: 1, oursTotal: 0, theirsTotal: 99.99 });
    // Ours only: every other successful transaction of that day.
    const rest = ok.slice(3);
    const ours = group(run, 'BOOKS_ONLY');
    expect(ours.count).toBe(rest.length);
    expect(paiseOf(ours.oursTotal)).toBe(rest.reduce((s, x) => s + paiseOf(x.amount), 0));
    expect(ours.open).toBe(rest.length);
    expect(run.state).toBe('OPEN');
  });

  it('names the reason of each mismatch and filters rows on the server', async () => {
    const res = await get('viewer', `/recon/runs/${run.id}/items?group=MISMATCH&size=10`);
    expect(res.status).toBe(200);
    const reasons = Object.fromEntries(
      (res.body.data.content as { ref: string; reason: string }[]).map((i) => [i.ref, i.reason]),
    );
    expect(reasons).toEqual({ [ok[1]!.rrn]: 'AMOUNT', [failed[0]!.rrn]: 'STATUS' });
    const byRef = await get('viewer', `/recon/runs/${run.id}/items?ref=${ok[0]!.rrn.slice(0, 12)}`);
    expect(byRef.body.data.content.map((i: { group: string }) => i.group)).toEqual(['MATCHED']);
    const paged = await get('viewer', `/recon/runs/${run.id}/items?group=BOOKS_ONLY&size=1&page=1`);
    expect(paged.body.data).toMatchObject({ totalElements: ok.length - 3, size: 1, page: 1 });
    const bad = await get('viewer', `/recon/runs/${run.id}/items?group=NOPE`);
    expect(bad.status).toBe(400);
  });

  it('records the upload as a finished upload job (the Bulk Process monitor) and one audit row', async () => {
    const job = await db().selectFrom('upload_jobs').selectAll().where('id', '=', run.jobId).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: 'recon-acquirer', status: 'DONE', row_count: 5 });
    expect(await auditCount(t, 'txn_recon_runs', String(run.id))).toBe(1);
  });

  it('refuses the same file again with a clear message, even under another key', async () => {
    const lines = `${ok[0]!.rrn},${rupees(paiseOf(ok[0]!.amount))},SUCCESS,${day}`;
    const csv = `rrn,amount,status,txnDate\n${lines}\n`;
    const first = await upload('acquirer', csv);
    expect(first.status).toBe(200);
    const again = await upload('acquirer', csv);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TXN_RECON_MESSAGES.duplicate(first.body.data.id));
    // The first upload's own key replays its answer (DESIGN.md §5).
    const replay = await upload('acquirer', csv, 'recon', `up-${seq - 1}`);
    expect(replay).toEqual(first);
  });

  it('lets one of 5 parallel uploads of the same file win; the others are refused as duplicates', async () => {
    const csv = `rrn,amount,status,txnDate\nRACE${Date.now()},10.00,SUCCESS,${day}\n`;
    const all = await Promise.all(Array.from({ length: 5 }, (_, i) => upload('acquirer', csv, 'recon', `race-${i}`)));
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    const id = all.find((r) => r.status === 200)!.body.data.id;
    for (const r of all.filter((x) => x.status !== 200)) {
      expect(r.status, JSON.stringify(r.body)).toBe(409);
      expect(r.body.message).toBe(TXN_RECON_MESSAGES.duplicate(id));
    }
  });

  it('replays an upload under the same Idempotency-Key with the same answer', async () => {
    const csv = `utr,amount,status,valueDate\n${ok[3]!.rrn},${rupees(paiseOf(ok[3]!.amount))},SUCCESS,${day}\n`;
    const first = await upload('bank', csv, 'recon', 'bank-replay');
    const second = await upload('bank', csv, 'recon', 'bank-replay');
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await db().selectFrom('txn_recon_runs').select('id').where('id', '>', first.body.data.id).execute()).toEqual(
      [],
    );
  });

  it('refuses a file naming one RRN twice, naming the line, and writes no run', async () => {
    const before = await db().selectFrom('txn_recon_runs').select('id').execute();
    const res = await upload(
      'acquirer',
      `rrn,amount,status,txnDate\nDUPRRN000001,10.00,SUCCESS,${day}\nDUPRRN000001,12.00,SUCCESS,${day}\n`,
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.errors)).toMatch(/line 3/);
    expect(await db().selectFrom('txn_recon_runs').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses bad cells with their messages', async () => {
    const res = await upload('bank', `utr,amount,status,valueDate\nAB,-1,MAYBE,2026-02-30\n`);
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.body.errors);
    expect(text).toContain('RRN/UTR');
    expect(text).toContain('Status must be one of SUCCESS, FAILED.');
  });

  it('reviews a mismatch: one winner of 20, remarks and reviewer kept, one audit row', async () => {
    const items = await get('recon', `/recon/runs/${run.id}/items?group=MISMATCH&review=OPEN`);
    const id: number = items.body.data.content[0].id;
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => review('recon', id, `Checked with acquirer ${i}`, `rv-${id}-${i}`)),
    );
    expect(all.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      all.filter((r) => r.status === 409).every((r) => r.body.message === TXN_RECON_MESSAGES.alreadyReviewed),
    ).toBe(true);
    const winner = all.find((r) => r.status === 200)!.body.data;
    expect(winner).toMatchObject({ reviewStatus: 'REVIEWED', reviewedBy: 'txn-recon@console.example' });
    expect(winner.reviewRemarks).toMatch(/^Checked with acquirer \d+$/);
    expect(await auditCount(t, 'txn_recon_items', String(id))).toBe(1);
    // The winner's key and body again: the same answer, nothing written twice.
    const index = all.findIndex((r) => r.status === 200);
    const replay = await review('recon', id, `Checked with acquirer ${index}`, `rv-${id}-${index}`);
    expect([replay.status, replay.body]).toEqual([200, all[index]!.body]);
    expect(await auditCount(t, 'txn_recon_items', String(id))).toBe(1);
    const after = await get('viewer', `/recon/runs/${run.id}`);
    expect(group(after.body.data, 'MISMATCH').open).toBe(1);
  });

  it('refuses a review of a matched row and one without remarks', async () => {
    const matched = await get('recon', `/recon/runs/${run.id}/items?group=MATCHED`);
    const id: number = matched.body.data.content[0].id;
    expect((await review('recon', id, 'x', 'rv-matched')).status).toBe(409);
    const open = await get('recon', `/recon/runs/${run.id}/items?review=OPEN`);
    expect((await review('recon', open.body.data.content[0].id, '  ', 'rv-empty')).status).toBe(400);
  });

  it('downloads the run as CSV, one line per row', async () => {
    const res = await fileCall('viewer', 'GET', `${MS}/recon/runs/${run.id}/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = String(res.body);
    expect(text.split('\r\n')[0]).toBe(
      '\uFEFFgroup,reason,rrnUtr,fileLine,txnId,oursAmount,oursStatus,oursDate,theirsAmount,theirsStatus,theirsDate,review,remarks,reviewedBy,reviewedAt',
    );
    expect(text.trim().split('\r\n')).toHaveLength(1 + 5 + ok.length - 3);
  });

  it('traces one RRN on the spot: ours and the acquirer line, not found in a bank statement', async () => {
    const res = await get('viewer', `/recon/on-spot?ref=${ok[1]!.rrn}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.ours).toMatchObject({ amount: ok[1]!.amount, status: 'SUCCESS', day });
    expect(paiseOf(d.acquirer.amount)).toBe(paiseOf(ok[1]!.amount) + 1);
    expect(d.acquirer).toMatchObject({ runId: run.id, group: 'MISMATCH', reason: 'AMOUNT' });
    expect(d.bank).toBeNull();
    const none = await get('viewer', '/recon/on-spot?ref=NOSUCHREF123');
    expect(none.body.data).toMatchObject({ ours: null, acquirer: null, bank: null });
    expect((await get('viewer', '/recon/on-spot?ref=a%20b')).status).toBe(400);
  });
});

describe('seeded runs', () => {
  it('has a run in every state, over the seeded transactions', async () => {
    const res = await get('viewer', '/recon/runs?size=50');
    expect(res.status).toBe(200);
    const states = new Set((res.body.data.content as { state: string }[]).map((r) => r.state));
    expect([...states].sort()).toEqual(['CLEAN', 'OPEN', 'REVIEWED']);
    const spot = await get('viewer', `/recon/on-spot?ref=${RECON_THEIRS_ONLY_REF}`);
    expect(spot.body.data.ours).toBeNull();
    expect(spot.body.data.acquirer).toMatchObject({ group: 'STATEMENT_ONLY' });
    const e2e = await get('viewer', `/recon/on-spot?ref=${RECON_E2E_REF}`);
    expect(e2e.body.data.ours).toMatchObject({ status: 'SUCCESS' });
  });
});

describe('permissions', () => {
  it('refuses reading without a reconciliation key and changes without theirs (403)', async () => {
    expect((await get('noaccess', '/recon/runs')).status).toBe(403);
    expect((await get('noaccess', '/recon/on-spot?ref=ABCDEF123')).status).toBe(403);
    expect((await get('viewer', '/recon/runs')).status).toBe(200);
    expect(
      (await upload('bank', 'utr,amount,status,valueDate\nABCDEF1234,1,SUCCESS,2026-11-01\n', 'viewer')).status,
    ).toBe(403);
    const open = await db()
      .selectFrom('txn_recon_items')
      .select('id')
      .where('review_status', '=', 'OPEN')
      .executeTakeFirstOrThrow();
    expect((await review('viewer', open.id, 'Looks fine', 'rv-viewer')).status).toBe(403);
  });
});
