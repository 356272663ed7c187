import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { seedIfEmpty } from '../../server/db/seed/index.js';
import { issueSessionToken } from '../../server/plugins/tokens.js';
import { exited, startServerProcess, type RunningServer } from './helpers/running-server.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';

/**
 * Crash safety, end to end: the real server on a database file (or PostgreSQL under `npm run test:pg`) takes
 * goodwill-cashback requests with Idempotency-Keys from 8 concurrent clients, is killed with SIGKILL mid-load, and
 * is started again on the same database. Every request it acknowledged must still be there, and retrying every
 * request with its key must create nothing twice: an acknowledged one replays its first answer, one cut off by the
 * kill is created at most once.
 */
const CLIENTS = 8;
const KILL_AFTER_ACKS = 150;
const URL_PATH = '/api/crm/maker/checker/cashback/request';

let database: TestDatabase;
let token = '';
let server: RunningServer | undefined;
const serverEnv = (): Record<string, string> => {
  const { sqliteFile, databaseUrl } = database.location;
  return databaseUrl ? { DATABASE_URL: databaseUrl } : { SQLITE_FILE: sqliteFile! };
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database.handle;
  await migrateToLatest(db);
  await seedIfEmpty(db);
  const maker = await db
    .selectFrom('staff')
    .select('id')
    .where('email', '=', 'maker@console.example')
    .executeTakeFirstOrThrow();
  token = await issueSessionToken(
    db,
    loadConfig({ JWT_SECRET: TEST_JWT_SECRET, SQLITE_FILE: 'unused.sqlite' }),
    maker.id,
  );
  await database.handle.close(); // the server process owns the database from here
});
afterAll(async () => {
  if (server) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
  await database.close();
});

interface Attempt {
  key: string;
  body: { consumerId: string; txnId: string; amount: string; remarks: string };
  /** The first answer, when the server gave one before it died. */
  ack?: { status: number; body: { data: { id: number } } };
}

/** A seeded consumer's own transaction (the server refuses one that does not exist): 2,000 distinct pairs. */
const bodyOf = (n: number) => ({
  consumerId: String(2_000_000 + (n % 200)),
  txnId: `G${2_000_000 + (n % 200)}-${Math.floor(n / 200) % 10}`,
  amount: '5',
  remarks: 'crash test',
});

async function send(base: string, a: Attempt) {
  const res = await fetch(`${base}${URL_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': a.key },
    body: JSON.stringify(a.body),
    signal: AbortSignal.timeout(10_000),
  });
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed'),
    body: (await res.json()) as { data: { id: number } },
  };
}

it(
  'keeps every acknowledged write through kill -9 and a restart, and a retry with the same key duplicates nothing',
  { timeout: 90_000 },
  async () => {
    server = await startServerProcess(serverEnv());
    const first = server;
    const attempts: Attempt[] = [];
    let acks = 0;
    let killed = false;
    const client = async () => {
      while (!killed) {
        const attempt: Attempt = { key: `crash-${attempts.length}`, body: bodyOf(attempts.length) };
        attempts.push(attempt);
        try {
          const res = await send(first.base, attempt);
          if (res.status === 201) attempt.ack = res;
          else throw new Error(`unexpected ${res.status}: ${JSON.stringify(res.body)}`);
          if (++acks >= KILL_AFTER_ACKS && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    const acknowledged = attempts.filter((a) => a.ack);
    const cutOff = attempts.filter((a) => !a.ack);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
    expect(cutOff.length).toBeGreaterThan(0); // some were in flight when it died

    server = await startServerProcess(serverEnv());
    for (const a of acknowledged) {
      const again = await send(server.base, a);
      expect({ key: a.key, status: again.status, replayed: again.replayed, body: again.body }).toEqual({
        key: a.key,
        status: 201,
        replayed: 'true',
        body: a.ack!.body,
      });
    }
    for (const a of cutOff) expect((await send(server.base, a)).status).toBe(201);
    // And a second round of retries changes nothing either.
    for (const a of attempts) expect((await send(server.base, a)).replayed).toBe('true');
    server.child.kill('SIGTERM');
    await exited(server.child);
    server = undefined;

    const check = openDatabase(
      database.location.databaseUrl
        ? { databaseUrl: database.location.databaseUrl, sqliteFile: '' }
        : { sqliteFile: database.location.sqliteFile! },
    );
    try {
      const rows = await check.db
        .selectFrom('approval_requests')
        .select(['id', 'proposed_json'])
        .where('maker_remarks', '=', 'crash test')
        .execute();
      const txnIds = rows.map((r) => (JSON.parse(String(r.proposed_json)) as { txnId: string }).txnId).sort();
      expect(txnIds).toEqual(attempts.map((a) => a.body.txnId).sort()); // each request exactly once
      const ids = new Set(rows.map((r) => Number(r.id)));
      for (const a of acknowledged) expect(ids.has(a.ack!.body.data.id)).toBe(true);
      const audits = await check.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('action', '=', 'cashback_request.create')
        .execute();
      expect(audits.filter((r) => ids.has(Number(r.entity_id)))).toHaveLength(attempts.length); // one audit row each, no orphan
    } finally {
      await check.close();
    }
  },
);
