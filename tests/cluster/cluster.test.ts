import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config.js';
import { DEMO_STAFF } from '../../server/db/seed/demo-roles.js';
import { migrationProvider } from '../../server/db/migrations/index.js';
import { openSse } from '../server/helpers/sse-client.js';
import { Balancer, bearer, freePort, Instance, postgres, signIn, startLoad, summarize, waitFor } from './harness.js';

/**
 * Issue 39 item 8: three instances of the real server on one PostgreSQL behind HAProxy (`npm run test:cluster`, in
 * .ci/run): they start together on an empty database, a session made on one works and ends on all, a decision on one
 * is seen at once on the others, PostgreSQL restarted under load (fast, then as a crash) and an instance killed under
 * load cost a few requests and never an instance or an acknowledged write, a rolling restart costs none (issue 42),
 * and queue events reach every instance. The figures go to the log and to
 * test-results/cluster-figures.json for the note.
 */
const figures: Record<string, unknown> = {};
const instances: Instance[] = [];
let balancer: Balancer | undefined;
let databaseUrl = '';

const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

const get = (base: string, path: string, token: string) =>
  fetch(`${base}${path}`, { headers: bearer(token), signal: AbortSignal.timeout(10_000) });

const allReady = () => Promise.all(instances.map((i) => i.ready())).then((r) => r.every(Boolean));

/** How many LISTEN connections the instances hold (two change feeds each while they listen). */
const listeners = async () =>
  Number(
    (
      await query<{ n: string }>(
        "select count(*) as n from pg_stat_activity where datname = current_database() and query like 'LISTEN %'",
      )
    )[0]!.n,
  );

/** Whether each acknowledged saved view of the load is in the database. */
async function missingWrites(outcomes: { createdId?: number; status: number }[]): Promise<number[]> {
  const ids = outcomes.filter((o) => o.status === 200 && o.createdId).map((o) => o.createdId!);
  if (!ids.length) return [];
  const found = await query<{ id: number }>('select id from saved_views where id = any($1::int[])', [ids]);
  const have = new Set(found.map((r) => Number(r.id)));
  return ids.filter((id) => !have.has(id));
}

/** Load through the balancer while `disturb` runs; the outcomes and when the disturbance ended. */
async function underLoad(token: string, disturb: () => Promise<void> | void, afterMs: number) {
  const load = startLoad(balancer!.url, token);
  await new Promise((r) => setTimeout(r, 2000));
  const disturbedAt = Date.now();
  await disturb();
  const recoveredAt = Date.now();
  await new Promise((r) => setTimeout(r, afterMs));
  const outcomes = await load.stop();
  return { outcomes, summary: summarize(outcomes, load.began, recoveredAt), tookMs: recoveredAt - disturbedAt };
}

describe.runIf(postgres.available)('three instances on one PostgreSQL behind HAProxy', () => {
  let admin = '';

  beforeAll(async () => {
    const name = `console_cluster_${process.pid}`;
    const client = new pg.Client({ connectionString: postgres.adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    await client.end();
    const url = new URL(postgres.adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    // One documents directory for the three, as a shared volume would be (documents/store.ts).
    const documentsDir = mkdtempSync(join(tmpdir(), 'cluster-documents-'));
    for (const letter of ['a', 'b', 'c'])
      instances.push(
        new Instance(letter, await freePort(), { DATABASE_URL: databaseUrl, DOCUMENTS_DIR: documentsDir }),
      );
    balancer = new Balancer(await freePort(), instances);
  });

  afterAll(async () => {
    await Promise.all(instances.map((i) => i.kill('SIGTERM')));
    await balancer?.stop();
    console.log(`cluster figures:\n${JSON.stringify(figures, null, 2)}`);
    mkdirSync(join(ROOT_DIR, 'test-results'), { recursive: true });
    writeFileSync(join(ROOT_DIR, 'test-results', 'cluster-figures.json'), JSON.stringify(figures, null, 2));
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: postgres.adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
      await client.end();
    }
  });

  it('all three start at once on an empty database, which is migrated and seeded once', async () => {
    const began = Date.now();
    for (const instance of instances) instance.start();
    expect(await waitFor(allReady, 120_000), instances.map((i) => i.stderr).join('\n')).toBe(true);
    figures.startTogetherMs = Date.now() - began;
    expect(instances.every((i) => i.alive)).toBe(true);
    const applied = await query<{ name: string }>('select name from kysely_migration');
    expect(applied.map((m) => m.name).sort()).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    const staff = await query<{ email: string }>('select email from staff');
    expect(staff.map((s) => s.email)).toEqual(expect.arrayContaining(DEMO_STAFF.map((s) => s.email)));
    balancer!.start();
    expect(await waitFor(async () => (await fetch(`${balancer!.url}/health/ready`)).status === 200, 20_000)).toBe(true);
  });

  it('a session made across instances works on each, and a sign-out on one is refused on the others at once', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    admin = await signIn('admin@console.example', a.url, c.url, b.url);
    const token = await signIn('ops@console.example', b.url, a.url, c.url);
    for (const i of instances)
      expect((await get(i.url, '/api/payouts/payout-requests?limit=1', token)).status).toBe(200);
    const out = await fetch(`${c.url}/api/crm/logout`, { method: 'POST', headers: bearer(token) });
    expect(out.status).toBe(200);
    const signedOut = Date.now();
    const refused = async (i: Instance) =>
      (await get(i.url, '/api/payouts/payout-requests?limit=1', token)).status === 401;
    expect(await waitFor(async () => (await refused(a)) && (await refused(b)), 5000)).toBe(true);
    figures.signOutSeenElsewhereMs = Date.now() - signedOut;
    // The bound is the access cache's (ACCESS_CACHE_MS, 1 s) for a notice lost; notices make it far quicker.
    expect(figures.signOutSeenElsewhereMs).toBeLessThan(1000);
  });

  it('a payout decided on one instance is off the pending list, its totals and in the audit trail of the others at once', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const checker = await signIn('checker@console.example', a.url, a.url);
    const pendingPath = '/api/payouts/payout-requests?status=APPROVAL_PENDING&limit=200&sort=createdAt&order=desc';
    const pending = async (i: Instance) =>
      (
        (await (await get(i.url, pendingPath, admin)).json()) as {
          data: { totalElements: number; content: { id: number }[] };
        }
      ).data;
    // Each instance has read (and may keep) the totals before the decision.
    const before = await Promise.all(instances.map(pending));
    const payout = before[1]!.content[0]!;
    const consumer = await query<{ consumer_id: string }>('select consumer_id from payouts where id = $1', [payout.id]);
    const decided = await fetch(`${a.url}/api/payouts/payout-requests/decision`, {
      method: 'POST',
      headers: { ...bearer(checker), 'content-type': 'application/json', 'idempotency-key': `cluster-${payout.id}` },
      body: JSON.stringify({
        payoutRequestId: payout.id,
        isApproved: false,
        remarks: 'Rejected in the cluster test',
        consumerId: consumer[0]!.consumer_id,
      }),
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    const decidedAt = Date.now();
    // The first read after the answer on each other instance is already right: no cache hides the decision.
    for (const i of [b, c]) {
      const after = await pending(i);
      expect(after.content.map((p) => p.id)).not.toContain(payout.id);
      expect(after.totalElements).toBe(before[0]!.totalElements - 1);
    }
    const audit = await get(
      c.url,
      `/api/admin/audit?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["id","DESC"]')}`,
      admin,
    );
    const rows = (await audit.json()) as { entityId?: unknown; entity_id?: unknown }[];
    expect(JSON.stringify(rows)).toContain(String(payout.id));
    figures.decisionStalenessMs = { firstReadAfterAnswerWasRight: true, checkedWithinMs: Date.now() - decidedAt };
  });

  for (const mode of ['fast', 'immediate'] as const) {
    it(`PostgreSQL restarted (-m ${mode}) under load: every instance lives, failures stop within 5 s, no acknowledged write lost`, async () => {
      const { outcomes, summary, tookMs } = await underLoad(admin, () => postgres.restart(mode), 8000);
      figures[`restart-${mode}`] = { restartTookMs: tookMs, ...summary };
      for (const i of instances) expect(i.alive, `${i.name}: ${JSON.stringify(i.exits)}`).toBe(true);
      expect(summary.requests - summary.failed).toBeGreaterThan(50);
      expect(summary.failuresAfterRecoveryMs).toBeLessThanOrEqual(5000);
      // What failed was refused as unavailable (or never reached an instance), not answered wrongly.
      expect(Object.keys(summary.byStatus).filter((s) => !['0', '502', '503', '504'].includes(s))).toEqual([]);
      expect(summary.acknowledgedWrites).toBeGreaterThan(0);
      expect(await missingWrites(outcomes)).toEqual([]);
      expect(await allReady()).toBe(true);
      // Each instance LISTENs again (two feeds each): sign-outs and totals elsewhere are heard without a poll.
      expect(await waitFor(async () => (await listeners()) === 2 * instances.length, 10_000)).toBe(true);
    }, 60_000);
  }

  it('after the restarts, a request raised on one instance is heard on the queue streams of the others within a second', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const maker = await signIn('maker@console.example', a.url, a.url);
    const checker = await signIn('checker@console.example', b.url, b.url);
    const streams = await Promise.all(
      [b, c].map((i) => openSse(`${i.url}/api/crm/live/queues?queues=approvals`, checker)),
    );
    try {
      for (const stream of streams) {
        expect(stream.status).toBe(200);
        await stream.next((e) => e.event === 'ready', 5000);
      }
      const limit = await query<{ max_count: number }>('select max_count from transaction_limits where id = 5');
      const raisedAt = Date.now();
      const raised = await fetch(`${a.url}/api/crm/maker/checker/limit/request`, {
        method: 'POST',
        headers: {
          ...bearer(maker),
          'content-type': 'application/json',
          'idempotency-key': `cluster-live-${raisedAt}`,
        },
        body: JSON.stringify({
          limit_id: 5,
          max_count: Number(limit[0]!.max_count) + 1,
          remarks: 'Cluster live queue',
        }),
      });
      expect(raised.status, await raised.clone().text()).toBe(201);
      const heard = await Promise.all(
        streams.map((s) =>
          s.next((e) => e.event === 'queue' && (e.data as { queue?: string }).queue === 'approvals', 1000),
        ),
      );
      expect(heard).toHaveLength(2);
      figures.liveQueueHeardElsewhereMs = Date.now() - raisedAt;
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('a rolling restart under load (each instance stopped, started, then the next) fails no request', async () => {
    const load = startLoad(balancer!.url, admin);
    const exits: (number | null)[] = [];
    for (const instance of instances) {
      await new Promise((r) => setTimeout(r, 1000));
      const stopped = instance.stop();
      exits.push(await stopped);
      instance.start();
      expect(await waitFor(() => instance.ready(), 60_000), instance.stderr).toBe(true);
      // Back in the balancer's rotation (rise 2 × 500 ms) before the next one goes.
      expect(
        await waitFor(
          async () => (await fetch(`${balancer!.url}/health/ready`)).headers.get('x-served-by') === instance.name,
          10_000,
        ),
      ).toBe(true);
    }
    const outcomes = await load.stop();
    const summary = summarize(outcomes, load.began, load.began);
    figures.rollingRestart = { ...summary, exitCodes: exits };
    // Each stopped cleanly (drained, exit 0), and not one request of the load failed.
    expect(exits).toEqual([0, 0, 0]);
    expect(summary.requests).toBeGreaterThan(100);
    expect(summary.byStatus).toEqual({});
    expect(await missingWrites(outcomes)).toEqual([]);
  }, 180_000);

  it('an instance killed under load: the balancer sends its work to the others, and it rejoins when started', async () => {
    const c = instances[2]!;
    const { summary } = await underLoad(admin, () => c.kill('SIGKILL'), 4000);
    figures.instanceKilled = summary;
    expect(instances.slice(0, 2).every((i) => i.alive)).toBe(true);
    // Only what was on the killed instance at that moment fails; the health check takes it out within a second.
    expect(summary.failuresAfterRecoveryMs).toBeLessThanOrEqual(2000);
    expect(summary.failed).toBeLessThan(summary.requests / 10);
    c.start();
    expect(await waitFor(() => c.ready(), 60_000)).toBe(true);
    const served = new Set<string>();
    await waitFor(async () => {
      const res = await fetch(`${balancer!.url}/health/ready`);
      served.add(res.headers.get('x-served-by') ?? '');
      return served.has('c');
    }, 10_000);
    expect(served).toContain('c');
  }, 120_000);
});
