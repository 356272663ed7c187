import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { CONSUMER_ACTIONS, CONSUMER_LIST_CALLS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES, settlementCheckBody } from '../../../contract/consumer/forms.js';
import { canCheckBankTransfer } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import {
  findBankTransfer,
  findBankTransferBySettlement,
  listBankTransfers,
  recordSettlementCheck,
  toBankTransferDto,
} from '../../repositories/consumer-lists.js';
import { bankTransferDto, pageLimitFields, pageLimitQuery, repositoryPaging } from '../postpe/consumer-schemas.js';
import { ok, okSchema } from './envelope.js';
import { serveSnapshotList } from '../common/snapshot-list.js';
import { serveInTransaction } from '../common/transaction-action.js';

/** Bank transfers (spec §2.13, §3.15, §4): UTR search, page from 1, limit 20; the settlement Check. */
export async function consumerTransferRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveSnapshotList(
    app,
    CONSUMER_LIST_CALLS['consumer-bank-transfers'],
    {
      querystring: z.object({
        consumerId: fromText(z.number().int().positive('Consumer id: digits only.')),
        utr: z.string().trim().max(40).optional(),
        ...pageLimitQuery,
      }),
      response: {
        200: okSchema(
          z.object({
            content: z.array(bankTransferDto),
            ...pageLimitFields,
          }),
        ),
      },
    },
    (q) => listBankTransfers(db, q.consumerId, q.utr || undefined, repositoryPaging(q)),
    (rows, total, q) => ok({ content: rows, page: q.page, limit: q.limit, totalElements: total }),
  );

  // Check (spec §4): only a SUCCESS transfer; a settlement status check by settlementOrderId, then the row refreshed.
  serveInTransaction(
    app,
    db,
    CONSUMER_ACTIONS.checkBankTransfer,
    { body: settlementCheckBody, data: bankTransferDto },
    async (trx, b, who) => {
      const t = await findBankTransferBySettlement(trx, b.settlementOrderId);
      if (!t) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
      const at = Date.now();
      if (!canCheckBankTransfer(t.status) || !(await recordSettlementCheck(trx, t.id, at)))
        throw new RequestError(409, 'Check is available for SUCCESS transfers only.');
      const after = (await findBankTransfer(trx, t.id))!;
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.bank_transfer_check',
        entity: 'consumer_bank_transfers',
        entityId: t.id,
        before: { settlementStatus: t.settlement_status },
        after: { settlementStatus: after.settlement_status },
        at,
      });
      return ok(toBankTransferDto(after), CONSUMER_MESSAGES.success);
    },
  );
}
