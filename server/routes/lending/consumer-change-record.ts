import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';
import type { Principal } from '../../plugins/auth.js';
import { writeAudit } from '../../repositories/audit.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';

export const sec = (ms: number) => Math.floor(ms / 1000);
export const CHANGED_MEANWHILE = 'This consumer’s account changed while this was being decided; reload and try again.';

/**
 * After a change: one audit row (`consumer.<action>`, before and after) and the consumer's CRM Actions Audit row (the
 * action in capitals, with its request).
 */
export async function recorded(
  trx: Kysely<Database>,
  who: Principal,
  r: { action: string; entity: string; entityId: string | number; consumerId: number; before: unknown; after: unknown },
  requestDto: Record<string, unknown>,
) {
  const at = Date.now();
  await writeAudit(trx, {
    actor: who,
    action: `consumer.${r.action}`,
    entity: r.entity,
    entityId: r.entityId,
    before: r.before,
    after: r.after,
    at,
  });
  await addCrmAudit(trx, r.consumerId, sec(at), who, r.action.toUpperCase(), {
    request: { requestDto: { ...requestDto, consumerId: r.consumerId } },
  });
}
