import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { loadConfig, type ServerConfig } from '../../server/config.js';
import { hashCode } from '../../server/routes/crm/otp-rules.js';
import { TEST_JWT_SECRET } from './helpers/test-app.js';
import { createSeededTestDatabase, type TestDatabase } from './helpers/test-database.js';

/**
 * Issue 42 item 4: every request logged once as a structured line (request id, route pattern, status, duration,
 * staff id), and no mobile number, PAN, account number, OTP or token in any log line. Outside development (where
 * the code is printed on purpose), the server's whole log is captured while a signed-in agent sends those values in
 * query strings, bodies and headers, through answers that succeed, are refused, fail validation, match no route and
 * fail inside the handler; then the log is searched for each value.
 */
const MOBILE = '9876543210';
const PAN = 'ABCDE1234F';
const ACCOUNT = '50100234567891';
const OTP = '7391';
const WRONG_OTP = '2846';
const EMAIL = 'admin@console.example';
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let database: TestDatabase;
let config: ServerConfig;
let app: FastifyInstance;
const logged: string[] = [];
let sent = 0;
let token = '';
let staffId = 0;
let seededMobile = '';

async function send(options: InjectOptions) {
  sent++;
  return app.inject({ remoteAddress: '10.9.8.7', ...options });
}

beforeAll(async () => {
  database = await createSeededTestDatabase();
  config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    SQLITE_FILE: database.location.sqliteFile ?? 'unused.sqlite',
    CONSOLE_DEV_MODE: '0',
  });
  const { db } = database.handle;
  app = await buildApp({
    config,
    database: database.handle,
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  });
  // A handler that fails with the values in its error message (a driver's error can quote a row).
  app.get('/api/postpe/test-failure', { config: { permission: 'public' } }, async () => {
    throw new Error(`lookup failed for mobile ${MOBILE}, PAN ${PAN}, account ${ACCOUNT}`);
  });
  await app.ready();
  staffId = (await db.selectFrom('staff').select('id').where('email', '=', EMAIL).executeTakeFirstOrThrow()).id;
  seededMobile = (await db.selectFrom('consumers').select('mobile_number').executeTakeFirstOrThrow()).mobile_number;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The sign-in flow with a code we know: asked for by e-mail, the challenge's code set to OTP (never delivered). */
async function signIn(): Promise<string> {
  const asked = await send({
    method: 'POST',
    url: '/api/crm/login/otp/request',
    payload: { mode: 'email', email: EMAIL },
  });
  expect(asked.statusCode).toBe(200);
  const uuid = String(asked.json().data.emailuuid);
  await database.handle.db
    .updateTable('otp_challenges')
    .set({ code_hmac: hashCode(uuid, OTP, config.jwtSecret) })
    .where('id', '=', uuid)
    .execute();
  const wrong = await send({
    method: 'POST',
    url: '/api/crm/login/otp/verify',
    payload: { mode: 'email', email: EMAIL, uuid, otp: WRONG_OTP },
  });
  expect(wrong.statusCode).toBe(400);
  const right = await send({
    method: 'POST',
    url: '/api/crm/login/otp/verify',
    payload: { mode: 'email', email: EMAIL, uuid, otp: OTP },
  });
  expect(right.statusCode).toBe(200);
  return String(right.json().data.token);
}

interface RequestLine {
  reqId: string;
  method: string;
  route: string | null;
  status: number;
  ms: number;
  staffId?: number;
  msg: string;
}

const lines = () => logged.flatMap((l) => l.split('\n').filter(Boolean)).map((l) => JSON.parse(l) as RequestLine);
const requestLines = () => lines().filter((l) => l.msg === 'request');

describe('request log', () => {
  const answers: { id: string; status: number; signedIn: boolean; route: string | null }[] = [];

  beforeAll(async () => {
    token = await signIn();
    const auth = { authorization: `Bearer ${token}` };
    const record = async (signedIn: boolean, route: string | null, options: InjectOptions) => {
      const res = await send(options);
      answers.push({ id: String(res.headers['x-request-id']), status: res.statusCode, signedIn, route });
      return res;
    };
    // The consumer lookup by mobile, in the query; the mobile and PAN in headers too.
    const found = await record(true, '/api/postpe/summary', {
      url: `/api/postpe/summary?id=${seededMobile}`,
      headers: { ...auth, 'x-request-id': 'lb-4f2a.91_c', 'x-mobile': MOBILE, 'x-pan': PAN },
    });
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-request-id']).toBe('lb-4f2a.91_c');
    const missing = await record(true, '/api/postpe/summary', {
      url: `/api/postpe/summary?id=${MOBILE}&pan=${PAN}`,
      headers: auth,
    });
    expect([200, 404]).toContain(missing.statusCode);
    // Validation errors: a PAN where digits belong, a phone sign-in with a short code.
    const invalid = await record(true, '/api/postpe/summary', { url: `/api/postpe/summary?id=${PAN}`, headers: auth });
    expect(invalid.statusCode).toBe(400);
    const badVerify = await record(false, '/api/crm/login/otp/verify', {
      method: 'POST',
      url: '/api/crm/login/otp/verify',
      payload: { mode: 'phone', mobile: MOBILE, uuid: 'x', otp: `${OTP}9` },
    });
    expect(badVerify.statusCode).toBe(400);
    // An account number in a body, with a cookie carrying the token.
    const merchant = await database.handle.db.selectFrom('merchants').select('merchant_id').executeTakeFirstOrThrow();
    const verified = await record(true, '/api/merchant-support/bank-ac/verify', {
      method: 'POST',
      url: '/api/merchant-support/bank-ac/verify',
      headers: { ...auth, cookie: `session=${token}; otp=${OTP}` },
      payload: {
        merchantId: merchant.merchant_id,
        accountNumber: ACCOUNT,
        ifsc: 'HDFC0001234',
        purpose: 'BANK_CHANGE',
      },
    });
    expect(verified.statusCode).toBeLessThan(500);
    // A stale token (401), the token in a query string, no route at all, and a failure inside a handler.
    const stale = await record(false, '/api/postpe/summary', {
      url: `/api/postpe/summary?id=${MOBILE}`,
      headers: { authorization: `Bearer ${token}x` },
    });
    expect(stale.statusCode).toBe(401);
    const bogusId = await record(false, null, {
      url: `/api/postpe/no-such-thing/${MOBILE}?token=${token}&otp=${OTP}&accountNo=${ACCOUNT}`,
      headers: { 'x-request-id': 'not a sane id; with spaces' },
    });
    expect(bogusId.statusCode).toBe(404);
    expect(bogusId.headers['x-request-id']).toMatch(UUID_RE);
    const tooLong = await record(false, '/api/postpe/test-failure', {
      url: `/api/postpe/test-failure?mobile=${MOBILE}`,
      headers: { 'x-request-id': 'a'.repeat(129) },
    });
    expect(tooLong.statusCode).toBe(500);
    expect(tooLong.headers['x-request-id']).toMatch(UUID_RE);
  });

  it('logs each request exactly once, with its id, route pattern, status, duration and staff id', () => {
    const all = requestLines();
    expect(all).toHaveLength(sent);
    expect(new Set(all.map((l) => l.reqId)).size).toBe(sent);
    for (const line of all) {
      expect(typeof line.reqId).toBe('string');
      expect(typeof line.method).toBe('string');
      expect(typeof line.status).toBe('number');
      expect(line.ms).toBeGreaterThanOrEqual(0);
      expect(Object.keys(line)).not.toContain('url');
    }
    for (const answer of answers) {
      const line = all.find((l) => l.reqId === answer.id);
      expect(line, answer.id).toBeDefined();
      expect(line?.status).toBe(answer.status);
      expect(line?.route).toBe(answer.route);
      expect(line?.staffId).toBe(answer.signedIn ? staffId : undefined);
    }
    expect(all.filter((l) => l.route === '/api/crm/login/otp/verify').map((l) => l.status)).toEqual([400, 200, 400]);
  });

  it('returns an id on every answer, the balancer’s when it is sane, and logs the same id', async () => {
    const mine = await send({ url: '/crm/config.json', headers: { 'x-request-id': 'edge-01' } });
    expect(mine.headers['x-request-id']).toBe('edge-01');
    const fresh = await send({ url: '/crm/config.json' });
    expect(fresh.headers['x-request-id']).toMatch(UUID_RE);
    const refused = await send({ url: '/api/admin/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toMatch(UUID_RE);
    expect(refused.json()).not.toHaveProperty('reqId');
    const ids = requestLines().map((l) => l.reqId);
    expect(ids).toEqual(
      expect.arrayContaining(['edge-01', fresh.headers['x-request-id'], refused.headers['x-request-id']]),
    );
  });

  it('does not log the balancer’s health probes while they pass (every few seconds per instance)', async () => {
    const before = requestLines().length;
    const probe = await send({ url: '/health/live', headers: { 'x-request-id': 'probe-1' } });
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['x-request-id']).toBe('probe-1');
    expect(requestLines().map((l) => l.reqId)).not.toContain('probe-1');
    expect(requestLines()).toHaveLength(before);
  });

  it('never logs a mobile number, PAN, account number, OTP or token', () => {
    // pid and time are the logger's own numbers, not request data: left out so a 4-digit code cannot match them.
    const text = logged.join('').replace(/"(pid|time)":\d+/g, '');
    expect(text).toContain('request failed'); // the 500 was logged, with its error
    const digits = (value: string) => new RegExp(`(?<!\\d)${value}(?!\\d)`);
    for (const value of [MOBILE, seededMobile, ACCOUNT, OTP, WRONG_OTP, `${OTP}9`])
      expect(text).not.toMatch(digits(value));
    expect(text).not.toContain(PAN);
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[2]);
    expect(text).not.toMatch(/authorization|cookie|Bearer/i);
  });
});
