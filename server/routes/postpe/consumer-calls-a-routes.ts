import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_CALLS_A as C } from '../../../contract/consumer/calls-a.js';
import {
  CALLS_A_MESSAGES as M,
  VERIFIED_NAME_KIND,
  verifiedNameBody,
} from '../../../contract/consumer/calls-a-rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findConsumer } from '../../repositories/consumer-accounts.js';
import { listContacts } from '../../repositories/consumer-calls-a.js';
import { insertRequest, pendingRequestOn } from '../../repositories/maker-checker.js';
import { serveConsumerRead } from '../common/consumer-read.js';
import { conflictOnUnique } from '../once-only.js';
import { ok } from './envelope.js';
import { serveConsumerAction } from './consumer-action.js';

const contactDto = z.object({
  id: z.number(),
  kind: z.enum(['EMERGENCY', 'REFERENCE']),
  name: z.string(),
  relation: z.string(),
  mobile: z.string().nullable(),
});

/**
 * Spec §7.5 on the postpe backend (issue 46 item 6): GET /contacts (the consumer's emergency and reference contacts,
 * mobiles masked; revealed through POST /pii/reveal 'contactMobile', audited) and PUT /verified-name (a correction
 * raised for a checker: VERIFIED_NAME, old → new; nothing changes until it is approved).
 */
export async function consumerCallsARoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveConsumerRead(app, C.contacts, z.array(contactDto), async (consumerId) => {
    if (!(await findConsumer(db, consumerId))) throw new RequestError(404, M.notFound);
    return listContacts(db, consumerId);
  });

  serveConsumerAction(
    app,
    db,
    C.verifiedName,
    { body: verifiedNameBody, data: z.object({ requestId: z.number(), status: z.string() }) },
    async (trx, b, maker, c) => {
      if (c.verified_name === b.verifiedName) throw new RequestError(400, M.sameName);
      // One pending correction per consumer: checked here, held by migration 0067's unique index in a race.
      if (await pendingRequestOn(trx, VERIFIED_NAME_KIND, Number(c.id))) throw new RequestError(409, M.namePending);
      const at = Date.now();
      const row = await insertRequest(trx, {
        kind: VERIFIED_NAME_KIND,
        productType: 'POSTPE',
        targetId: Number(c.id),
        targetVersion: c.version,
        proposed: { consumerId: Number(c.id), verifiedName: b.verifiedName, reason: b.reason },
        previous: { consumerId: Number(c.id), verifiedName: c.verified_name },
        maker,
        remarks: b.remarks,
        at,
      }).catch(conflictOnUnique(M.namePending));
      await writeAudit(trx, {
        actor: maker,
        action: 'verified_name_request.create',
        entity: 'approval_requests',
        entityId: row.id,
        before: { consumerId: Number(c.id), verifiedName: c.verified_name },
        after: { verifiedName: b.verifiedName, reason: b.reason, remarks: b.remarks },
        at,
      });
      return ok({ requestId: row.id, status: row.status }, M.nameRequested(row.id, Number(c.id)));
    },
  );
}
