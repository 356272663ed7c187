import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSUMER_ACTIONS } from '../../../contract/consumer/calls.js';
import { WHITELIST_MESSAGES, whitelistBody } from '../../../contract/consumer/account-forms.js';
import { CONSUMER_MESSAGES } from '../../../contract/consumer/forms.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { insertWhitelist } from '../../repositories/consumer-forms.js';
import { ok } from './envelope.js';
import { serveInTransaction } from '../common/transaction-action.js';

/** The whitelist form (spec §5.8): mobile, PQ limit, reason; 'whitelisted by' is the caller, never the body. */
export async function consumerWhitelistRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveInTransaction(
    app,
    db,
    CONSUMER_ACTIONS.whitelist,
    {
      body: whitelistBody,
      data: z.object({
        id: z.number(),
        mobile: z.string(),
        pqLimit: z.number(),
        reason: z.string(),
        whitelistedBy: z.string(),
      }),
    },
    async (trx, b, who) => {
      const at = Date.now();
      const id = await insertWhitelist(trx, {
        mobile: b.mobile,
        pqLimit: b.pqLimit,
        reason: b.reason,
        by: who.email,
        at,
      });
      if (id === null) throw new RequestError(409, WHITELIST_MESSAGES.duplicate);
      const entry = { id, mobile: b.mobile, pqLimit: b.pqLimit, reason: b.reason, whitelistedBy: who.email };
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.whitelist',
        entity: 'consumer_whitelist',
        entityId: id,
        after: entry,
        at,
      });
      return ok(entry, CONSUMER_MESSAGES.success);
    },
  );
}
