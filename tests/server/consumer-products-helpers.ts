import { bearer, createTestApp, type TestApp } from './helpers/test-app.js';

/** A test app with tokens for the consumer 360 part-2 tests, and a call helper per backend. */
export async function consumerProductsApp(who: readonly string[]) {
  const t: TestApp = await createTestApp();
  const tokens: Record<string, string> = {};
  for (const w of who) tokens[w] = await t.tokenFor(`${w}@console.example`);
  const call = async (
    as: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...bearer(tokens[as] ?? ''), ...headers },
    });
    return { status: res.statusCode, body: res.json<Record<string, unknown> & { data: never; message: string }>() };
  };
  const auditCount = async () =>
    Number(
      (
        await t.database.handle.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { t, call, auditCount, db: () => t.database.handle.db };
}

export const qs = (o: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)])).toString()}`;
