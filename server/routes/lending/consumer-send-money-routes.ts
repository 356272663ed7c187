import type { FastifyInstance } from 'fastify';
import { CONSUMER_ACTIONS } from '../../../contract/consumer/calls.js';
import { CONSUMER_MESSAGES, sendMoneyBody } from '../../../contract/consumer/forms.js';
import { IMPS_CHARGE_RUPEES } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';
import {
  findBankTransfer,
  insertBankTransfer,
  toBankTransferDto,
  takeSendMoneyLimit,
} from '../../repositories/consumer-lists.js';
import { bankTransferDto } from '../postpe/consumer-schemas.js';
import { ok } from './envelope.js';
import { serveConsumerAction } from '../postpe/consumer-action.js';

/**
 * Send money (lending initiate-payout; spec §5.8, §9): the amount plus the ₹25 IMPS charge (unless waived) from the
 * send-money limit in one conditional update, a PENDING transfer, one audit row.
 */
export async function consumerSendMoneyRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveConsumerAction(
    app,
    db,
    CONSUMER_ACTIONS.sendMoney,
    { body: sendMoneyBody, data: bankTransferDto },
    async (trx, b, who, c) => {
      if (c.account_status !== 'ACTIVE') throw new RequestError(409, 'Money can be sent from an ACTIVE account only.');
      const fee = b.waiveConvenienceFee ? 0 : IMPS_CHARGE_RUPEES;
      if (!(await takeSendMoneyLimit(trx, b.consumerId, b.amount + fee)))
        throw new RequestError(409, 'The amount and its charge exceed the available send-money limit.');
      const atMs = Date.now();
      const id = await insertBankTransfer(trx, {
        consumerId: b.consumerId,
        orderId: `SM-${b.consumerId}-${atMs}`,
        amount: b.amount,
        accountNo: b.accountNumber,
        ifsc: b.ifsc,
        at: Math.floor(atMs / 1000),
      });
      const transfer = toBankTransferDto((await findBankTransfer(trx, id))!);
      await writeAudit(trx, {
        actor: who,
        action: 'consumer.send_money',
        entity: 'consumer_bank_transfers',
        entityId: id,
        after: { ...transfer, fee, waiveConvenienceFee: b.waiveConvenienceFee, remarks: b.remarks },
        at: atMs,
      });
      await addCrmAudit(trx, b.consumerId, Math.floor(atMs / 1000), who, 'SEND_MONEY', {
        request: { requestDto: { amount: b.amount, txnType: 'BANK_TRANSFER', consumerId: b.consumerId, fee } },
      });
      return ok(transfer, CONSUMER_MESSAGES.success);
    },
  );
}
