/**
 * DESIGN.md §6 "a busy desk" (issue 37): 100 staff sessions (distinct users, each with its own token and keep-alive
 * connection, gzip accepted as by a browser) in a closed loop for 60 s against a real server process, doing a mix:
 * lists with random pages, sorts and filters (payouts, disputes, merchant transactions, audit trail, users), consumer
 * and merchant 360 lookups and tabs, dispute and transaction searches, the approvals inbox as the console reads it
 * (requests, config requests, every page of pending payouts), and 10% writes (payout decisions, limit-change requests
 * raised and decided, offer edits with their version; 409/412 are the documented answer of a contested write).
 * Then the ceiling: the same mix, same 100-way concurrency, run in this process straight on the repository functions
 * the routes call (the session read included), on a database handle of its own (on SQLite a loop in effect).
 * On the database TEST_DATABASE_URL names (PostgreSQL, under scripts/with-postgres.sh) or else SQLite; the big tables
 * at BENCH_SCALE: `full` is the setting DESIGN.md §6 names (1,000,000 payouts, disputes and audit rows; 10,000,000
 * merchant transactions on PostgreSQL), but growing it the first time takes 12 min on SQLite and longer on
 * PostgreSQL here, so `npm run bench` uses `inbox` (a tenth, but with 500,000 payouts of which 100,000 wait for a
 * decision: issue 40's inbox figure) unless BENCH_SCALE=full or small is set; each is grown in bulk once and kept
 * (busy-desk-seed.ts). BENCH_DESK_SECONDS shortens the run.
 * It prints, never asserts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { dashboardFigures } from './dashboards.js';
import type { Kysely } from 'kysely';
import { loadConfig, ROOT_DIR } from '../../server/config.js';
import { openPostgres, openSqlite, type DatabaseHandle } from '../../server/db/connect.js';
import { CountCache } from '../../server/db/count-cache.js';
import type { Database } from '../../server/db/database.js';
import type { Principal } from '../../server/plugins/auth.js';
import { issueSessionToken } from '../../server/plugins/tokens.js';
import { findSessionPrincipal, heldKeys } from '../../server/repositories/access.js';
import { listAudit, writeAudit } from '../../server/repositories/audit.js';
import { inboxCounts, inboxPage, inboxRowsOf } from '../../server/repositories/approvals-inbox.js';
import { findByLookup, findConsumer, limitsOf } from '../../server/repositories/consumer-accounts.js';
import { listStatement } from '../../server/repositories/consumer-txns.js';
import { searchDisputes } from '../../server/repositories/dispute-list.js';
import { insertRequest, toDtos } from '../../server/repositories/maker-checker.js';
import { findLimit, limitValuesOf } from '../../server/repositories/transaction-limits.js';
import { findMerchant, lookupMerchants } from '../../server/repositories/merchant-360.js';
import { listTransactions } from '../../server/repositories/merchant-payments.js';
import { findOffer, updateOffer } from '../../server/repositories/offers.js';
import { decidePayout, findPayout, listPayouts, toPayoutDto } from '../../server/repositories/payouts.js';
import { listUsers } from '../../server/repositories/users.js';
import { decideRequest } from '../../server/routes/crm/maker-checker-decide.js';
import { REQUEST_KINDS } from '../../server/routes/crm/maker-checker-schema.js';
import { payoutGuardrailRefusal } from '../../server/routes/payouts/payout-guardrail-check.js';
import { INBOX_KEYS } from '../../contract/approvals/calls.js';
import { INBOX_KIND_ACCESS, INBOX_KIND_ORDER, INBOX_PATH, type InboxKind } from '../../contract/approvals/inbox.js';
import { deskPostgres, deskScale, deskSqlite } from './busy-desk-seed.js';
import { fmt, SECRET, startServer } from './server-process.js';

const SESSIONS = 100;
const SECONDS = Number(process.env.BENCH_DESK_SECONDS ?? 60);
/**
 * BENCH_DESK_WITHOUT=mobile,rrn leaves out the searches no index serves yet (disputes by payer mobile, merchant
 * transactions by RRN: each scans its table), to see the rest of the desk; searches by merchant and id take their place.
 */
const WITHOUT = (process.env.BENCH_DESK_WITHOUT ?? '').split(',').filter(Boolean);
/** The inbox's page size as the console asks for it (src/pages/approvals). */
const INBOX_PAGE = 20;
const CEILING_SECONDS = Number(process.env.BENCH_DESK_CEILING_SECONDS ?? Math.min(20, SECONDS));
/**
 * A person at a desk reads what a click opened before the next click: the latency budgets are measured on a desk that
 * pauses a mean of BENCH_DESK_THINK_MS between actions (2 s, a brisk desk), and the throughput budget on the same
 * sessions with no pauses (flat out), beside the ceiling. With no pauses 100 sessions on 2 cores are a queue of 100,
 * and each call waits for the 99 before it whatever the server does.
 */
const THINK_MS = Number(process.env.BENCH_DESK_THINK_MS ?? 2000);
/** Inbox pages read one after another by one checker (issue 40's figure: a page with one request). */
const INBOX_ALONE_PAGES = 300;
/** Actions of the whole mix made by one person alone, to tell a slow query from a queue. */
const MIX_ALONE_ACTIONS = 600;
/** The roles each bench user holds (by name): together they open every call of the mix, and none is Super Admin. */
const DESK_ROLES = ['Operations', 'Maker', 'Checker', 'Disputes Analyst', 'Support Agent', 'Consumer Agent'];

type Kind = 'list' | '360 read' | 'search' | 'inbox' | 'write';
const KINDS: readonly Kind[] = ['list', '360 read', 'search', 'inbox', 'write'];

/** One call of the mix, as data: the API side turns it into a request, the ceiling into repository calls. */
type Op =
  | { op: 'payouts'; page: number; limit: number; sort: 'createdAt' | 'amount'; order: 'asc' | 'desc'; status?: string }
  | {
      op: 'disputes';
      page: number;
      limit: number;
      status?: 'INIT' | 'Processing' | 'Resolved';
      product?: 'SWIPE' | 'QR';
    }
  | { op: 'dispute search'; merchantId?: string; mobile?: string }
  | { op: 'merchant txns'; page: number; size: number; status?: 'SUCCESS' | 'FAILED' | 'PENDING' | 'REJECTED' }
  | { op: 'txn search'; txnId?: string; rrn?: string }
  | {
      op: 'audit';
      offset: number;
      limit: number;
      sort: 'id' | 'createdAt';
      order: 'asc' | 'desc';
      entity?: string;
      actor?: string;
    }
  | { op: 'users'; offset: number; limit: number; q?: string }
  | { op: 'consumer summary'; mobile: string }
  | { op: 'consumer statement'; consumerId: number; page: number }
  | { op: 'consumer limits'; consumerId: number }
  | { op: 'merchant lookup'; merchantId: string }
  | { op: 'merchant profile'; merchantId: string }
  | { op: 'merchant tab txns'; merchantId: string; page: number }
  | { op: 'inbox'; page: number; kind?: InboxKind; maker?: string }
  | { op: 'payout decision'; id: number; consumerId: string; approve: boolean }
  | { op: 'raise limit'; limitId: number; maxCount: number }
  | { op: 'decide limit'; id: number; approve: boolean }
  | { op: 'offer edit'; id: number; version: number };

const KIND_OF: Record<Op['op'], Kind> = {
  payouts: 'list',
  disputes: 'list',
  'merchant txns': 'list',
  audit: 'list',
  users: 'list',
  'dispute search': 'search',
  'txn search': 'search',
  'consumer summary': '360 read',
  'consumer statement': '360 read',
  'consumer limits': '360 read',
  'merchant lookup': '360 read',
  'merchant profile': '360 read',
  'merchant tab txns': '360 read',
  inbox: 'inbox',
  'payout decision': 'write',
  'raise limit': 'write',
  'decide limit': 'write',
  'offer edit': 'write',
};

/** What the mix draws from: seeded subjects and the shared state of the desk (pending items, offer versions). */
interface Pools {
  consumers: { id: number; mobile: string }[];
  merchants: string[];
  disputeMerchants: string[];
  disputeMobiles: string[];
  txnIds: string[];
  rrns: string[];
  limits: number[];
  offers: Map<number, number>;
  /** Pending payouts not yet taken by a session, and those decided (deciding one again is a contested write). */
  pendingPayouts: { id: number; consumerId: string }[];
  decidedPayouts: { id: number; consumerId: string }[];
  /** Limit requests raised in this run, waiting for a checker. */
  raised: { id: number; maker: number }[];
  auditRows: number;
  staffRows: number;
}

const rand = (n: number) => Math.floor(Math.random() * n);
const oneOf = <T>(xs: readonly T[]): T => xs[rand(xs.length)]!;
/** Mostly the first pages, as people page; sometimes deep. */
const pageNo = (last: number) => (Math.random() < 0.8 ? 1 + rand(5) : 1 + rand(Math.max(1, last)));

/** One session's next action: one or more calls, as a person's click does. */
export function nextAction(p: Pools, me: number): Op[] {
  const r = Math.random() * 100;
  // 10% writes.
  if (r < 10) {
    if (r < 4 && p.pendingPayouts.length) {
      // One in ten decisions arrives after someone else's: the contested write (409).
      const contested = Math.random() < 0.1 && p.decidedPayouts.length > 0;
      const item = contested ? oneOf(p.decidedPayouts) : p.pendingPayouts.pop()!;
      if (!contested) p.decidedPayouts.push(item);
      return [{ op: 'payout decision', ...item, approve: Math.random() < 0.5 }];
    }
    if (r < 6) return [{ op: 'raise limit', limitId: oneOf(p.limits), maxCount: 1 + rand(1_000_000) }];
    const waiting = p.raised.findIndex((x) => x.maker !== me);
    if (r < 8 && waiting >= 0) {
      const [item] = p.raised.splice(waiting, 1);
      return [{ op: 'decide limit', id: item!.id, approve: Math.random() < 0.5 }];
    }
    const id = oneOf([...p.offers.keys()]);
    return [{ op: 'offer edit', id, version: p.offers.get(id)! }];
  }
  // 40% lists.
  if (r < 50) {
    const l = rand(100);
    if (l < 25) {
      const limit = oneOf([20, 20, 50, 200]);
      const status = Math.random() < 0.3 ? oneOf(['APPROVAL_PENDING', 'APPROVED', 'SUCCESS']) : undefined;
      return [
        {
          op: 'payouts',
          page: pageNo(1000),
          limit,
          sort: oneOf(['createdAt', 'createdAt', 'amount'] as const),
          order: oneOf(['desc', 'desc', 'asc'] as const),
          status,
        },
      ];
    }
    if (l < 50)
      return [
        {
          op: 'disputes',
          page: pageNo(1000),
          limit: oneOf([20, 20, 50]),
          status: Math.random() < 0.4 ? oneOf(['INIT', 'Processing', 'Resolved'] as const) : undefined,
          product: Math.random() < 0.3 ? oneOf(['SWIPE', 'QR'] as const) : undefined,
        },
      ];
    if (l < 70)
      return [
        {
          op: 'merchant txns',
          page: pageNo(1000) - 1,
          size: oneOf([20, 20, 50]),
          status: Math.random() < 0.3 ? oneOf(['SUCCESS', 'FAILED', 'PENDING', 'REJECTED'] as const) : undefined,
        },
      ];
    if (l < 90) {
      const f = rand(10);
      return [
        {
          op: 'audit',
          offset: (pageNo(1000) - 1) * 25,
          limit: 25,
          sort: oneOf(['id', 'id', 'createdAt'] as const),
          order: oneOf(['desc', 'desc', 'asc'] as const),
          entity: f < 3 ? oneOf(['payouts', 'offers', 'approval_requests', 'user', 'dispute']) : undefined,
          actor: f === 9 ? oneOf(['checker', 'desk0', 'maker']) : undefined,
        },
      ];
    }
    return [
      {
        op: 'users',
        offset: rand(4) * 25,
        limit: 25,
        q: Math.random() < 0.3 ? oneOf(['desk', 'ops', 'ana']) : undefined,
      },
    ];
  }
  // 25% 360: a lookup and a tab or two.
  if (r < 75) {
    if (Math.random() < 0.5) {
      const c = oneOf(p.consumers);
      const tabs: Op[] = [{ op: 'consumer statement', consumerId: c.id, page: 0 }];
      if (Math.random() < 0.5) tabs.push({ op: 'consumer limits', consumerId: c.id });
      if (Math.random() < 0.3) tabs.push({ op: 'consumer statement', consumerId: c.id, page: 1 + rand(3) });
      return [{ op: 'consumer summary', mobile: c.mobile }, ...tabs];
    }
    const m = oneOf(p.merchants);
    const ops: Op[] = [
      { op: 'merchant lookup', merchantId: m },
      { op: 'merchant profile', merchantId: m },
      { op: 'merchant tab txns', merchantId: m, page: 0 },
    ];
    if (Math.random() < 0.3) ops.push({ op: 'merchant tab txns', merchantId: m, page: 1 + rand(10) });
    return ops;
  }
  // 12% searches.
  if (r < 87) {
    const s = rand(100);
    if (s < 40 || (s < 75 && WITHOUT.includes('mobile')))
      return [{ op: 'dispute search', merchantId: oneOf(p.disputeMerchants) }];
    if (s < 75) return [{ op: 'dispute search', mobile: oneOf(p.disputeMobiles) }];
    if (s < 95 || WITHOUT.includes('rrn')) return [{ op: 'txn search', txnId: oneOf(p.txnIds) }];
    return [{ op: 'txn search', rrn: oneOf(p.rrns) }];
  }
  // 13% the approvals inbox, one request a page as the console reads it (GET /approvals/inbox, issue 40 item 5): the
  // first page mostly, then the next few, one kind, or one maker's (every pending payout is an inbox item: a fifth of
  // the payouts, 200,000 at full scale).
  return [inboxOp()];
}

/** An approvals inbox read as people make them: the first page mostly, then the next few, one kind, one maker's. */
function inboxOp(): Op {
  const i = rand(100);
  if (i < 70) return { op: 'inbox', page: 0 };
  if (i < 85) return { op: 'inbox', page: 1 + rand(4) };
  if (i < 95) return { op: 'inbox', page: 0, kind: oneOf(['PAYOUT', 'LIMIT'] as const) };
  return { op: 'inbox', page: 0, maker: oneOf(['maker@', 'ops@console']) };
}

/** The request the console sends for an op. */
function toRequest(o: Op): { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown; keyed?: boolean } {
  const q = (params: Record<string, unknown>) =>
    new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
  const sr = (offset: number, limit: number, sort: string, order: string, filter: Record<string, unknown>) =>
    q({
      range: JSON.stringify([offset, offset + limit - 1]),
      sort: JSON.stringify([sort, order.toUpperCase()]),
      filter: JSON.stringify(Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined))),
    });
  switch (o.op) {
    case 'payouts':
      return { method: 'GET', path: `/api/payouts/payout-requests?${q({ ...o, op: undefined })}` };
    case 'disputes':
      return {
        method: 'GET',
        path: `/api/chargeback/chargeback/all/dispute/detail?${q({ page: o.page, limit: o.limit, status: o.status, sourceProduct: o.product })}`,
      };
    case 'dispute search':
      return {
        method: 'GET',
        path: `/api/chargeback/chargeback/all/dispute/detail?${q({ page: 1, limit: 20, merchantId: o.merchantId, mobile: o.mobile })}`,
      };
    case 'merchant txns':
      return {
        method: 'GET',
        path: `/api/merchant-support/payments-tesseract/transactions/big-query?${q({ page: o.page, size: o.size, status: o.status })}`,
      };
    case 'txn search':
      return {
        method: 'GET',
        path: `/api/merchant-support/payments-tesseract/transactions/big-query?${q({ page: 0, size: 20, txnId: o.txnId, rrn: o.rrn })}`,
      };
    case 'audit':
      return {
        method: 'GET',
        path: `/api/admin/audit?${sr(o.offset, o.limit, o.sort, o.order, { entity: o.entity, actor: o.actor })}`,
      };
    case 'users':
      return { method: 'GET', path: `/api/admin/users?${sr(o.offset, o.limit, 'id', 'asc', { q: o.q })}` };
    case 'consumer summary':
      return { method: 'GET', path: `/api/postpe/summary?id=${o.mobile}` };
    case 'consumer statement':
      return {
        method: 'GET',
        path: `/api/lending/account-statement?consumerId=${o.consumerId}&page_num=${o.page}&page_size=20`,
      };
    case 'consumer limits':
      return { method: 'GET', path: `/api/postpe/creditLimit/details?consumerId=${o.consumerId}` };
    case 'merchant lookup':
      return { method: 'GET', path: `/api/merchant-support/merchants/lookup?merchantId=${o.merchantId}` };
    case 'merchant profile':
      return { method: 'GET', path: `/api/merchant-support/merchants/${o.merchantId}` };
    case 'merchant tab txns':
      return {
        method: 'GET',
        path: `/api/merchant-support/merchants/${o.merchantId}/transactions?page=${o.page}&size=20`,
      };
    case 'inbox':
      return {
        method: 'GET',
        path: `/api/crm${INBOX_PATH}?${q({ page: o.page, size: INBOX_PAGE, kind: o.kind, maker: o.maker })}`,
      };
    case 'payout decision':
      return {
        method: 'POST',
        path: '/api/payouts/payout-requests/decision',
        body: {
          payoutRequestId: o.id,
          isApproved: o.approve,
          remarks: 'Checked on the busy desk',
          consumerId: o.consumerId,
        },
        keyed: true,
      };
    case 'raise limit':
      return {
        method: 'POST',
        path: '/api/crm/maker/checker/limit/request',
        body: { limit_id: o.limitId, remarks: 'Busy desk proposal', max_count: o.maxCount },
        keyed: true,
      };
    case 'decide limit':
      return {
        method: 'POST',
        path: `/api/crm/maker/checker/limit/${o.id}/decision`,
        body: { isApproved: o.approve, remarks: 'Decided on the busy desk' },
        keyed: true,
      };
    case 'offer edit':
      return {
        method: 'PUT',
        path: `/api/postpe/offers/${o.id}`,
        body: { version: o.version, short: `Edited on the busy desk ${rand(1_000_000)}` },
      };
  }
}

/** Latencies per kind and per op, and what went wrong. */
class Tally {
  readonly ms = new Map<string, number[]>();
  readonly statuses = new Map<string, number>();
  errors = 0;
  unfinished = 0;
  contested = 0;
  refused = 0;
  done = 0;
  readonly samples: string[] = [];
  add(o: Op, ms: number, status: number | 'network') {
    this.done++;
    for (const key of [KIND_OF[o.op], `op:${o.op}`]) {
      let list = this.ms.get(key);
      if (!list) this.ms.set(key, (list = []));
      list.push(ms);
    }
    if (status === 'network' || status >= 500) this.errors++;
    else if (status === 409 || status === 412) this.contested++;
    else if (status >= 400) this.refused++;
    if (status === 'network' || status >= 400) {
      const key = `${o.op} ${status}`;
      this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
    }
  }
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;

interface Answer {
  status: number | 'network';
  json?: unknown;
}

/** One HTTP call on a session's own keep-alive connection, asking as a browser does; the body read in full. */
function call(agent: http.Agent, port: number, token: string, o: Op): Promise<Answer> {
  const r = toRequest(o);
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: r.method,
        path: r.path,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'accept-encoding': 'gzip, deflate, br, zstd',
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(r.keyed ? { 'idempotency-key': `desk-${Date.now()}-${Math.random().toString(36).slice(2)}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          // Only writes need their answer read (a raised request's id, an offer's new version).
          if (r.method === 'GET' || status >= 300) return resolve({ status });
          try {
            const raw = Buffer.concat(chunks);
            const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            resolve({ status, json: JSON.parse(text) as unknown });
          } catch {
            resolve({ status });
          }
        });
        res.on('error', () => resolve({ status: 'network' }));
      },
    );
    req.on('error', () => resolve({ status: 'network' }));
    if (payload) req.write(payload);
    req.end();
  });
}

/** Feeds a write's answer back into the desk's state (API side). */
function learn(p: Pools, me: number, o: Op, a: Answer) {
  const data = (a.json as { data?: { id?: number; version?: number } } | undefined)?.data;
  if (o.op === 'raise limit' && a.status === 201 && data?.id) p.raised.push({ id: data.id, maker: me });
  if (o.op === 'offer edit') {
    if (a.status === 200 && data?.version) p.offers.set(o.id, data.version);
    // Stale: the person reopens the form; the version they see is what the last successful edit left.
    if (a.status === 412) p.offers.set(o.id, o.version + 1);
  }
}

interface Figures {
  rps: number;
  tally: Tally;
}

/**
 * `sessions` closed loops of `nextAction` for `seconds`, each call through `exec`. Calls still unanswered 5 s after the
 * end are counted with the time they had waited so far (a lower bound) as "unfinished", and not waited for.
 */
async function drive(
  pools: Pools,
  seconds: number,
  sessions: number,
  exec: (session: number, o: Op) => Promise<Answer>,
  thinkMs = 0,
): Promise<Figures & { loops: Promise<unknown> }> {
  const tally = new Tally();
  const started = performance.now();
  const end = started + seconds * 1000;
  const inFlight = new Map<number, { o: Op; t: number }>();
  let closed = false;
  // A pause drawn from an exponential of mean thinkMs (people do not click in step), cut at the end of the run.
  const pause = (first: boolean) => {
    const ms = first ? Math.random() * thinkMs : -Math.log(1 - Math.random()) * thinkMs;
    return new Promise((r) => setTimeout(r, Math.min(ms, Math.max(0, end - performance.now()))));
  };
  const loops = Promise.all(
    Array.from({ length: sessions }, async (_, s) => {
      if (thinkMs) await pause(true);
      let acted = false;
      while (performance.now() < end && !closed) {
        if (thinkMs && acted) await pause(false);
        acted = true;
        if (performance.now() >= end || closed) break;
        for (const o of nextAction(pools, s)) {
          const t = performance.now();
          inFlight.set(s, { o, t });
          const a = await exec(s, o);
          inFlight.delete(s);
          if (closed) return;
          tally.add(o, performance.now() - t, a.status);
          learn(pools, s, o, a);
          if (performance.now() >= end) break;
        }
      }
    }),
  );
  await Promise.race([loops, new Promise((r) => setTimeout(r, seconds * 1000 + 5000))]);
  closed = true;
  const stopped = performance.now();
  for (const { o, t } of inFlight.values()) {
    tally.add(o, stopped - t, 200);
    tally.unfinished++;
  }
  return { rps: (tally.done - tally.unfinished) / ((Math.min(stopped, end) - started) / 1000), tally, loops };
}

/** The ceiling's executor: the repository calls each route makes, the session read included (uncached). */
export function directExecutor(
  db: Kysely<Database>,
  users: { id: number; email: string; name: string; sid: string }[],
) {
  const counts = new CountCache();
  const superAdminRoleId = 1;
  const who = async (s: number, keys: readonly string[]): Promise<Principal> => {
    const u = users[s]!;
    const row = await findSessionPrincipal(db, u.sid, u.id, superAdminRoleId, keys);
    if (!row) throw new Error('no session');
    return { staffId: u.id, email: u.email, name: u.name, sessionId: u.sid, isSuperAdmin: false };
  };
  const allProducts = ['SWIPE', 'QR'] as const;
  const ok = (status = 200): Answer => ({ status });
  const run = async (s: number, o: Op): Promise<Answer> => {
    switch (o.op) {
      case 'payouts': {
        await who(s, ['CAN_VIEW_PAYOUT']);
        (await listPayouts(db, o)).rows.map(toPayoutDto);
        return ok();
      }
      case 'disputes':
      case 'dispute search':
        await who(s, ['CAN_LIST_MANAGE_DISPUTE_SWIPE']);
        await searchDisputes(db, counts, {
          products: o.op === 'disputes' && o.product ? [o.product] : allProducts,
          page: o.op === 'disputes' ? o.page : 1,
          limit: o.op === 'disputes' ? o.limit : 20,
          ...(o.op === 'disputes' ? { status: o.status } : { merchantId: o.merchantId, mobile: o.mobile }),
        });
        return ok();
      case 'merchant txns':
        await who(s, ['CAN_LIST_MERCHANT_DETAILS']);
        await listTransactions(db, counts, { status: o.status }, o.page, o.size);
        return ok();
      case 'txn search':
        await who(s, ['CAN_LIST_MERCHANT_DETAILS']);
        await listTransactions(db, counts, { txnId: o.txnId, rrn: o.rrn }, 0, 20);
        return ok();
      case 'audit':
        await who(s, ['CAN_VIEW_AUDIT_TRAIL']);
        await listAudit(db, counts, {
          offset: o.offset,
          limit: o.limit,
          sort: o.sort === 'id' ? 'id' : 'created_at',
          order: o.order,
          entity: o.entity,
          actor: o.actor,
        });
        return ok();
      case 'users':
        await who(s, ['CAN_LIST_USER']);
        await listUsers(db, counts, {
          offset: o.offset,
          limit: o.limit,
          sort: 'id',
          order: 'asc',
          search: o.q ?? '',
          ids: null,
        });
        return ok();
      case 'consumer summary':
        await who(s, ['CAN_VIEW_POSTPE_CONSUMER']);
        return ok((await findByLookup(db, o.mobile)) ? 200 : 404);
      case 'consumer statement':
        await who(s, ['CAN_VIEW_POSTPE_CONSUMER']);
        await listStatement(db, counts, { consumerId: o.consumerId, page: o.page, size: 20, range: null });
        return ok();
      case 'consumer limits':
        await who(s, ['CAN_VIEW_POSTPE_CONSUMER']);
        await findConsumer(db, o.consumerId);
        await limitsOf(db, o.consumerId, ['PAYMENT', 'BANK_TRANSFER']);
        return ok();
      case 'merchant lookup':
        await who(s, ['CAN_LIST_MERCHANT_DETAILS']);
        await lookupMerchants(db, 'merchantId', o.merchantId);
        return ok();
      case 'merchant profile':
        await who(s, ['CAN_LIST_MERCHANT_DETAILS']);
        await findMerchant(db, o.merchantId);
        return ok();
      case 'merchant tab txns':
        await who(s, ['CAN_LIST_MERCHANT_DETAILS']);
        await findMerchant(db, o.merchantId);
        await listTransactions(db, counts, { merchantId: o.merchantId }, o.page, 20);
        return ok();
      case 'inbox': {
        // What the inbox route asks (server/routes/crm/approvals-inbox.ts): the viewer's keys, the counts and the
        // page together, then the page's rows whole and the maker-checker ones as the request list shows them.
        const me = await who(s, INBOX_KEYS);
        const held = new Set<string>(await heldKeys(db, me, INBOX_KEYS));
        const kinds = INBOX_KIND_ORDER.filter((k) => INBOX_KIND_ACCESS[k].some((key) => held.has(key)));
        const filter = { kind: o.kind, maker: o.maker };
        const [, rows] = await Promise.all([
          inboxCounts(db, kinds, filter),
          inboxPage(db, kinds, filter, { limit: INBOX_PAGE, offset: o.page * INBOX_PAGE }),
        ]);
        const { requests, payouts } = await inboxRowsOf(db, rows);
        await toDtos(db, [...requests.values()], { staffId: me.staffId, decides: REQUEST_KINDS });
        [...payouts.values()].map(toPayoutDto);
        return ok();
      }
      case 'payout decision': {
        const checker = await who(s, ['CAN_APPROVE_PAYOUT']);
        return db.transaction().execute(async (trx) => {
          const at = Date.now();
          if (o.approve && (await payoutGuardrailRefusal(trx, o.id, checker, at))) return ok(422);
          const decided = await decidePayout(trx, {
            id: o.id,
            consumerId: o.consumerId,
            isApproved: o.approve,
            remarks: 'Checked on the busy desk',
            approverEmail: checker.email,
            approverStaffId: checker.staffId,
            at,
          });
          const row = await findPayout(trx, o.id);
          if (!decided || !row) return ok(409);
          await writeAudit(trx, {
            actor: checker,
            action: `payout.${o.approve ? 'approve' : 'reject'}`,
            entity: 'payouts',
            entityId: o.id,
            after: { status: row.status },
            at,
          });
          return ok();
        });
      }
      case 'raise limit': {
        const maker = await who(s, ['CAN_SUBMIT_LIMIT_REQUEST']);
        return db.transaction().execute(async (trx) => {
          const limit = await findLimit(trx, o.limitId);
          if (!limit) return ok(404);
          const at = Date.now();
          const row = await insertRequest(trx, {
            kind: 'LIMIT',
            productType: null,
            targetId: limit.id,
            targetVersion: limit.version,
            proposed: { max_count: o.maxCount },
            previous: limitValuesOf(limit),
            maker,
            remarks: 'Busy desk proposal',
            at,
          });
          const [dto] = await toDtos(trx, [row], { staffId: maker.staffId, decides: [] });
          await writeAudit(trx, {
            actor: maker,
            action: 'limit_request.create',
            entity: 'approval_requests',
            entityId: row.id,
            after: dto,
            at,
          });
          return { status: 201, json: { data: { id: row.id } } };
        });
      }
      case 'decide limit': {
        const checker = await who(s, ['CAN_APPROVE_LIMIT_REQUEST']);
        try {
          await db.transaction().execute(async (trx) => {
            await heldKeys(trx, checker, ['CAN_APPROVE_LIMIT_REQUEST', 'CAN_SUBMIT_LIMIT_REQUEST']);
            await decideRequest(trx, {
              id: o.id,
              kind: 'LIMIT',
              isApproved: o.approve,
              remarks: 'Decided on the busy desk',
              checker,
              viewer: { staffId: checker.staffId, decides: ['LIMIT'] },
              at: Date.now(),
            });
          });
          return ok();
        } catch (e) {
          const status = (e as { statusCode?: number }).statusCode;
          if (status && status < 500) return ok(status);
          throw e;
        }
      }
      case 'offer edit': {
        const actor = await who(s, ['CAN_MANAGE_POSTPE_OFFERS']);
        return db.transaction().execute(async (trx) => {
          const before = await findOffer(trx, o.id);
          if (!before) return ok(404);
          const changed = await updateOffer(trx, o.id, { version: o.version, short: 'Edited in process' }, Date.now());
          const after = changed ? await findOffer(trx, o.id) : undefined;
          await writeAudit(trx, {
            actor,
            action: 'offer.update',
            entity: 'offers',
            entityId: o.id,
            outcome: changed ? 'success' : 'stale',
          });
          return changed ? { status: 200, json: { data: { version: after?.version } } } : ok(412);
        });
      }
    }
  };
  return async (s: number, o: Op): Promise<Answer> => {
    try {
      return await run(s, o);
    } catch {
      return { status: 500 };
    }
  };
}

/** 100 bench users with the desk's roles, each with a session and a token (as sign-in would give them). */
export async function deskUsers(db: Kysely<Database>) {
  const now = Date.now();
  const roles = await db.selectFrom('roles').select(['id', 'name']).where('name', 'in', DESK_ROLES).execute();
  const config = loadConfig({ ...process.env, JWT_SECRET: SECRET, SQLITE_FILE: join(tmpdir(), 'unused.sqlite') });
  const users: { id: number; email: string; name: string; sid: string; token: string }[] = [];
  for (let k = 0; k < SESSIONS; k++) {
    const email = `desk${String(k).padStart(3, '0')}@bench.example`;
    const name = `Desk Agent ${k}`;
    const { id } = await db
      .insertInto('staff')
      .values({ email, name, mobile: null, disabled: 0, otp_locked: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_roles')
      .values(roles.map((r) => ({ staff_id: id, role_id: r.id })))
      .execute();
    const token = await issueSessionToken(db, config, id);
    const session = await db.selectFrom('sessions').select('id').where('staff_id', '=', id).executeTakeFirstOrThrow();
    users.push({ id, email, name, sid: session.id, token });
  }
  return users;
}

/** Subjects sampled from the grown tables, and the desk's shared state. */
export async function loadPools(db: Kysely<Database>): Promise<Pools> {
  const sample = async <T>(rows: Promise<T[]>) => rows;
  const consumers = await sample(
    db.selectFrom('consumers').select(['id', 'mobile_number']).orderBy('id').limit(2000).execute(),
  );
  const merchants = await db.selectFrom('merchants').select('merchant_id').execute();
  const maxDispute = Number(
    (
      await db
        .selectFrom('disputes')
        .select((eb) => eb.fn.max('id').as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const disputeRows = await db
    .selectFrom('disputes')
    .select(['merchant_id', 'payer_mobile'])
    .where(
      'id',
      'in',
      Array.from({ length: 500 }, () => 1 + rand(maxDispute)),
    )
    .execute();
  const maxTxn = Number(
    (
      await db
        .selectFrom('merchant_transactions')
        .select((eb) => eb.fn.max('id').as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const txns = await db
    .selectFrom('merchant_transactions')
    .select(['txn_id', 'rrn'])
    .where(
      'id',
      'in',
      Array.from({ length: 500 }, () => 1 + rand(maxTxn)),
    )
    .execute();
  const limits = await db.selectFrom('transaction_limits').select('id').execute();
  const offers = await db.selectFrom('offers').select(['id', 'version']).execute();
  // Pending payouts in a random order, so sessions decide all over the list (not only its head).
  const maxPayout = Number(
    (
      await db
        .selectFrom('payouts')
        .select((eb) => eb.fn.max('id').as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const pending = await db
    .selectFrom('payouts')
    .select(['id', 'consumer_id'])
    .where('status', '=', 'APPROVAL_PENDING')
    .where(
      'id',
      'in',
      Array.from({ length: 20_000 }, () => 1 + rand(maxPayout)),
    )
    .execute();
  const count = async (t: 'audit_log' | 'staff') =>
    Number(
      (
        await db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    consumers: consumers.map((c) => ({ id: Number(c.id), mobile: c.mobile_number })),
    merchants: merchants.map((m) => m.merchant_id),
    disputeMerchants: disputeRows.map((d) => d.merchant_id),
    disputeMobiles: disputeRows.map((d) => d.payer_mobile),
    txnIds: txns.map((t) => t.txn_id),
    rrns: txns.map((t) => t.rrn).filter((r): r is string => !!r),
    limits: limits.map((l) => l.id),
    offers: new Map(offers.map((o) => [o.id, o.version])),
    pendingPayouts: pending.map((p) => ({ id: p.id, consumerId: p.consumer_id })).sort(() => Math.random() - 0.5),
    decidedPayouts: [],
    raised: [],
    auditRows: await count('audit_log'),
    staffRows: await count('staff'),
  };
}

const verdict = (good: boolean) => (good ? 'ok' : 'OVER');
const sortedMs = (t: Tally, key: string) => [...(t.ms.get(key) ?? [])].sort((a, b) => a - b);

/** p50 and p99 of each kind of request, with its budget (p99 ≤ 50 ms reads, ≤ 100 ms writes) when `budgets`. */
function kindLines(t: Tally, budgets: boolean) {
  for (const kind of KINDS) {
    const sorted = sortedMs(t, kind);
    const budget = kind === 'write' ? 100 : 50;
    const p99 = quantile(sorted, 0.99);
    console.log(
      `    ${kind.padEnd(9)} ${fmt(sorted.length).padStart(7)} calls  p50 ${fmt(quantile(sorted, 0.5), 1).padStart(6)} ms  p99 ${fmt(p99, 1).padStart(6)} ms${budgets ? `  budget p99 ≤ ${budget} ms  ${verdict(p99 <= budget)}` : ''}`,
    );
  }
}

function report(
  where: string,
  work: Figures,
  flat: Figures,
  ceiling: Figures,
  solo: Tally,
  mixAlone: Tally,
  onPostgres: boolean,
) {
  const floor = onPostgres ? 0.5 : 0.3;
  const ratio = flat.rps / ceiling.rps;
  console.log(
    `\nBusy desk on ${where}: ${SESSIONS} staff sessions (distinct users and tokens), keep-alive, gzip accepted (DESIGN.md §6)`,
  );
  console.log(
    `  at work, ${SECONDS} s: each person pauses between actions (exponential, mean ${fmt(THINK_MS / 1000, 1)} s: reading what they opened)`,
  );
  console.log(`    ${fmt(work.rps).padStart(6)} req/s   (${fmt(work.tally.done)} requests)`);
  kindLines(work.tally, true);
  const errors = work.tally.errors + flat.tally.errors;
  console.log(
    `    errors (5xx, network, both runs) ${errors}  budget 0  ${verdict(errors === 0)};  contested writes (409/412) ${work.tally.contested};  other 4xx ${work.tally.refused}`,
  );
  for (const [name, t] of [
    ['at work', work.tally],
    ['flat out', flat.tally],
  ] as const) {
    if (t.statuses.size)
      console.log(`    ${name}: answers other than 2xx: ${[...t.statuses].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
    if (t.unfinished)
      console.log(
        `    ${name}: ${t.unfinished} calls were still unanswered 5 s after the end (counted with the time waited so far)`,
      );
  }
  console.log(`  flat out, ${CEILING_SECONDS} s: no pauses, every session asks again as soon as it is answered`);
  console.log(`    API      ${fmt(flat.rps).padStart(6)} req/s   (${fmt(flat.tally.done)} requests)`);
  console.log(
    `    ceiling  ${fmt(ceiling.rps).padStart(6)} req/s   (same mix in process on the repository functions, ${CEILING_SECONDS} s)`,
  );
  console.log(`    API / ceiling ${fmt(ratio, 2)}×   budget ≥ ${floor}×   ${verdict(ratio >= floor)}`);
  console.log('    latency when flat out (a queue of 100 on 2 cores; for information):');
  kindLines(flat.tally, false);
  if (ceiling.tally.errors) console.log(`    (the ceiling had ${ceiling.tally.errors} errors)`);
  const inbox = sortedMs(solo, 'inbox');
  const inboxP99 = quantile(inbox, 0.99);
  console.log(
    `  approvals inbox, one viewer at a time (issue 40): ${fmt(inbox.length)} pages  p50 ${fmt(quantile(inbox, 0.5), 1)} ms  p99 ${fmt(inboxP99, 1)} ms  budget p99 ≤ 50 ms  ${verdict(inboxP99 <= 50)}`,
  );
  // Where the time goes: the calls by p99 at work, slowest first, beside the same call made by one person alone.
  const ops = [...work.tally.ms]
    .filter(([k]) => k.startsWith('op:'))
    .map(([k, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const by1 = sortedMs(mixAlone, k);
      return {
        name: k.slice(3),
        n: sorted.length,
        p50: quantile(sorted, 0.5),
        p99: quantile(sorted, 0.99),
        alone: by1.length
          ? `alone: ${fmt(by1.length)} calls, p50 ${fmt(quantile(by1, 0.5), 1)} ms, max ${fmt(by1.at(-1)!, 1)} ms`
          : '',
      };
    })
    .sort((a, b) => b.p99 - a.p99);
  console.log(
    `  per call at work, slowest p99 first (beside it, ${fmt(MIX_ALONE_ACTIONS)} actions of the mix by one person alone):`,
  );
  for (const o of ops)
    console.log(
      `    ${o.name.padEnd(20)} ${fmt(o.n).padStart(7)} calls  p50 ${fmt(o.p50, 1).padStart(6)} ms  p99 ${fmt(o.p99, 1).padStart(6)} ms   (${o.alone})`,
    );
}

/**
 * One person alone, one call after another (`next` gives each action): what a call costs with no queue in front. The
 * approvals inbox read so is issue 40's figure; the whole mix read so tells a slow query from a queue.
 */
async function alone(
  pools: Pools,
  actions: number,
  next: () => Op[],
  exec: (o: Op) => Promise<Answer>,
): Promise<Tally> {
  const tally = new Tally();
  for (let k = 0; k < actions; k++)
    for (const o of next()) {
      const t = performance.now();
      const a = await exec(o);
      tally.add(o, performance.now() - t, a.status);
      learn(pools, 0, o, a);
    }
  return tally;
}

export async function busyDeskFigures(port: number): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = !!adminUrl;
  const where = onPostgres ? 'PostgreSQL' : 'SQLite';
  const scale = deskScale(process.env.BENCH_SCALE ?? 'inbox', onPostgres);
  const work = mkdtempSync(join(tmpdir(), 'console-bench-desk-'));
  const log = (line: string) => console.log(line);
  const started = performance.now();
  const sqliteFile = join(work, 'desk.sqlite');
  const databaseUrl = onPostgres ? await deskPostgres(adminUrl, scale, log) : undefined;
  if (!onPostgres) await deskSqlite(join(ROOT_DIR, 'data'), scale, sqliteFile, log);
  const open = (): DatabaseHandle => (databaseUrl ? openPostgres(databaseUrl) : openSqlite(sqliteFile));
  let handle = open();
  const users = await deskUsers(handle.db);
  const pools = await loadPools(handle.db);
  await handle.close();
  console.log(
    `${where} at scale "${scale.name}" (${fmt(scale.payouts)} payouts, ${fmt(scale.disputes)} disputes, ${fmt(scale.audit)} audit rows, ${fmt(scale.merchantTxns)} merchant transactions${scale.name === 'full' ? '' : '; BENCH_SCALE=full is the setting DESIGN.md §6 names'}${WITHOUT.length ? `; without the ${WITHOUT.join(', ')} searches` : ''}): ready in ${fmt((performance.now() - started) / 1000, 1)} s`,
  );

  const server = startServer(sqliteFile, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  let atWork: Figures;
  let flat: Figures;
  let solo: Tally;
  let mixAlone: Tally;
  try {
    await server.ready;
    const agents = users.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const exec = (s: number, o: Op) => call(agents[s]!, port, users[s]!.token, o);
    const paced = await drive(pools, SECONDS, SESSIONS, exec, THINK_MS);
    await paced.loops;
    const flatOut = await drive(pools, CEILING_SECONDS, SESSIONS, exec);
    await flatOut.loops;
    [atWork, flat] = [paced, flatOut];
    const one = (o: Op) => call(agents[0]!, port, users[0]!.token, o);
    solo = await alone(pools, INBOX_ALONE_PAGES, () => [inboxOp()], one);
    mixAlone = await alone(pools, MIX_ALONE_ACTIONS, () => nextAction(pools, 0), one);
    // users[0] is an Operations agent (DESK_ROLES), who may read all three dashboards.
    await dashboardFigures(port, users[0]!.token);
    for (const a of agents) a.destroy();
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }
  handle = open();
  try {
    const ceiling = await drive(pools, CEILING_SECONDS, SESSIONS, directExecutor(handle.db, users));
    report(where, atWork, flat, ceiling, solo, mixAlone, onPostgres);
    await ceiling.loops;
  } finally {
    await handle.close();
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('busy-desk.ts') && !process.env.BENCH_DESK_PROBE)
  await busyDeskFigures(Number(process.env.BENCH_PORT ?? 18086));
