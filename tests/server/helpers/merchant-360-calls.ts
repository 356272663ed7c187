import type { TestApp } from './test-app.js';
import { bearer } from './test-app.js';

/** Calls the merchant 360 endpoints as a seeded staff member; answers status, JSON body and headers. */
export function merchantCaller(t: () => TestApp, tokens: Record<string, string>) {
  return async (
    who: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await t().app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...bearer(tokens[who] ?? ''), ...headers },
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  };
}

export async function auditCount(t: TestApp, entity: string, entityId: string): Promise<number> {
  const { n } = await t.database.handle.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const CRM = '/api/crm';
export const MS = '/api/merchant-support';
