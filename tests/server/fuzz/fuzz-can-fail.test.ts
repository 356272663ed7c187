import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { issueSessionToken } from '../../../server/plugins/tokens.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fuzzRoutes } from './fuzz-engine.js';

/**
 * The fuzz suite can fail: with one constraint mapping taken out of the error handler (unique violations are left
 * to become 500s), the same engine, run on the FD plan route alone, finds the 500 a repeated create causes.
 */
vi.mock('../../../server/plugins/constraint-refusal.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../server/plugins/constraint-refusal.js')>();
  return {
    ...original,
    constraintRefusal: (error: unknown) =>
      original.constraintKindOf(error) === 'unique' ? null : original.constraintRefusal(error),
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

it('without the unique-violation mapping, fuzzing POST /fd/crm/update-plans finds a 500', async () => {
  const report = await fuzzRoutes({
    app: t.app,
    seed: Number(process.env.FUZZ_SEED ?? 20261122),
    token: async () => issueSessionToken(t.database.handle.db, t.config, 1),
    runsPerRoute: 60,
    naughtyPerRoute: 0,
    queriesPerRoute: 0,
    repeatRate: 0.5,
    only: (route) => route.method === 'POST' && route.url === '/api/investment/fd/crm/update-plans',
  });
  expect(report.failures.length).toBeGreaterThan(0);
  expect(report.failures[0]).toMatchObject({ status: 500, answer: expect.stringContaining('Something went wrong.') });
});
