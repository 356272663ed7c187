import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyToken } from '../../server/plugins/tokens.js';
import { bearer, createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app.js';

let t: TestApp;
let sid: string;
beforeAll(async () => {
  // A minute: on PostgreSQL only the change notice, not the time, can drop a kept session (db/access-cache.ts).
  t = await createTestApp({ ACCESS_CACHE_MS: '60000' });
  const good = await t.tokenFor('admin@console.example');
  sid = (jwt.decode(good) as { sid: string }).sid;
});
afterAll(() => t.close());

const key = Buffer.from(TEST_JWT_SECRET, 'hex');
const claims = () => ({
  sid,
  sub: '1',
  iss: t.config.jwtIssuer,
  aud: t.config.jwtAudience,
  exp: Math.floor(Date.now() / 1000) + 600,
});
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const status = async (token: string) =>
  (await t.app.inject({ url: '/api/crm/users/1', headers: bearer(token) })).statusCode;

it('accepts a well-formed token (the control case)', async () => {
  expect(await status(jwt.sign(claims(), key, { algorithm: 'HS256' }))).toBe(200);
});

it.each([
  ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
  ['a wrong key', () => jwt.sign(claims(), Buffer.alloc(32, 7), { algorithm: 'HS256' })],
  ['HS512 with the right key', () => jwt.sign(claims(), key, { algorithm: 'HS512' })],
  ['a wrong audience', () => jwt.sign({ ...claims(), aud: 'someone-else' }, key, { algorithm: 'HS256' })],
  ['a wrong issuer', () => jwt.sign({ ...claims(), iss: 'someone-else' }, key, { algorithm: 'HS256' })],
  [
    'an expired token',
    () => jwt.sign({ ...claims(), exp: Math.floor(Date.now() / 1000) - 5 }, key, { algorithm: 'HS256' }),
  ],
  ['an unknown session', () => jwt.sign({ ...claims(), sid: 'no-such-session' }, key, { algorithm: 'HS256' })],
  ["another user's session", () => jwt.sign({ ...claims(), sub: '2' }, key, { algorithm: 'HS256' })],
  ['garbage', () => 'not.a.token'],
])('refuses %s with 401', async (_name, make) => {
  expect(await status(make())).toBe(401);
});

it("refuses a disabled user's token with 401, when another process disabled them", async () => {
  const token = await t.tokenFor('disputes@console.example');
  expect(await status(token)).not.toBe(401);
  await t.database.handle.db
    .updateTable('staff')
    .set({ disabled: 1 })
    .where('email', '=', 'disputes@console.example')
    .execute();
  // SQLite reads the session on every request: refused at once. PostgreSQL: once its change notice arrives.
  await expect.poll(() => status(token), { timeout: 5000, interval: 20 }).toBe(401);
});

it('refuses a token after logout with 401', async () => {
  const token = await t.tokenFor('ops@console.example');
  expect((await t.app.inject({ method: 'POST', url: '/api/crm/logout', headers: bearer(token) })).statusCode).toBe(200);
  expect(await status(token)).toBe(401);
  const row = await t.database.handle.db
    .selectFrom('sessions')
    .select('revoked_at')
    .where('id', '=', (jwt.decode(token) as { sid: string }).sid)
    .executeTakeFirstOrThrow();
  expect(row.revoked_at).not.toBeNull();
});

it('refuses a token once it expires, even one accepted before (checks are remembered, expiry is not)', async () => {
  const exp = Math.floor(Date.now() / 1000) + 60;
  const token = jwt.sign({ ...claims(), exp }, key, { algorithm: 'HS256' });
  expect(verifyToken(token, t.config)).toEqual({ sub: '1', sid });
  expect(verifyToken(token, t.config, exp * 1000 - 1)).toEqual({ sub: '1', sid });
  expect(verifyToken(token, t.config, exp * 1000)).toBeNull();
  const tampered = `${token.slice(0, token.lastIndexOf('.') + 1)}${'A'.repeat(43)}`;
  expect(verifyToken(tampered, t.config)).toBeNull();
});
