/**
 * The deployment in miniature (issue 39 item 8): the PostgreSQL server of scripts/with-postgres.sh, three instances of
 * the real server entry point on one database and one JWT secret, and Debian's HAProxy in front, as README "Several
 * instances" describes. The cluster test drives it; nothing here asserts.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT_DIR } from '../../server/config.js';
import { TEST_JWT_SECRET } from '../server/helpers/test-app.js';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nothing listens on now (the instances need fixed ports: HAProxy's config names them, and a restart reuses one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls `check` every 100 ms until it is true; false after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await Promise.resolve(check()).catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

/** The PostgreSQL server scripts/with-postgres.sh started, which this test may restart. */
export const postgres = {
  adminUrl: process.env.TEST_DATABASE_URL ?? '',
  available: Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_PG_BIN && process.env.TEST_PG_DATA),
  /**
   * pg_ctl with these arguments, as the user that owns the data folder; resolves when it has finished (never blocks
   * the event loop: the load runs in this process meanwhile).
   */
  async ctl(...args: string[]): Promise<void> {
    const { TEST_PG_BIN: bin, TEST_PG_DATA: data, TEST_PG_LOG: log, TEST_PG_USER: user } = process.env;
    const argv = [join(bin!, 'pg_ctl'), '-D', data!, '-l', log!, '-w', ...args];
    if (user) await run('su', [user, '-s', '/bin/sh', '-c', argv.map((a) => `'${a}'`).join(' ')]);
    else await run(argv[0]!, argv.slice(1));
  },
  /** `-m fast` ends sessions cleanly; `-m immediate` is a crash: no shutdown checkpoint, recovery from WAL on start. */
  restart(mode: 'fast' | 'immediate'): Promise<void> {
    return this.ctl('restart', '-m', mode);
  },
};

/**
 * One instance: the compiled server as production runs it (`node dist-server/main.js`; `npm run test:cluster` builds
 * it first) on a fixed port, restartable after a kill.
 */
export class Instance {
  child: ChildProcess | null = null;
  exits: { code: number | null; signal: string | null; stderr: string }[] = [];
  #stderr = '';
  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Whether the process is running (it has not exited by itself or been killed). */
  get alive(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    this.#stderr = '';
    const child = spawn(process.execPath, ['dist-server/main.js'], {
      cwd: ROOT_DIR,
      env: {
        PATH: process.env.PATH ?? '',
        JWT_SECRET: TEST_JWT_SECRET,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        // Every client comes through 127.0.0.1: the per-IP sign-in limits would lump the test's sign-ins together.
        AUTH_RATE_LIMIT_SCALE: '100',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (d: Buffer) => {
      this.#stderr = (this.#stderr + d.toString()).slice(-20_000);
    });
    child.once('exit', (code, signal) => this.exits.push({ code, signal, stderr: this.#stderr }));
    this.child = child;
  }

  /** Whether /health/ready answers 200 (the database answers through this instance). */
  async ready(): Promise<boolean> {
    const res = await fetch(`${this.url}/health/ready`, { signal: AbortSignal.timeout(2000) }).catch(() => null);
    return res?.status === 200;
  }

  /** SIGTERM, as an orchestrator stops an instance; resolves with its exit code once it has exited. */
  stop(): Promise<number | null> {
    const child = this.child;
    if (!child || !this.alive) return Promise.resolve(child?.exitCode ?? null);
    return new Promise((resolve) => {
      child.once('exit', (code) => resolve(code));
      child.kill('SIGTERM');
    });
  }

  kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || !this.alive) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }

  /** What it printed to stderr (warnings and errors; LOG_LEVEL=warn). */
  get stderr(): string {
    return this.#stderr;
  }
}

/** HAProxy in front of the instances, configured as deployed (deploy/haproxy.cfg). */
export class Balancer {
  child: ChildProcess | null = null;
  readonly #dir = mkdtempSync(join(tmpdir(), 'console-haproxy-'));
  constructor(
    readonly port: number,
    readonly instances: readonly Instance[],
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /**
   * deploy/haproxy.cfg (what compose.yaml runs) with this machine's addresses: the bind on loopback, the servers the
   * local instances, no Docker resolver; every rule about health, retries and balancing as deployed.
   */
  config(): string {
    const deployed = readFileSync(join(ROOT_DIR, 'deploy', 'haproxy.cfg'), 'utf8').split('\n');
    let inResolvers = false;
    const lines: string[] = [];
    for (const line of deployed) {
      if (/^resolvers\s/.test(line)) inResolvers = true;
      else if (!/^\s/.test(line)) inResolvers = false;
      if (inResolvers || /^\s*server\s/.test(line)) continue;
      lines.push(
        line
          .replace(/^(\s*)bind :8080$/, `$1bind 127.0.0.1:${this.port}`)
          .replace(/ init-addr \S+ resolvers docker$/, ''),
      );
    }
    const at = lines.findIndex((line) => /^\s*default-server\s/.test(line));
    if (at < 0) throw new Error('deploy/haproxy.cfg has no default-server line');
    lines.splice(
      at + 1,
      0,
      '  http-response set-header X-Served-By %s',
      ...this.instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check`),
    );
    return lines.join('\n');
  }

  start(): void {
    const file = join(this.#dir, 'haproxy.cfg');
    writeFileSync(file, this.config());
    this.child = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    this.child.stderr!.on('data', () => undefined);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.#dir, { recursive: true, force: true });
  }
}

/** A signed-in staff member: their token, from a code requested on one instance and verified on another. */
export async function signIn(email: string, requestOn: string, verifyOn: string, outboxOn = requestOn) {
  const post = async (base: string, path: string, body: object) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { success: boolean; message: string; data: Record<string, unknown> };
  };
  const asked = await post(requestOn, '/api/crm/login/otp/request', { mode: 'email', email });
  if (!asked.success) throw new Error(`code request for ${email}: ${asked.message}`);
  const outbox = await fetch(`${outboxOn}/api/crm/dev/outbox?email=${encodeURIComponent(email)}`);
  const code = ((await outbox.json()) as { data: { code: string }[] }).data[0]?.code;
  const verified = await post(verifyOn, '/api/crm/login/otp/verify', {
    mode: 'email',
    email,
    uuid: asked.data.emailuuid,
    otp: code,
  });
  const token = verified.data?.token;
  if (!verified.success || typeof token !== 'string') throw new Error(`sign-in for ${email}: ${verified.message}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What one request of the load did: when it ended (ms since the load began), how, and what it wrote. */
export interface Outcome {
  at: number;
  kind: 'read' | 'write';
  status: number; // 0: no answer (the connection failed)
  createdId?: number;
}

/**
 * Staff working through the balancer: `workers` loops, each a read of a payout or audit page at random, one write in
 * five (a saved view, created under an Idempotency-Key: answered 200 means it is in the database). Runs until
 * `stop()`; returns every outcome.
 */
export function startLoad(base: string, token: string, workers = 16) {
  const began = Date.now();
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const tag = `load-${began}`;
  const one = async () => {
    const write = Math.random() < 0.2;
    const at = () => Date.now() - began;
    try {
      if (write) {
        const name = `${tag}-${n++}`;
        const res = await fetch(`${base}/api/crm/saved-views`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json', 'idempotency-key': name },
          body: JSON.stringify({ listKey: 'cluster-test', name, filters: {}, sort: null, columns: null }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json().catch(() => null)) as { data?: { id?: number } } | null;
        outcomes.push({ at: at(), kind: 'write', status: res.status, createdId: body?.data?.id });
      } else {
        const page = 1 + Math.floor(Math.random() * 20);
        const path =
          Math.random() < 0.5
            ? `/api/payouts/payout-requests?page=${page}&limit=20&sort=createdAt&order=desc`
            : `/api/admin/audit?range=${encodeURIComponent(JSON.stringify([page * 20, page * 20 + 19]))}&sort=${encodeURIComponent('["id","DESC"]')}`;
        const res = await fetch(`${base}${path}`, { headers: bearer(token), signal: AbortSignal.timeout(15_000) });
        await res.arrayBuffer();
        outcomes.push({ at: at(), kind: 'read', status: res.status });
      }
    } catch {
      outcomes.push({ at: at(), kind: write ? 'write' : 'read', status: 0 });
      await sleep(20);
    }
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) await one();
  });
  return {
    began,
    outcomes,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/** The figures of one disturbance: requests, failures, and how long after `recoveredAt` the last failure came. */
export function summarize(outcomes: readonly Outcome[], began: number, recoveredAt: number) {
  const failed = outcomes.filter((o) => o.status !== 200);
  const lastFailure = failed.length ? Math.max(...failed.map((o) => o.at)) : null;
  return {
    requests: outcomes.length,
    failed: failed.length,
    byStatus: Object.fromEntries(
      [...new Set(failed.map((o) => o.status))].map((s) => [s, failed.filter((o) => o.status === s).length]),
    ),
    /** ms from the moment the disturbance ended (PostgreSQL answering again) to the last failed request. */
    failuresAfterRecoveryMs: lastFailure === null ? 0 : Math.max(0, lastFailure - (recoveredAt - began)),
    acknowledgedWrites: outcomes.filter((o) => o.kind === 'write' && o.status === 200 && o.createdId).length,
  };
}
