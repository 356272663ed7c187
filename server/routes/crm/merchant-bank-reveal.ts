import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fromText } from '../../../contract/strict-number.js';
import { BANK_CHANGE_CALLS } from '../../../contract/merchant-changes/calls.js';
import { KYC_DECLARED_PII, REVEAL_REASON_MAX, REVEAL_REASON_MIN } from '../../../contract/pii.js';
import type { AppDeps } from '../../app-deps.js';
import { principalOf } from '../../plugins/auth.js';
import { RequestError } from '../../plugins/validation.js';
import { writeAudit } from '../../repositories/audit.js';
import { accountsOf, findChangeRequest } from '../../repositories/merchant-bank.js';
import { declaredValue } from '../../repositories/merchant-kyc.js';
import { serve } from '../declared.js';
import { ok, okSchema } from './envelope.js';
import { merchantParams } from './merchant-change-schemas.js';

const NOT_FOUND = 'No Record Found!';
const id = fromText(z.number().int().positive());
const revealBody = z
  .object({
    accountId: id.optional(),
    requestId: id.optional(),
    /** A KYC case of the merchant: reveals the PAN (or, with `field`, the GSTIN or address) it declared. */
    caseId: id.optional(),
    field: z.enum(KYC_DECLARED_PII).default('pan'),
    side: z.enum(['proposed', 'previous']).default('proposed'),
    reason: z.string().trim().min(REVEAL_REASON_MIN).max(REVEAL_REASON_MAX),
  })
  .strict()
  .refine((b) => [b.accountId, b.requestId, b.caseId].filter((v) => v !== undefined).length === 1, {
    message: 'Give exactly one of accountId, requestId or caseId.',
  });

/**
 * The audited reveal of a whole bank account number (spec §2.13: account numbers masked to the last 4 digits, as in the
 * consumer 360 and merchant profile reveals): one of the merchant's accounts, or the proposed / previous account of one
 * of its bank change requests; or, with `caseId`, the PAN, GSTIN or address (`field`) the merchant declared in one of
 * its KYC cases. Whoever holds CAN_REVEAL_MERCHANT_PII may reveal it, with a reason; each reveal writes one audit row
 * (who, what, why, when).
 */
export async function merchantBankRevealRoutes(app: FastifyInstance, { db }: Pick<AppDeps, 'db'>): Promise<void> {
  serve(
    app,
    BANK_CHANGE_CALLS.revealBankAccount,
    { params: merchantParams, body: revealBody, response: { 200: okSchema(z.object({ value: z.string() })) } },
    async (request) => {
      const { merchantId } = request.params;
      const { accountId, requestId, caseId, field, side, reason } = request.body;
      let value: unknown;
      if (caseId !== undefined) {
        value = await declaredValue(db, caseId, merchantId, field);
      } else if (accountId !== undefined) {
        value = (await accountsOf(db, merchantId)).find((a) => a.id === accountId)?.account_number;
      } else {
        const row = await findChangeRequest(db, requestId!, 'BANK_CHANGE');
        const json =
          row && row.merchant_id === merchantId ? (side === 'proposed' ? row.proposed_json : row.previous_json) : null;
        value = json ? (JSON.parse(json) as Record<string, unknown>).accountNumber : undefined;
      }
      if (typeof value !== 'string') throw new RequestError(404, NOT_FOUND);
      const which = accountId !== undefined ? { accountId } : { requestId, side };
      await writeAudit(db, {
        actor: principalOf(request),
        action: caseId !== undefined ? `merchant.${field}_reveal` : 'merchant.bank_reveal',
        entity: 'merchants',
        entityId: merchantId,
        after: caseId !== undefined ? { field, caseId, reason } : { field: 'accountNumber', ...which, reason },
      });
      return ok({ value });
    },
  );
}
