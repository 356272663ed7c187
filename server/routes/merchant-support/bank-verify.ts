import type { FastifyInstance } from 'fastify';
import { bankVerificationDto, bankVerifyBody } from '../../../contract/merchant-changes/bank.js';
import { BANK_CHANGE_CALLS } from '../../../contract/merchant-changes/calls.js';
import type { AppDeps } from '../../app-deps.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { findMerchant } from '../../repositories/merchant-bank.js';
import { verifyAccount } from '../../repositories/merchant-bank-verify.js';
import { serveInTransaction } from '../common/transaction-action.js';
import { ok } from './envelope.js';

/**
 * POST /bank-ac/verify (spec §7.4): the penny drop on an account and the name the bank returns, scored against the
 * merchant's name. Stored server-side: a bank change request references it (and only a successful one of exactly
 * that account). A failed penny drop is still an answer (result FAILED), not an error.
 */
export async function bankVerifyRoutes(app: FastifyInstance, { db }: AppDeps): Promise<void> {
  serveInTransaction(
    app,
    db,
    BANK_CHANGE_CALLS.verifyBankAccount,
    { body: bankVerifyBody, data: bankVerificationDto },
    async (trx, body, staff) => {
      const merchant = await findMerchant(trx, body.merchantId);
      if (!merchant) throw new RequestError(404, 'No Record Found!');
      const at = Date.now();
      const dto = await verifyAccount(trx, {
        merchantId: merchant.merchant_id,
        merchantName: merchant.name,
        purpose: body.purpose,
        accountNumber: body.accountNumber,
        ifsc: body.ifsc,
        staffId: staff.staffId,
        at,
      });
      await writeAudit(trx, {
        actor: staff,
        action: 'bank_account.verify',
        entity: 'bank_verifications',
        entityId: dto.verificationId,
        after: dto,
        outcome: dto.result === 'SUCCESS' ? 'success' : 'refused',
        at,
      });
      return ok(dto, dto.message);
    },
  );
}
