import { countRows } from './helpers/count-rows.js';
import { callerOf, createTestApp, signIn, type TestApp } from './helpers/test-app.js';

/** A test app with tokens for the consumer 360 part-2 tests, and a call helper per backend. */
export async function consumerProductsApp(who: readonly string[]) {
  const t: TestApp = await createTestApp();
  const tokens: Record<string, string> = {};
  await signIn(t, tokens, who);
  const call = callerOf(() => t, tokens);
  const auditCount = () => countRows(t.database.handle.db, 'audit_log');
  return { t, call, auditCount, db: () => t.database.handle.db };
}

export const qs = (o: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()}`;
