import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MERCHANT_ACTIONS, MERCHANT_LISTS, MERCHANT_READS } from '../../../contract/merchant/calls.js';
import { MERCHANT_MESSAGES } from '../../../contract/merchant/messages.js';
import { onDemandSettlementBody, settlementUpdateBody } from '../../../contract/merchant/rules.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import type { AuditRecord } from '../../repositories/audit.js';
import { recordAudit } from '../../repositories/merchant-360.js';
import {
  findSettlement,
  listDeductions,
  listSettlements,
  settleOnDemand,
  toDeductionDto,
  toSettlementDto,
  unsettledAmount,
  updateSettlement,
} from '../../repositories/merchant-settlements.js';
import { ok } from './envelope.js';
import {
  merchantIdParams,
  requireMerchant,
  serveMerchantRows,
  type MerchantRowsRead,
  serveMerchantRead,
} from './merchant-common.js';
import { auditDto, deductionDto, one, settlementDto, toAuditDto } from './merchant-schemas.js';
import { serve } from '../declared.js';

/** Settlement actions are audited on their own record: the merchant's settlement audit reads it back. */
export const SETTLEMENT_ENTITY = 'merchant-settlements';

/**
 * Settlements (spec §7.4): list, deductions, settlement audit, the unsettled amount, and with CAN_PERFORM_SETTLEMENT
 * a settlement update (a PENDING or FAILED one) and an on-demand settlement. Each change: state check, ONE
 * conditional UPDATE, one audit row, idempotent.
 */
export async function merchantSettlementRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  const params = merchantIdParams;

  serveMerchantRows(app, db, MERCHANT_LISTS['m360-settlements'], settlementDto, listSettlements, toSettlementDto);
  serveMerchantRows(app, db, MERCHANT_LISTS['m360-deductions'], deductionDto, listDeductions, toDeductionDto);

  serveMerchantRead(app, db, MERCHANT_READS.unsettled, one(z.object({ amount: z.number() })), async (merchantId) => ({
    amount: await unsettledAmount(db, merchantId),
  }));

  const settlementAudit: MerchantRowsRead<AuditRecord> = (d, merchantId, pageNo, size, snapshot) =>
    recordAudit(d, SETTLEMENT_ENTITY, merchantId, pageNo, size, snapshot);
  serveMerchantRows(app, db, MERCHANT_LISTS['m360-settlement-audit'], auditDto, settlementAudit, toAuditDto);

  serve(
    app,
    MERCHANT_ACTIONS.settlementUpdate,
    { params, body: settlementUpdateBody, response: one(settlementDto) },
    async (request) => {
      const merchantId = request.params.merchantId;
      const b = request.body;
      await requireMerchant(db, merchantId);
      if (b.status === 'SETTLED' && !b.utr) throw new RequestError(400, 'utr: A settled settlement needs its UTR.');
      const before = await findSettlement(db, merchantId, b.settlementId);
      if (!before) throw new RequestError(404, MERCHANT_MESSAGES.notFound);
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const set = { status: b.status, utr: b.utr ?? before.utr, remarks: b.remarks ?? before.remarks };
        if (!(await updateSettlement(trx, merchantId, b.settlementId, set, at)))
          throw new RequestError(409, MERCHANT_MESSAGES.settlementNotPending);
        const after = (await findSettlement(trx, merchantId, b.settlementId))!;
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'settlement.update',
          entity: SETTLEMENT_ENTITY,
          entityId: merchantId,
          before: { settlementRef: before.settlement_ref, status: before.status, utr: before.utr },
          after: { settlementRef: after.settlement_ref, status: after.status, utr: after.utr, remarks: after.remarks },
          at,
        });
        return ok(toSettlementDto(after), MERCHANT_MESSAGES.success);
      });
    },
  );

  serve(
    app,
    MERCHANT_ACTIONS.onDemand,
    { body: onDemandSettlementBody, response: one(settlementDto) },
    async (request) => {
      const { merchantId } = request.body;
      const m = await requireMerchant(db, merchantId);
      if (m.status !== 'ACTIVE') throw new RequestError(409, `Merchant is ${m.status}`);
      if (m.settlement_hold) throw new RequestError(409, MERCHANT_MESSAGES.settlementOnHold);
      return db.transaction().execute(async (trx) => {
        const at = Date.now();
        const done = await settleOnDemand(trx, merchantId, at);
        if (!done) throw new RequestError(409, MERCHANT_MESSAGES.nothingToSettle);
        await writeAudit(trx, {
          actor: principalOf(request),
          action: 'settlement.on_demand',
          entity: SETTLEMENT_ENTITY,
          entityId: merchantId,
          after: {
            settlementRef: done.settlement.settlement_ref,
            grossAmount: Number(done.settlement.gross_amount),
            netAmount: Number(done.settlement.net_amount),
            utr: done.settlement.utr,
          },
          at,
        });
        return ok(toSettlementDto(done.settlement), MERCHANT_MESSAGES.success);
      });
    },
  );
}
