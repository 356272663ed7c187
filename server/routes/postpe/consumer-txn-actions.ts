import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CONSUMER_ACTIONS } from '../../../contract/consumer/calls.js';
import { CASHBACK_RULES, isTierRule, tierCashbackAmount } from '../../../contract/consumer/cashback.js';
import { cashbackBody, CONSUMER_MESSAGES, holdBody, revertBody } from '../../../contract/consumer/forms.js';
import { canApplyCashback, canRevertQrRefund, holdTarget } from '../../../contract/consumer/rules.js';
import type { AppDeps } from '../../app-deps.js';
import type { Database } from '../../db/database.js';
import { principalOf, type Principal } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { holdsAny } from '../../repositories/access.js';
import { writeAudit } from '../../repositories/audit.js';
import { addCrmAudit } from '../../repositories/consumer-events.js';
import {
  applyCashback,
  findTxn,
  revertQrRefund,
  setHoldStatus,
  toTxnDto,
  type ConsumerTxn,
} from '../../repositories/consumer-txns.js';
import { ok, okSchema } from './envelope.js';
import { txnDto } from './consumer-schemas.js';
import { serve } from '../declared.js';
import { serveInTransaction } from '../common/transaction-action.js';

const nowSeconds = () => Math.floor(Date.now() / 1000);
const stateOf = (t: ConsumerTxn) => ({
  txnType: t.txn_type,
  txnIndicator: t.txn_indicator,
  status: t.status,
  subStatus: t.sub_status,
  updatedAt: Number(t.updated_at),
  cashbackAmount: t.cashback_amount === null ? null : Number(t.cashback_amount),
});

/** The transaction of this consumer, or 404. */
async function txnOf(db: Kysely<Database>, txnId: string, consumerId: number): Promise<ConsumerTxn> {
  const t = await findTxn(db, txnId);
  if (!t || Number(t.consumer_id) !== consumerId) throw new RequestError(404, CONSUMER_MESSAGES.notFound);
  return t;
}

/** After a change: the audit row and the consumer's CRM Actions Audit row, then the transaction as it is now. */
async function recorded(
  trx: Kysely<Database>,
  who: Principal,
  action: string,
  before: ConsumerTxn,
  requestDto: Record<string, unknown>,
) {
  const after = (await findTxn(trx, before.txn_id))!;
  const at = Date.now();
  await writeAudit(trx, {
    actor: who,
    action: `consumer.${action}`,
    entity: 'consumer_account_txns',
    entityId: before.txn_id,
    before: toTxnDto(before),
    after: { ...toTxnDto(after), request: requestDto },
    at,
  });
  await addCrmAudit(trx, Number(before.consumer_id), Math.floor(at / 1000), who, action.toUpperCase(), {
    request: { requestDto: { ...requestDto, consumerId: Number(before.consumer_id) } },
  });
  return toTxnDto(after);
}

/** Hold/success, Apply Cashback and QR-refund revert (spec §4, §6, §7.5): permission and state checked here. */
export async function consumerTxnActions(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const answer = { 200: okSchema(txnDto) };

  serveInTransaction(app, db, CONSUMER_ACTIONS.hold, { body: holdBody, data: txnDto }, async (trx, b, who) => {
    const before = await txnOf(trx, b.txnId, b.consumerId);
    const now = nowSeconds();
    if (holdTarget(stateOf(before), now) !== b.status || !(await setHoldStatus(trx, b.txnId, b.status, now)))
      throw new RequestError(
        409,
        'Only a card-usage debit in SUCCESS (updated less than a day ago) can be put on HOLD, and HOLD set back to SUCCESS.',
      );
    return ok(
      await recorded(trx, who, b.status === 'HOLD' ? 'txn_hold' : 'txn_success', before, b),
      CONSUMER_MESSAGES.success,
    );
  });

  serve(app, CONSUMER_ACTIONS.cashback, { body: cashbackBody, response: answer }, async (request) => {
    const b = request.body;
    const who = principalOf(request);
    const rule = CASHBACK_RULES[b.cashbackRuleCode];
    if (!(await holdsAny(db, who, [rule.permission])))
      throw new RequestError(403, `Not authorized! ${b.cashbackRuleCode} needs ${rule.permission}.`);
    return db.transaction().execute(async (trx) => {
      const before = await txnOf(trx, b.txnId, b.consumerId);
      if (before.txn_type !== rule.txnType)
        throw new RequestError(400, `${b.cashbackRuleCode} applies to ${rule.txnType} transactions only.`);
      const tier = isTierRule(b.cashbackRuleCode) ? (b.tier ?? null) : null;
      const amount = tier !== null ? tierCashbackAmount(tier) : Number(b.cashbackAmount);
      if (
        !canApplyCashback(stateOf(before)) ||
        !(await applyCashback(trx, b.txnId, { amount, tier, ruleCode: b.cashbackRuleCode, txnType: rule.txnType }))
      )
        throw new RequestError(409, 'Cashback can be applied only once, on a SUCCESS transaction without cashback.');
      const requestDto = { txnId: b.txnId, cashbackRuleCode: b.cashbackRuleCode, cashbackAmount: amount, tier };
      return ok(await recorded(trx, who, 'cashback_apply', before, requestDto), CONSUMER_MESSAGES.cashbackApplied);
    });
  });

  serveInTransaction(
    app,
    db,
    CONSUMER_ACTIONS.revertQrRefund,
    { body: revertBody, data: txnDto },
    async (trx, b, who) => {
      const before = await txnOf(trx, b.txnId, b.consumerId);
      if (!canRevertQrRefund(stateOf(before)) || !(await revertQrRefund(trx, b.txnId, nowSeconds())))
        throw new RequestError(409, 'Only a QR refund not yet REVERTED can be reverted.');
      return ok(await recorded(trx, who, 'qr_refund_revert', before, b), CONSUMER_MESSAGES.success);
    },
  );
}
