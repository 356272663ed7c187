import type { TestApp } from './test-app.js';
import { callerOf } from './test-app.js';

/** Calls the merchant 360 endpoints as a seeded staff member; answers status, JSON body and headers. */
export function merchantCaller(t: () => TestApp, tokens: Record<string, string>) {
  return callerOf(t, tokens, '', true);
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
